/**
 * The accessibility gate over a walk of the console generated from what each user is shown: the
 * login page, every menu route, every resource's list, create view and every edit tab, and the
 * 404 page, as staff and as a partner. Fails on any serious or critical axe violation.
 * One page per user walks the console as its links do (no reloads: axe is injected once), and each
 * screen is audited once its requests have ended and nothing on it is still loading or moving.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { messages } from '../../resources/messages';
import { axeFindings, blocking, describeFindings, type Finding } from './axe';
import { LOADING, navigate, networkQuiet, newPage, shot, signedIn } from './browser';
import { useBrowser } from './useBrowser';

const base = inject('baseUrl');
const WALK_TIMEOUT = 240_000;

const browser = useBrowser();

const audited: string[] = [];
const moderate = new Map<string, Set<string>>();

/** Each walked page's wait for its requests to end (see networkQuiet). */
const quietOf = new Map<Page, () => Promise<void>>();

/** Audits the page once it has settled; returns the blocking findings, keeps the others for the log. */
async function audit(page: Page, what: string): Promise<string[]> {
    await (quietOf.get(page)?.() ?? page.waitForLoadState('networkidle'));
    await page.locator(LOADING).first().waitFor({ state: 'detached', timeout: 15_000 });
    const findings: Finding[] = await axeFindings(page);
    audited.push(what);
    // A screen that broke is not audited, it is a failure.
    const broken = await page.getByRole('alert').filter({ hasText: messages.errors.other }).count();
    if (broken) return [`${what}: the screen shows the error page`];
    // Nor is a screen that opens with an error notice (a partner's /…/create once read as a record).
    const notices = await page.locator('.RaNotification-error').allInnerTexts();
    if (notices.length) return notices.map(text => `${what}: a notice says "${text}"`);
    for (const f of findings.filter(f => !blocking([f]).length))
        moderate.set(`${f.impact} ${f.id}`, (moderate.get(`${f.impact} ${f.id}`) ?? new Set()).add(what));
    return blocking(findings).map(f => `${what}: ${describeFindings([f])}`);
}

async function menuPaths(page: Page): Promise<string[]> {
    const menu = page.getByRole('menu', { name: 'Main menu' });
    await menu.waitFor();
    const hrefs = await menu
        .locator('a[href]')
        .evaluateAll(as => as.map(a => new URL((a as HTMLAnchorElement).href).pathname));
    return [...new Set(hrefs)];
}

async function visit(page: Page, path: string) {
    await navigate(page, path);
    await page.waitForURL(url => url.pathname === path);
}

/** Every menu route, then for each resource list: its create view and every tab of its first record. */
async function walk(username: string): Promise<string[]> {
    const page = await signedIn(browser, base, username);
    quietOf.set(page, networkQuiet(page));
    const problems: string[] = [];
    for (const path of await menuPaths(page)) {
        await visit(page, path);
        problems.push(...(await audit(page, `${username} ${path}`)));
        if (!path.startsWith('/catalog/')) continue;
        const firstRow = page.locator('main tbody tr').first();
        await firstRow.waitFor();
        await firstRow.locator('td').nth(1).click();
        await page.waitForURL(url => /\/\d+$/.test(url.pathname));
        await page.getByRole('tab').first().waitFor();
        const tabs = await page.getByRole('tab').count();
        for (let i = 0; i < tabs; i++) {
            await page.getByRole('tab').nth(i).click();
            problems.push(...(await audit(page, `${username} ${new URL(page.url()).pathname}`)));
        }
        await visit(page, `${path}/create`);
        await quietOf.get(page)!();
        if (await page.getByRole('button', { name: 'Save' }).count()) {
            problems.push(...(await audit(page, `${username} ${path}/create`)));
        }
    }
    await visit(page, '/no-such-page');
    problems.push(...(await audit(page, `${username} 404`)));
    return problems;
}

/**
 * The keyboard focus ring's contrast with the colour beside it (WCAG 1.4.11, 2.4.7): the surface
 * just outside the ring where it is drawn outside the control, the control's own where inside; 0
 * when no ring is drawn. Colours are composed over the page's white as the screen shows them.
 */
async function ringContrast(page: Page, target: Locator): Promise<number> {
    // A key first: browsers (and MUI) show the focus ring for keyboard use.
    await page.keyboard.press('Shift');
    await target.focus();
    return target.evaluate(el => {
        type Rgba = [number, number, number, number];
        const parse = (c: string): Rgba => {
            const [r = 0, g = 0, b = 0, a = 1] = (c.match(/[\d.]+/g) ?? []).map(Number);
            return [r, g, b, a];
        };
        const over = (top: Rgba, under: Rgba): Rgba =>
            [0, 1, 2].map(i => top[i]! * top[3] + under[i]! * (1 - top[3])).concat(1) as Rgba;
        const surface = (from: Element | null): Rgba => {
            const layers: Rgba[] = [];
            for (let e = from; e; e = e.parentElement) layers.push(parse(getComputedStyle(e).backgroundColor));
            return layers.reverse().reduce((under, top) => over(top, under), [255, 255, 255, 1] as Rgba);
        };
        const luminance = (c: Rgba) => {
            const [r, g, b] = c
                .slice(0, 3)
                .map(v => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
            return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
        };
        const style = getComputedStyle(el);
        if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0) return 0;
        const beside = parseFloat(style.outlineOffset) > 0 ? surface(el.parentElement) : surface(el);
        const [light, dark] = [luminance(parse(style.outlineColor)), luminance(beside)].sort((a, b) => b - a);
        return (light! + 0.05) / (dark! + 0.05);
    });
}

describe('accessibility (axe-core, WCAG 2 A/AA and best practice)', () => {
    it('the keyboard focus ring stands out at least 3:1 on a menu item, a tab, a button and the app bar', async () => {
        const page = await signedIn(browser, base, 'admin', '/auth?next=%2Fcatalog%2Ftracks%2F1');
        await page.getByRole('button', { name: 'Re-encode' }).waitFor({ timeout: 20_000 });
        const targets = {
            'menu item': page.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem').first(),
            tab: page.getByRole('tab').nth(1),
            button: page.getByRole('button', { name: 'Re-encode' }),
            'app bar button': page.getByRole('button', { name: /^Job centre/ }),
        };
        const low: string[] = [];
        for (const [what, target] of Object.entries(targets)) {
            const ratio = await ringContrast(page, target);
            if (ratio < 3) low.push(`${what}: ${ratio.toFixed(2)}:1`);
            await shot(page, `a11y-focus-ring-${what.replace(/ /g, '-')}`);
        }
        expect(low).toEqual([]);
    });

    it('the login page', async () => {
        const page = await newPage(browser);
        await page.goto(`${base}/auth`);
        await page.getByLabel('Username').waitFor();
        expect(await audit(page, 'anonymous /auth')).toEqual([]);
    });

    it('every screen staff can reach', { timeout: WALK_TIMEOUT }, async () => {
        expect(await walk('admin')).toEqual([]);
    });

    it('every screen a partner can reach', { timeout: WALK_TIMEOUT }, async () => {
        expect(await walk('label')).toEqual([]);
        console.log(
            `axe: ${audited.length} screens audited (${audited.join(', ')})\nmoderate/minor findings left:\n` +
                [...moderate]
                    .map(([k, where]) => `  ${k} on ${where.size} screens: ${[...where].join(', ')}`)
                    .join('\n')
        );
    });
});
