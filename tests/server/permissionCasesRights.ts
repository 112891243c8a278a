/**
 * Permission rows for a track's songwriters and publishers, a release's notes, and the whole-list
 * replacement of a supplier's mappings, written by hand from spec §6 and §7: read as the catalog is
 * read, changed by those who change the catalog (partners on their own records); mappings by the
 * supplier managers only. Track and release 1 belong to supplier 1's label 1.
 */
import { CATALOG_READERS, CATALOG_WRITERS, only, SUPPLIER_READERS, type Case } from './permissionGroups';

const track = '/v4/catalog/tracks/1';
export const rightsCases: Case[] = [
    {
        route: 'GET /v4/catalog/tracks/:id/songwriters/',
        path: `${track}/songwriters/`,
        expected: only(CATALOG_READERS),
    },
    {
        route: 'POST /v4/catalog/tracks/:id/songwriters/',
        path: `${track}/songwriters/`,
        json: () => ({ name: 'Perm Writer', songwriter_type: 'Composer' }),
        expected: only(CATALOG_WRITERS, 201),
    },
    // An unknown row: those who may delete learn it is not there; the others are refused first.
    {
        route: 'DELETE /v4/catalog/tracks/:id/songwriters/:subId/',
        path: `${track}/songwriters/999999/`,
        expected: only(CATALOG_WRITERS, 404),
    },
    { route: 'GET /v4/catalog/tracks/:id/publishers/', path: `${track}/publishers/`, expected: only(CATALOG_READERS) },
    {
        route: 'PUT /v4/catalog/tracks/:id/publishers/',
        path: `${track}/publishers/`,
        json: () => [{ name: 'Perm Publishing', share: 50 }],
        expected: only(CATALOG_WRITERS),
    },
    {
        route: 'GET /v4/catalog/releases/:id/notes/',
        path: '/v4/catalog/releases/1/notes/',
        expected: only(CATALOG_READERS),
    },
    {
        route: 'POST /v4/catalog/releases/:id/notes/',
        path: '/v4/catalog/releases/1/notes/',
        json: () => ({ note: 'checked' }),
        expected: only(CATALOG_WRITERS, 201),
    },
    // Supplier 2: the plain-list rows above use supplier 1's first rows, which a replacement would renumber.
    {
        route: 'PUT /v4/catalog/suppliers/:id/genre-mappings/',
        path: '/v4/catalog/suppliers/2/genre-mappings/',
        json: () => [{ source_name: 'PERM-GENRE', genre_id: 1 }],
        expected: only(SUPPLIER_READERS),
    },
    {
        route: 'PUT /v4/catalog/suppliers/:id/label-mappings/',
        path: '/v4/catalog/suppliers/2/label-mappings/',
        json: () => [{ source_name: 'PERM-LABEL' }],
        expected: only(SUPPLIER_READERS),
    },
];
