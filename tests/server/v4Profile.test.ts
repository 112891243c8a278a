/**
 * Every call classified (spec §7's words, or the extension it needs), the server's capabilities in
 * both profiles, and the §7-only profile behaving as the store's v4 API: only §7 calls, no versions.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CAPABILITIES } from '../../resources/capabilities';
import { declaredCalls } from '../../resources/calls';
import { api as apiMessages } from '../../resources/messages/api';
import { asV4, v4Routes } from '../../server/core/profile';
import { makeApi } from './helpers';

type Json = Record<string, unknown>;
/** Spec §7 as written (lines 145–173 of the spec), the words every §7 classification quotes. */
const SECTION_7 = readFileSync(new URL('../support/spec7.txt', import.meta.url), 'utf8');
/** Words of §7, perhaps after the heading of their paragraph (`Tracks: GET {id}/` for "Tracks:\n- … GET {id}/…"). */
function quoted(words: string): boolean {
    if (SECTION_7.includes(words)) return true;
    const headed = /^([A-Z][A-Za-z ()]*): (.+)$/.exec(words);
    return !!headed && SECTION_7.includes(`${headed[1]}:`) && SECTION_7.includes(headed[2]);
}
const mountedKeys = (routes: { method: string; path: string }[]) =>
    [...new Set(routes.filter(r => r.method !== 'ALL').map(r => `${r.method} ${r.path}`))].sort();

describe('every call is classified', () => {
    const full = makeApi(30);
    const calls = declaredCalls();

    it('every route the server mounts has a classification from the declarations', () => {
        const unclassified = mountedKeys(full.app.routes).filter(key => !calls.has(key));
        expect(unclassified).toEqual([]);
    });

    it('a §7 classification quotes §7: each of its parts between ellipses is there word for word', () => {
        const misquoted = [...calls].flatMap(([key, spec]) =>
            typeof spec !== 'string'
                ? []
                : spec
                      .split('…')
                      .map(part => part.trim().replace(/^[;,.]\s*|\s*[;,.]$/g, ''))
                      .filter(part => part && !quoted(part))
                      .map(part => `${key}: "${part}"`)
        );
        expect(misquoted).toEqual([]);
    });

    it('an extension names one of the capabilities (or the capability list itself)', () => {
        const named = new Set<string>([...CAPABILITIES, 'capabilities']);
        const unknown = [...calls.values()].flatMap(s => (typeof s === 'string' || named.has(s.extension) ? [] : [s]));
        expect(unknown).toEqual([]);
    });

    it('the §7-only allow-list is exactly the routes classified §7', () => {
        const allowed = v4Routes(full.app.routes, calls).map(r => `${r.method} ${r.path}`);
        const seventh = mountedKeys(full.app.routes).filter(key => typeof calls.get(key) === 'string');
        expect(allowed.sort()).toEqual(seventh);
        // Both kinds are there: the list is neither everything nor nothing.
        expect(seventh.length).toBeGreaterThan(100);
        expect(mountedKeys(full.app.routes).length - seventh.length).toBeGreaterThan(40);
    });
});

describe('GET capabilities/', () => {
    it('the full profile names every capability to any signed-in user', async () => {
        const full = makeApi(30);
        for (const who of ['admin', 'label']) {
            const res = await full.as(who, '/v4/capabilities/');
            expect(res.status, who).toBe(200);
            expect(((await res.json()) as Json).capabilities).toEqual([...CAPABILITIES]);
        }
        expect((await full.request('/v4/capabilities/')).status).toBe(401);
    });

    it('the §7-only profile does not have the call', async () => {
        const v4 = makeApi(30, { profile: 'v4' });
        const res = await v4.as('admin', '/v4/capabilities/');
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ detail: apiMessages.notFound });
    });
});

