/**
 * Journey: picking a record for a page module. A curator adds a track to a module of their own;
 * the picker shows, under each title, the track's artists, mix, release and label, so of several
 * tracks of one title they add the one they mean, and the API holds that track.
 */
import { describe, expect, inject, it } from 'vitest';
import { describe as describeRecord, detailLine } from '../../../resources/describe';
import tracks from '../../../resources/catalog/tracks';
import { apiAs, settled, shot, signedIn } from '../browser';
import { useBrowser } from '../useBrowser';

const base = inject('baseUrl');

const browser = useBrowser();

describe('picking a record', () => {
    it('of several tracks of one title, the curator adds the one they mean, told apart by its detail', async () => {
        const name = `Pick Record ${Date.now().toString(36)}`;
        const page = await signedIn(browser, base, 'curation');
        const made = await apiAs(page, base, 'curation/page-modules/', {
            method: 'POST',
            json: { name, type_id: 1, item_type: 'tracks' },
        });
        expect(made.status).toBe(201);
        const moduleId = made.body.id as number;
        // A title several tracks share, and the one of them this curator means (the last, by its detail).
        const all = (await apiAs(page, base, 'catalog/tracks/?per_page=100&order_by=name')).body.results;
        const title = all.find((t, i) => all.findIndex(u => u.name === t.name) !== i)!.name as string;
        const same = all.filter(t => t.name === title);
        const meant = same[same.length - 1];
        const meantDetail = detailLine(describeRecord(tracks, meant));

        await page.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem', { name: 'Page Modules' }).click();
        await page.getByRole('textbox', { name: 'Name' }).fill(name);
        await page.getByRole('table').getByRole('row').filter({ hasText: name }).click();
        await page.waitForURL(new RegExp(`/curation/page-modules/${moduleId}$`));
        await page.getByRole('tab', { name: 'Items' }).click();
        await page.getByRole('button', { name: 'Add item' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add item' });
        const picker = dialog.getByRole('combobox', { name: 'Track', exact: true });
        await picker.fill(title);
        const options = page.getByRole('option').filter({ hasText: title });
        await expect.poll(() => options.count(), { timeout: 15_000 }).toBeGreaterThan(1);
        await settled(page);
        await shot(page, 'journey-pickRecord-options');
        const details = await options.allTextContents();
        expect(new Set(details).size).toBe(details.length);
        await options.filter({ hasText: meantDetail }).click();
        await dialog.getByRole('button', { name: 'Add', exact: true }).click();
        await dialog.waitFor({ state: 'detached' });

        const items = (await apiAs(page, base, `curation/page-modules/${moduleId}/items/`)).body.results;
        expect(items.map(i => [i.item_type, i.item_id])).toEqual([['tracks', meant.id]]);
    });
});
