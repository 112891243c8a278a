/**
 * One account's walk for the §7-only check (issue 29 item 6): sign in through /auth, then every
 * screen the account's menu leads to — each menu entry and its tabs, the pages it links to under its
 * own path (create, a record, a statement) one per route shape, and the first record of a list
 * with each of its tabs. Each screen is read once it has settled; what it shows or asked for on the
 * way is judged: a "Not found." text, an error page, a script or console error, an API call
 * answered 4xx/5xx or not answered.
 * Read-only: it presses links, tabs and a row's cell, nothing that changes a record.
 */
import type { Browser, ConsoleMessage, Page, Request, Response } from 'playwright-core';
import { messages } from '../../resources/messages';
import { api } from '../../resources/messages/api';
import { LOADING, login, navigate, newPage } from './browser';

export interface AccountWalk {
    account: string;
    /** The routes read, in order (a tab without a route of its own as `route › tab`). */
    screens: string[];
    /** `account route: what went wrong`, one line each. */
    problems: string[];
}

const CONTENT = '#main-content';
const ERROR_PAGES = [messages.errors.other, messages.errors[403], messages.errors[404], messages.errors[500]];
/** What a walk that only looks must never press, should a row's first button be one. */
const CHANGES =
    /delete|remove|dissociate|refund|resubmit|re-?encode|disable|enable|move|duplicate|upload|save|create|add/i;

/** Where the page is, query included (a statement is picked by `?statement=`). */
const routeOf = (url: URL | string) => {
    const u = typeof url === 'string' ? new URL(url) : url;
    return u.pathname + u.search;
};

/** Ids as `:id`, the query by its keys: two links of one shape lead to one screen for two records. */
export function routeShape(route: string): string {
    const [pathname, search = ''] = route.split('?');
    const path = pathname.replace(/\/(\d+|[0-9a-f-]{16,})(?=\/|$)/gi, '/:id');
    const keys = [...new URLSearchParams(search).keys()].sort();
    return keys.length ? `${path}?${keys.join('&')}` : path;
}

interface Walk {
    page: Page;
    account: string;
    screens: string[];
    problems: string[];
    /** Routes read already (a record's first tab is the record's own route). */
    seen: Set<string>;
    /** What went wrong since the last screen was read: it belongs to that screen. */
    pending: string[];
    quiet: Quiet;
    /** Screens read by any account so far, by shape, when accounts share the work (see WalkOptions). */
    shared?: Set<string>;
    expected: RegExp[];
}

export interface WalkOptions {
    /** Given: a screen another account has read already (by route shape) is not read again. */
    shared?: Set<string>;
    /** Failed calls that are part of the design (`GET /v4/capabilities/ → 404` on a §7-only server). */
    expected?: RegExp[];
}

/** Not read yet by this account, nor (when they share) by another. */
const fresh = (walk: Walk, route: string) => !walk.seen.has(route) && !walk.shared?.has(routeShape(route));

/** Quiet time after the last request (react-admin's queries start within a tick of a render). */
const QUIET_MS = 200;
/** A request open this long is a stream or a long poll, not a screen's data. */
const LONG_MS = 5_000;

type Quiet = () => Promise<boolean>;
/**
 * Resolves true once no request has started or ended for QUIET_MS (long ones aside), false
 * after 15 s. Playwright's networkidle is a load state: after pushState navigations it waits for nothing.
 */
function trackNetwork(page: Page): Quiet {
    const inFlight = new Map<object, number>();
    let changed = Date.now();
    page.on('request', r => (inFlight.set(r, Date.now()), (changed = Date.now())));
    const done = (r: object) => inFlight.delete(r) && (changed = Date.now());
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    return async () => {
        const until = Date.now() + 15_000;
        for (;;) {
            const now = Date.now();
            const busy = [...inFlight.values()].some(started => now - started < LONG_MS);
            if (!busy && now - changed >= QUIET_MS) return true;
            if (now > until) return false;
            await new Promise(r => setTimeout(r, 50));
        }
    };
}

