/**
 * Journey: linking the right artist to a chart (issue 40). Several artists share a name; the
 * curator's chart picker shows each with what tells it apart (its tracks, labels and id), the one
 * chosen is said under the input, and the chart's History then names that artist the same way.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { describe as describeRecord, detailLine } from '../../../resources/describe';
import artists from '../../../resources/catalog/artists';
import { messages } from '../../../resources/messages';
import { answered, apiAs, saveAndLand, settled, shot, signedIn } from '../browser';
import { useBrowser } from '../useBrowser';

const base = inject('baseUrl');
const browser = useBrowser();

type Artist = Record<string, unknown> & { id: number; name: string };

/** Artists sharing a name, as the API lists them: the seed's, or two made here when it has none. */
async function namesakes(page: Page): Promise<Artist[]> {
    const byName = new Map<string, Artist[]>();
    for (let n = 1; n <= 6; n++) {
        const { results } = (await apiAs(page, base, `catalog/artists/?per_page=100&page=${n}&order_by=id`)).body;
        for (const a of results as Artist[]) byName.set(a.name, [...(byName.get(a.name) ?? []), a]);
        if (results.length < 100) break;
    }
    const seeded = [...byName.values()].find(same => same.length >= 3);
    if (seeded) return seeded;
    const name = `Namesake ${Date.now().toString(36)}`;
    const made: Artist[] = [];
    for (const bio of ['One', 'Two'])
        made.push(
            (await apiAs(page, base, 'catalog/artists/', { method: 'POST', json: { name, bio } }))
                .body as unknown as Artist
        );
    return made;
}

describe('linking the right artist to a chart', () => {
    it('of several artists of one name, the curator picks the one meant and reads it back in History', async () => {
        const page = await signedIn(browser, base, 'curation');
        const same = await namesakes(page);
        const meant = same[same.length - 1];
        const { name } = meant;
        const title = `Namesake Chart ${Date.now().toString(36)}`;
        const made = await apiAs(page, base, 'catalog/charts/', { method: 'POST', json: { title } });
        expect(made.status).toBe(201);
        const chartId = made.body.id as number;

        await page.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem', { name: 'Charts' }).click();
        await page.getByRole('textbox', { name: 'Title' }).fill(title);
        await page.getByRole('table').getByRole('row').filter({ hasText: title }).click();
        await page.waitForURL(new RegExp(`/catalog/charts/${chartId}$`));
        await answered(page);
        const picker = page.getByRole('combobox', { name: 'Associated Artist' });
        await picker.fill(name);
        const options = page.getByRole('option').filter({ hasText: name });
        await expect.poll(() => options.count(), { timeout: 15_000 }).toBe(same.length);
        await settled(page);
        await shot(page, 'journey-namesakeArtist-options');
        // Each option its own: no two read alike.
        const texts = await options.allInnerTexts();
        expect(new Set(texts).size).toBe(same.length);
        const line = detailLine(describeRecord(artists, meant));
        await options.filter({ hasText: line }).click();
        // Under the input, which of them was chosen.
        await page.getByText(line, { exact: true }).waitFor();
        await saveAndLand(page, new RegExp(`/catalog/charts/${chartId}$`));
        await expect
            .poll(async () => (await apiAs(page, base, `catalog/charts/${chartId}/`)).body.artist_id)
            .toBe(meant.id);

        await page.getByRole('tab', { name: messages.history.tab }).click();
        const entry = page.getByRole('table', { name: messages.history.tab }).getByRole('row').nth(1);
        // The artist linked, by its description: name, what tells it apart, id.
        await expect
            .poll(() => entry.innerText(), { timeout: 15_000 })
            .toContain(`Associated Artist: (empty) → ${name} (${line})`);
        await shot(page, 'journey-namesakeArtist-history');
    });
});
