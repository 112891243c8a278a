/**
 * Tracks made from a track — DJ edits (spec §7 "Tracks: GET … dj-edit"; "POST … dj-edit") and UGC
 * remixes (a reference-server extension) — listed and made, one pair of declarations per kind.
 */
import { DERIVATIVES, type Derivative } from '../catalog/tracks';
import { P } from '../permissions';
import { defineOperation, returns, type OperationSpec } from './define';

export interface DerivedTrack extends Record<string, unknown> {
    id: number;
    name: string;
    mix_name: string;
    is_hidden: boolean;
    enabled: boolean;
}

const SPECS: Record<Derivative['path'], { list: OperationSpec; create: OperationSpec }> = {
    'dj-edit': {
        list: 'Tracks: GET {id}/… dj-edit',
        create: 'Tracks: POST notes, songwriters, dj-edit, reencode, countries-allowed',
    },
    'ugc-remix': { list: { extension: 'track-extras' }, create: { extension: 'track-extras' } },
};

const declare = (kind: Derivative) => ({
    /** Whoever reads the track reads what was made from it. */
    list: defineOperation({
        resource: 'catalog/tracks',
        id: kind.path,
        detail: true,
        method: 'GET',
        path: `${kind.path}/`,
        access: P.CATALOG,
        result: returns<{ results: DerivedTrack[] }>(),
        spec: SPECS[kind.path].list,
    }),
    /** A new hidden track from this one with its own mix name (at most 250). */
    create: defineOperation<DerivedTrack, { mix_name: string }>({
        resource: 'catalog/tracks',
        id: `${kind.path}-create`,
        detail: true,
        method: 'POST',
        path: `${kind.path}/`,
        access: P.CATALOG_EDITORS,
        result: returns<DerivedTrack>(),
        spec: SPECS[kind.path].create,
    }),
});

const byPath = Object.fromEntries(DERIVATIVES.map(kind => [kind.path, declare(kind)]));
export const listDjEdits = byPath['dj-edit'].list;
export const createDjEdit = byPath['dj-edit'].create;
export const listUgcRemixes = byPath['ugc-remix'].list;
export const createUgcRemix = byPath['ugc-remix'].create;

/** A kind's two calls, for the tab that shows that kind. */
export const derivativeOperations = (kind: Derivative['path']) => byPath[kind];
