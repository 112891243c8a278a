/**
 * Browser tests: no lost work when a session expires. The reference API runs here with access
 * tokens that live a few seconds, serving the build `npm run test:e2e` made.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fill, messages } from '../../resources/messages';
import { startProcess, stopProcess, type Started } from '../support/process';
import { login, newPage, shot } from './browser';
import { useBrowser } from './useBrowser';

const TOKEN_TTL = 4;
let server: Started;
const browser = useBrowser();
const dir = mkdtempSync(join(tmpdir(), 'e2e-session-'));

beforeAll(async () => {
    server = await startProcess(
        process.execPath,
        ['--import', 'tsx', 'server/main.ts', '--serve-console'],
        {
            DATABASE: join(dir, 'store.sqlite'),
            SEED_TRACKS: '60',
            TOKEN_TTL: String(TOKEN_TTL),
            NODE_ENV: 'production',
        },
        '/auth'
    );
});
afterAll(async () => {
    if (server) stopProcess(server.child);
    rmSync(dir, { recursive: true, force: true });
});

const auth = (page: Page) =>
    page.evaluate(
        () => JSON.parse(localStorage.getItem('state')!).auth as { access_token: string; expires_at: number }
    );
const api = async (path: string, token: string) =>
    fetch(`${server.base}/v4/${path}`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });

/** Signs in and opens a track's edit form; records every visit to /auth or /logout. */
async function openTrack(id: number): Promise<{ page: Page; signOuts: string[] }> {
    const page = await newPage(browser);
    const signOuts: string[] = [];
    await login(page, server.base, 'admin', 'console-demo', `/auth?next=%2Fcatalog%2Ftracks%2F${id}`);
    await page.waitForURL(new RegExp(`/catalog/tracks/${id}$`));
    page.on('framenavigated', f => {
        if (f === page.mainFrame() && /\/(auth|logout)/.test(f.url())) signOuts.push(f.url());
    });
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect.poll(() => title.inputValue(), { timeout: 15_000 }).not.toBe('');
    return { page, signOuts };
}

describe('session expiry', () => {
    it('a track edited past the token’s lifetime saves, with no visit to /auth', async () => {
        const { page, signOuts } = await openTrack(7);
        const first = await auth(page);
        await page.getByRole('textbox', { name: 'Title' }).fill('Typed Past Expiry');
        // Past the first token's end: it was refreshed meanwhile, and no longer works itself.
        await expect
            .poll(async () => (await api('catalog/tracks/7/', first.access_token)).status, {
                timeout: TOKEN_TTL * 3000,
                interval: 500,
            })
            .toBe(401);
        // Refreshed by the console's own timer, which a busy machine may run a moment late.
        await expect
            .poll(async () => (await auth(page)).access_token, { timeout: 10_000, interval: 250 })
            .not.toBe(first.access_token);
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Track "Typed Past Expiry" saved').waitFor();
        const stored = await (await api('catalog/tracks/7/', (await auth(page)).access_token)).json();
        expect(stored.name).toBe('Typed Past Expiry');
        expect(signOuts).toEqual([]);
    });

    it('when the sign-in is revoked mid-edit, the person is told, signs in again in place, and saves what they typed', async () => {
        const { page, signOuts } = await openTrack(8);
        await page.getByRole('textbox', { name: 'Title' }).fill('Kept Through Sign-in');
        // Signed out elsewhere: the access token and its refresh token are revoked together.
        await api('auth/logout/', (await auth(page)).access_token);
        await page.getByRole('button', { name: 'Save' }).click();
        const ended = page.getByRole('dialog', { name: messages.session.ended });
        await ended.getByText(fill(messages.session.endedText, { username: 'admin' })).waitFor({ timeout: 15_000 });
        // Not the unsaved-changes question, and no sign-out behind the person's back.
        expect(await page.getByText(messages.confirm.unsaved).count()).toBe(0);
        await shot(page, 'session-ended-sign-in-again');

        await ended.getByLabel('Password').fill('console-demo');
        await ended.getByRole('button', { name: messages.app.signIn }).click();
        await ended.waitFor({ state: 'detached', timeout: 15_000 });
        expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Kept Through Sign-in');
        await page.getByRole('button', { name: messages.load.retry }).click();
        await page.getByText('Track "Kept Through Sign-in" saved').waitFor();
        const stored = await (await api('catalog/tracks/8/', (await auth(page)).access_token)).json();
        expect(stored.name).toBe('Kept Through Sign-in');
        expect(signOuts).toEqual([]);
    });

    // Two sign-ins, two saves and a reload: more than the default minute on two busy cores.
    it('signing out instead keeps the typed values, offered back on the record after signing in', async () => {
        const { page } = await openTrack(9);
        await page.getByRole('textbox', { name: 'Title' }).fill('Kept Through Sign-out');
        await api('auth/logout/', (await auth(page)).access_token);
        await page.getByRole('button', { name: 'Save' }).click();
        const ended = page.getByRole('dialog', { name: messages.session.ended });
        await ended.getByRole('button', { name: messages.session.endedSignOut }).click({ timeout: 15_000 });
        await page.waitForURL(url => url.pathname === '/auth', { timeout: 15_000 });
        await page.getByText(messages.session.endedSignIn).waitFor();
        await shot(page, 'session-ended-auth');

        // The sign-in leads back to the record, which offers the values back.
        await page.getByLabel('Username').fill('admin');
        await page.getByLabel('Password').fill('console-demo');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL(/\/catalog\/tracks\/9$/);
        const offer = page.getByRole('alert').filter({ hasText: fill(messages.session.restore, { name: 'Track 9' }) });
        await offer.waitFor();
        await shot(page, 'restore-unsaved');
        await offer.getByRole('button', { name: messages.session.restoreButton }).click();
        await expect
            .poll(() => page.getByRole('textbox', { name: 'Title' }).inputValue())
            .toBe('Kept Through Sign-out');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Track "Kept Through Sign-out" saved').waitFor();
        const stored = await (await api('catalog/tracks/9/', (await auth(page)).access_token)).json();
        expect(stored.name).toBe('Kept Through Sign-out');
        // Offered once: a reload does not ask again.
        await page.reload();
        await expect
            .poll(() => page.getByRole('textbox', { name: 'Title' }).inputValue())
            .toBe('Kept Through Sign-out');
        expect(await offer.count()).toBe(0);
    }, 120_000);
});
