/**
 * The permission table's rows for the ingestion settings and publishers, by hand from spec §6
 * "Deliveries: admin, content_ops, label_mgmt" (the DJ-store admin is an admin): that staff reads a
 * supplier's FTP users, the accepted XSD versions, the automated ingestion genre and the pipeline;
 * admin and content ops change them. Publishers: every staff role reads; admin and content ops add
 * and remove; nobody renames. A release's asset-library files: whoever reads the release (its
 * supplier and label partners too). Seeded: supplier 1 has FTP user 1; release 1 has asset-library file 1.
 */
import { CATALOG_READERS, CREATORS, EMPTY_UPLOAD, NOBODY, only, STAFF, type Case } from './permissionGroups';

const DELIVERY_STAFF = ['admin', 'content_ops', 'label_mgmt', 'dj_store_admin'];
const ftp = '/v4/catalog/suppliers/:id/ftp-users';
let made = 0;
const publishers = '/v4/catalog/publishers';

export const ingestCases: Case[] = [
    { route: `GET ${ftp}/`, path: '/v4/catalog/suppliers/1/ftp-users/', expected: only(DELIVERY_STAFF) },
    {
        route: `POST ${ftp}/`,
        path: '/v4/catalog/suppliers/1/ftp-users/',
        json: () => ({ username: `perm-ftp-${++made}` }),
        expected: only(CREATORS, 201),
    },
    {
        route: `PATCH ${ftp}/:ftpId/`,
        path: '/v4/catalog/suppliers/1/ftp-users/1/',
        json: () => ({ enabled: true }),
        expected: only(CREATORS),
    },
    {
        route: `POST ${ftp}/:ftpId/reset-password/`,
        path: '/v4/catalog/suppliers/1/ftp-users/1/reset-password/',
        expected: only(CREATORS),
    },
    { route: 'GET /v4/xsd_files/', expected: only(DELIVERY_STAFF) },
    {
        route: 'GET /v4/xsd_files/:version/download/',
        path: '/v4/xsd_files/4.3/download/',
        expected: only(DELIVERY_STAFF),
    },
    { route: 'GET /v4/automated_ingestion/genre/', expected: only(DELIVERY_STAFF) },
    { route: 'PUT /v4/automated_ingestion/genre/', json: () => ({ genre_id: 1 }), expected: only(CREATORS) },
    { route: 'GET /v4/pipeline/', expected: only(DELIVERY_STAFF) },

    { route: `GET ${publishers}/`, expected: only(STAFF) },
    { route: `GET ${publishers}/:id/`, path: `${publishers}/1/`, expected: only(STAFF) },
    { route: `POST ${publishers}/`, json: () => ({ name: 'Perm Publishing' }), expected: only(CREATORS, 201) },
    {
        route: `PATCH ${publishers}/:id/`,
        path: `${publishers}/1/`,
        json: () => ({ name: 'x' }),
        expected: only(NOBODY),
    },
    { route: `PATCH ${publishers}/bulk/`, json: () => [{ id: 1, name: 'x' }], expected: only(NOBODY) },
    { route: `PUT ${publishers}/bulk/`, json: () => [{ id: 1, name: 'x' }], expected: only(NOBODY) },
    // A publisher that is not there: whoever may delete learns so (404), the others are refused first.
    { route: `DELETE ${publishers}/:id/`, path: `${publishers}/999999/`, expected: only(CREATORS, 404) },
    { route: `GET ${publishers}/:id/history/`, path: `${publishers}/1/history/`, expected: only(STAFF) },

    {
        route: 'GET /v4/catalog/releases/:id/al/files/',
        path: '/v4/catalog/releases/1/al/files/',
        expected: only(CATALOG_READERS),
    },
    {
        route: 'GET /v4/catalog/releases/:id/al/files/:fileId/download/',
        path: '/v4/catalog/releases/1/al/files/1/download/',
        expected: only(CATALOG_READERS),
    },

    // The general image upload, for a page module item's image: pages and modules staff (§6 "Pages and
    // page modules: admin, label_mgmt, curation, marketing"); an empty form is refused after access.
    {
        route: 'POST /v4/media/images/',
        path: '/v4/media/images/?use=curation.default',
        form: EMPTY_UPLOAD,
        expected: only(['admin', 'label_mgmt', 'curation', 'marketing', 'dj_store_admin'], 400),
    },
];
