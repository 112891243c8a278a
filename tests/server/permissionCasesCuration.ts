/**
 * The permission table's rows for curation, written by hand from spec §6: "Pages and page
 * modules: admin, label_mgmt, curation, marketing" (the DJ-store admin is an admin); no partner.
 * Module items: GET/POST/PATCH/DELETE; DELETE module (§7). Nobody deletes pages or bulk-updates.
 */
import { EMPTY_UPLOAD, NOBODY, only, type Case } from './permissionGroups';

export const CURATORS = ['admin', 'curation', 'marketing', 'label_mgmt', 'dj_store_admin'];

let nextLink = 1;
/** Each curator adds another link (the same one twice would be a duplicate). */
const newItem = () => ({
    item_type: 'custom',
    image: '/v4/media/images/1/',
    url: `https://example.com/perm-${nextLink++}`,
});
let nextSlug = 1;

const collection = (path: string, create: () => object, change: object, deletable: boolean): Case[] => [
    { route: `GET /v4/curation/${path}/`, expected: only(CURATORS) },
    { route: `GET /v4/curation/${path}/:id/`, path: `/v4/curation/${path}/1/`, expected: only(CURATORS) },
    { route: `POST /v4/curation/${path}/`, json: create, expected: only(CURATORS, 201) },
    {
        route: `PATCH /v4/curation/${path}/:id/`,
        path: `/v4/curation/${path}/1/`,
        json: () => change,
        expected: only(CURATORS),
    },
    { route: `PATCH /v4/curation/${path}/bulk/`, json: () => [{ id: 1, name: 'x' }], expected: only(NOBODY) },
    { route: `PUT /v4/curation/${path}/bulk/`, json: () => [{ id: 1, name: 'x' }], expected: only(NOBODY) },
    // An unknown record: those who may delete learn it is not there; the others are refused first.
    {
        route: `DELETE /v4/curation/${path}/:id/`,
        path: `/v4/curation/${path}/999999/`,
        expected: deletable ? only(CURATORS, 404) : only(NOBODY),
    },
    {
        route: `GET /v4/curation/${path}/:id/history/`,
        path: `/v4/curation/${path}/1/history/`,
        expected: only(CURATORS),
    },
];

export const curationCases: Case[] = [
    ...collection(
        'pages',
        () => ({ name: 'Perm Page', slug: `perm-page-${nextSlug++}`, page_type_id: 1 }),
        { show_primary_nav: true },
        false
    ),
    {
        route: 'GET /v4/curation/pages/:id/modules/',
        path: '/v4/curation/pages/1/modules/',
        expected: only(CURATORS),
    },
    // The order of a slot's modules (page 1's header holds module 1): those who keep pages set it.
    {
        route: 'PUT /v4/curation/pages/:id/modules/order/',
        path: '/v4/curation/pages/1/modules/order/',
        json: () => ({ slot_id: 1, ids: [1] }),
        expected: only(CURATORS),
    },
    ...collection('page-modules', () => ({ name: 'Perm Module', type_id: 1 }), { guest_pick: true }, true),
    {
        route: 'POST /v4/curation/page-modules/:id/duplicate/',
        path: '/v4/curation/page-modules/1/duplicate/',
        expected: only(CURATORS, 201),
    },
    // An empty form: curators are told what is missing, the others are refused first.
    {
        route: 'POST /v4/curation/page-modules/:id/images/',
        path: '/v4/curation/page-modules/1/images/',
        form: EMPTY_UPLOAD,
        expected: only(CURATORS, 400),
    },
    {
        route: 'GET /v4/curation/page-modules/:id/items/',
        path: '/v4/curation/page-modules/1/items/',
        expected: only(CURATORS),
    },
    {
        route: 'POST /v4/curation/page-modules/:id/items/',
        path: '/v4/curation/page-modules/1/items/',
        json: newItem,
        expected: only(CURATORS, 201),
    },
    {
        route: 'PATCH /v4/curation/page-modules/:id/items/:subId/',
        path: '/v4/curation/page-modules/1/items/1/',
        json: () => ({ title: 'Perm title' }),
        expected: only(CURATORS),
    },
    {
        route: 'DELETE /v4/curation/page-modules/:id/items/:subId/',
        path: '/v4/curation/page-modules/1/items/999999/',
        expected: only(CURATORS, 404),
    },
];
