/**
 * The permission table's rows for suppliers and their lists, written by hand from spec §6:
 * "Labels and suppliers: staff without support" (no partner, not even a supplier), banking and
 * tax ID included (§6 says nothing else of them). Row 1 of each list belongs to supplier 1.
 */
import { NOBODY, only, SUPPLIER_READERS, type Case } from './permissionGroups';

const first = { contact_type: 'primary', name: 'Perm Contact' };
const firstContract = { name: 'Perm Contract' };

/** The plain lists: every supplier manager reads, adds, changes and deletes their rows. */
const plainLists: { path: string; add: object; change: object }[] = [
    { path: 'contacts', add: { contact_type: 'company', name: 'Perm Co' }, change: { email: 'perm@example.com' } },
    { path: 'contracts', add: { name: 'Perm contract' }, change: { revenue_share: 65 } },
    { path: 'label-mappings', add: { source_name: 'PERM-MAP' }, change: { restricted: true } },
    { path: 'genre-mappings', add: { source_name: 'PERM', genre_id: 1 }, change: { restricted: false } },
    { path: 'notes', add: { note: 'checked' }, change: { note: 'checked twice' } },
];

export const supplierCases: Case[] = [
    { route: 'GET /v4/catalog/suppliers/', expected: only(SUPPLIER_READERS) },
    { route: 'GET /v4/catalog/suppliers/:id/', path: '/v4/catalog/suppliers/1/', expected: only(SUPPLIER_READERS) },
    {
        route: 'POST /v4/catalog/suppliers/',
        json: () => ({ name: 'Perm Supplier', contacts: [first], contracts: [firstContract] }),
        expected: only(SUPPLIER_READERS, 201),
    },
    {
        route: 'PATCH /v4/catalog/suppliers/:id/',
        path: '/v4/catalog/suppliers/1/',
        json: () => ({ name: 'Renamed' }),
        expected: only(SUPPLIER_READERS),
    },
    { route: 'PATCH /v4/catalog/suppliers/bulk/', json: () => [{ id: 1, name: 'x' }], expected: only(NOBODY) },
    { route: 'PUT /v4/catalog/suppliers/bulk/', json: () => [{ id: 1, name: 'x' }], expected: only(NOBODY) },
    { route: 'DELETE /v4/catalog/suppliers/:id/', path: '/v4/catalog/suppliers/1/', expected: only(NOBODY) },
    {
        route: 'GET /v4/catalog/suppliers/:id/history/',
        path: '/v4/catalog/suppliers/1/history/',
        expected: only(SUPPLIER_READERS),
    },
    ...plainLists.flatMap(({ path, add, change }): Case[] => [
        {
            route: `GET /v4/catalog/suppliers/:id/${path}/`,
            path: `/v4/catalog/suppliers/1/${path}/`,
            expected: only(SUPPLIER_READERS),
        },
        {
            route: `POST /v4/catalog/suppliers/:id/${path}/`,
            path: `/v4/catalog/suppliers/1/${path}/`,
            json: () => add,
            expected: only(SUPPLIER_READERS, 201),
        },
        {
            route: `PATCH /v4/catalog/suppliers/:id/${path}/:subId/`,
            path: `/v4/catalog/suppliers/1/${path}/1/`,
            json: () => change,
            expected: only(SUPPLIER_READERS),
        },
        // An unknown row: those who may delete learn it is not there; the others are refused first.
        {
            route: `DELETE /v4/catalog/suppliers/:id/${path}/:subId/`,
            path: `/v4/catalog/suppliers/1/${path}/999999/`,
            expected: only(SUPPLIER_READERS, 404),
        },
    ]),
    // Banking and tax ID: every supplier keeper (§6); support and partners are refused.
    {
        route: 'GET /v4/catalog/suppliers/:id/banking/',
        path: '/v4/catalog/suppliers/1/banking/',
        expected: only(SUPPLIER_READERS),
    },
    {
        route: 'POST /v4/catalog/suppliers/:id/banking/',
        path: '/v4/catalog/suppliers/1/banking/',
        json: () => ({ bank_name: 'Perm Bank', tax_id: 'PERM-TAX' }),
        // Held for a second person's approval (issue 44: resources/approvals.ts).
        expected: only(SUPPLIER_READERS, 202),
    },
    {
        route: 'PATCH /v4/catalog/suppliers/:id/banking/:subId/',
        path: '/v4/catalog/suppliers/1/banking/1/',
        json: () => ({ sort_code: '12-34-56' }),
        expected: only(SUPPLIER_READERS, 202),
    },
    {
        route: 'DELETE /v4/catalog/suppliers/:id/banking/:subId/',
        path: '/v4/catalog/suppliers/1/banking/999999/',
        expected: only(SUPPLIER_READERS, 404),
    },
    // Read on the supplier only: subscribers and the supplier's labels.
    {
        route: 'GET /v4/catalog/suppliers/:id/subscribers/',
        path: '/v4/catalog/suppliers/1/subscribers/',
        expected: only(SUPPLIER_READERS),
    },
    {
        route: 'GET /v4/catalog/suppliers/:id/labels/',
        path: '/v4/catalog/suppliers/1/labels/',
        expected: only(SUPPLIER_READERS),
    },
];
