/**
 * `npm run bench:bundle` (after `vite build`): per top-level route, the gzip size of the JS a
 * browser loads to render it, measured by loading the route in Chromium against the built console.
 * The budget counts the scripts requested until the route's screen is on screen; scripts requested
 * after that (prefetches for the next step, such as the edit view's code once a list shows) are
 * printed beside it, not counted: they are not what the route needs to render.
 * Also lists the on-demand chunks of the generic views and each resource's custom parts.
 * Exits non-zero when a route is over its budget, so that a regression fails the day it lands.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch, login } from '../tests/e2e/browser';
import { startProcess, stopProcess } from '../tests/support/process';

/** Gzip budgets in KB: the login, the app shell with a first list, any edit view. */
const BUDGET = { login: 165, firstList: 350, edit: 370 };
const overBudget: string[] = [];

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const database = join(mkdtempSync(join(tmpdir(), 'bench-bundle-')), 'store.sqlite');
const server = await startProcess(
    process.execPath,
    ['--import', 'tsx', 'server/main.ts', '--serve-console'],
    { DATABASE: database, SEED_TRACKS: '300' },
    '/auth'
);
const browser = await launch();
try {
    const signIn = await browser.newContext();
    const first = await signIn.newPage();
    await login(first, server.base, 'admin');
    await first.waitForURL(url => url.pathname === '/');
    const storageState = await signIn.storageState();
    await signIn.close();

    // Each route is measured once what it shows is on screen (a list's rows, an editor's form):
    // the network going quiet alone can come between the views' code and the schema they load.
    const routes: [string, string, boolean, string, number | null][] = [
        ['/auth', 'login', false, 'form', BUDGET.login],
        ['/', 'dashboard (app shell + menu)', true, '#main-content h1, #main-content h2', null],
        ['/catalog/tracks', 'app shell + menu + first list', true, '#main-content tbody tr', BUDGET.firstList],
        ['/catalog/tracks/12', 'track edit', true, '#main-content form', BUDGET.edit],
        ['/catalog/releases', 'release list', true, '#main-content tbody tr', BUDGET.firstList],
        ['/catalog/labels/1', 'label edit', true, '#main-content form', BUDGET.edit],
    ];
    console.log('route | what | JS files | gzip | budget | requested after it showed (not counted)');
    for (const [path, what, signedIn, shown, budget] of routes) {
        const context = await browser.newContext(signedIn ? { storageState } : {});
        const page = await context.newPage();
        const scripts = new Map<string, number>();
        const later = new Map<string, number>();
        let isShown = false;
        page.on('request', req => {
            if (isShown && req.resourceType() === 'script') later.set(req.url(), 0);
        });
        page.on('response', async res => {
            if (res.request().resourceType() !== 'script') return;
            const body = await res.body().catch(() => null);
            if (body) (later.has(res.url()) ? later : scripts).set(res.url(), gzipSync(body, { level: 9 }).length);
        });
        await page.goto(`${server.base}${path}`);
        await page.locator(shown).first().waitFor();
        isShown = true;
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        const total = [...scripts.values()].reduce((a, b) => a + b, 0);
        const prefetched = [...later.values()].reduce((a, b) => a + b, 0);
        const over = budget !== null && total > budget * 1024;
        if (over) overBudget.push(`${path} ${kb(total)} > ${budget} KB`);
        console.log(
            `${path} | ${what} | ${scripts.size} | ${kb(total)} | ${budget === null ? '-' : `${budget} KB${over ? ' OVER' : ''}`} | ${later.size ? `+${kb(prefetched)} in ${later.size}` : '-'}`
        );
        if (process.env.BENCH_VERBOSE)
            for (const [url, n] of [...scripts].sort((a, b) => b[1] - a[1]))
                console.log(`    ${url.split('/').pop()} ${kb(n)}`);
        await context.close();
    }

    const assets = join(process.cwd(), 'dist/assets');
    const parts = readdirSync(assets).filter(f =>
        /^(Schema(List|Edit|Create|Form)|[A-Z]\w+Tab|OperationAction|BulkFieldUpdate|CsvExportButton|ImageInput)-.*\.js$/.test(
            f
        )
    );
    const gz = (f: string) => kb(gzipSync(readFileSync(join(assets, f)), { level: 9 }).length);
    console.log('\non-demand chunk | gzip');
    for (const f of parts.sort()) console.log(`${f.replace(/-[\w-]+\.js$/, '')} | ${gz(f)}`);
    // The chunks vite.config.ts groups by route boundary: what they weigh, so that growth shows.
    console.log('\nshared chunk | gzip');
    for (const f of readdirSync(assets)
        .filter(f => /^(index|sign-in-ui|console-ui)-[\w-]+\.js$/.test(f))
        .sort())
        console.log(`${f.replace(/-[\w-]{8}\.js$/, '')} | ${gz(f)}`);
} finally {
    await browser.close();
    stopProcess(server.child);
}
if (overBudget.length) {
    console.error(`\nOver budget: ${overBudget.join('; ')}`);
    process.exit(1);
}
