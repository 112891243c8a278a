/**
 * Keyboard use: Tab reaches every control of a list and of an edit page, each with a focus that
 * can be seen; a record opens from its list, and a change is saved, with the keyboard alone; the
 * confirm dialog keeps focus while open and gives it back; asked for less motion, nothing moves.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { messages } from '../../resources/messages';
import { login, signedIn } from './browser';
import { useBrowser } from './useBrowser';

const base = inject('baseUrl');
const MAX_TABS = 200;

const browser = useBrowser();

// Plain text so that the page runs it as written. `shown`: has a box, is not hidden, and is not
// clipped away by an ancestor (a toolbar folded to no height still holds its buttons).
const SHOWN = `el => {
    const box = el.getBoundingClientRect();
    if (!(box.width > 0 && box.height > 0) || getComputedStyle(el).visibility !== 'visible') return false;
    for (let up = el.parentElement; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = up.getBoundingClientRect();
        const width = Math.min(box.right, clip.right) - Math.max(box.left, clip.left);
        const height = Math.min(box.bottom, clip.bottom) - Math.max(box.top, clip.top);
        if (width <= 0 || height <= 0) return false;
    }
    return true;
}`;
const NAME = `el => el.tagName + ' ' + (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || '').trim().slice(0, 40)`;

/** Numbers every control Tab should reach; returns their names. */
const MARK_CONTROLS = `(() => {
    const shown = ${SHOWN};
    const controls = [...document.querySelectorAll('a[href], button, input, select, textarea, [tabindex]')].filter(
        el => el.tabIndex >= 0 && !el.disabled && !el.closest('[aria-hidden="true"], [inert]') && shown(el)
    );
    controls.forEach((el, i) => el.setAttribute('data-kbd', String(i)));
    return controls.map(${NAME});
})()`;

/** What has focus now: its number, its name, and whether a person can see that it has focus. */
const FOCUSED = `(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none' ||
        !!el.closest('.Mui-focusVisible, .Mui-focused');
    return { id: el.getAttribute('data-kbd'), what: (${NAME})(el), visible: (${SHOWN})(el) && el.matches(':focus-visible') && ring };
})()`;

interface Focused {
    id: string | null;
    what: string;
    visible: boolean;
}

/** Tabs once around the page; returns the controls never reached and the stops without a visible focus. */
async function tabAround(page: Page): Promise<{ unreached: string[]; unseen: string[] }> {
    const controls = (await page.evaluate(MARK_CONTROLS)) as string[];
    const reached = new Set<string>();
    const unseen: string[] = [];
    for (let i = 0; i < MAX_TABS && reached.size < controls.length; i++) {
        await page.keyboard.press('Tab');
        const focused = (await page.evaluate(FOCUSED)) as Focused | null;
        if (!focused) continue;
        if (focused.id) reached.add(focused.id);
        // A control that loads its full self on focus (the app bar's search box) is reached as its
        // replacement: the same kind of element under the same name.
        else {
            const stood = controls.findIndex((what, n) => what === focused.what && !reached.has(String(n)));
            if (stood >= 0) reached.add(String(stood));
        }
        if (!focused.visible) unseen.push(focused.what);
    }
    const unreached = controls.filter((_, i) => !reached.has(String(i)));
    return { unreached, unseen };
}

