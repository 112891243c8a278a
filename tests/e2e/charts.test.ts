/** Browser tests: a staff user reorders a chart's tracks; screenshots of the new lists, editors and tabs. */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { shot, signedIn } from './browser';
import { useBrowser } from './useBrowser';

const base = inject('baseUrl');

const browser = useBrowser();

/** The track IDs of the chart's tracks tab, in the order shown. */
async function shownOrder(page: Page): Promise<string[]> {
    const table = page.getByRole('table', { name: 'Chart tracks' });
    await table.getByRole('row').nth(1).waitFor({ timeout: 15_000 });
    return table.locator('tbody tr td:nth-child(2)').allInnerTexts();
}

describe('chart track order', () => {
    it('curation moves the last track to the top; the order survives a reload', async () => {
        const page = await signedIn(browser, base, 'curation', '/auth?next=%2Fcatalog%2Fcharts%2F11%2Ftracks');
        await page.waitForURL(/\/catalog\/charts\/11\/tracks$/);
        const before = await shownOrder(page);
        expect(before.length).toBeGreaterThan(2);
        const last = before[before.length - 1];
        const input = page.getByRole('spinbutton', { name: `New position for track ${last}` });
        await input.fill('1');
        await input.press('Enter');
        await page.getByText(`Track ${last} moved to position 1`).waitFor();
        await expect.poll(() => shownOrder(page)).toEqual([last, ...before.slice(0, -1)]);
        await shot(page, 'chart-tracks-moved');

        await page.reload();
        await expect.poll(() => shownOrder(page), { timeout: 15_000 }).toEqual([last, ...before.slice(0, -1)]);
        const positions = await page
            .getByRole('table', { name: 'Chart tracks' })
            .locator('tbody tr td:nth-child(1)')
            .allInnerTexts();
        expect(positions).toEqual(before.map((_, i) => String(i + 1)));
    });
});

describe('chart track order by drag and drop', () => {
    it('a track dragged by its handle onto the first row takes position 1', async () => {
        const page = await signedIn(browser, base, 'admin', '/auth?next=%2Fcatalog%2Fcharts%2F13%2Ftracks');
        await page.waitForURL(/\/catalog\/charts\/13\/tracks$/);
        const before = await shownOrder(page);
        const rows = page.getByRole('table', { name: 'Chart tracks' }).locator('tbody tr');
        await rows.nth(2).getByTitle('Drag to move').dragTo(rows.nth(0));
        await page.getByText(`Track ${before[2]} moved to position 1`).waitFor();
        const expected = [before[2], before[0], before[1], ...before.slice(3)];
        await expect.poll(() => shownOrder(page)).toEqual(expected);
        await page.reload();
        await expect.poll(() => shownOrder(page), { timeout: 15_000 }).toEqual(expected);
    });
});

describe('screens of charts, DJ profiles, link partners and label managers', () => {
    const visit = async (page: Page, path: string, ready: (p: Page) => Promise<unknown>, name: string) => {
        await page.goto(`${base}${path}`);
        await ready(page);
        await shot(page, name);
    };
    const firstRow = (p: Page) => p.getByRole('table').getByRole('row').nth(1).waitFor({ timeout: 15_000 });
    const tab = (label: string) => (p: Page) =>
        p.getByRole('tab', { name: label, selected: true }).waitFor({ timeout: 15_000 });

    it('admin: lists, editors and their tabs', async () => {
        const page = await signedIn(browser, base, 'admin');
        await visit(page, '/catalog/charts', firstRow, 'charts-list');
        await visit(
            page,
            '/catalog/charts/12',
            p => expect.poll(() => p.getByRole('textbox', { name: 'Title' }).inputValue()).not.toBe(''),
            'chart-edit'
        );
        await visit(page, '/catalog/charts/12/tracks', p => shownOrder(p), 'chart-tracks');
        await visit(page, '/catalog/charts/12/playlist', p => p.getByRole('table').waitFor(), 'chart-playlist');
        await visit(
            page,
            '/catalog/charts/12/image',
            p => p.getByText('At least 1050 × 508 pixels').waitFor(),
            'chart-image'
        );
        await visit(page, '/catalog/dj-profiles', firstRow, 'dj-profiles-list');
        await visit(
            page,
            '/catalog/dj-profiles/2',
            p => expect.poll(() => p.getByRole('textbox', { name: 'DJ Name' }).inputValue()).not.toBe(''),
            'dj-profile-edit'
        );
        await visit(
            page,
            '/catalog/dj-profiles/2/artist',
            p => p.getByText('Associated artist:').waitFor(),
            'dj-profile-artist'
        );
        await visit(page, '/catalog/link-partners', firstRow, 'link-partners-list');
        // A fixed Enabled column reads Yes/No like any other boolean cell.
        expect(await page.getByRole('table').locator('tbody td.column-enabled').allInnerTexts()).toContain('Yes');
        await visit(page, '/catalog/link-partners/1', tab('Summary'), 'link-partner-edit');
        await visit(page, '/label-manager', p => p.waitForURL(/\/catalog\/label-managers$/), 'label-manager-section');
        await visit(page, '/catalog/label-managers', firstRow, 'label-managers-list');
        await visit(
            page,
            '/catalog/label-managers/create',
            p => p.getByLabel('Name').waitFor(),
            'label-manager-create'
        );
        // Thirteen full page loads: 52 s on two busy cores, more than the default minute.
    }, 120_000);
});
