/**
 * Journey: reaching the second of two tracks of one title from the app bar's search (issue 40).
 * Both are offered, each with its artists, mix, release, label and id, and the one chosen opens.
 */
import { describe, expect, inject, it } from 'vitest';
import tracks from '../../../resources/catalog/tracks';
import { describe as describeRecord, detailLine } from '../../../resources/describe';
import { messages } from '../../../resources/messages';
import { apiAs, settled, shot, signedIn } from '../browser';
import { useBrowser } from '../useBrowser';

const base = inject('baseUrl');
const browser = useBrowser();

describe('searching for a track that has a namesake', () => {
    it('both are offered with what tells them apart, and the second opens', async () => {
        const page = await signedIn(browser, base, 'content_ops');
        await page.getByText('Welcome', { exact: false }).waitFor({ timeout: 15_000 });
        // Two tracks of one title of the person's own, on two releases.
        const title = `Velvet Twin ${Date.now().toString(36)}`;
        const made = [];
        for (const release_id of [1, 2]) {
            const res = await apiAs(page, base, 'catalog/tracks/', {
                method: 'POST',
                json: { name: title, release_id },
            });
            expect(res.status).toBe(201);
            made.push((await apiAs(page, base, `catalog/tracks/${res.body.id as number}/`)).body);
        }
        const second = made[1];

        const box = page.getByRole('combobox', { name: messages.search.boxLabel });
        await box.click();
        await box.fill(title);
        const options = page.getByRole('option').filter({ hasText: title });
        // The box asks as the person types (debounced); on two busy cores the answer may take a while.
        await expect.poll(() => options.count(), { timeout: 30_000 }).toBe(2);
        await settled(page);
        await shot(page, 'journey-searchNamesake-options');
        const texts = await options.allInnerTexts();
        expect(new Set(texts).size).toBe(2);
        await options.filter({ hasText: detailLine(describeRecord(tracks, second)) }).click();
        await page.waitForURL(new RegExp(`/catalog/tracks/${second.id as number}$`), { timeout: 15_000 });
        await page.getByRole('heading', { level: 1 }).filter({ hasText: title }).first().waitFor();
    });
});