describe('keyboard', () => {
    it('Tab reaches every control of a list and of an edit page, and each shows its focus', async () => {
        const page = await signedIn(browser, base, 'admin', '/auth?next=%2Fcatalog%2Ftracks');
        const firstRecord = page.locator('main tbody tr td a').first();
        await firstRecord.waitFor();
        expect(await tabAround(page)).toEqual({ unreached: [], unseen: [] });

        const href = (await firstRecord.getAttribute('href')) ?? '';
        await page.goto(`${base}${href}`);
        await page.getByRole('textbox', { name: 'Title' }).waitFor();
        await expect.poll(() => page.getByRole('textbox', { name: 'Title' }).inputValue()).not.toBe('');
        expect(await tabAround(page)).toEqual({ unreached: [], unseen: [] });
    });

    it('opens a record from its list and saves a change with the keyboard alone', async () => {
        const page = await signedIn(browser, base, 'admin', '/auth?next=%2Fcatalog%2Fartists');
        const link = page.locator('main tbody tr td a').first();
        await link.waitFor();
        const href = (await link.getAttribute('href')) ?? '';
        await link.focus();
        await page.keyboard.press('Enter');
        await page.waitForURL(url => url.pathname === href);

        const name = page.getByRole('textbox', { name: 'Name' });
        await expect.poll(() => name.inputValue()).not.toBe('');
        for (let i = 0; i < MAX_TABS && !(await name.evaluate(el => el === document.activeElement)); i++)
            await page.keyboard.press('Tab');
        const typed = ` kbd ${Date.now()}`;
        await page.keyboard.press('End');
        await page.keyboard.type(typed);
        const save = page.getByRole('button', { name: 'Save' });
        for (let i = 0; i < MAX_TABS && !(await save.evaluate(el => el === document.activeElement)); i++)
            await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        // Named by its title, whatever the hostile sweep made of it.
        await page.getByText(/^Artist ".*" saved$/s).waitFor();
        await page.reload();
        await expect
            .poll(() => page.getByRole('textbox', { name: 'Name' }).inputValue())
            .toMatch(new RegExp(`${typed}$`));
    });

    it('the confirm dialog traps focus while open and returns it to the button that opened it', async () => {
        const page = await signedIn(browser, base, 'admin', '/auth?next=%2Fcatalog%2Flabels%2F2%2Fcontracts');
        const remove = page.getByRole('table', { name: 'Contracts' }).getByRole('button', { name: 'Delete' }).first();
        await remove.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: messages.confirm.title });
        await dialog.waitFor();
        // §9 "modal transition 200 ms", in the console's theme (the confirm dialogs are inside it).
        expect(await dialog.evaluate(d => getComputedStyle(d.parentElement!).transitionDuration)).toBe('0.2s');
        // Its Cancel in the console's primary (#1f4e79), not MUI's blue: its focus ring is the console's too.
        const cancel = dialog.getByRole('button', { name: messages.confirm.cancel });
        expect(await cancel.evaluate(b => getComputedStyle(b).color)).toBe('rgb(31, 78, 121)');
        const focusInDialog = () => dialog.evaluate(d => d.contains(document.activeElement));
        await expect.poll(focusInDialog).toBe(true);
        for (let i = 0; i < 4; i++) {
            await page.keyboard.press('Tab');
            expect(await focusInDialog()).toBe(true);
        }
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        await expect.poll(() => remove.evaluate(b => b === document.activeElement)).toBe(true);
        expect(await remove.evaluate(b => b.matches(':focus-visible'))).toBe(true);
    });

    it('asked for less motion (prefers-reduced-motion), the confirm dialog is there at once and a press draws no ripple', async () => {
        const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 860 } });
        const page = await context.newPage();
        await login(page, base, 'admin', 'console-demo', '/auth?next=%2Fcatalog%2Flabels%2F2%2Fcontracts');
        await page.getByRole('table', { name: 'Contracts' }).getByRole('button', { name: 'Delete' }).first().click();
        const dialog = page.getByRole('dialog', { name: messages.confirm.title });
        await dialog.waitFor();
        const moving = () =>
            page.evaluate(
                () =>
                    document
                        .getAnimations()
                        .filter(a => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length
            );
        expect(await moving()).toBe(0);
        expect(await page.locator('.MuiTouchRipple-child').count()).toBe(0);
        expect(await dialog.evaluate(d => getComputedStyle(d.parentElement!).transitionDuration)).toBe('0s');
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
    });
});
