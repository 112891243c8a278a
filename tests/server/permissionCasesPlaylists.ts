/**
 * The permission table's rows for curated playlists, written by hand from spec §6: playlists are
 * read like tracks and releases (every staff role, supplier and label partners) and kept by the
 * staff who edit the catalog; the link partners they are offered to are admin and curation's (as
 * link partners are); the chart linked to them is staff only (as charts are). Playlist 1001 is seeded.
 */
import { CATALOG_READERS, NOBODY, only, STAFF, STAFF_EDITORS, type Case } from './permissionGroups';

const LINK_PARTNER_KEEPERS = ['admin', 'curation', 'dj_store_admin'];
const base = '/v4/catalog/playlists';

export const playlistCases: Case[] = [
    { route: `GET ${base}/`, expected: only(CATALOG_READERS) },
    { route: `GET ${base}/:id/`, path: `${base}/1001/`, expected: only(CATALOG_READERS) },
    { route: `POST ${base}/`, json: () => ({ name: 'Perm Playlist' }), expected: only(STAFF_EDITORS, 201) },
    {
        route: `PATCH ${base}/:id/`,
        path: `${base}/1001/`,
        json: () => ({ description: 'Permission description' }),
        expected: only(STAFF_EDITORS),
    },
    { route: `PATCH ${base}/bulk/`, json: () => [{ id: 1001, name: 'x' }], expected: only(NOBODY) },
    { route: `PUT ${base}/bulk/`, json: () => [{ id: 1001, name: 'x' }], expected: only(NOBODY) },
    { route: `DELETE ${base}/:id/`, path: `${base}/1001/`, expected: only(NOBODY) },
    { route: `GET ${base}/:id/history/`, path: `${base}/1001/history/`, expected: only(STAFF) },
    { route: `GET ${base}/:id/tracks/`, path: `${base}/1001/tracks/`, expected: only(CATALOG_READERS) },
    {
        route: `PUT ${base}/:id/tracks/bulk/`,
        path: `${base}/1002/tracks/bulk/`,
        json: () => [],
        expected: only(STAFF_EDITORS),
    },
    { route: `GET ${base}/:id/partners/`, path: `${base}/1001/partners/`, expected: only(LINK_PARTNER_KEEPERS) },
    {
        route: `PUT ${base}/:id/partners-bulk/`,
        path: `${base}/1001/partners-bulk/`,
        json: () => [{ id: 1 }],
        expected: only(LINK_PARTNER_KEEPERS),
    },
    { route: `GET ${base}/:id/chart-mapping/`, path: `${base}/1003/chart-mapping/`, expected: only(STAFF) },
];
