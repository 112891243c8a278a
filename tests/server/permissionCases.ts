/**
 * The expectation rows of the permission table, written out by hand from spec §6 (see
 * permissions.test.ts): one per mounted route, each with the status every demo account gets.
 */
import {
    all,
    CATALOG_READERS,
    CATALOG_WRITERS,
    CREATORS,
    EMPTY_UPLOAD,
    LABEL_READERS,
    NOBODY,
    only,
    STAFF,
    STAFF_EDITORS,
    SUPPLIER_READERS,
    type Case,
} from './permissionGroups';
import { rightsCases } from './permissionCasesRights';
import { staffCatalogCases } from './permissionCasesStaffCatalog';
import { supplierCases } from './permissionCasesSuppliers';
import { jobCases } from './permissionCasesJobs';
import { deliveryCases } from './permissionCasesDeliveries';
import { searchCases } from './permissionCasesSearch';
import { curationCases } from './permissionCasesCuration';
import { liveCases } from './permissionCasesLive';
import { playlistCases } from './permissionCasesPlaylists';
import { ingestCases } from './permissionCasesIngest';
import { packagingCases } from './permissionCasesPackaging';
import { peopleCases } from './permissionCasesPeople';
import { orderCases } from './permissionCasesOrders';
import { salesCases } from './permissionCasesSales';
import { historyCases } from './permissionCasesHistory';
import { importCases } from './permissionCasesImport';
import { approvalCases } from './permissionCasesApprovals';

export type { Case };
export { DJ_PROFILE, DJ_USER } from './permissionCasesStaffCatalog';

