/**
 * Every endpoint × every demo account. The expectations are written out by hand from spec §6,
 * not computed from the permission lists the server uses, so that a wrong list fails here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, makeApi, type Account } from './helpers';

const STAFF = DEMO_ACCOUNTS.slice(0, 8); // the seven staff roles and the DJ-store admin
const all = (status: number): Record<Account, number> =>
    Object.fromEntries(DEMO_ACCOUNTS.map(a => [a, status])) as Record<Account, number>;
const only = (allowed: readonly string[], ok = 200, no = 403) =>
    Object.fromEntries(DEMO_ACCOUNTS.map(a => [a, allowed.includes(a) ? ok : no])) as Record<Account, number>;

const CATALOG_READERS = [...STAFF, 'supplier', 'label'];
const CATALOG_WRITERS = [
    'admin',
    'content_ops',
    'curation',
    'label_mgmt',
    'support',
    'dj_store_admin',
    'supplier',
    'label',
];
const LABEL_READERS = [
    'admin',
    'content_ops',
    'curation',
    'marketing',
    'label_mgmt',
    'finance',
    'dj_store_admin',
    'supplier',
];
const SUPPLIER_READERS = ['admin', 'content_ops', 'curation', 'marketing', 'label_mgmt', 'finance', 'dj_store_admin'];
const CREATORS = ['admin', 'content_ops', 'dj_store_admin'];
const STAFF_EDITORS = ['admin', 'content_ops', 'curation', 'label_mgmt', 'support', 'dj_store_admin'];

interface Case {
    name: string;
    method?: string;
    path: string;
    json?: () => unknown;
    expected: Record<Account, number>;
}

// Track 1 is on release 1 of label 1 (supplier 1): the `label` and `supplier` accounts own it.
const cases: Case[] = [
    { name: 'introspect', path: '/v4/auth/o/introspect/', expected: all(200) },
    { name: 'auxiliary list', path: '/v4/auxiliary/countries/', expected: all(200) },
    { name: 'auxiliary unknown', path: '/v4/auxiliary/nope/', expected: all(404) },
    { name: 'tracks list', path: '/v4/catalog/tracks/', expected: only(CATALOG_READERS) },
    { name: 'track detail', path: '/v4/catalog/tracks/1/', expected: only(CATALOG_READERS) },
    { name: 'track audio files', path: '/v4/catalog/tracks/1/audio-files/', expected: only(CATALOG_READERS) },
    {
        name: 'track territories',
        path: '/v4/catalog/tracks/1/countries-publish-date/',
        expected: only(CATALOG_READERS),
    },
    { name: 'track dj edits', path: '/v4/catalog/tracks/1/dj-edit/', expected: only(CATALOG_READERS) },
    {
        name: 'track update',
        method: 'PATCH',
        path: '/v4/catalog/tracks/1/',
        json: () => ({ mix_name: 'Permission Mix' }),
        expected: only(CATALOG_WRITERS),
    },
    {
        name: 'track bulk',
        method: 'PATCH',
        path: '/v4/catalog/tracks/bulk/',
        json: () => [{ id: 1, is_explicit: false }],
        expected: only(CATALOG_WRITERS),
    },
    {
        name: 'track create',
        method: 'POST',
        path: '/v4/catalog/tracks/',
        json: () => ({ name: 'New', release_id: 1 }),
        expected: only(CREATORS, 201),
    },
    { name: 'releases list', path: '/v4/catalog/releases/', expected: only(CATALOG_READERS) },
    { name: 'release tracks', path: '/v4/catalog/releases/1/tracks/', expected: only(CATALOG_READERS) },
    {
        name: 'release update',
        method: 'PATCH',
        path: '/v4/catalog/releases/1/',
        json: () => ({ catalog_number: 'PERM-1' }),
        expected: only(CATALOG_WRITERS),
    },
    { name: 'artists list', path: '/v4/catalog/artists/', expected: only(CATALOG_READERS) },
    { name: 'genres list', path: '/v4/catalog/genres/', expected: only(CATALOG_READERS) },
    { name: 'labels list', path: '/v4/catalog/labels/', expected: only(LABEL_READERS) },
    { name: 'label detail', path: '/v4/catalog/labels/1/', expected: only(LABEL_READERS) },
    { name: 'label contracts', path: '/v4/catalog/labels/1/contracts/', expected: only(LABEL_READERS) },
    { name: 'labels csv', path: '/v4/catalog/labels/csv/download/', expected: only(LABEL_READERS) },
    {
        name: 'label update',
        method: 'PATCH',
        path: '/v4/catalog/labels/1/',
        json: () => ({ bio: 'Updated bio' }),
        expected: only(LABEL_READERS),
    },
    { name: 'suppliers list', path: '/v4/catalog/suppliers/', expected: only([...SUPPLIER_READERS, 'supplier']) },
    {
        name: 'supplier update',
        method: 'PATCH',
        path: '/v4/catalog/suppliers/1/',
        json: () => ({ name: 'Renamed' }),
        expected: only(SUPPLIER_READERS),
    },
    { name: 'track reencode', method: 'POST', path: '/v4/catalog/tracks/1/reencode/', expected: only(CREATORS, 201) },
    { name: 'track notes', path: '/v4/catalog/tracks/1/notes/', expected: only(CATALOG_READERS) },
    {
        name: 'track note add',
        method: 'POST',
        path: '/v4/catalog/tracks/1/notes/',
        json: () => ({ note: 'checked' }),
        expected: only(CATALOG_WRITERS, 201),
    },
    { name: 'track promo versions', path: '/v4/catalog/tracks/1/promo-versions/', expected: only(CATALOG_READERS) },
    {
        name: 'track territories update',
        method: 'PUT',
        path: '/v4/catalog/tracks/1/countries-publish-date/',
        json: () => [{ country_id: 2, publish_time: '2026-05-01T10:00:00Z' }],
        expected: only(CATALOG_WRITERS),
    },
    {
        name: 'dj edit create',
        method: 'POST',
        path: '/v4/catalog/tracks/1/dj-edit/',
        json: () => ({ mix_name: 'Perm Edit' }),
        expected: only(STAFF_EDITORS, 201),
    },
    {
        name: 'release track move',
        method: 'POST',
        path: '/v4/catalog/releases/1/tracks/move/',
        json: () => ({ track_id: 1, position: 1 }),
        expected: only(CATALOG_WRITERS),
    },
    {
        name: 'artist create',
        method: 'POST',
        path: '/v4/catalog/artists/',
        json: () => ({ name: 'Perm Artist' }),
        expected: only(['admin', 'content_ops', 'curation', 'dj_store_admin'], 201),
    },
    {
        name: 'label create',
        method: 'POST',
        path: '/v4/catalog/labels/',
        json: () => ({ name: 'Perm Label', supplier_id: 2 }),
        expected: only(SUPPLIER_READERS, 201),
    },
    {
        name: 'label contract add',
        method: 'POST',
        path: '/v4/catalog/labels/1/contracts/',
        json: () => ({ name: 'Perm contract' }),
        expected: only(SUPPLIER_READERS, 201),
    },
    {
        name: 'track delete',
        method: 'DELETE',
        path: '/v4/catalog/tracks/999999/',
        expected: { ...only(['admin', 'dj_store_admin'], 404) },
    },
];

describe('permission table: every endpoint × every demo account', () => {
    const api = makeApi(200);
    beforeAll(async () => {
        for (const a of DEMO_ACCOUNTS) await api.token(a);
    });
    for (const c of cases) {
        for (const account of DEMO_ACCOUNTS) {
            it(`${c.name} as ${account} → ${c.expected[account]}`, async () => {
                const res = await api.as(account, c.path, { method: c.method ?? 'GET', json: c.json?.() });
                expect(res.status, await res.clone().text()).toBe(c.expected[account]);
                if (res.status >= 400) expect(typeof ((await res.json()) as { detail: unknown }).detail).toBe('string');
            });
        }
    }
    it('refuses every /v4 call without a token', async () => {
        for (const c of cases.filter(x => !x.path.includes('/auth/'))) {
            const res = await api.request(c.path, { method: c.method ?? 'GET' });
            expect(res.status).toBe(401);
        }
    });
});
