/**
 * Journey: a CSV import with a dry run (issue 45). Content ops fixes 200 tracks' BPM and key in a
 * spreadsheet (3 rows bad: a word for a BPM, a BPM out of range, a track that does not exist), imports
 * it from the track list, reads the preview (nothing written yet), applies the 197 changes as one bulk
 * change, follows the notice to the history and reverts it for all 197 records.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { failureWords } from '../../../dataProvider/errors';
import { applyLabel } from '../../../resources/csvImport';
import { fill, messages } from '../../../resources/messages';
import { apiAs, shot, signedIn } from '../browser';
import { useBrowser } from '../useBrowser';

const base = inject('baseUrl');
const browser = useBrowser();
const m = messages.csvImport;
const GATEWAY_PAGE =
    '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502.</h1></body></html>';

type Track = { id: number; bpm: number | null; key_id: number | null };
/** The tracks by id, a page of 100 at a time (the API's largest page). */
async function tracks(page: Page, ids: number[]): Promise<Track[]> {
    const found: Track[] = [];
    for (let i = 0; i < ids.length; i += 100) {
        const part = ids.slice(i, i + 100);
        const answer = await apiAs(page, base, `catalog/tracks/?id=${part.join(',')}&per_page=100`);
        found.push(...(answer.body.results as Track[]));
    }
    return found.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
}

describe('a CSV import', () => {
    it('imports a 200-row BPM/key file with 3 bad rows: preview, apply as one bulk change, revert from history', async () => {
        const page = await signedIn(browser, base, 'content_ops');
        // Seeded tracks away from the newest (other journeys make and change their own).
        const pageOf = async (n: number) =>
            (await apiAs(page, base, `catalog/tracks/?order_by=id&page=${n}&per_page=100`)).body.results as Track[];
        const seeded = [...(await pageOf(3)), ...(await pageOf(4))];
        const chosen = seeded.slice(0, 197);
        const [badA, badB] = seeded.slice(197);
        expect(chosen).toHaveLength(197);
        const ids = chosen.map(t => t.id);
        const rows = chosen.map((t, i) => `${t.id},${((t.bpm ?? 0) % 200) + 1},${(i % 24) + 1}`);
        rows.splice(50, 0, `${badA.id},fast,3`);
        rows.splice(120, 0, `${badB.id},5000,3`);
        rows.push('999999999,120,3');
        const csv = ['id,BPM,Musical Key', ...rows].join('\r\n');

        await page.goto(`${base}/catalog/tracks`);
        await page.getByRole('button', { name: m.button }).click();
        const dialog = page.getByRole('dialog', { name: fill(m.title, { resource: 'Tracks' }) });
        await dialog.waitFor();
        // A gateway's page answers the first preview: the dialog says so in words, keeps the file, offers Retry.
        await page.route(
            '**/import/preview/',
            route => route.fulfill({ status: 502, contentType: 'text/html', body: GATEWAY_PAGE }),
            {
                times: 1,
            }
        );
        await dialog
            .getByLabel(m.choose)
            .setInputFiles({ name: 'bpm-keys.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
        const failed = dialog.getByRole('alert');
        await failed.getByText(failureWords('gateway', { status: 502 })).waitFor({ timeout: 30_000 });
        await shot(page, 'journey-csvImport-previewFailed');
        await failed.getByRole('button', { name: messages.load.retry }).click();
        const summary = dialog.getByRole('status');
        await expect
            .poll(() => summary.innerText(), { timeout: 30_000 })
            .toContain(fill(m.summary, { change: 197, unchanged: 0, refused: 2, unknown: 1 }));
        // The refused rows say why, on their line; nothing is written yet.
        const table = dialog.getByRole('table');
        await expect(
            table.getByRole('row').filter({ hasText: messages.validation.number }).count()
        ).resolves.toBeGreaterThan(0);
        await expect(
            table.getByText(fill(m.noRecord, { resource: 'track', key: 'id', value: '999999999' })).count()
        ).resolves.toBe(1);
        await shot(page, 'journey-csvImport-preview');
        expect((await tracks(page, ids.slice(0, 5))).map(t => t.bpm)).toEqual(chosen.slice(0, 5).map(t => t.bpm));

        await dialog.getByRole('button', { name: applyLabel(197) }).click();
        await dialog.getByText(fill(m.applied, { count: 197 })).waitFor({ timeout: 30_000 });
        await shot(page, 'journey-csvImport-applied');
        const after = await tracks(page, ids);
        expect(after.find(t => t.id === ids[5])!.bpm).toBe(((chosen[5].bpm ?? 0) % 200) + 1);

        await dialog.getByRole('link', { name: m.openHistory }).click();
        const history = page.getByRole('table', { name: messages.history.tab });
        await history.waitFor();
        await history
            .getByRole('button', { name: fill(messages.history.revertAll, { count: 197 }) })
            .first()
            .click();
        await page.getByRole('dialog').getByRole('button', { name: messages.confirm.proceed }).click();
        await expect
            .poll(async () => (await tracks(page, ids)).map(t => [t.id, t.bpm, t.key_id]).sort(), { timeout: 30_000 })
            .toEqual(chosen.map(t => [t.id, t.bpm, t.key_id]).sort());
        await shot(page, 'journey-csvImport-reverted');
    });
});
