/**
 * Journey: view as (issue 30). An admin views the console as the label partner: the menu and the
 * track count equal the label's own sign-in, their records show read-only with the banner saying
 * why, the audit list shows the session, and one click goes back. A non-admin has no "View as".
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { messages } from '../../../resources/messages';
import { navigate, shot, signedIn } from '../browser';
import { useBrowser } from '../useBrowser';

const base = inject('baseUrl');
const browser = useBrowser();
const m = messages.viewAs;

const menuItems = async (page: Page) => {
    const menu = page.getByRole('menu', { name: 'Main menu' });
    await menu.waitFor();
    return (await menu.getByRole('menuitem').allInnerTexts()).map(t => t.trim()).filter(Boolean);
};

/** The tracks list's total, as its pagination says it ("1-25 of 1,234"). */
async function trackTotal(page: Page): Promise<string> {
    await navigate(page, '/catalog/tracks');
    const range = page.getByText(/\d+-\d+ of [\d,]+/).first();
    await range.waitFor({ timeout: 20_000 });
    return (await range.innerText()).replace(/^.* of /, '');
}

describe('view as another user', () => {
    it('admin views as the label partner: their menu and tracks, read-only, in the audit list', async () => {
        const label = await signedIn(browser, base, 'label');
        const labelMenu = await menuItems(label);
        const labelTracks = await trackTotal(label);
        await label.close();

        const page = await signedIn(browser, base, 'admin');
        // The user menu is the button named for the signed-in person.
        await page.getByRole('button', { name: 'Admin Demo' }).click();
        await page.getByRole('menuitem', { name: m.action }).click();
        await page.waitForURL(/\/view-as$/);
        const picker = page.getByRole('combobox', { name: m.pick });
        await picker.click();
        await picker.fill('label:');
        // Found by content, not by the label's seeded name (the hostile-text sweep renames labels).
        await page.getByRole('option', { name: /^label: [\s\S]*\(label\)$/ }).click();
        await page.getByRole('button', { name: m.start }).click();
        const banner = page.getByRole('status').filter({ hasText: m.back });
        await banner.waitFor({ timeout: 20_000 });
        expect(await banner.innerText()).toMatch(/label: /);
        await shot(page, 'journey-viewAs-banner');

        expect(await menuItems(page)).toEqual(labelMenu);
        expect(await trackTotal(page)).toBe(labelTracks);

        // Their records show read-only, and the banner says why: nothing to type, no Save.
        await page.getByRole('table').getByRole('row').nth(1).click();
        await page.waitForURL(/\/catalog\/tracks\/\d+$/);
        await page.getByText('Title', { exact: true }).first().waitFor({ timeout: 15_000 });
        await banner.getByText(m.readOnlyWhy).waitFor();
        expect(await page.getByRole('textbox', { name: 'Title' }).count()).toBe(0);
        expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
        await shot(page, 'journey-viewAs-read-only');

        // One click back; the audit list names the session.
        await banner.getByRole('button', { name: m.back }).click();
        await page.waitForURL(/\/view-as$/);
        const sessions = page.getByRole('table', { name: m.sessions });
        await expect.poll(() => sessions.innerText(), { timeout: 15_000 }).toMatch(/admin\s+label: [\s\S]*\(label\)/);
        await expect(page.getByRole('status').filter({ hasText: m.back }).count()).resolves.toBe(0);
    });

    it('a non-admin has no "View as"', async () => {
        const page = await signedIn(browser, base, 'content_ops');
        await page.getByRole('button', { name: 'Content ops Demo' }).click();
        await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
        expect(await page.getByRole('menuitem', { name: m.action }).count()).toBe(0);
    });
});
