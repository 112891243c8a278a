/** Browser tests: two people editing one track, and the History tab that shows who changed what. */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { messages } from '../../resources/messages';
import { shot, signedIn } from './browser';
import { useBrowser } from './useBrowser';

const base = inject('baseUrl');
const m = messages.conflict;

const browser = useBrowser();

/** Two signed-in sessions (separate contexts, as two people) with the same track open. */
async function bothOpen(id: number): Promise<[Page, Page]> {
    const pages = await Promise.all(
        ['admin', 'content_ops'].map(user => signedIn(browser, base, user, `/auth?next=%2Fcatalog%2Ftracks%2F${id}`))
    );
    for (const page of pages) {
        await page.waitForURL(new RegExp(`/catalog/tracks/${id}$`));
        const title = page.getByRole('textbox', { name: 'Title' });
        await expect.poll(() => title.inputValue(), { timeout: 15_000 }).not.toBe('');
    }
    return pages as [Page, Page];
}

async function saveTitle(page: Page, name: string) {
    await page.getByRole('textbox', { name: 'Title' }).fill(name);
    await page.getByRole('button', { name: 'Save' }).click();
}

describe('edit conflicts', () => {
    it('the second save shows the conflict; Overwrite saves it after a confirm', async () => {
        const [first, second] = await bothOpen(31);
        await saveTitle(first, 'First Person Title');
        await first.getByText('Track "First Person Title" saved').waitFor();

        await second.getByRole('textbox', { name: 'Mix Name' }).fill('Second Person Mix');
        await saveTitle(second, 'Second Person Title');
        const dialog = second.getByRole('dialog', { name: m.title });
        await dialog.waitFor();
        await expect
            .poll(() => dialog.getByRole('list', { name: m.theirs }).innerText())
            .toContain('→ First Person Title');
        await shot(second, 'edit-conflict');
        await dialog.getByRole('button', { name: m.overwrite }).click();
        const ask = second.getByRole('dialog', { name: m.overwrite });
        await ask.getByRole('button', { name: messages.confirm.proceed }).click();
        await second.getByText('Track "Second Person Title" saved').waitFor();

        await first.reload();
        await expect
            .poll(() => first.getByRole('textbox', { name: 'Title' }).inputValue(), { timeout: 15_000 })
            .toBe('Second Person Title');
        expect(await first.getByRole('textbox', { name: 'Mix Name' }).inputValue()).toBe('Second Person Mix');
    });

    it('Reload takes the record as it is now, dropping the stale input', async () => {
        const [first, second] = await bothOpen(32);
        await saveTitle(first, 'Kept Title');
        await first.getByText('Track "Kept Title" saved').waitFor();

        await saveTitle(second, 'Stale Title');
        const dialog = second.getByRole('dialog', { name: m.title });
        await dialog.getByRole('button', { name: m.reload }).click();
        await expect
            .poll(() => second.getByRole('textbox', { name: 'Title' }).inputValue(), { timeout: 15_000 })
            .toBe('Kept Title');
        expect(await dialog.count()).toBe(0);
    });
});

describe('record history', () => {
    it('the History tab shows a title change with who, when, before and after', async () => {
        const page = await signedIn(browser, base, 'admin', '/auth?next=%2Fcatalog%2Ftracks%2F33');
        await page.waitForURL(/\/catalog\/tracks\/33$/);
        const title = page.getByRole('textbox', { name: 'Title' });
        await expect.poll(() => title.inputValue(), { timeout: 15_000 }).not.toBe('');
        const before = await title.inputValue();
        await saveTitle(page, 'Title With History');
        await page.getByText('Track "Title With History" saved').waitFor();

        await page.getByRole('tab', { name: messages.history.tab }).click();
        await page.waitForURL(/\/catalog\/tracks\/33\/history$/);
        const entry = page.getByRole('table', { name: messages.history.tab }).getByRole('row').nth(1);
        await entry.waitFor();
        const text = await entry.innerText();
        expect(text).toContain('admin');
        expect(text).toContain(`Title: ${before} → Title With History`);
        expect(text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} M[SD]T/);
        await shot(page, 'record-history');

        await page.reload();
        await page.getByRole('table', { name: messages.history.tab }).waitFor({ timeout: 15_000 });
    });
});
