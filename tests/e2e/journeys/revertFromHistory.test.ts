/**
 * Journeys: undo from history (issue 30). A title changed, then reverted from the History tab; a
 * field put back alone; a bulk BPM change of 5 tracks previewed, applied, then reverted for all
 * 5; a revert after someone else's later change shows the conflict; a change no edit can undo
 * offers no revert and says why. Tracks are the test's own.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fill, messages } from '../../../resources/messages';
import { apiAs, settled, shot, signedIn, tokenFor } from '../browser';
import { useBrowser } from '../useBrowser';
import { newTrack, tracksTitled } from './editSteps';

const base = inject('baseUrl');
const browser = useBrowser();
const m = messages.history;

const track = async (page: Page, id: number) => (await apiAs(page, base, `catalog/tracks/${id}/`)).body;

/** The History tab of a track, its newest entry first (loaded afresh: changes made through the API show). */
async function historyOf(page: Page, id: number) {
    await page.goto(`${base}/catalog/tracks/${id}/history`);
    const table = page.getByRole('table', { name: m.tab });
    await table.waitFor();
    return table;
}

async function proceed(page: Page) {
    await page.getByRole('dialog').getByRole('button', { name: messages.confirm.proceed }).click();
}

describe('revert from history', () => {
    it('a title changed, then reverted; and a field put back alone', async () => {
        const stamp = `Revert ${Date.now().toString(36)}`;
        const page = await signedIn(browser, base, 'content_ops');
        const id = (await newTrack(page, base, `${stamp} Original`)).id as number;
        await apiAs(page, base, `catalog/tracks/${id}/`, { method: 'PATCH', json: { name: `${stamp} Changed` } });

        let table = await historyOf(page, id);
        const changed = table
            .getByRole('row')
            .filter({ hasText: `${stamp} Changed` })
            .first();
        await changed.getByRole('button', { name: m.revert }).click();
        await proceed(page);
        await expect.poll(async () => (await track(page, id)).name).toBe(`${stamp} Original`);
        // Said by whose change it undid and when, not by an entry number no screen shows.
        await expect
            .poll(() => table.getByRole('row').nth(1).innerText())
            .toMatch(/Revert of the change by content_ops at \d{4}-/);
        await shot(page, 'journey-revert-title');

        // Two fields changed at once; only BPM is put back.
        await apiAs(page, base, `catalog/tracks/${id}/`, {
            method: 'PATCH',
            json: { name: `${stamp} Kept`, bpm: 150 },
        });
        table = await historyOf(page, id);
        await expect.poll(() => table.getByRole('row').nth(1).innerText()).toContain(`${stamp} Kept`);
        await table
            .getByRole('row')
            .nth(1)
            .getByRole('button', { name: `${m.putBack} BPM` })
            .click();
        await proceed(page);
        await expect.poll(async () => (await track(page, id)).bpm).toBeNull();
        expect((await track(page, id)).name).toBe(`${stamp} Kept`);
    });

    it('a bulk BPM change of 5 tracks: previewed, applied, then reverted for all 5', async () => {
        const stamp = `Bulk Revert ${Date.now().toString(36)}`;
        const page = await signedIn(browser, base, 'content_ops');
        const ids: number[] = [];
        for (const n of ['A', 'B', 'C', 'D', 'E']) ids.push((await newTrack(page, base, `${stamp} ${n}`)).id as number);
        await tracksTitled(page, stamp);
        const list = page.getByRole('table');
        await expect.poll(() => list.getByRole('row').filter({ hasText: stamp }).count(), { timeout: 15_000 }).toBe(5);
        for (const row of await list.getByRole('row').filter({ hasText: stamp }).all())
            await row.getByRole('checkbox').check();
        await page.getByRole('button', { name: 'Bulk Update' }).click();
        const dialog = page.getByRole('dialog', { name: 'Update 5 selected' });
        await dialog.getByRole('combobox', { name: 'Field' }).click();
        await settled(page);
        await page.getByRole('option', { name: 'BPM', exact: true }).click();
        await dialog.getByRole('spinbutton', { name: 'BPM' }).fill('124');
        await dialog.getByRole('button', { name: messages.bulkEdit.preview, exact: true }).click();
        const preview = dialog.getByRole('table', { name: messages.bulkEdit.preview });
        await expect.poll(() => preview.getByRole('row').filter({ hasText: '→ 124' }).count()).toBe(5);
        await shot(page, 'journey-bulk-preview');
        for (const id of ids) expect((await track(page, id)).bpm).toBeNull();
        await dialog.getByRole('button', { name: fill(messages.bulkEdit.apply, { count: 5 }) }).click();
        await page.getByText('5 tracks updated').waitFor();
        for (const id of ids) expect((await track(page, id)).bpm).toBe(124);

        const table = await historyOf(page, ids[0]);
        await table.getByRole('button', { name: fill(m.revertAll, { count: 5 }) }).click();
        await expect(page.getByRole('dialog').innerText()).resolves.toContain(fill(m.revertAllConfirm, { count: 5 }));
        await proceed(page);
        await expect
            .poll(async () => Promise.all(ids.map(async id => (await track(page, id)).bpm)))
            .toEqual(ids.map(() => null));
    });

    it('a revert after someone else’s later change shows the conflict and asks', async () => {
        const stamp = `Revert Conflict ${Date.now().toString(36)}`;
        const page = await signedIn(browser, base, 'content_ops');
        const id = (await newTrack(page, base, stamp)).id as number;
        await apiAs(page, base, `catalog/tracks/${id}/`, { method: 'PATCH', json: { bpm: 111 } });
        const table = await historyOf(page, id);
        await expect.poll(() => table.getByRole('row').nth(1).innerText()).toContain('111');
        // Someone else changes BPM again while the History tab is open.
        const theirs = await fetch(`${base}/v4/catalog/tracks/${id}/`, {
            method: 'PATCH',
            headers: { Authorization: `Bearer ${await tokenFor(base, 'support')}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({ bpm: 122 }),
        });
        expect(theirs.status).toBe(200);
        await table.getByRole('row').filter({ hasText: '111' }).first().getByRole('button', { name: m.revert }).click();
        await proceed(page);
        const ask = page.getByRole('dialog', { name: m.conflict });
        await expect.poll(() => ask.innerText()).toContain(`BPM: ${m.current} 122`);
        await shot(page, 'journey-revert-conflict');
        expect((await track(page, id)).bpm).toBe(122);
        await ask.getByRole('button', { name: messages.confirm.cancel }).click();
        expect((await track(page, id)).bpm).toBe(122);
    });

    it('a change no edit can undo (a DJ edit made) offers no revert and says why', async () => {
        const stamp = `Revert Refused ${Date.now().toString(36)}`;
        const page = await signedIn(browser, base, 'admin');
        const id = (await newTrack(page, base, stamp)).id as number;
        const made = await apiAs(page, base, `catalog/tracks/${id}/dj-edit/`, {
            method: 'POST',
            json: { mix_name: `${stamp} Edit` },
        });
        expect(made.status).toBe(201);
        const table = await historyOf(page, id);
        const entry = table.getByRole('row').nth(1);
        await expect.poll(() => entry.innerText()).toContain(m.nothingToRevert);
        expect(await entry.getByRole('button', { name: m.revert }).count()).toBe(0);
        await shot(page, 'journey-revert-refused');
    });
});
