/**
 * Everyday work against a server with only spec §7's calls (the reference server's `v4` profile,
 * issue 40): a release is packaged through §7 calls; a delivery's XML, which such a server does
 * not send back, is replaced by a pasted one; the ingestion genre is shown without a Save the
 * server would refuse; and where the identity and inspector services' hosts were not given to the
 * console (the main API answering their paths with a bare "Not found."), the screens name the setting.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api as apiMessages } from '../../resources/messages/api';
import { fill, messages } from '../../resources/messages';
import { solidPng } from '../../server/core/png';
import { apiAs, shot, signedIn } from './browser';
import { useBrowser } from './useBrowser';
import { removeSeed, startProfileServer, type ProfileServer } from './v4Server';

const browser = useBrowser();
let server: ProfileServer;
beforeAll(async () => {
    server = await startProfileServer('v4');
}, 120_000);
afterAll(() => {
    server?.stop();
    removeSeed();
});

/** Script errors of the page, which none of these screens may raise. */
function scriptErrors(page: Page): string[] {
    const errors: string[] = [];
    page.on('pageerror', e => errors.push(e.message));
    return errors;
}

/** The main API as the store's own: it does not serve the paths of a service on a host of its own. */
async function withoutService(page: Page, path: 'identity' | 'inspector') {
    await page.route(`**/v4/${path}/**`, route =>
        route.fulfill({
            status: 404,
            contentType: 'application/json',
            body: JSON.stringify({ detail: apiMessages.notFound }),
        })
    );
}

describe('packaging through §7 calls', () => {
    it('Create package makes the release, its cover and its track, and says what was not sent', async () => {
        const page = await signedIn(browser, server.base, 'admin', '/auth?next=%2Fpackaging');
        const errors = scriptErrors(page);
        await page.getByText(messages.packaging.bySpecCalls).waitFor();
        const title = `Seven Calls ${Date.now().toString(36)}`;
        await page.getByRole('textbox', { name: /^Title/ }).fill(title);
        await page.getByRole('combobox', { name: /Label/ }).click();
        await page.getByRole('option').first().click();
        await page.getByLabel('Street Release Date').fill('2027-05-07');
        await page
            .getByRole('button', { name: /cover art/ })
            .locator('xpath=following-sibling::input[@type="file"]')
            .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: solidPng(600, 600, [30, 60, 90]) });
        await page.getByText('cover.png').waitFor();
        await page.getByRole('button', { name: 'Next' }).click();
        await page.getByRole('heading', { name: 'Step 2 of 3: Track Details' }).waitFor();
        await page
            .getByRole('region', { name: 'Track 1' })
            .getByRole('textbox', { name: /^Title/ })
            .fill('First Light');
        await page.getByRole('button', { name: 'Next' }).click();
        await page.getByRole('heading', { name: 'Step 3 of 3: Create Package' }).waitFor();
        await page.getByRole('button', { name: 'Create package', exact: true }).click();

        const done = page
            .getByRole('alert')
            .filter({ hasText: /^Release \d+ created with 1 track / })
            .first();
        await done.waitFor({ timeout: 20_000 });
        await shot(page, 'v4-packaging-created');
        const id = Number(/Release (\d+)/.exec(await done.innerText())![1]);
        expect(await done.innerText()).toBe(fill(messages.packaging.createdBySpecCalls, { id, tracks: '1 track' }));
        const { body } = await apiAs(page, server.base, `catalog/releases/${id}/`);
        expect(body).toMatchObject({ name: title, track_count: 1 });
        expect(body.image).toBeTruthy();
        expect(errors).toEqual([]);
    });
});

describe('a delivery’s XML on a server that does not send it back', () => {
    it('says so, keeps what is typed, and Replace XML sends the pasted XML', async () => {
        const page = await signedIn(browser, server.base, 'admin');
        const errors = scriptErrors(page);
        const [delivery] = (await apiAs(page, server.base, 'deliveries/deliveries/?per_page=1')).body.results;
        await page.goto(`${server.base}/deliveries/deliveries/${delivery.id}/xml`);
        await page.getByText(messages.ingestion.xmlNotReadBack, { exact: false }).waitFor({ timeout: 20_000 });
        const box = page.getByRole('textbox', { name: 'Delivery XML' });
        await box.pressSequentially('<');
        // One character typed: still the field, never an endless load.
        expect(await page.getByRole('progressbar', { name: 'Loading the XML' }).count()).toBe(0);
        const xml = '<release><title>Replaced on a §7 server</title></release>';
        await box.fill(xml);
        await shot(page, 'v4-delivery-xml-pasted');
        const [answer] = await Promise.all([
            page.waitForResponse(r => r.request().method() === 'PUT' && r.url().endsWith(`/${delivery.id}/xml/`)),
            page.getByRole('button', { name: 'Replace XML' }).click(),
        ]);
        expect(answer.status()).toBe(200);
        expect(((await answer.json()) as { xml: string }).xml).toBe(xml);
        await page.getByText('XML replaced').waitFor();
        expect(await box.inputValue()).toBe(xml);
        expect(errors).toEqual([]);
    });
});

describe('the ingestion genre on a server that takes no change', () => {
    it('is shown without Save genre, and says why to those who would change it', async () => {
        const page = await signedIn(browser, server.base, 'admin', '/auth?next=%2Fingestion');
        await page.getByRole('combobox', { name: 'Automated ingestion genre' }).waitFor({ timeout: 20_000 });
        await page.getByText(/This server does not offer changing the ingestion settings\./).waitFor();
        expect(await page.getByRole('button', { name: 'Save genre' }).count()).toBe(0);
        await shot(page, 'v4-ingestion-genre');
    });
});

describe('services on hosts of their own the console was not given', () => {
    it('the Identity tab and /deliveries name the missing setting instead of "Not found."', async () => {
        const page = await signedIn(browser, server.base, 'admin');
        await withoutService(page, 'identity');
        await withoutService(page, 'inspector');
        const [user] = (await apiAs(page, server.base, 'support/users/?per_page=1')).body.results;
        await page.goto(`${server.base}/support/users/${user.id}/identity`);
        const identity = page.getByRole('alert').filter({ hasText: 'VITE_IDENTITY_API_URL' });
        await identity.waitFor({ timeout: 20_000 });
        expect(await identity.innerText()).toContain('identity service');
        expect(await page.getByText(apiMessages.notFound, { exact: true }).count()).toBe(0);
        await shot(page, 'v4-identity-host-missing');

        await page.goto(`${server.base}/deliveries`);
        const inspector = page.getByRole('alert').filter({ hasText: 'VITE_INSPECTOR_API_URL' });
        await inspector.waitFor({ timeout: 20_000 });
        expect(await inspector.innerText()).toContain('deliveries inspector service');
        expect(await page.getByText(apiMessages.notFound, { exact: true }).count()).toBe(0);
        await shot(page, 'v4-inspector-host-missing');
    });
});
