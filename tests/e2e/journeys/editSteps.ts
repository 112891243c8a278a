/** Steps the safe-edit and bulk-change journeys share: what a person does to reach a track. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { answered, apiAs } from '../browser';

/** A new track of the person's own, made through the API so no other test file shares it. */
export async function newTrack(page: Page, base: string, name: string): Promise<Record<string, unknown>> {
    const made = await apiAs(page, base, 'catalog/tracks/', { method: 'POST', json: { name, release_id: 1 } });
    expect(made.status).toBe(201);
    return made.body;
}

/** From wherever the person is: the Tracks entry of the main menu, then the list filtered by title. */
export async function tracksTitled(page: Page, title: string): Promise<void> {
    await page.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem', { name: 'Tracks' }).click();
    await page.waitForURL(/\/catalog\/tracks(\?.*)?$/);
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    // The list takes the filter into its address once typing pauses; a row opened before that is left again.
    await page.waitForURL(url => decodeURIComponent(url.search).includes(title));
    await expect
        .poll(async () => (await page.getByRole('table').getByRole('row').allInnerTexts()).slice(1).join('\n'), {
            timeout: 15_000,
        })
        .toContain(title);
}

/** Opens the track of that (unique) title from the list and waits for its form. */
export async function openTrack(page: Page, title: string): Promise<number> {
    await tracksTitled(page, title);
    // The title shows from the list's copy at once; the record's own read may still be on its way
    // (and would bring a change made meanwhile): opened means that read has arrived. Waited for by
    // name: on a busy machine the read can start later than a quiet network's 150 ms.
    const recordRead = page.waitForResponse(
        r => r.request().method() === 'GET' && /\/v4\/catalog\/tracks\/\d+\/(\?|$)/.test(r.url()),
        { timeout: 15_000 }
    );
    await page.getByRole('table').getByRole('row').filter({ hasText: title }).first().click();
    await page.waitForURL(/\/catalog\/tracks\/\d+$/);
    await expect.poll(() => page.getByRole('textbox', { name: 'Title' }).inputValue(), { timeout: 15_000 }).toBe(title);
    await recordRead;
    await answered(page);
    return Number(new URL(page.url()).pathname.split('/').pop());
}
