/**
 * Journey: a content person types an ISRC with hyphens, as labels write them, on a track; the form
 * says it is valid and what it is saved as; the track keeps it in canonical form; and the track is
 * found by it from the search page (`/search?q=`, the hyphenated and the canonical form alike) and
 * from the app bar's box (issue 40: it was stored with its hyphens and then found by neither).
 */
import { describe, expect, inject, it } from 'vitest';
import { fill, messages } from '../../../resources/messages';
import { apiAs, fillSettled, navigate, shot, signedIn } from '../browser';
import { useBrowser } from '../useBrowser';
import { newTrack, openTrack } from './editSteps';

const base = inject('baseUrl');
const browser = useBrowser();
const v = messages.validation;

describe('journey: an ISRC typed with hyphens finds its track', () => {
    it('content_ops types a hyphenated ISRC, saves, and finds the track by it from /search', async () => {
        const page = await signedIn(browser, base, 'content_ops');
        const title = `Hyphen ISRC ${Date.now().toString(36)}`;
        const { id } = await newTrack(page, base, title);
        await openTrack(page, title);

        // As a label writes it: country, registrant, year, number, with hyphens (unique to this run).
        const number = String(Date.now() % 100_000).padStart(5, '0');
        const typed = `US-HF1-26-${number}`;
        const canonical = `USHF126${number}`;
        const isrc = page.getByRole('textbox', { name: 'ISRC' });
        await fillSettled(isrc, typed);
        await page.getByText(fill(v.savedAs, { valid: v.isrcValid, value: canonical }), { exact: true }).waitFor();
        await shot(page, 'journey-isrcFromSearch-typed');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText(`Track "${title}" saved`).waitFor();
        // The form shows what was stored.
        await expect.poll(() => isrc.inputValue(), { timeout: 15_000 }).toBe(canonical);
        expect((await apiAs(page, base, `catalog/tracks/${id as number}/`)).body.isrc).toBe(canonical);

        // The search page, with the ISRC as it was typed: the track is there, found by its ISRC.
        for (const q of [typed, canonical]) {
            await navigate(page, `/search?${new URLSearchParams({ q })}`);
            const results = page.getByRole('region', { name: fill(messages.search.resultsFor, { q }) });
            await results.waitFor({ timeout: 15_000 });
            const hit = results.getByRole('link').filter({ hasText: title });
            await hit.waitFor({ timeout: 15_000 });
            expect(await hit.innerText()).toContain('ISRC');
            expect(await page.getByText(fill(messages.search.noResults, { q })).count()).toBe(0);
        }
        await shot(page, 'journey-isrcFromSearch-results');
        await page.getByRole('link').filter({ hasText: title }).click();
        await page.waitForURL(new RegExp(`/catalog/tracks/${id as number}$`));

        // And from the dashboard, the app bar's box with the hyphens lands on the track.
        await navigate(page, '/');
        await page.waitForURL(url => url.pathname === '/');
        const box = page.getByRole('combobox', { name: messages.search.boxLabel });
        await box.fill(typed);
        await box.press('Enter');
        await page.waitForURL(new RegExp(`/catalog/tracks/${id as number}$`), { timeout: 15_000 });
        await expect.poll(() => isrc.inputValue(), { timeout: 15_000 }).toBe(canonical);
    });
});