describe('the §7-only profile', () => {
    const v4 = makeApi(30, { profile: 'v4' });
    const full = makeApi(30);
    const firstTrack = async (api: typeof v4) =>
        ((await (await api.as('admin', '/v4/catalog/tracks/?per_page=1')).json()) as { results: Json[] }).results[0];

    it('answers 404 with the API’s detail to extension calls', async () => {
        const track = await firstTrack(v4);
        const extensions: [string, string, unknown?][] = [
            ['GET', '/v4/jobs/'],
            ['GET', '/v4/dashboard/'],
            ['GET', `/v4/catalog/tracks/${track.id}/history/`],
            ['GET', `/v4/catalog/tracks/${track.id}/promo-versions/`],
            ['GET', '/v4/support/tickets/'],
            ['GET', '/v4/statements/suppliers/'],
            ['GET', '/v4/catalog/suppliers/1/banking/'],
            ['DELETE', '/v4/catalog/labels/1/contracts/1/'],
            ['POST', '/v4/catalog/link-partners/', { name: 'Nope' }],
            ['POST', '/v4/catalog/tracks/bulk/preview/', []],
        ];
        for (const [method, path, json] of extensions) {
            const res = await v4.as('admin', path, { method, json });
            expect(res.status, `${method} ${path}`).toBe(404);
            expect(await res.json()).toEqual({ detail: 'Not found.' });
        }
        // The same calls exist in the full profile (the 404 is the profile's, not a missing route).
        expect((await full.as('admin', '/v4/jobs/')).status).toBe(200);
        expect((await full.as('admin', '/v4/statements/suppliers/')).status).toBe(200);
    });

    it('ignores X-View-As, an extension: the admin is answered as the admin, as the store’s API would', async () => {
        const label = v4.db.prepare("SELECT id FROM users WHERE username = 'label'").pluck().get() as number;
        const count = async (api: typeof v4, headers?: Record<string, string>) =>
            ((await (await api.as('admin', '/v4/catalog/tracks/?per_page=1', { headers })).json()) as { count: number })
                .count;
        const asLabel = { 'X-View-As': String(label) };
        expect(await count(v4, asLabel)).toBe(await count(v4));
        // The full profile answers as the label (its own tracks only): the header is the profile's.
        expect(await count(full, asLabel)).toBeLessThan(await count(full));
    });

    it('answers §7 calls as the full profile does', async () => {
        const track = await firstTrack(v4);
        for (const path of [
            '/v4/catalog/tracks/',
            `/v4/catalog/tracks/${track.id}/`,
            `/v4/catalog/tracks/${track.id}/notes/`,
            '/v4/auxiliary/countries/',
            '/v4/catalog/labels/',
        ]) {
            expect((await v4.as('admin', path)).status, path).toBe(200);
        }
        expect((await v4.request('/v4/catalog/tracks/')).status).toBe(401);
    });

    it('sends records without their version, in a list, a detail and a write’s answer', async () => {
        const list = (await (await v4.as('admin', '/v4/catalog/tracks/?per_page=5')).json()) as { results: Json[] };
        expect(list.results.length).toBeGreaterThan(0);
        for (const r of list.results) expect(r).not.toHaveProperty('version');
        const one = (await (await v4.as('admin', `/v4/catalog/tracks/${list.results[0].id}/`)).json()) as Json;
        expect(one).toHaveProperty('id');
        expect(one).not.toHaveProperty('version');
        const res = await v4.as('admin', `/v4/catalog/tracks/${one.id}/`, { method: 'PATCH', json: { bpm: 121 } });
        expect(res.headers.get('ETag')).toBeNull();
        expect(await res.json()).not.toHaveProperty('version');
        // The full profile keeps them (what the v4 profile takes away is there to take).
        expect(await firstTrack(full)).toHaveProperty('version');
    });

    it('gives no download link to a route it does not serve (a stored file’s download is an extension)', () => {
        const served = (path: string) => path.startsWith('/v4/catalog/');
        const page = {
            count: 2,
            results: [
                { id: 1, version: 3, download: '/v4/files/abc/download/' },
                { id: 2, version: 4, download: '/v4/catalog/releases/1/al/files/2/download/' },
            ],
        };
        expect(asV4(page, served)).toEqual({
            count: 2,
            results: [
                { id: 1, download: null },
                { id: 2, download: '/v4/catalog/releases/1/al/files/2/download/' },
            ],
        });
    });

    it('ignores If-Match: a save based on a stale version succeeds (the full profile refuses it)', async () => {
        const stale = { 'If-Match': '"1"' };
        const vTrack = await firstTrack(v4);
        await v4.as('admin', `/v4/catalog/tracks/${vTrack.id}/`, { method: 'PATCH', json: { bpm: 122 } });
        const saved = await v4.as('admin', `/v4/catalog/tracks/${vTrack.id}/`, {
            method: 'PATCH',
            headers: stale,
            json: { bpm: 123 },
        });
        expect(saved.status).toBe(200);
        expect(await saved.json()).toMatchObject({ bpm: 123 });

        const fTrack = await firstTrack(full);
        await full.as('admin', `/v4/catalog/tracks/${fTrack.id}/`, { method: 'PATCH', json: { bpm: 122 } });
        const refused = await full.as('admin', `/v4/catalog/tracks/${fTrack.id}/`, {
            method: 'PATCH',
            headers: stale,
            json: { bpm: 123 },
        });
        expect(refused.status).toBe(412);
    });
});
