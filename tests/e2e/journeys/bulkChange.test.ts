/**
 * Journey: a bulk change. A content editor selects several tracks in the list, bulk-changes one
 * field (identifiers such as ISRC and GUID are not offered: they name one record each), reads the
 * notice, and the API shows every record changed. The API itself refuses a bulk write giving one
 * identifier value to several records, with a {detail} that says why.
 */
import { describe, expect, inject, it } from 'vitest';
import { fill, messages } from '../../../resources/messages';
import { apiAs, settled, shot, signedIn } from '../browser';
import { useBrowser } from '../useBrowser';
import { newTrack, tracksTitled } from './editSteps';

const base = inject('baseUrl');

const browser = useBrowser();

describe('a bulk change', () => {
    it('selects three tracks, sets their BPM in one go (no identifier offered), and the API shows all three', async () => {
        const stamp = `Bulk Change ${Date.now().toString(36)}`;
        const page = await signedIn(browser, base, 'content_ops');
        const ids: number[] = [];
        for (const n of ['A', 'B', 'C']) ids.push((await newTrack(page, base, `${stamp} ${n}`)).id as number);

        await tracksTitled(page, stamp);
        const table = page.getByRole('table');
        await expect.poll(() => table.getByRole('row').filter({ hasText: stamp }).count(), { timeout: 15_000 }).toBe(3);
        for (const n of ['A', 'B', 'C'])
            await table
                .getByRole('row')
                .filter({ hasText: `${stamp} ${n}` })
                .getByRole('checkbox')
                .check();
        await page.getByRole('button', { name: 'Bulk Update' }).click();
        const dialog = page.getByRole('dialog', { name: 'Update 3 selected' });
        await dialog.waitFor();

        await dialog.getByRole('combobox', { name: 'Field' }).click();
        await settled(page);
        const offered = (await page.getByRole('option').allInnerTexts()).map(t => t.trim());
        expect(offered).toContain('BPM');
        for (const identifier of ['ISRC', 'GUID', 'Label Track ID']) expect(offered).not.toContain(identifier);
        await shot(page, 'journey-bulkChange-fields');
        await page.getByRole('option', { name: 'BPM', exact: true }).click();
        await dialog.getByRole('spinbutton', { name: 'BPM' }).fill('126');
        // Before anything is written: each record's current and new value.
        await dialog.getByRole('button', { name: messages.bulkEdit.preview, exact: true }).click();
        const preview = dialog.getByRole('table', { name: messages.bulkEdit.preview });
        await expect.poll(() => preview.getByRole('row').filter({ hasText: '→ 126' }).count()).toBe(3);
        for (const id of ids) expect((await apiAs(page, base, `catalog/tracks/${id}/`)).body.bpm).not.toBe(126);
        await dialog.getByRole('button', { name: fill(messages.bulkEdit.apply, { count: 3 }) }).click();
        await page.getByText('3 tracks updated').waitFor();
        await dialog.waitFor({ state: 'detached' });
        await shot(page, 'journey-bulkChange-done');

        for (const id of ids) expect((await apiAs(page, base, `catalog/tracks/${id}/`)).body.bpm).toBe(126);
    });

    it('the API refuses one ISRC for several tracks, saying why, and changes none', async () => {
        const stamp = `Bulk ISRC ${Date.now().toString(36)}`;
        const page = await signedIn(browser, base, 'content_ops');
        const ids = [(await newTrack(page, base, `${stamp} A`)).id, (await newTrack(page, base, `${stamp} B`)).id];
        const isrc = `QZB${String(Date.now()).slice(-9)}`;
        const refused = await apiAs(page, base, 'catalog/tracks/bulk/', {
            method: 'PATCH',
            json: ids.map(id => ({ id, isrc })),
        });
        expect(refused.status).toBe(400);
        expect(refused.body.detail).toBe(
            fill(messages.validation.bulkIdentifier, { field: 'ISRC', count: 2, value: isrc })
        );
        for (const id of ids) expect((await apiAs(page, base, `catalog/tracks/${id as number}/`)).body.isrc).toBeNull();
    });
});
