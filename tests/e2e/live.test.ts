/**
 * Live in the browser: an admin creates a stream entering its times in Mountain time (the API
 * holds the UTC instants), is refused enabling it without a stage, adds stages up to the limit of
 * five and is refused the sixth, then enables it; the API key is masked until revealed and is
 * regenerated through the Confirm dialog. A marketing user has Curation but no Live, and the API refuses them.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fill, messages } from '../../resources/messages';
import { axeFindings, blocking, describeFindings } from './axe';
import { apiAs, checkSettled, fillSettled, openCreate, saveAndLand, shot, signedIn } from './browser';
import { useBrowser } from './useBrowser';

const base = inject('baseUrl');
const m = messages.live;
const browser = useBrowser();

const api = (page: Page, path: string, init: { method?: string; json?: unknown } = {}) => apiAs(page, base, path, init);

async function addStage(page: Page, n: number) {
    await page.getByRole('button', { name: 'Add stage' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add stage' });
    await dialog.getByRole('spinbutton', { name: 'Number' }).fill(String(n));
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`Stage ${n}`);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('cell', { name: `Stage ${n}`, exact: true }).waitFor();
}

describe('live streams', () => {
    it('an admin creates a stream in Mountain time, needs a stage to enable it, and may have five stages, not six', async () => {
        const page = await signedIn(browser, base, 'admin', '/auth?next=%2Flive%2Fstreams');
        await page.getByRole('table').getByRole('row').nth(1).waitFor({ timeout: 15_000 });
        await page.getByRole('cell', { name: 'Live', exact: true }).first().waitFor();
        await shot(page, 'live-streams-list');

        await openCreate(page);
        // 4 July 2026 20:00 in Denver is MDT (UTC-6); 5 January 2027 is MST (UTC-7).
        await fillSettled(page.getByLabel('Start Time'), '2026-07-04T20:00');
        await fillSettled(page.getByLabel('End Time'), '2027-01-05T02:30');
        await fillSettled(page.getByRole('textbox', { name: 'Name', exact: true }), 'Red Rocks Sunrise');
        await saveAndLand(page, /\/live\/streams\/\d+$/);
        const id = Number(new URL(page.url()).pathname.split('/').pop());
        const stored = (await api(page, `live/streams/${id}/`)).body;
        expect(stored.start_date).toBe('2026-07-05T02:00:00.000Z');
        expect(stored.end_date).toBe('2027-01-05T09:30:00.000Z');
        expect(await page.getByLabel('Start Time').inputValue()).toBe('2026-07-04T20:00');

        // Enabling without a stage: the form says why and nothing is saved; the API refuses it too.
        await checkSettled(page.getByLabel('Enabled', { exact: true }));
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText(m.enableNeedsStage).first().waitFor();
        await shot(page, 'live-stream-enable-refused');
        expect((await api(page, `live/streams/${id}/`)).body.enabled).toBe(false);
        const refused = await api(page, `live/streams/${id}/`, { method: 'PATCH', json: { enabled: true } });
        expect(refused).toMatchObject({ status: 400, body: { detail: m.enableNeedsStage } });

        // Stages up to five; the sixth is refused by the tab and by the API.
        await page.getByRole('tab', { name: 'Stages' }).click();
        await page.getByText('No stages yet. Add one before enabling the stream.').waitFor();
        for (let n = 1; n <= 5; n++) await addStage(page, n);
        const limit = fill(m.stageLimit, { max: 5 });
        await page.getByText(limit).waitFor();
        expect(await page.getByRole('button', { name: 'Add stage' }).isDisabled()).toBe(true);
        await shot(page, 'live-stream-stages');
        const sixth = await api(page, `live/streams/${id}/stages/`, { method: 'POST', json: { name: 'Stage 6' } });
        expect(sixth).toMatchObject({ status: 409, body: { detail: limit } });

        // With stages, the same unsaved form may now be enabled: it follows the stage count.
        await page.getByRole('tab', { name: 'Summary' }).click();
        expect(await page.getByLabel('Enabled', { exact: true }).isChecked()).toBe(true);
        await page.getByRole('button', { name: 'Save' }).click();
        await expect.poll(async () => (await api(page, `live/streams/${id}/`)).body.enabled).toBe(true);
        expect((await api(page, `live/streams/${id}/`)).body).toMatchObject({ status: 'live', stage_count: 5 });
    });

    it('the API key is masked until revealed and is regenerated through the Confirm dialog', async () => {
        const page = await signedIn(browser, base, 'curation', '/auth?next=%2Flive%2Fstreams%2F3%2Fapi-key');
        // Read, not assumed: another browser test (the hostile-text sweep) may have renamed the stream.
        const stream = (await api(page, 'live/streams/3/')).body;
        const before = stream.api_key as string;
        const key = page.getByLabel('API Key', { exact: true }).and(page.locator('input'));
        await key.waitFor();
        expect(await key.getAttribute('type')).toBe('password');
        await page.getByRole('button', { name: messages.secret.reveal }).click();
        expect(await key.getAttribute('type')).toBe('text');
        expect(await key.inputValue()).toBe(before);
        await page.getByRole('button', { name: m.regenerate }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText(fill(m.regenerateConfirm, { name: String(stream.name) })).waitFor();
        await shot(page, 'live-stream-api-key-confirm');
        await dialog.getByRole('button', { name: messages.confirm.proceed }).click();
        await page.getByText(m.regenerated).waitFor();
        const after = (await api(page, 'live/streams/3/')).body.api_key as string;
        expect(after).toMatch(/^[0-9a-f]{32}$/);
        expect(after).not.toBe(before);
        await expect.poll(() => key.inputValue()).toBe(after);
        await shot(page, 'live-stream-api-key');
    });

    it('the stream editor’s tabs and the create form have no blocking accessibility findings', async () => {
        const page = await signedIn(browser, base, 'admin', '/auth?next=%2Flive%2Fstreams%2F3');
        const problems: string[] = [];
        for (const tab of ['Summary', 'Stages', 'Vendors', 'API Key']) {
            await page.getByRole('tab', { name: tab, exact: true }).click();
            await page.getByRole('tab', { name: tab, exact: true, selected: true }).waitFor();
            await page.waitForLoadState('networkidle');
            if (tab === 'Stages') await page.getByRole('cell', { name: 'Main Stage' }).waitFor();
            if (tab === 'Vendors') await shot(page, 'live-stream-vendors');
            problems.push(...blocking(await axeFindings(page)).map(f => `${tab}: ${describeFindings([f])}`));
        }
        await page.goto(`${base}/live/streams/create`);
        await page.getByRole('button', { name: 'Save' }).waitFor();
        problems.push(...blocking(await axeFindings(page)).map(f => `create: ${describeFindings([f])}`));
        expect(problems).toEqual([]);
    });

    it('a marketing user sees Curation but not Live, and the API refuses them the live routes', async () => {
        const page = await signedIn(browser, base, 'marketing');
        const menu = page.getByRole('menu', { name: 'Main menu' });
        // Curation's records are its menu entries (Pages, Page Modules).
        await menu.getByRole('menuitem', { name: 'Pages' }).waitFor();
        const text = await menu.innerText();
        expect(text).not.toMatch(/\bLive\b/);
        for (const path of ['live/streams/', 'live/streams/1/', 'live/streams/1/stages/', 'live/host-vendors/'])
            expect((await api(page, path)).status, path).toBe(403);
    });
});
