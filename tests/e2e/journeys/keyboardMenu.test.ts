/**
 * Journey: the keyboard alone. From the dashboard, Tab walks into the sidebar menu (one stop),
 * the arrow keys move within it, Enter opens a list; section headings stay readable, with their
 * own background, when the menu scrolls under them.
 */
import { describe, expect, inject, it } from 'vitest';
import { apiAs, shot, signedIn } from '../browser';
import { useBrowser } from '../useBrowser';

const base = inject('baseUrl');

const browser = useBrowser();

const focusedText = (page: import('playwright-core').Page) =>
    page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim() ?? '');

describe('the menu with the keyboard alone', () => {
    it('support tabs into the menu, arrows down to Orders and opens the list', async () => {
        const page = await signedIn(browser, base, 'support');
        const menu = page.getByRole('menu', { name: 'Main menu' });
        await menu.getByRole('menuitem').first().waitFor({ timeout: 15_000 });

        // Tab from the top of the page until the focus is inside the menu.
        let inMenu = false;
        for (let i = 0; i < 15 && !inMenu; i++) {
            await page.keyboard.press('Tab');
            inMenu = await menu.evaluate(m => m.contains(document.activeElement));
        }
        expect(inMenu).toBe(true);
        expect(await focusedText(page)).toBe('Dashboard');
        for (let i = 0; i < 30 && (await focusedText(page)) !== 'Orders'; i++) await page.keyboard.press('ArrowDown');
        expect(await focusedText(page)).toBe('Orders');
        await shot(page, 'journey-keyboardMenu-orders-focused');
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/support\/orders$/);
        await page.getByRole('table').getByRole('row').nth(1).waitFor({ timeout: 15_000 });
        // The list shows the orders the API holds for support.
        const first = (await apiAs(page, base, 'support/orders/?per_page=1')).body.results[0];
        expect(first).toBeDefined();

        // One Tab stop: Tab from inside the menu leaves it.
        await menu.getByRole('menuitem', { name: 'Orders' }).focus();
        await page.keyboard.press('Tab');
        expect(await menu.evaluate(m => m.contains(document.activeElement))).toBe(false);
    });

    it('a section heading hides the entries that scroll under it', async () => {
        const page = await signedIn(browser, base, 'admin');
        const heading = page.getByRole('menu', { name: 'Main menu' }).getByText('Catalog', { exact: true });
        await heading.waitFor({ timeout: 15_000 });
        const background = await heading.evaluate(h => getComputedStyle(h).backgroundColor);
        expect(background).not.toBe('rgba(0, 0, 0, 0)');
        expect(background).not.toBe('transparent');
    });
});
