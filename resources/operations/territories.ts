/**
 * A track's territories and their times, per commercial model (§7 Tracks): the list read and
 * replaced whole (`countries-publish-date`), and one set of times put on many territories at once
 * (`countries-times/update`, as the release's own).
 */
import type { CommercialModel } from '../constants';
import { P } from '../permissions';
import type { Paged } from '../wire';
import { defineOperation, returns } from './define';

/** A territory's times as the list is saved (type aliases: a table row is a plain record). */
export type TerritoryEntry = {
    country_id: number;
    publish_time: string;
    pre_order_time: string | null;
    takedown_time: string | null;
};
/** A territory as the list answers it: its country's name beside the times. */
export type Territory = TerritoryEntry & { id: number; country_name?: string };

export const trackTerritories = defineOperation({
    resource: 'catalog/tracks',
    id: 'countries-publish-date',
    detail: true,
    method: 'GET',
    path: 'countries-publish-date/',
    access: P.CATALOG,
    result: returns<Paged<Territory>>(),
    spec: 'Tracks: GET {id}/… countries-publish-date (query commercial_model_type)',
});

/** Replaces the territories of one commercial model (`?commercial_model_type=`) with the body's list. */
export const saveTrackTerritories = defineOperation<TerritoryEntry[], TerritoryEntry[]>({
    resource: 'catalog/tracks',
    id: 'save-countries-publish-date',
    detail: true,
    method: 'PUT',
    path: 'countries-publish-date/',
    access: P.CATALOG_WRITE,
    result: returns<TerritoryEntry[]>(),
    spec: 'Tracks: … PUT publishers, countries-publish-date, countries-allowed, countries-times/update',
});

export interface CountryTimes {
    publish_time: string;
    pre_order_time?: string | null;
    takedown_time?: string | null;
    /** The territories to set (none: every territory the track already has). */
    country_ids?: number[];
    commercial_model_type?: CommercialModel;
}
/** One set of times on the track's territories of one commercial model: the countries named, or all it has. */
export const trackCountryTimes = defineOperation<{ tracks: number; territories: number }, CountryTimes>({
    resource: 'catalog/tracks',
    id: 'countries-times',
    detail: true,
    method: 'PUT',
    path: 'countries-times/update/',
    access: P.CATALOG_WRITE,
    result: returns<{ tracks: number; territories: number }>(),
    spec: 'Tracks: … PUT publishers, countries-publish-date, countries-allowed, countries-times/update',
});
