/**
 * Curated playlists in the browser: curation creates one, adds tracks and moves one to the top
 * (the order survives a reload), offers it to a link partner, and sees the chart linked to another.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiAs, openCreate, saveAndLand, shot, signedIn } from './browser';
import { useBrowser } from './useBrowser';

const base = inject('baseUrl');
const browser = useBrowser();

const api = (page: Page, path: string) => apiAs(page, base, path);

async function shownOrder(page: Page): Promise<string[]> {
    const table = page.getByRole('table', { name: 'Playlist tracks' });
    await table.getByRole('row').nth(1).waitFor({ timeout: 15_000 });
    return table.locator('tbody tr td:nth-child(2)').allInnerTexts();
}

describe('curated playlists', () => {
    it('curation creates a playlist, adds tracks, moves one to the top, and offers it to a partner', async () => {
        const page = await signedIn(browser, base, 'curation', '/auth?next=%2Fcatalog%2Fplaylists');
        await page.getByRole('table').getByRole('row').nth(1).waitFor({ timeout: 15_000 });
        await shot(page, 'playlists-list');
        await openCreate(page);
        await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Warehouse Weekend');
        await page.getByLabel('Curated', { exact: true }).check();
        await saveAndLand(page, /\/catalog\/playlists\/\d+$/);
        const id = Number(new URL(page.url()).pathname.split('/').pop());
        await page.getByRole('heading', { name: `Curated Playlist ${id}: Warehouse Weekend` }).waitFor();

        await page.getByRole('tab', { name: 'Tracks' }).click();
        await page.getByText('This playlist has no tracks.').waitFor();
        for (const track of [1, 2, 3]) {
            // Chosen by its ID typed into the search box, as its option reads ("Title, ID n · …").
            await page.getByRole('combobox', { name: 'Track to add' }).fill(String(track));
            await page.getByRole('option', { name: new RegExp(`ID ${track}\\b`) }).click();
            await page.getByRole('button', { name: 'Add track' }).click();
            await page.getByText(`Track ${track} added`).waitFor();
        }
        await expect.poll(() => shownOrder(page)).toEqual(['1', '2', '3']);
        const move = page.getByRole('spinbutton', { name: 'New position for track 3' });
        await move.fill('1');
        await move.press('Enter');
        await page.getByText('Track 3 moved to position 1').waitFor();
        await page.reload();
        await expect.poll(() => shownOrder(page), { timeout: 15_000 }).toEqual(['3', '1', '2']);
        await shot(page, 'playlist-tracks');
        expect((await api(page, `catalog/playlists/${id}/tracks/`)).body.results.map(t => t.id)).toEqual([3, 1, 2]);

        await page.getByRole('tab', { name: 'Partners' }).click();
        const partner = page.getByRole('checkbox', { name: 'Stream Link' });
        // Saved at once: the box shows the stored set once the API has answered.
        await partner.click();
        await page.getByText("Stream Link added to this playlist's partners").waitFor();
        await expect.poll(() => partner.isChecked()).toBe(true);
        await shot(page, 'playlist-partners');
        expect((await api(page, `catalog/playlists/${id}/partners/`)).body.results.map(p => p.id)).toEqual([1]);
        await page.getByRole('tab', { name: 'Chart' }).click();
        await page.getByText('No chart is linked to this playlist.', { exact: false }).waitFor();
    });

    it('a playlist linked from a chart names the chart and links to it', async () => {
        const page = await signedIn(browser, base, 'admin', '/auth?next=%2Fcatalog%2Fplaylists%2F1003%2Fchart');
        await page.getByText('Linked chart:', { exact: false }).waitFor({ timeout: 15_000 });
        await shot(page, 'playlist-chart');
        await page.getByRole('link', { name: '3', exact: true }).click();
        await page.waitForURL(/\/catalog\/charts\/3$/);
    });

    it('a label partner reads playlists but has no partners or chart tab, and no Save', async () => {
        const page = await signedIn(browser, base, 'label', '/auth?next=%2Fcatalog%2Fplaylists%2F1001');
        await page.getByRole('tab', { name: 'Tracks' }).waitFor({ timeout: 15_000 });
        const tabs = (await page.getByRole('tab').allInnerTexts()).map(t => t.toLowerCase());
        expect(tabs).not.toContain('partners');
        expect(tabs).not.toContain('chart');
        expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
        expect((await api(page, 'catalog/playlists/1001/partners/')).status).toBe(403);
    });
});
