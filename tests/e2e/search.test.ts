/**
 * Browser tests of the search area and the app bar's search box: accent-free search finds an
 * accented title; an ISRC pasted into the box opens its track; column choices survive logout and
 * login of the same user and are not shown to another; a supplier partner sees no staff-only
 * types or filters.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { axeFindings, blocking, describeFindings } from './axe';
import { ACCENTED_TITLES } from '../../server/seed/words';
import { login, shot, signedIn, tokenFor } from './browser';
import { useBrowser } from './useBrowser';

const base = inject('baseUrl');
const TRACKS = '/auth?next=%2Fsearch%2Fcatalog%2Ftracks';

const browser = useBrowser();
/** Track 12's ISRC, as it is when this file runs. */
let isrc = '';
beforeAll(async () => {
    // Other browser tests share the server and may retitle tracks: the accented titles are set again.
    const token = await tokenFor(base, 'admin');
    const call = (path: string, init: RequestInit = {}) =>
        fetch(`${base}/v4/${path}`, {
            ...init,
            headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        });
    for (const [id, name] of ACCENTED_TITLES)
        expect((await call(`catalog/tracks/${id}/`, { method: 'PATCH', body: JSON.stringify({ name }) })).status).toBe(
            200
        );
    isrc = ((await (await call('catalog/tracks/12/')).json()) as { isrc: string }).isrc;
    expect(isrc).toBeTruthy();
});

