/**
 * Permission rows for charts, DJ profiles, link partners and label managers, written by hand
 * from spec §6: charts are staff only; DJ profiles are read like the catalog (staff, supplier,
 * label); link partners are admin and curation; label managers admin, curation and marketing
 * (the label-manager list). Partners get none of the staff-only ones.
 */
import {
    CATALOG_READERS,
    CATALOG_WRITERS,
    EMPTY_UPLOAD,
    NOBODY,
    only,
    STAFF,
    STAFF_EDITORS,
    type Case,
} from './permissionGroups';

/** A DJ profile whose artist is on a track of label 1 (supplier 1), and the `dj` user's id: set by the test. */
export const DJ_PROFILE = '{dj-profile}';
export const DJ_USER = '{dj-user}';
/** A profile seeded without an artist: removing its association is 404 for those who may. */
const PROFILE_WITHOUT_ARTIST = 4;

const LINK_PARTNER_KEEPERS = ['admin', 'curation', 'dj_store_admin'];
const LABEL_MANAGER_KEEPERS = ['admin', 'curation', 'marketing', 'dj_store_admin'];
const DJ_PROFILE_CHANGERS = ['admin', 'content_ops', 'support', 'dj_store_admin'];

/** GET, POST, PATCH for one list of keepers; never bulk-changed or deleted; history for them. */
function keptBy(type: string, keepers: string[], json: () => unknown): Case[] {
    const base = `/v4/catalog/${type}`;
    return [
        { route: `GET ${base}/`, expected: only(keepers) },
        { route: `GET ${base}/:id/`, path: `${base}/1/`, expected: only(keepers) },
        { route: `POST ${base}/`, json, expected: only(keepers, 201) },
        { route: `PATCH ${base}/:id/`, path: `${base}/1/`, json, expected: only(keepers) },
        { route: `PATCH ${base}/bulk/`, json: () => [{ id: 1, name: 'x' }], expected: only(NOBODY) },
        { route: `PUT ${base}/bulk/`, json: () => [{ id: 1, name: 'x' }], expected: only(NOBODY) },
        { route: `DELETE ${base}/:id/`, path: `${base}/1/`, expected: only(NOBODY) },
        { route: `GET ${base}/:id/history/`, path: `${base}/1/history/`, expected: only(keepers) },
    ];
}

export const staffCatalogCases: Case[] = [
    // Charts: staff only, every staff role; nobody deletes them.
    { route: 'GET /v4/catalog/charts/', expected: only(STAFF) },
    { route: 'GET /v4/catalog/charts/:id/', path: '/v4/catalog/charts/1/', expected: only(STAFF) },
    { route: 'POST /v4/catalog/charts/', json: () => ({ title: 'Perm Chart' }), expected: only(STAFF, 201) },
    {
        route: 'PATCH /v4/catalog/charts/:id/',
        path: '/v4/catalog/charts/1/',
        json: () => ({ description: 'Permission description' }),
        expected: only(STAFF),
    },
    { route: 'PATCH /v4/catalog/charts/bulk/', json: () => [{ id: 1, title: 'x' }], expected: only(NOBODY) },
    { route: 'PUT /v4/catalog/charts/bulk/', json: () => [{ id: 1, title: 'x' }], expected: only(NOBODY) },
    { route: 'DELETE /v4/catalog/charts/:id/', path: '/v4/catalog/charts/1/', expected: only(NOBODY) },
    { route: 'GET /v4/catalog/charts/:id/history/', path: '/v4/catalog/charts/1/history/', expected: only(STAFF) },
    { route: 'GET /v4/catalog/charts/:id/tracks/', path: '/v4/catalog/charts/1/tracks/', expected: only(STAFF) },
    {
        route: 'PUT /v4/catalog/charts/:id/tracks/',
        path: '/v4/catalog/charts/1/tracks/',
        json: () => [
            { id: 2, track_position: 2 },
            { id: 1, track_position: 1 },
        ],
        expected: only(STAFF),
    },
    {
        route: 'GET /v4/catalog/charts/:id/playlist-mappings/',
        path: '/v4/catalog/charts/3/playlist-mappings/',
        expected: only(STAFF),
    },
    // One link per chart: an empty body is refused after access passes (400), before it for the others.
    {
        route: 'POST /v4/catalog/charts/:id/playlist-mappings/',
        path: '/v4/catalog/charts/1/playlist-mappings/',
        json: () => ({}),
        expected: only(STAFF, 400),
    },
    {
        route: 'PATCH /v4/catalog/charts/:id/playlist-mappings/:subId/',
        path: '/v4/catalog/charts/3/playlist-mappings/1/',
        json: () => ({ playlist_id: 1004 }),
        expected: only(STAFF),
    },
    {
        route: 'POST /v4/catalog/charts/:id/images/',
        path: '/v4/catalog/charts/1/images/',
        form: EMPTY_UPLOAD,
        expected: only(STAFF, 400),
    },

    // DJ profiles: read like the catalog, changed by its writers (partners on their own); never created here.
    { route: 'GET /v4/catalog/dj-profiles/', expected: only(CATALOG_READERS) },
    {
        route: 'GET /v4/catalog/dj-profiles/:id/',
        path: `/v4/catalog/dj-profiles/${DJ_PROFILE}/`,
        expected: only(CATALOG_READERS),
    },
    {
        route: 'POST /v4/catalog/dj-profiles/',
        json: () => ({ name: 'Perm DJ', slug: 'perm-dj' }),
        expected: only(NOBODY),
    },
    {
        route: 'PATCH /v4/catalog/dj-profiles/:id/',
        path: `/v4/catalog/dj-profiles/${DJ_PROFILE}/`,
        json: () => ({ bio: 'Permission bio' }),
        expected: only(CATALOG_WRITERS),
    },
    { route: 'PATCH /v4/catalog/dj-profiles/bulk/', json: () => [{ id: 1, bio: 'x' }], expected: only(NOBODY) },
    { route: 'PUT /v4/catalog/dj-profiles/bulk/', json: () => [{ id: 1, bio: 'x' }], expected: only(NOBODY) },
    { route: 'DELETE /v4/catalog/dj-profiles/:id/', path: '/v4/catalog/dj-profiles/1/', expected: only(NOBODY) },
    {
        route: 'GET /v4/catalog/dj-profiles/:id/history/',
        path: `/v4/catalog/dj-profiles/${DJ_PROFILE}/history/`,
        expected: only(STAFF),
    },
    // The artist association: catalog staff only (partners are refused before the lookup).
    {
        route: 'DELETE /v4/catalog/dj-profiles/:id/artist-association/',
        path: `/v4/catalog/dj-profiles/${PROFILE_WITHOUT_ARTIST}/artist-association/`,
        expected: only(STAFF_EDITORS, 404),
    },
    // A user's DJ profile through the user: the staff who manage users (spec §6 Users) within
    // "admin, content_ops, support or the second brand" (a DJ profile is a DJ-store record).
    {
        route: 'PATCH /v4/users/:id/dj-profile/',
        path: `/v4/users/${DJ_USER}/dj-profile/`,
        json: () => ({ bio: 'Changed through the user' }),
        expected: only(DJ_PROFILE_CHANGERS),
    },

    ...keptBy('link-partners', LINK_PARTNER_KEEPERS, () => ({ name: 'Perm Partner' })),
    ...keptBy('label-managers', LABEL_MANAGER_KEEPERS, () => ({ name: 'Perm Manager' })),
];
