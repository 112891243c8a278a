/**
 * Journey: finding a record. Staff type an ISRC into the app bar's box the moment the dashboard
 * shows, and land on the track; they find a track by a word of its name; a code that matches
 * nothing says so. A label partner who opens another label's track by its link sees the 404 page
 * at that link.
 */
import { describe, expect, inject, it } from 'vitest';
import { fill, messages } from '../../../resources/messages';
import { apiAs, shot, signedIn } from '../browser';
import { useBrowser } from '../useBrowser';

const base = inject('baseUrl');

const browser = useBrowser();

const BOX = { name: messages.search.boxLabel };

describe('finding a record', () => {
    it('by an ISRC typed at once into the app bar box, by a word of its name, and an unknown code says so', async () => {
        const page = await signedIn(browser, base, 'content_ops');
        await page.getByText('Welcome', { exact: false }).waitFor({ timeout: 15_000 });
        // A seeded track's ISRC (other files' tracks may have none, or share a written-out one).
        const seeded = /^US[A-Z]\d{9}$/;
        const tracks = (await apiAs(page, base, 'catalog/tracks/?per_page=50&order_by=-id&isrc=US')).body.results;
        const track = tracks.find(t => seeded.test(String(t.isrc)))!;
        const isrc = track.isrc as string;

        // At once, at full speed, while the box's own code is still loading.
        const box = page.getByRole('combobox', BOX);
        await box.focus();
        await page.keyboard.type(isrc);
        await expect.poll(() => box.inputValue()).toBe(isrc);
        await page.keyboard.press('Enter');
        await page.waitForURL(new RegExp(`/catalog/tracks/${track.id as number}$`), { timeout: 15_000 });
        await page
            .getByRole('heading', { level: 1 })
            .filter({ hasText: String(track.name) })
            .first()
            .waitFor({ timeout: 15_000 });
        await shot(page, 'journey-findRecord-by-isrc');

        // All of the track's tabs in sight at 1280 px (none behind a scroll arrow), each a deep link.
        const tabs = page.getByRole('tab');
        expect(await tabs.count()).toBeGreaterThanOrEqual(10);
        for (const tab of await tabs.all()) {
            const inSight = await tab.evaluate(el => {
                const r = el.getBoundingClientRect();
                const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
                return r.left >= 0 && r.right <= window.innerWidth && !!hit && el.contains(hit);
            });
            expect(inSight, await tab.innerText()).toBe(true);
        }
        await page.getByRole('tab', { name: messages.history.tab }).click();
        await page.waitForURL(new RegExp(`/catalog/tracks/${track.id as number}/history$`));
        await page.reload();
        await expect
            .poll(() => page.getByRole('tab', { name: messages.history.tab }).getAttribute('aria-selected'), {
                timeout: 15_000,
            })
            .toBe('true');
        await shot(page, 'journey-findRecord-track-tabs');

        // A code nobody has: the screen says so, and nothing moves.
        const unknown = 'ZZX991234567';
        expect((await apiAs(page, base, `search/autocomplete/?q=${unknown}`)).body.results).toEqual([]);
        await box.fill(unknown);
        await box.press('Enter');
        await page
            .getByText(fill(messages.search.noRecord, { identifier: 'ISRC', value: unknown }))
            .waitFor({ timeout: 15_000 });
        await shot(page, 'journey-findRecord-unknown-code');
        expect(page.url()).toMatch(new RegExp(`/catalog/tracks/${track.id as number}/history$`));

        // By a word of a name: the suggestion opens the record it names.
        await box.fill('oresund');
        const option = page.getByRole('option').first();
        await option.waitFor({ timeout: 15_000 });
        const chosen = (await option.innerText()).trim();
        await box.press('ArrowDown');
        await box.press('Enter');
        await page.waitForURL(/\/catalog\/[a-z-]+\/\d+$/);
        const path = new URL(page.url()).pathname;
        const record = (await apiAs(page, base, `${path.slice(1)}/`)).body;
        expect(chosen).toContain(String(record.name));
    });

    it("a label partner opening another label's track by its link sees the 404 page at that link", async () => {
        const page = await signedIn(browser, base, 'label');
        await page.getByText('Welcome', { exact: false }).waitFor({ timeout: 15_000 });
        const admin = await signedIn(browser, base, 'admin');
        const theirs = (await apiAs(admin, base, 'catalog/tracks/?per_page=100')).body.results.find(
            t => t.label_id !== 1 && /^US[A-Z]\d{9}$/.test(String(t.isrc))
        )!;
        await admin.close();
        const url = `${base}/catalog/tracks/${theirs.id as number}`;
        await page.goto(url);
        await page.getByRole('alert').getByText(messages.errors[404]).waitFor({ timeout: 15_000 });
        await shot(page, 'journey-findRecord-partner-404');
        expect(page.url()).toBe(url);
        expect(await page.getByText('Element does not exist').count()).toBe(0);
        // The server refuses it too.
        expect((await apiAs(page, base, `catalog/tracks/${theirs.id as number}/`)).status).toBe(404);
        // Its ISRC in the app bar box: not in the label's catalogue, which is not "no such track" (walk S14).
        const box = page.getByRole('combobox', BOX);
        await box.fill(String(theirs.isrc));
        await box.press('Enter');
        await page
            .getByText(fill(messages.search.noRecordPartner, { identifier: 'ISRC', value: String(theirs.isrc) }))
            .waitFor({ timeout: 15_000 });
    });
});