// Track 1 is on release 1 of label 1 (supplier 1): the `label` and `supplier` accounts own it.
// ARTIST is an artist on track 1, so partners see it too.
/** The release's track order, filled in by the test once the database is seeded. */
export const RELEASE_ORDER: { id: number; track_position: number }[] = [];
export const ARTIST = '{artist}';
export const cases: Case[] = [
    { route: 'GET /v4/auth/o/introspect/', expected: all(200) },
    // What the server offers beyond §7 (an extension itself): any signed-in user may ask.
    { route: 'GET /v4/capabilities/', expected: all(200) },
    { route: 'POST /v4/auth/o/token/', expected: all(400) },
    { route: 'POST /v4/auth/o/authorize/', expected: all(400) },
    { route: 'GET /v4/auth/o/redirect/', expected: all(400) },
    { route: 'GET /v4/auxiliary/:list/', path: '/v4/auxiliary/countries/', expected: all(200) },
    // Images are public (they appear in <img> tags); an unknown one is 404 for everybody.
    { route: 'GET /v4/media/images/:id/', path: '/v4/media/images/999999/', expected: all(404), public: true },

    // Reference lists: every catalog reader reads them; admin and content ops keep them.
    ...(['genres', 'sub-genres', 'keys'] as const).flatMap((type): Case[] => [
        { route: `GET /v4/catalog/${type}/`, expected: only(CATALOG_READERS) },
        { route: `GET /v4/catalog/${type}/:id/`, path: `/v4/catalog/${type}/1/`, expected: only(CATALOG_READERS) },
        {
            route: `POST /v4/catalog/${type}/`,
            json: () => ({ name: `Perm ${type}`, ...(type === 'sub-genres' ? { genre_id: 1 } : {}) }),
            expected: only(CREATORS, 201),
        },
        {
            route: `PATCH /v4/catalog/${type}/:id/`,
            path: `/v4/catalog/${type}/1/`,
            json: () => ({ name: `Renamed ${type}` }),
            expected: only(CREATORS),
        },
        { route: `PATCH /v4/catalog/${type}/bulk/`, json: () => [{ id: 1, name: 'x' }], expected: only(NOBODY) },
        { route: `PUT /v4/catalog/${type}/bulk/`, json: () => [{ id: 1, name: 'x' }], expected: only(NOBODY) },
        { route: `DELETE /v4/catalog/${type}/:id/`, path: `/v4/catalog/${type}/1/`, expected: only(NOBODY) },
        {
            route: `GET /v4/catalog/${type}/:id/history/`,
            path: `/v4/catalog/${type}/1/history/`,
            expected: only(STAFF),
        },
    ]),

    ...supplierCases,
    ...approvalCases,
    ...jobCases,
    ...deliveryCases,
    ...searchCases,
    ...salesCases,
    ...curationCases,
    ...liveCases,
    ...playlistCases,
    ...ingestCases,
    ...packagingCases,
    ...peopleCases,
    ...orderCases,

    // Labels: staff without support, and suppliers on their own labels.
    { route: 'GET /v4/catalog/labels/', expected: only(LABEL_READERS) },
    { route: 'GET /v4/catalog/labels/:id/', path: '/v4/catalog/labels/1/', expected: only(LABEL_READERS) },
    { route: 'GET /v4/catalog/labels/csv/download/', expected: only(LABEL_READERS) },
    {
        route: 'POST /v4/catalog/labels/',
        json: () => ({ name: 'Perm Label', supplier_id: 2 }),
        expected: only(SUPPLIER_READERS, 201),
    },
    {
        route: 'PATCH /v4/catalog/labels/:id/',
        path: '/v4/catalog/labels/1/',
        json: () => ({ bio: 'Updated bio' }),
        expected: only(LABEL_READERS),
    },
    { route: 'PATCH /v4/catalog/labels/bulk/', json: () => [{ id: 1, bio: 'x' }], expected: only(NOBODY) },
    { route: 'PUT /v4/catalog/labels/bulk/', json: () => [{ id: 1, bio: 'x' }], expected: only(NOBODY) },
    { route: 'DELETE /v4/catalog/labels/:id/', path: '/v4/catalog/labels/1/', expected: only(NOBODY) },
    {
        route: 'GET /v4/catalog/labels/:id/history/',
        path: '/v4/catalog/labels/1/history/',
        expected: only(SUPPLIER_READERS),
    },
    {
        route: 'GET /v4/catalog/labels/:id/contracts/',
        path: '/v4/catalog/labels/1/contracts/',
        expected: only(LABEL_READERS),
    },
    {
        route: 'POST /v4/catalog/labels/:id/contracts/',
        path: '/v4/catalog/labels/1/contracts/',
        json: () => ({ name: 'Perm contract' }),
        expected: only(SUPPLIER_READERS, 201),
    },
    {
        route: 'GET /v4/catalog/labels/:id/mappings/',
        path: '/v4/catalog/labels/1/mappings/',
        expected: only(LABEL_READERS),
    },
    {
        route: 'POST /v4/catalog/labels/:id/mappings/',
        path: '/v4/catalog/labels/1/mappings/',
        json: () => ({ source_name: 'PERM-MAP' }),
        expected: only(SUPPLIER_READERS, 201),
    },
    {
        route: 'PATCH /v4/catalog/labels/:id/contracts/:subId/',
        path: '/v4/catalog/labels/1/contracts/1/',
        json: () => ({ revenue_share: 65 }),
        expected: only(SUPPLIER_READERS),
    },
    // An unknown row: those who may delete learn it is not there; the others are refused first.
    {
        route: 'DELETE /v4/catalog/labels/:id/contracts/:subId/',
        path: '/v4/catalog/labels/1/contracts/999999/',
        expected: only(SUPPLIER_READERS, 404),
    },
    {
        route: 'PATCH /v4/catalog/labels/:id/mappings/:subId/',
        path: '/v4/catalog/labels/1/mappings/1/',
        json: () => ({ source_name: 'PERM-MAP-2' }),
        expected: only(SUPPLIER_READERS),
    },
    // An unknown row: those who may delete learn it is not there; the others are refused first.
    {
        route: 'DELETE /v4/catalog/labels/:id/mappings/:subId/',
        path: '/v4/catalog/labels/1/mappings/999999/',
        expected: only(SUPPLIER_READERS, 404),
    },
    {
        route: 'POST /v4/catalog/labels/:id/images/',
        path: '/v4/catalog/labels/1/images/',
        form: EMPTY_UPLOAD,
        expected: only(LABEL_READERS, 400),
    },

    // Artists: every catalog reader; the editing roles and partners change them; three roles create.
    { route: 'GET /v4/catalog/artists/', expected: only(CATALOG_READERS) },
    { route: 'GET /v4/catalog/artists/:id/', path: `/v4/catalog/artists/${ARTIST}/`, expected: only(CATALOG_READERS) },
    {
        route: 'POST /v4/catalog/artists/',
        json: () => ({ name: 'Perm Artist' }),
        expected: only(['admin', 'content_ops', 'curation', 'dj_store_admin'], 201),
    },
    {
        route: 'PATCH /v4/catalog/artists/:id/',
        path: `/v4/catalog/artists/${ARTIST}/`,
        json: () => ({ bio: 'Permission bio' }),
        expected: only(CATALOG_WRITERS),
    },
    { route: 'PATCH /v4/catalog/artists/bulk/', json: () => [{ id: 1, bio: 'x' }], expected: only(NOBODY) },
    { route: 'PUT /v4/catalog/artists/bulk/', json: () => [{ id: 1, bio: 'x' }], expected: only(NOBODY) },
    { route: 'DELETE /v4/catalog/artists/:id/', path: `/v4/catalog/artists/${ARTIST}/`, expected: only(NOBODY) },
    {
        route: 'GET /v4/catalog/artists/:id/history/',
        path: `/v4/catalog/artists/${ARTIST}/history/`,
        expected: only(STAFF),
    },
    {
        route: 'POST /v4/catalog/artists/:id/images/',
        path: `/v4/catalog/artists/${ARTIST}/images/`,
        form: EMPTY_UPLOAD,
        expected: only(CATALOG_WRITERS, 400),
    },

    // Releases.
    { route: 'GET /v4/catalog/releases/', expected: only(CATALOG_READERS) },
    { route: 'GET /v4/catalog/releases/:id/', path: '/v4/catalog/releases/1/', expected: only(CATALOG_READERS) },
    {
        route: 'POST /v4/catalog/releases/',
        json: () => ({ name: 'Perm Release', label_id: 1 }),
        expected: only(CREATORS, 201),
    },
    {
        route: 'PATCH /v4/catalog/releases/:id/',
        path: '/v4/catalog/releases/1/',
        json: () => ({ catalog_number: 'PERM-1' }),
        expected: only(CATALOG_WRITERS),
    },
    { route: 'PATCH /v4/catalog/releases/bulk/', json: () => [{ id: 1, catalog_number: 'x' }], expected: only(NOBODY) },
    { route: 'PUT /v4/catalog/releases/bulk/', json: () => [{ id: 1, catalog_number: 'x' }], expected: only(NOBODY) },
    { route: 'DELETE /v4/catalog/releases/:id/', path: '/v4/catalog/releases/1/', expected: only(NOBODY) },
    { route: 'GET /v4/catalog/releases/:id/history/', path: '/v4/catalog/releases/1/history/', expected: only(STAFF) },
    {
        route: 'GET /v4/catalog/releases/:id/tracks/',
        path: '/v4/catalog/releases/1/tracks/',
        expected: only(CATALOG_READERS),
    },
    {
        route: 'PATCH /v4/catalog/releases/:id/tracks/bulk/',
        path: '/v4/catalog/releases/1/tracks/bulk/',
        json: () => RELEASE_ORDER,
        expected: only(CATALOG_WRITERS),
    },
    {
        route: 'POST /v4/catalog/releases/:id/tracks/move/',
        path: '/v4/catalog/releases/1/tracks/move/',
        json: () => ({ track_id: 1, position: 1 }),
        expected: only(CATALOG_WRITERS),
    },
    {
        route: 'POST /v4/catalog/releases/:id/images/',
        path: '/v4/catalog/releases/1/images/',
        form: EMPTY_UPLOAD,
        expected: only(CATALOG_WRITERS, 400),
    },

    // Tracks.
    { route: 'GET /v4/catalog/tracks/', expected: only(CATALOG_READERS) },
    { route: 'GET /v4/catalog/tracks/:id/', path: '/v4/catalog/tracks/1/', expected: only(CATALOG_READERS) },
    {
        route: 'POST /v4/catalog/tracks/',
        json: () => ({ name: 'New', release_id: 1 }),
        expected: only(CREATORS, 201),
    },
    {
        route: 'PATCH /v4/catalog/tracks/:id/',
        path: '/v4/catalog/tracks/1/',
        json: () => ({ mix_name: 'Permission Mix' }),
        expected: only(CATALOG_WRITERS),
    },
    // Bulk update is the admin and content-ops action of the tracks list.
    { route: 'PATCH /v4/catalog/tracks/bulk/', json: () => [{ id: 1, is_explicit: false }], expected: only(CREATORS) },
    { route: 'PUT /v4/catalog/tracks/bulk/', json: () => [{ id: 1, is_explicit: false }], expected: only(CREATORS) },
    { route: 'DELETE /v4/catalog/tracks/:id/', path: '/v4/catalog/tracks/1/', expected: only(NOBODY) },
    { route: 'GET /v4/catalog/tracks/:id/history/', path: '/v4/catalog/tracks/1/history/', expected: only(STAFF) },
    {
        route: 'GET /v4/catalog/tracks/:id/audio-files/',
        path: '/v4/catalog/tracks/1/audio-files/',
        expected: only(CATALOG_READERS),
    },
    {
        route: 'POST /v4/catalog/tracks/:id/audio-files/',
        path: '/v4/catalog/tracks/1/audio-files/',
        form: EMPTY_UPLOAD,
        expected: only(CATALOG_WRITERS, 400),
    },
    {
        route: 'GET /v4/catalog/tracks/:id/countries-publish-date/',
        path: '/v4/catalog/tracks/1/countries-publish-date/',
        expected: only(CATALOG_READERS),
    },
    {
        route: 'PUT /v4/catalog/tracks/:id/countries-publish-date/',
        path: '/v4/catalog/tracks/1/countries-publish-date/',
        json: () => [{ country_id: 2, publish_time: '2026-05-01T10:00:00Z' }],
        expected: only(CATALOG_WRITERS),
    },
    {
        route: 'GET /v4/catalog/tracks/:id/promo-versions/',
        path: '/v4/catalog/tracks/1/promo-versions/',
        expected: only(CATALOG_READERS),
    },
    {
        route: 'GET /v4/catalog/tracks/:id/dj-edit/',
        path: '/v4/catalog/tracks/1/dj-edit/',
        expected: only(CATALOG_READERS),
    },
    {
        route: 'POST /v4/catalog/tracks/:id/dj-edit/',
        path: '/v4/catalog/tracks/1/dj-edit/',
        json: () => ({ mix_name: 'Perm Edit' }),
        expected: only(STAFF_EDITORS, 201),
    },
    {
        route: 'POST /v4/catalog/tracks/:id/reencode/',
        path: '/v4/catalog/tracks/1/reencode/',
        expected: only(CREATORS, 201),
    },
    {
        route: 'GET /v4/catalog/tracks/:id/notes/',
        path: '/v4/catalog/tracks/1/notes/',
        expected: only(CATALOG_READERS),
    },
    {
        route: 'POST /v4/catalog/tracks/:id/notes/',
        path: '/v4/catalog/tracks/1/notes/',
        json: () => ({ note: 'checked' }),
        expected: only(CATALOG_WRITERS, 201),
    },
    ...staffCatalogCases,
    ...rightsCases,
    // After the writes above: they leave the history entries these revert.
    ...historyCases,
    ...importCases,

    // Last: logging out revokes each account's token.
    { route: 'GET /v4/auth/logout/', expected: all(200) },
];