const drawer = (page: Page) => page.getByRole('navigation', { name: 'Search types' });
const header = (page: Page, name: string) => page.locator('thead th').filter({ hasText: new RegExp(`^${name}$`) });
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** A paste as the browser delivers one: the text on the clipboard event, for the page to handle. */
async function paste(target: Locator, text: string) {
    await target.focus();
    await target.evaluate((input, value) => {
        const data = new DataTransfer();
        data.setData('text/plain', value);
        input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, text);
}

async function logOut(page: Page) {
    // The user menu is named after the signed-in user ("Admin Demo").
    await page.getByRole('button', { name: /Demo$/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/auth/);
}

describe('the search area', () => {
    it('a staff user finds the accented title by a partial accent-free one, in a link that survives reload', async () => {
        const page = await signedIn(browser, base, 'admin', '/auth?next=%2Fsearch');
        await page.waitForURL(/\/search$/);
        // The drawer is open by default, with the catalog's types.
        await drawer(page).getByRole('heading', { name: 'Catalog' }).waitFor();
        await shot(page, 'search-area');
        await drawer(page).getByRole('link', { name: 'Tracks' }).click();
        await page.waitForURL(/\/search\/catalog\/tracks/);
        await page.getByRole('textbox', { name: 'Title' }).fill('yonce deja');
        await row(page, 'Beyoncé Déjà Vu').waitFor({ timeout: 15_000 });
        expect(decodeURIComponent(page.url())).toContain('"name":"yonce deja"');
        await shot(page, 'search-tracks-accent-free');
        await page.reload();
        await row(page, 'Beyoncé Déjà Vu').waitFor({ timeout: 15_000 });
        await expect.poll(() => page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('yonce deja');
        // A pasted column of ids becomes a comma list, and finds those records.
        await page.getByRole('textbox', { name: 'Title' }).fill('');
        const ids = page.getByRole('textbox', { name: 'Track IDs' });
        await paste(ids, '10\n20\n30\n');
        await expect.poll(() => ids.inputValue()).toBe('10,20,30,');
        await row(page, 'Straße der Sehnsucht').waitFor({ timeout: 15_000 });
        await expect.poll(() => page.locator('tbody tr').count()).toBe(3);
        const findings = blocking(await axeFindings(page));
        expect(findings, describeFindings(findings)).toEqual([]);
        // Other types are one click away; the drawer hides and shows again.
        await drawer(page).getByRole('link', { name: 'Labels' }).click();
        await page.waitForURL(/\/search\/catalog\/labels/);
        await page.getByRole('button', { name: 'Hide search types' }).click();
        await expect.poll(() => drawer(page).count()).toBe(0);
        await page.getByRole('button', { name: 'Show search types' }).click();
        await drawer(page).waitFor();
    });

    it('an ISRC pasted into the app bar box opens its track; words offer names to choose', async () => {
        const page = await signedIn(browser, base, 'content_ops');
        const box = page.getByRole('combobox', { name: 'Search the catalog' });
        await box.waitFor({ timeout: 15_000 });
        // Pasted once the box's own code has arrived (typing at once, before it, is the findRecord journey).
        await box.focus();
        await page.locator('input.MuiAutocomplete-input').waitFor();
        await paste(box, isrc);
        await page.waitForURL(/\/catalog\/tracks\/12$/, { timeout: 15_000 });

        await box.fill('oresund');
        const option = page.getByRole('option', { name: /Øresund Nights/ });
        await option.waitFor({ timeout: 15_000 });
        await shot(page, 'search-app-bar-box');
        await box.press('ArrowDown');
        await box.press('Enter');
        await page.waitForURL(/\/catalog\/tracks\/20$/);
    });

    it('column choices come back after logout and login of the same user, and another user does not see them', async () => {
        const page = await signedIn(browser, base, 'admin', TRACKS);
        await page.waitForURL(/\/search\/catalog\/tracks/);
        await header(page, 'Title').waitFor({ timeout: 15_000 });
        expect(await header(page, 'BPM').count()).toBe(0);
        await page.getByRole('button', { name: 'Columns' }).click();
        await page
            .getByRole('switch', { name: 'BPM' })
            .or(page.getByLabel('BPM', { exact: true }))
            .first()
            .click();
        await page.keyboard.press('Escape');
        await header(page, 'BPM').waitFor();
        await shot(page, 'search-columns-chosen');

        await logOut(page);
        await login(page, base, 'admin', 'console-demo', TRACKS);
        await page.waitForURL(/\/search\/catalog\/tracks/);
        await header(page, 'BPM').waitFor({ timeout: 15_000 });

        await logOut(page);
        await login(page, base, 'marketing', 'console-demo', TRACKS);
        await page.waitForURL(/\/search\/catalog\/tracks/);
        await header(page, 'Title').waitFor({ timeout: 15_000 });
        expect(await header(page, 'BPM').count()).toBe(0);
    });

    it('Reset to defaults forgets the type’s filters and columns', async () => {
        const page = await signedIn(browser, base, 'curation', TRACKS);
        await page.waitForURL(/\/search\/catalog\/tracks/);
        await page.getByRole('button', { name: 'Columns' }).click();
        await page.getByLabel('BPM', { exact: true }).first().click();
        await page.keyboard.press('Escape');
        await page.getByRole('textbox', { name: 'Title' }).fill('oresund');
        await header(page, 'BPM').waitFor();
        await row(page, 'Øresund Nights').waitFor({ timeout: 15_000 });
        await page.getByRole('button', { name: 'Reset to defaults' }).click();
        await expect.poll(() => header(page, 'BPM').count()).toBe(0);
        await expect.poll(() => page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('');
    });

    it('switching type shows the new rows quickly after the first visit (median printed)', async () => {
        const page = await signedIn(browser, base, 'admin', TRACKS);
        await page.waitForURL(/\/search\/catalog\/tracks/);
        const rowsOf = (slug: string) =>
            page.waitForFunction(
                s => location.pathname.endsWith(`/${s}`) && !!document.querySelector('main tbody tr td a'),
                slug,
                { timeout: 15_000 }
            );
        await rowsOf('tracks');
        const times: number[] = [];
        for (let i = 0; i < 6; i++)
            for (const [name, slug] of [
                ['Labels', 'labels'],
                ['Tracks', 'tracks'],
            ]) {
                const started = Date.now();
                await drawer(page).getByRole('link', { name }).click();
                await rowsOf(slug);
                // The first visit of each type loads its code and first page; later ones are what is timed.
                if (i > 0) times.push(Date.now() - started);
            }
        times.sort((a, b) => a - b);
        const median = times[Math.floor(times.length / 2)];
        console.log(
            `search type switch → rows visible: median ${median} ms, max ${times[times.length - 1]} ms (${times.length} switches)`
        );
        expect(times).toHaveLength(10);
        expect(median).toBeLessThan(5_000);
    });

    it("a curation user searches the music-profile partner's artists apart from the catalog", async () => {
        const token = await tokenFor(base, 'curation');
        const res = await fetch(`${base}/v4/music-profile/artists/?partner_artist_id=mp-10`, {
            headers: { Authorization: `Bearer ${token}` },
        });
        const [partnerArtist] = ((await res.json()) as { results: { name: string }[] }).results;
        const page = await signedIn(browser, base, 'curation', '/auth?next=%2Fsearch');
        await drawer(page).getByRole('heading', { name: 'Music-profile Partner' }).waitFor();
        await drawer(page).getByRole('link', { name: 'Music-profile Artists' }).click();
        await page.waitForURL(/\/search\/music-profile\/artists$/);
        // Part of the name, in capitals: the partner's search ignores case too.
        await page.getByRole('textbox', { name: 'Name' }).fill(partnerArtist.name.slice(1).toUpperCase());
        await row(page, 'mp-10').waitFor({ timeout: 15_000 });
        await shot(page, 'search-music-profile-artists');
        // Marketing does not map artists: no such section for them.
        const marketing = await signedIn(browser, base, 'marketing', '/auth?next=%2Fsearch');
        await drawer(marketing).getByRole('heading', { name: 'Catalog' }).waitFor();
        expect(await drawer(marketing).getByRole('heading', { name: 'Music-profile Partner' }).count()).toBe(0);
    });

    it('a supplier partner sees no staff-only types or filters', async () => {
        const page = await signedIn(browser, base, 'supplier', '/auth?next=%2Fsearch');
        await page.waitForURL(/\/search$/);
        const nav = drawer(page);
        await nav.getByRole('link', { name: 'Tracks' }).waitFor();
        for (const staffOnly of ['Suppliers', 'Charts', 'Link Partners'])
            expect(await nav.getByRole('link', { name: staffOnly }).count(), staffOnly).toBe(0);
        await nav.getByRole('link', { name: 'Tracks' }).click();
        await page.getByRole('textbox', { name: 'Title' }).waitFor({ timeout: 15_000 });
        expect(await page.getByRole('textbox', { name: 'Track IDs' }).count()).toBe(0);
        await page.getByRole('button', { name: 'Add filter' }).click();
        const menu = page.getByRole('menu');
        await menu.getByText('Mix Name', { exact: true }).waitFor();
        for (const staffOnly of ['Release IDs', 'GUID', 'Label Manager'])
            expect(await menu.getByText(staffOnly, { exact: true }).count(), staffOnly).toBe(0);
        await page.keyboard.press('Escape');
        await shot(page, 'search-supplier');
    });
});
