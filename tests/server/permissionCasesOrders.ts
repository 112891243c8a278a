/**
 * The permission table's rows for orders and the support CSV downloads, written by hand from spec §6:
 * "Orders: admin, support" (no partner); the new-user export is the Users area's (admin, support,
 * content_ops, curation). Order 1 is complete and its first item (1) was refunded in the seed, so a
 * refund of it is refused as a second one (409) to everyone who may refund, and changes nothing.
 */
import { NOBODY, only, type Case } from './permissionGroups';

const ORDER_READERS = ['admin', 'support', 'dj_store_admin'];
const USER_READERS = ['admin', 'support', 'content_ops', 'curation', 'dj_store_admin'];
const ORDER = '/v4/support/orders/1';

export const orderCases: Case[] = [
    { route: 'GET /v4/support/orders/', expected: only(ORDER_READERS) },
    { route: 'GET /v4/support/orders/:id/', path: `${ORDER}/`, expected: only(ORDER_READERS) },
    { route: 'POST /v4/support/orders/', json: () => ({ status: 'open' }), expected: only(NOBODY) },
    {
        route: 'PATCH /v4/support/orders/:id/',
        path: `${ORDER}/`,
        json: () => ({ status: 'deleted' }),
        expected: only(NOBODY),
    },
    { route: 'DELETE /v4/support/orders/:id/', path: `${ORDER}/`, expected: only(NOBODY) },
    { route: 'PATCH /v4/support/orders/bulk/', json: () => [{ id: 1, status: 'open' }], expected: only(NOBODY) },
    { route: 'PUT /v4/support/orders/bulk/', json: () => [{ id: 1, status: 'open' }], expected: only(NOBODY) },
    { route: 'GET /v4/support/orders/:id/history/', path: `${ORDER}/history/`, expected: only(ORDER_READERS) },
    { route: 'GET /v4/support/orders/:id/items/', path: `${ORDER}/items/`, expected: only(ORDER_READERS) },
    {
        route: 'GET /v4/support/orders/:id/items/csv/download/',
        path: `${ORDER}/items/csv/download/`,
        expected: only(ORDER_READERS),
    },
    {
        route: 'GET /v4/support/orders/:id/items/refund/',
        path: `${ORDER}/items/refund/`,
        expected: only(ORDER_READERS),
    },
    {
        route: 'POST /v4/support/orders/:id/refund-items/',
        path: `${ORDER}/refund-items/`,
        json: () => ({ item_ids: [1] }),
        expected: only(ORDER_READERS, 409),
    },
    { route: 'GET /v4/support/orders/:id/downloads/', path: `${ORDER}/downloads/`, expected: only(ORDER_READERS) },
    {
        route: 'PATCH /v4/support/orders/:id/downloads/',
        path: `${ORDER}/downloads/`,
        // Reassociating an item that is already available changes nothing.
        json: () => [{ id: 2, availability: 1 }],
        expected: only(ORDER_READERS),
    },
    {
        route: 'GET /v4/support/order-items-csv/download/',
        path: '/v4/support/order-items-csv/download/?order_id=1',
        expected: only(ORDER_READERS),
    },
    {
        route: 'GET /v4/support/users-csv/download/',
        path: '/v4/support/users-csv/download/?created_date=2025-12-30:2025-12-31',
        expected: only(USER_READERS),
    },
    {
        route: 'POST /v4/support/users-csv/download/',
        path: '/v4/support/users-csv/download/?created_date=2025-12-30:2025-12-31',
        json: () => ({ ids: [1, 2] }),
        expected: only(USER_READERS),
    },
];