export async function walkAccount(
    browser: Browser,
    base: string,
    account: string,
    { shared, expected = [] }: WalkOptions = {}
): Promise<AccountWalk> {
    const page = await newPage(browser);
    const walk: Walk = {
        page,
        account,
        screens: [],
        problems: [],
        seen: new Set(),
        pending: [],
        quiet: trackNetwork(page),
        shared,
        expected,
    };
    listen(walk, base);
    try {
        await login(page, base, account);
        await page.waitForURL(url => !url.pathname.startsWith('/auth'), { timeout: 30_000 });
        await read(walk, routeOf(page.url()));
        for (const path of await menuPaths(page)) {
            // One screen that misbehaves costs its entry, not the rest of the walk.
            await walkEntry(walk, path).catch((e: Error) =>
                walk.problems.push(`${account} ${path}: walk stopped: ${e.message.split('\n')[0]}`)
            );
        }
    } catch (e) {
        walk.problems.push(`${account}: walk stopped: ${(e as Error).message.split('\n')[0]}`);
    } finally {
        await page.context().close();
    }
    return { account, screens: walk.screens, problems: walk.problems };
}

/** Records what goes wrong while the page is open: script and console errors, failed API calls. */
function listen(walk: Walk, base: string) {
    const { page, pending } = walk;
    const ours = (url: string) => url.startsWith(`${base}/v4/`);
    const call = (r: Request) => `${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`;
    page.on('dialog', d => void d.dismiss());
    page.on('pageerror', e => pending.push(`script error: ${e.message.split('\n')[0]}`));
    page.on('console', (m: ConsoleMessage) => {
        // A failed load is told by the response listener, with its call.
        if (m.type() === 'error' && !m.text().startsWith('Failed to load resource'))
            pending.push(`console error: ${m.text().split('\n')[0].slice(0, 200)}`);
    });
    page.on('response', (r: Response) => {
        const failed = `${call(r.request())} → ${r.status()}`;
        if (r.status() >= 400 && ours(r.url()) && !walk.expected.some(e => e.test(failed))) pending.push(failed);
    });
    page.on('requestfailed', r => {
        // A query dropped as its screen unmounts is aborted on purpose.
        if (ours(r.url()) && !/ERR_ABORTED/.test(r.failure()?.errorText ?? ''))
            pending.push(`${call(r)} failed: ${r.failure()?.errorText}`);
    });
}

/** The menu's routes as rendered for this account (none where it has no menu, e.g. before an agreement). */
async function menuPaths(page: Page): Promise<string[]> {
    const menu = page.getByRole('menu', { name: 'Main menu' });
    const shown = await menu.waitFor({ timeout: 10_000 }).then(
        () => true,
        () => false
    );
    if (!shown) return [];
    const hrefs = await menu
        .locator('a[href]')
        .evaluateAll(as => as.map(a => new URL((a as HTMLAnchorElement).href).pathname));
    return [...new Set(hrefs)];
}

async function walkEntry(walk: Walk, path: string) {
    if (!fresh(walk, path) || !(await go(walk, path))) return;
    await read(walk, path);
    const links = await subLinks(walk.page, path);
    await readTabs(walk);
    for (const link of links) {
        if (!fresh(walk, link) || !(await go(walk, link))) continue;
        await read(walk, link);
        await readTabs(walk);
    }
    // A list whose rows open their record on a click (react-admin's rowClick) has no row links.
    if (!links.some(l => routeShape(l) === `${routeShape(path)}/:id`)) {
        if (await go(walk, path)) await settle(walk);
        if (new URL(walk.page.url()).pathname === path && (await openFirstRow(walk.page))) {
            const route = routeOf(walk.page.url());
            if (fresh(walk, route)) {
                await read(walk, route);
                await readTabs(walk);
            }
        }
    }
}

/** Links in the screen to pages under `path` (create, a record) or to `path` with a query, one per shape. */
async function subLinks(page: Page, path: string): Promise<string[]> {
    const hrefs = await page
        .locator(`${CONTENT} a[href]:not([role=tab])`)
        .evaluateAll(as => as.map(a => (a as HTMLAnchorElement).href));
    const host = new URL(page.url()).host;
    const shapes = new Set<string>();
    const found: string[] = [];
    for (const href of hrefs) {
        const url = new URL(href);
        const under = url.pathname.startsWith(`${path}/`) || (url.pathname === path && url.search !== '');
        if (url.host !== host || !under || shapes.has(routeShape(routeOf(url)))) continue;
        shapes.add(routeShape(routeOf(url)));
        found.push(routeOf(url));
    }
    return found;
}

/**
 * Opens the first row's record: a click on its first plain cell (rowClick), else its first-column
 * button (an inspector's "Inspect delivery 12") unless that button changes anything.
 */
