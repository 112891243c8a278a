/** The bad-input sweep's supplier calls: the record, its first rows, its lists and their filters. */
import type { makeApi } from './helpers';

type Api = ReturnType<typeof makeApi>;
const contact = { contact_type: 'primary', name: 'Ana' };
const contract = { name: 'Deal' };
const supplier = (json: unknown) => (api: Api) => api.as('admin', '/v4/catalog/suppliers/', { method: 'POST', json });
const patch = (json: unknown) => (api: Api) => api.as('admin', '/v4/catalog/suppliers/2/', { method: 'PATCH', json });
const list =
    (path: string, json: unknown, method = 'POST') =>
    (api: Api) =>
        api.as('admin', `/v4/catalog/suppliers/2/${path}`, { method, json });

const calls: [string, (api: Api) => Promise<Response>][] = [
    ['supplier without contacts', supplier({ name: 'S', contracts: [contract] })],
    ['supplier with empty contracts', supplier({ name: 'S', contacts: [contact], contracts: [] })],
    ['supplier contacts not a list', supplier({ name: 'S', contacts: 'Ana', contracts: [contract] })],
    ['supplier contact not an object', supplier({ name: 'S', contacts: [7], contracts: [contract] })],
    [
        'supplier contact of an unknown type',
        supplier({ name: 'S', contacts: [{ ...contact, contact_type: 'boss' }], contracts: [contract] }),
    ],
    [
        'supplier contract ending before it starts',
        supplier({
            name: 'S',
            contacts: [contact],
            contracts: [{ name: 'D', start_date: '2027-02-01', end_date: '2027-01-01' }],
        }),
    ],
    ['supplier with 51 contacts', supplier({ name: 'S', contacts: Array(51).fill(contact), contracts: [contract] })],
    ['supplier without a name', supplier({ contacts: [contact], contracts: [contract] })],
    [
        'supplier with an invalid DDEX party ID',
        supplier({ name: 'S', ddex_party_id: 'PADPIDA1', contacts: [contact], contracts: [contract] }),
    ],
    ['invalid DDEX party ID', patch({ ddex_party_id: 'PADPIDA12345' })],
    ['DDEX party ID as a number', patch({ ddex_party_id: 1234567890 })],
    ['phone with letters', patch({ phone: 'call me maybe' })],
    ['phone extension with letters', patch({ phone_ext: 'x12' })],
    ['country as text', patch({ country_id: 'US' })],
    ['unknown country', patch({ country_id: 9999 })],
    ['state of another country', patch({ country_id: 1, state_id: 5 })],
    ['PPOSP enrollment as text', patch({ pposp_enrollment_status: 'yes' })],
    ['supplier contacts by PATCH', patch({ contacts: [contact] })],
    ['contact without a name', list('contacts/', { contact_type: 'primary' })],
    ['contact email without an @', list('contacts/', { ...contact, email: 'ana.example.com' })],
    ['payment email with a space', list('banking/', { bank_name: 'B', payment_email: 'ana @example.com' })],
    ['contact of another supplier', list('contacts/1/', { name: 'x' }, 'PATCH')],
    ['genre mapping with an unknown genre', list('genre-mappings/', { source_name: 'X', genre_id: 99999 })],
    ['label mapping with another supplier’s label', list('label-mappings/', { source_name: 'X', label_id: 1 })],
    ['label mapping with a text label', list('label-mappings/', { source_name: 'X', label_id: 'one' })],
    ['over-limit SWIFT', list('banking/', { bank_name: 'B', swift: 'S'.repeat(101) })],
    ['over-limit bank name', list('banking/', { bank_name: 'B'.repeat(46) })],
    ['over-limit payment email', list('banking/', { bank_name: 'B', payment_email: 'e'.repeat(256) })],
    ['note without text', list('notes/', { note: '  ' })],
    ['genre mappings replaced by an object', list('genre-mappings/', { source_name: 'X', genre_id: 1 }, 'PUT')],
    [
        'genre mappings replaced with one unknown genre (nothing replaced)',
        list(
            'genre-mappings/',
            [
                { source_name: 'OK', genre_id: 1 },
                { source_name: 'X', genre_id: 99999 },
            ],
            'PUT'
        ),
    ],
    [
        'label mappings replaced by 501 rows',
        list(
            'label-mappings/',
            Array.from({ length: 501 }, (_, i) => ({ source_name: `M${i}` })),
            'PUT'
        ),
    ],
    ['subscriber added (read-only list)', list('subscribers/', { username: 'x' })],
    ['PPOSP filter not boolean', api => api.as('admin', '/v4/catalog/suppliers/?pposp_enrollment_status=2')],
    ['country filter not numeric', api => api.as('admin', '/v4/catalog/suppliers/?country_id=US')],
];

export const supplierCases = (api: Api): [string, () => Promise<Response>][] =>
    calls.map(([name, call]) => [name, () => call(api)]);

const TABLES = [
    'suppliers',
    'supplier_contacts',
    'supplier_contracts',
    'supplier_label_mappings',
    'supplier_genre_mappings',
    'supplier_notes',
    'supplier_banking',
    'supplier_subscribers',
] as const;
/** Rows per supplier table, as seeded: 12 suppliers, each with 2 contacts, 1 contract, 1 label and 2 genre mappings, 1 note, 1 bank account, 2 subscribers. */
export const SEEDED_SUPPLIER_ROWS = [12, 24, 12, 12, 24, 12, 12, 24];
export const supplierCounts = (api: Api) =>
    TABLES.map(table => api.db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number);
