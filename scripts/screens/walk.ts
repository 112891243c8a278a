/**
 * One account's walk: sign in, then every screen its menu leads to, as the account sees it — each
 * menu entry, the tabs on it, its create form, its first record and that record's tabs, and the
 * pages a custom screen links to under its own path (one of each shape).
 */
import type { Browser, Page } from 'playwright-core';
import { login, navigate } from '../../tests/e2e/browser';
import { photograph, settle, SIZES, trackNetwork, type Quiet } from './capture';
import type { AccountGallery, Shot } from './contactSheet';
import { routeShape, screenName, uniqueName } from './names';

/** Sub-pages a custom screen may contribute (the search area links one per type). */
const MAX_SUBPAGES = 20;

interface Walk {
    page: Page;
    base: string;
    dir: string;
    shots: Shot[];
    names: Set<string>;
    /** Routes already photographed (a record's first tab is the record's own route). */
    seen: Set<string>;
    /** Failed API calls and script errors since the last shot. */
    pending: string[];
    quiet: Quiet;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
/** Where the page is, query included: a statement is picked by `?statement=`. */
const routeOf = (url: URL | string) => {
    const u = typeof url === 'string' ? new URL(url) : url;
    return u.pathname + u.search;
};
const CONTENT = '#main-content';

export async function walkAccount(
    browser: Browser,
    base: string,
    account: string,
    dir: string
): Promise<AccountGallery> {
    const started = Date.now();
    const context = await browser.newContext({ viewport: SIZES[0] });
    const page = await context.newPage();
    const walk: Walk = {
        page,
        base,
        dir,
        shots: [],
        names: new Set(),
        seen: new Set(),
        pending: [],
        quiet: trackNetwork(page),
    };
    page.on('dialog', d => void d.dismiss());
    page.on('pageerror', e => walk.pending.push(`script error: ${e.message.split('\n')[0]}`));
    page.on('response', r => {
        if (r.status() >= 400 && new URL(r.url()).pathname.startsWith('/v4/'))
            walk.pending.push(`${r.request().method()} ${new URL(r.url()).pathname} → ${r.status()}`);
    });
    try {
        await login(page, base, account);
        await page.waitForURL(url => !url.pathname.startsWith('/auth'), { timeout: 30_000 });
        await shoot(walk, 'After sign-in');
        for (const entry of await menuEntries(page)) {
            // One screen that misbehaves costs its entry, not the rest of the walk.
            await walkEntry(walk, entry.path, entry.label).catch((e: Error) =>
                walk.shots.push({
                    name: uniqueName(`${screenName(entry.path)}~stopped`, walk.names),
                    route: routeOf(page.url()),
                    title: `${entry.label}: walk stopped`,
                    problems: [e.message.split('\n')[0]],
                })
            );
        }
    } catch (e) {
        walk.shots.push({ name: 'walk-stopped', route: pathOf(page), title: 'Walk stopped', problems: [String(e)] });
    } finally {
        await context.close();
    }
    return { account, widths: SIZES.map(s => s.width), shots: walk.shots, seconds: (Date.now() - started) / 1000 };
}

/** The menu's entries as rendered for this account (none when it has no menu, e.g. before an agreement). */
async function menuEntries(page: Page): Promise<{ path: string; label: string }[]> {
    const menu = page.getByRole('menu', { name: 'Main menu' });
    if (
        !(await menu.waitFor({ timeout: 10_000 }).then(
            () => true,
            () => false
        ))
    )
        return [];
    const links = await menu
        .locator('a[href]')
        .evaluateAll(as =>
            as.map(a => ({ path: new URL((a as HTMLAnchorElement).href).pathname, label: a.textContent?.trim() ?? '' }))
        );
    return links.filter((l, i) => links.findIndex(o => o.path === l.path) === i);
}

async function walkEntry(walk: Walk, path: string, label: string) {
    if (!(await go(walk, path))) return;
    await shoot(walk, label);
    const sublinks = await subLinks(walk.page, path);
    await shootTabs(walk, label);
    for (const link of sublinks.slice(0, MAX_SUBPAGES)) {
        if (walk.seen.has(link.path)) continue;
        if (!(await go(walk, link.path))) continue;
        // A record's link says its id: its title in the app bar says which record it is.
        const what = /^\d*$/.test(link.label) ? await appBarTitle(walk.page) : link.label;
        await shoot(walk, `${label} › ${what || link.path}`);
        await shootTabs(walk, label);
    }
    // A list whose rows open their record on a click (react-admin's rowClick) has no row links.
    // Only on the entry's own screen: a section that sends the user on (search) has its own entries.
    if (!sublinks.some(l => routeShape(l.path) === `${routeShape(path)}/:id`)) {
        await go(walk, path);
        if (pathOf(walk.page) === path && (await openFirstRow(walk.page))) {
            await shoot(walk, `${label} › ${(await appBarTitle(walk.page)) || 'first record'}`);
            await shootTabs(walk, label);
        }
    }
}

/**
 * Links in the screen to pages under `path` (create, a record, a type) or to `path` with a query
 * (a statement), one per route shape, tabs aside.
 */
async function subLinks(page: Page, path: string): Promise<{ path: string; label: string }[]> {
    const links = await page.locator(`${CONTENT} a[href]:not([role=tab])`).evaluateAll(as =>
        as.map(a => ({
            href: (a as HTMLAnchorElement).href,
            label: (a.getAttribute('aria-label') || a.textContent || '').trim(),
        }))
    );
    const here = new URL(page.url());
    const shapes = new Set<string>();
    const found: { path: string; label: string }[] = [];
    for (const link of links) {
        const url = new URL(link.href);
        const under = url.pathname.startsWith(`${path}/`) || (url.pathname === path && url.search !== '');
        if (url.host !== here.host || !under) continue;
        const route = routeOf(url);
        const shape = routeShape(route);
        if (shapes.has(shape)) continue;
        shapes.add(shape);
        found.push({ path: route, label: link.label });
    }
    return found;
}

/** The screen's title in the app bar (react-admin's title portal, an h1), once it is there. */
async function appBarTitle(page: Page): Promise<string> {
    const title = page.locator('header h1').first();
    await page
        .waitForFunction(() => document.querySelector('header h1')?.textContent?.trim(), undefined, {
            timeout: 3_000,
        })
        .catch(() => undefined);
    return ((await title.textContent({ timeout: 1_000 }).catch(() => '')) ?? '').trim();
}

/** What a walk that only looks must never press, should a row hold it. */
const CHANGES =
    /delete|remove|dissociate|refund|resubmit|re-?encode|disable|enable|move|duplicate|upload|save|create|add/i;

/**
 * Opens the first row's record: a click on its first plain cell (react-admin's rowClick), else its
 * first-column button (an inspector's "Inspect delivery 12") unless that button changes anything.
 * True when the page moved (a path, or a query such as `?delivery=12`).
 */
async function openFirstRow(page: Page): Promise<boolean> {
    const row = page.locator(`${CONTENT} tbody tr`).first();
    if (
        !(await row.waitFor({ timeout: 5_000 }).then(
            () => true,
            () => false
        ))
    )
        return false;
    const cells = row.locator('td');
    const before = routeOf(page.url());
    const moved = () =>
        page
            .waitForURL(url => routeOf(url) !== before, { timeout: 3_000 })
            .then(
                () => true,
                () => false
            );
    for (let i = 0; i < (await cells.count()); i++) {
        const cell = cells.nth(i);
        const text = await cell.innerText({ timeout: 2_000 }).catch(() => '');
        if ((await cell.locator('a, button, input').count()) || !text.trim()) continue;
        await cell.click({ timeout: 5_000 }).catch(() => undefined);
        if (await moved()) return true;
        break;
    }
    const button = cells.first().locator('button').first();
    const name = (await button.count())
        ? ((await button.getAttribute('aria-label', { timeout: 2_000 }).catch(() => null)) ??
          (await button.innerText({ timeout: 2_000 }).catch(() => '')))
        : '';
    if (!name || CHANGES.test(name)) return false;
    await button.click({ timeout: 5_000 }).catch(() => undefined);
    return moved();
}

/** Each tab of the screen: a tab with a link by its route, one without by clicking it. */
async function shootTabs(walk: Walk, entry: string) {
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
            const route = routeOf(new URL(tab.href, walk.base));
            if (walk.seen.has(route) || !(await go(walk, route))) continue;
            await shoot(walk, `${entry} › ${tab.label}`);
        } else if (!tab.selected) {
            if (routeOf(page.url()) !== here) await go(walk, here);
            await tabs
                .nth(i)
                .click({ timeout: 5_000 })
                .catch(() => undefined);
            await shoot(walk, `${entry} › ${tab.label}`, tab.label);
        }
    }
}

/**
 * Goes to `path` the way the console's links do. A screen may send the user on (a section to its
 * first type): the walk then photographs where it landed. False when the page stayed where it was.
 */
async function go(walk: Walk, route: string): Promise<boolean> {
    const { page } = walk;
    const before = routeOf(page.url());
    if (before === route) return true;
    await navigate(page, route);
    await page.waitForURL(url => routeOf(url) === route, { timeout: 5_000 }).catch(() => undefined);
    return routeOf(page.url()) !== before;
}

/** Photographs the screen as it is now, at each width, and notes what went wrong on the way. */
async function shoot(walk: Walk, title: string, tab?: string) {
    const { page } = walk;
    const route = routeOf(page.url());
    const problems = await settle(page, walk.quiet);
    const name = uniqueName(screenName(route, tab), walk.names);
    problems.push(...(await photograph(page, walk.dir, name)), ...walk.pending.splice(0));
    walk.seen.add(route);
    walk.shots.push({ name, route, title, problems });
}
