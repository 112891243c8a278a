/** The one-origin front: compression, CSP, immutable assets, and the SPA fallback for deep links. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/store';
import { CONTENT_SECURITY_POLICY, createServer } from '../../server/server';
import { startProcess, stopProcess, type Started } from '../support/process';

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
});
