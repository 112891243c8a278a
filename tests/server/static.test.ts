/** The one-origin front: compression, CSP, immutable assets, and the SPA fallback for deep links. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/store';
import { CONTENT_SECURITY_POLICY, createServer } from '../../server/server';
import { startProcess, stopProcess, token, type Started } from '../support/process';
import { makeApi } from './helpers';
import { messages } from '../../resources/messages';

describe('serving the built console', () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    afterAll(() => rmSync(dist, { recursive: true, force: true }));
    mkdirSync(join(dist, 'assets'));
    const indexHtml =
        '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';
    writeFileSync(join(dist, 'index.html'), indexHtml);
    writeFileSync(join(dist, 'assets', 'app.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
    const app = createServer(openDatabase(':memory:'), { dist, indexHtml });
    const get = (path: string, headers: Record<string, string> = {}) =>
        app.request(`http://console.test${path}`, { headers });

    it('answers deep links with the index page, with a strict CSP', async () => {
        for (const path of ['/catalog/tracks/12', '/auth', '/auth/verify', '/logout', '/no/such/page']) {
            const res = await get(path);
            expect(res.status).toBe(200);
            expect(await res.text()).toBe(indexHtml);
            expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
        }
        expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
        expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe-inline/);
    });

    it('compresses what it serves and caches hashed assets for good', async () => {
        const res = await get('/assets/app.js', { 'Accept-Encoding': 'gzip' });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-encoding')).toBe('gzip');
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('reads and compresses an asset once (its name carries its hash: it never changes while serving)', async () => {
        writeFileSync(join(dist, 'assets', 'once.js'), `console.log(${JSON.stringify('first '.repeat(500))});`);
        const first = await get('/assets/once.js', { 'Accept-Encoding': 'gzip, deflate, br' });
        expect(gunzipSync(Buffer.from(await first.arrayBuffer())).toString()).toContain('first first');
        expect(first.headers.get('content-type')).toMatch(/^text\/javascript/);
        expect(first.headers.get('vary')).toBe('Accept-Encoding');
        // Served from what was compressed, not read again.
        writeFileSync(join(dist, 'assets', 'once.js'), `console.log(${JSON.stringify('second '.repeat(500))});`);
        const second = await get('/assets/once.js', { 'Accept-Encoding': 'gzip' });
        expect(gunzipSync(Buffer.from(await second.arrayBuffer())).toString()).toContain('first first');
    });

    it('serves an asset plain to a client that refuses gzip, and nothing outside the assets', async () => {
        for (const refusal of ['identity', 'gzip;q=0', 'br']) {
            const res = await get('/assets/app.js', { 'Accept-Encoding': refusal });
            expect(res.status).toBe(200);
            expect(res.headers.get('content-encoding')).toBeNull();
            expect(await res.text()).toContain('console.log');
        }
        expect((await get('/assets/missing.js', { 'Accept-Encoding': 'gzip' })).status).not.toBe(500);
        const outside = await get('/assets/..%2Findex.html', { 'Accept-Encoding': 'gzip' });
        expect(outside.headers.get('content-type') ?? '').not.toMatch(/javascript/);
        expect(await outside.text()).not.toContain('console.log');
    });

    it('keeps API paths out of the fallback', async () => {
        const res = await get('/v4/nothing/');
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    });
});

describe("the API's answers through the front", () => {
    const api = makeApi(60);
    const app = createServer(api.db);
    const call = (path: string, headers: Record<string, string> = {}) =>
        app.request(`http://console.test${path}`, { headers });
    const bearer = async (username: string) => `Bearer ${await api.token(username)}`;

    it('each says no-store and nosniff, a kept list page and a refusal alike; a download keeps its no-transform', async () => {
        const auth = { Authorization: await bearer('support') };
        const answers = {
            page: await call('/v4/catalog/tracks/?per_page=5', auth),
            'kept page': await call('/v4/catalog/tracks/?per_page=5', auth),
            refusal: await call('/v4/catalog/tracks/'),
            download: await call('/v4/support/order-items-csv/download/', auth),
        };
        for (const [what, res] of Object.entries(answers)) {
            expect([what, res.headers.get('x-content-type-options')]).toEqual([what, 'nosniff']);
            expect([what, res.headers.get('referrer-policy')]).toEqual([what, 'same-origin']);
            expect([what, res.headers.get('content-security-policy')]).toEqual([what, null]);
        }
        expect(answers.page.status).toBe(200);
        expect(answers['kept page'].headers.get('cache-control')).toBe('no-store');
        expect(await answers['kept page'].text()).toBe(await answers.page.text());
        expect(answers.refusal.status).toBe(401);
        expect(answers.refusal.headers.get('cache-control')).toBe('no-store');
        expect(answers.download.status).toBe(200);
        expect(answers.download.headers.get('cache-control')).toBe('no-store, no-transform');
        expect(await answers.download.text()).toContain('item_id');
    });

    it('compresses a list page for a client that takes gzip', async () => {
        const res = await call('/v4/catalog/tracks/?per_page=50', {
            Authorization: await bearer('admin'),
            'Accept-Encoding': 'gzip',
        });
        expect(res.headers.get('content-encoding')).toBe('gzip');
        expect(res.headers.get('vary')).toBe('Accept-Encoding');
        const page = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()) as { results: unknown[] };
        expect(page.results).toHaveLength(50);
    });
});

describe('--serve-console with CONSOLE_DIR', () => {
    let server: Started | null = null;
    const dir = mkdtempSync(join(tmpdir(), 'console-dir-'));
    afterAll(() => {
        if (server) stopProcess(server.child);
        rmSync(dir, { recursive: true, force: true });
    });

    it('serves the build in that directory instead of dist/', async () => {
        const indexHtml = '<!doctype html><title>other build</title>';
        writeFileSync(join(dir, 'index.html'), indexHtml);
        const env = { CONSOLE_DIR: dir, DATABASE: join(dir, 'store.sqlite'), SEED_TRACKS: '10' };
        server = await startProcess(process.execPath, ['--import', 'tsx', 'server/main.ts', '--serve-console'], env);
        expect(await (await fetch(`${server.base}/catalog/tracks/1`)).text()).toBe(indexHtml);
    });

    it("reads the API's headers from Node's own request: the token, gzip taken or not", async () => {
        const base = server!.base;
        const Authorization = `Bearer ${await token(base, 'admin')}`;
        const list = `${base}/v4/catalog/tracks/?per_page=5`;
        expect((await fetch(list)).status).toBe(401);
        expect((await fetch(list, { headers: { Authorization: 'Bearer not-a-token' } })).status).toBe(401);
        const plain = await fetch(list, { headers: { Authorization, 'Accept-Encoding': 'identity' } });
        expect(plain.status).toBe(200);
        expect(plain.headers.get('content-encoding')).toBeNull();
        const zipped = await fetch(list, { headers: { Authorization, 'Accept-Encoding': 'gzip' } });
        expect(zipped.headers.get('content-encoding')).toBe('gzip');
        expect(await zipped.text()).toBe(await plain.text());
        // An admin viewing as another user is answered as that user: read-only.
        const viewing = await fetch(`${base}/v4/catalog/tracks/`, {
            method: 'POST',
            headers: { Authorization, 'X-View-As': '10', 'Content-Type': 'application/json' },
            body: '{}',
        });
        expect([viewing.status, ((await viewing.json()) as { detail: string }).detail]).toEqual([
            403,
            messages.viewAs.readOnly,
        ]);
    });
});
