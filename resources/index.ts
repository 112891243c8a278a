/** The registry: every resource, in menu order. */
import artists from './catalog/artists';
import charts from './catalog/charts';
import deliveries from './delivery/deliveries';
import playlists from './catalog/playlists';
import publishers from './catalog/publishers';
import djProfiles from './catalog/djProfiles';
import labelManagers from './catalog/labelManagers';
import linkPartners from './catalog/linkPartners';
import musicProfileArtists from './catalog/musicProfileArtists';
import labels from './catalog/labels';
import genres from './catalog/genres';
import keys from './catalog/keys';
import subGenres from './catalog/subGenres';
import suppliers from './catalog/suppliers';
import releases from './catalog/releases';
import tracks from './catalog/tracks';
import pages from './curation/pages';
import pageModules from './curation/pageModules';
import hostVendors from './live/hostVendors';
import liveStreams from './live/streams';
import tracklistVendors from './live/tracklistVendors';
import orders from './support/orders';
import type { PermissionList } from './permissions';
import supportUsers from './support/users';
import coupons from './support/coupons';
import credits from './support/credits';
import hypeOffers from './support/hypeOffers';
import hypePurchases from './support/hypePurchases';
import hypeSubscriptions from './support/hypeSubscriptions';
import type { ResourceDef } from './schema';
import { firstMenuEntry } from './sections';

/** Resources with screens, in menu order. */
export const resources: ResourceDef[] = [
    tracks,
    releases,
    artists,
    charts,
    playlists,
    djProfiles,
    suppliers,
    labels,
    linkPartners,
    labelManagers,
    publishers,
    deliveries,
    pages,
    pageModules,
    liveStreams,
    hostVendors,
    tracklistVendors,
    // The search area's separate search (spec §2); no menu section lists it.
    musicProfileArtists,
    supportUsers,
    coupons,
    credits,
    hypeOffers,
    hypePurchases,
    hypeSubscriptions,
    orders,
];
/** Resources read by references only (no menu entry). */
export const referenceResources: ResourceDef[] = [genres, subGenres, keys];

/**
 * One name per resource: its v4 path `folder/name` is also its model file (`resources/folder/name.ts`,
 * camelCased), its menu section (`folder`) and its server module (`server/modules/folder/name.ts` or
 * `…/name/index.ts`; catalog's sit at the top of `server/modules/`). Where a name differs, this table
 * says where and why; tests/unit/resourceIdentity.test.ts holds every resource to its rule or its row.
 */
export const NAME_EXCEPTIONS: Record<string, { model?: string; section?: string; server?: string; why: string }> = {
    'deliveries/deliveries': {
        model: 'resources/delivery/deliveries.ts',
        section: 'old-deliveries',
        server: 'server/modules/deliveries/index.ts',
        why: 'spec §2 calls the legacy list old-deliveries (deliveries is the new page); resources/delivery/ also holds the XML and status rules',
    },
    'catalog/label-managers': { section: 'label-manager', why: 'spec §2 gives label managers a section of their own' },
    'music-profile/artists': {
        model: 'resources/catalog/musicProfileArtists.ts',
        section: 'reference',
        server: 'server/modules/musicProfileArtists.ts',
        why: "the partner service's artists: searched (spec §2), in no menu section",
    },
    'live/host-vendors': { server: 'server/modules/live/vendors.ts', why: 'one module serves both vendor lists' },
    'live/tracklist-vendors': { server: 'server/modules/live/vendors.ts', why: 'one module serves both vendor lists' },
    'support/hype-offers': {
        server: 'server/modules/support/hype.ts',
        why: 'one module serves the hype lists and page',
    },
    'support/hype-purchases': {
        server: 'server/modules/support/hype.ts',
        why: 'one module serves the hype lists and page',
    },
    'support/hype-subscriptions': {
        server: 'server/modules/support/hype.ts',
        why: 'one module serves the hype lists and page',
    },
    'catalog/genres': { section: 'reference', why: 'read by references only (no menu entry)' },
    'catalog/sub-genres': { section: 'reference', why: 'read by references only (no menu entry)' },
    'catalog/keys': { section: 'reference', why: 'read by references only (no menu entry)' },
};

export function findResource(name: string): ResourceDef | undefined {
    return [...resources, ...referenceResources].find(r => r.name === name);
}

/** The first resource of the menu a user sees (see `firstMenuEntry`). */
export const firstMenuResource = (allowed: (list?: PermissionList) => boolean): ResourceDef | undefined =>
    firstMenuEntry(resources, allowed);
