/**
 * The permission table's rows for legacy deliveries, by hand from spec §6 "Deliveries: admin,
 * content_ops, label_mgmt" (the DJ-store admin is an admin), and partners reading their own:
 * delivery 1 is release 1's, on label 1 of supplier 1. Deliveries are not edited, created or
 * deleted through the API; Resubmit and the XML are for that staff only; history is staff only.
 */
import { NOBODY, only, type Case } from './permissionGroups';

const DELIVERY_STAFF = ['admin', 'content_ops', 'label_mgmt', 'dj_store_admin'];
const DELIVERY_READERS = [...DELIVERY_STAFF, 'supplier', 'label'];
const base = '/v4/deliveries/deliveries';

export const deliveryCases: Case[] = [
    { route: `GET ${base}/`, expected: only(DELIVERY_READERS) },
    { route: `GET ${base}/:id/`, path: `${base}/1/`, expected: only(DELIVERY_READERS) },
    { route: `PATCH ${base}/:id/`, path: `${base}/1/`, json: () => ({ upc: '1' }), expected: only(NOBODY) },
    { route: `POST ${base}/`, json: () => ({ release_title: 'x' }), expected: only(NOBODY) },
    { route: `DELETE ${base}/:id/`, path: `${base}/1/`, expected: only(NOBODY) },
    { route: `PATCH ${base}/bulk/`, json: () => [{ id: 1, upc: '1' }], expected: only(NOBODY) },
    { route: `PUT ${base}/bulk/`, json: () => [{ id: 1, upc: '1' }], expected: only(NOBODY) },
    { route: `GET ${base}/:id/history/`, path: `${base}/1/history/`, expected: only(DELIVERY_STAFF) },
    { route: `POST ${base}/resubmit/`, json: () => ({ ids: [1] }), expected: only(DELIVERY_STAFF) },
    { route: `GET ${base}/:id/xml/`, path: `${base}/1/xml/`, expected: only(DELIVERY_READERS) },
    {
        route: `PUT ${base}/:id/xml/`,
        path: `${base}/1/xml/`,
        json: () => ({ xml: '<release><title>Perm</title></release>' }),
        expected: only(DELIVERY_STAFF),
    },
    // The inspector: the same readers; re-ingest for that staff. Delivery 1 is seeded ingested (and
    // the rows above touch it), so whoever may re-ingest it is refused with 409, the others with 403.
    { route: 'GET /v4/inspector/deliveries/', expected: only(DELIVERY_READERS) },
    {
        route: 'GET /v4/inspector/deliveries/:id/',
        path: '/v4/inspector/deliveries/1/',
        expected: only(DELIVERY_READERS),
    },
    {
        route: 'POST /v4/inspector/deliveries/:id/reingest/',
        path: '/v4/inspector/deliveries/1/reingest/',
        json: () => ({}),
        expected: only(DELIVERY_STAFF, 409),
    },
];