async function openFirstRow(page: Page): Promise<boolean> {
    // The screen has settled: a list without a row now has none.
    const row = page.locator(`${CONTENT} tbody tr`).first();
    if (!(await row.count())) return false;
    const cells = row.locator('td');
    const before = routeOf(page.url());
    const moved = () =>
        page
            .waitForURL(url => routeOf(url) !== before, { timeout: 1_500 })
            .then(
                () => true,
                () => false
            );
    const count = await cells.count();
    for (let i = 0; i < count; i++) {
        const cell = cells.nth(i);
        const text = await cell.innerText({ timeout: 2_000 }).catch(() => '');
        if ((await cell.locator('a, button, input').count()) || !text.trim()) continue;
        await cell.click({ timeout: 5_000 }).catch(() => undefined);
        if (await moved()) return true;
        break;
    }
    const button = cells.first().locator('button').first();
    if (!(await button.count())) return false;
    const name =
        (await button.getAttribute('aria-label', { timeout: 2_000 }).catch(() => null)) ??
        (await button.innerText({ timeout: 2_000 }).catch(() => ''));
    if (!name || CHANGES.test(name)) return false;
    await button.click({ timeout: 5_000 }).catch(() => undefined);
    return moved();
}

/** Each tab of the screen: one with a route by going there, one without by clicking it. */
async function readTabs(walk: Walk) {
    const { page } = walk;
    const tabs = page.locator(`${CONTENT} [role=tab]`);
    const all = await tabs.evaluateAll(ts =>
        ts.map(t => ({
            href: t.getAttribute('href'),
            label: (t.textContent ?? '').trim(),
            selected: t.getAttribute('aria-selected') === 'true',
            disabled: t.hasAttribute('disabled') || t.getAttribute('aria-disabled') === 'true',
        }))
    );
    const here = routeOf(page.url());
    for (const [i, tab] of all.entries()) {
        if (tab.disabled) continue;
        if (tab.href) {
            const route = routeOf(new URL(tab.href, page.url()));
            if (!fresh(walk, route) || !(await go(walk, route))) continue;
            await read(walk, route);
        } else if (!tab.selected && fresh(walk, `${here} › ${tab.label}`)) {
            if (routeOf(page.url()) !== here) await go(walk, here);
            await tabs
                .nth(i)
                .click({ timeout: 5_000 })
                .catch(() => undefined);
            await read(walk, `${here} › ${tab.label}`);
        }
    }
}

/** Goes to `route` as the console's links do; false when the page stayed where it was. */
async function go(walk: Walk, route: string): Promise<boolean> {
    const { page } = walk;
    const before = routeOf(page.url());
    if (before === route) return true;
    await navigate(page, route);
    await page.waitForURL(url => routeOf(url) === route, { timeout: 5_000 }).catch(() => undefined);
    return routeOf(page.url()) !== before;
}

/** Waits until the screen's requests have ended and nothing on it is loading; says what did not. */
async function settle(walk: Walk): Promise<string[]> {
    const { page } = walk;
    const problems: string[] = [];
    if (!(await walk.quiet())) problems.push('requests still starting after 15 s');
    // What the last answers bring renders before the next frame's timer.
    await page.evaluate(() => new Promise(r => requestAnimationFrame(() => setTimeout(r))));
    await page
        .locator(LOADING)
        .first()
        .waitFor({ state: 'detached', timeout: 10_000 })
        .catch(() => problems.push('still loading after 10 s'));
    return problems;
}

/** Reads the screen once it has settled and notes what is wrong with it. */
async function read(walk: Walk, what: string) {
    const { page } = walk;
    const problems = await settle(walk);
    // Rows that arrive after the spinner may load what they show.
    problems.push(...(await settle(walk)));
    const text = await page
        .locator('body')
        .innerText()
        .catch(() => '');
    if (text.includes(api.notFound)) problems.push(`shows "${api.notFound}"`);
    for (const error of ERROR_PAGES) if (text.includes(error)) problems.push(`error page: "${error}"`);
    problems.push(...walk.pending.splice(0));
    walk.seen.add(what);
    walk.shared?.add(routeShape(what));
    walk.screens.push(what);
    walk.problems.push(...[...new Set(problems)].map(p => `${walk.account} ${what}: ${p}`));
}
