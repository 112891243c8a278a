/**
 * The accessibility gate over a walk of the console generated from what each user is shown: the
 * login page, every menu route, every resource's list, create view and every edit tab, and the
 * 404 page, as staff and as a partner. Fails on any serious or critical axe violation.
 * One page per user walks the console as its links do (no reloads: axe is injected once), and each
 * screen is audited once its requests have ended and nothing on it is still loading or moving.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { messages } from '../../resources/messages';
import { axeFindings, blocking, describeFindings, type Finding } from './axe';
import { LOADING, navigate, networkQuiet, newPage, signedIn } from './browser';
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

describe('accessibility (axe-core, WCAG 2 A/AA and best practice)', () => {
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
