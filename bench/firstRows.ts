/**
 * `npm run bench:rows` (after `vite build`): in Chromium against the built console on loopback,
 * Sign in → first list rows visible (clicking the menu's first resource as soon as the menu
 * shows), then list → list (menu click → rows), 5 runs each in a fresh browser profile; prints
 * the median and max.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launch } from '../tests/e2e/browser';
import { startProcess, stopProcess } from '../tests/support/process';

const RUNS = 5;
const LISTS = ['Releases', 'Artists', 'Labels', 'Tracks'];

const database = join(mkdtempSync(join(tmpdir(), 'bench-rows-')), 'store.sqlite');
const server = await startProcess(
    process.execPath,
    ['--import', 'tsx', 'server/main.ts', '--serve-console'],
    { DATABASE: database, SEED_TRACKS: '1500' },
    '/auth'
);

/** Resolves when the list at `path` shows data rows (an ID in the first cell), not the skeleton. */
async function rowsOf(page: Page, path: string): Promise<void> {
    await page.waitForURL(url => url.pathname === path);
    await page.waitForFunction(() =>
        [...document.querySelectorAll('main tbody tr td')].some(td => /^\d+$/.test(td.textContent?.trim() ?? ''))
    );
}

const timed = async (action: () => Promise<void>) => {
    const start = performance.now();
    await action();
    return performance.now() - start;
};

async function menuClick(page: Page, name: string, path: string) {
    await page.getByRole('menuitem', { name, exact: true }).click();
    await rowsOf(page, path);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const line = (what: string, xs: number[]) =>
    console.log(
        `${what} | ${median(xs).toFixed(0)} ms | ${Math.max(...xs).toFixed(0)} ms | ${xs.map(x => x.toFixed(0)).join(', ')}`
    );

const browser = await launch();
try {
    const signIn: number[] = [];
    const listToList: number[] = [];
    for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
        const page = await context.newPage();
        await page.goto(`${server.base}/auth`, { waitUntil: 'networkidle' });
        await page.getByLabel('Username').fill('admin');
        await page.getByLabel('Password').fill('console-demo');
        signIn.push(
            await timed(async () => {
                await page.getByRole('button', { name: 'Sign in' }).click();
                await page.getByRole('menuitem', { name: 'Tracks', exact: true }).waitFor();
                await menuClick(page, 'Tracks', '/catalog/tracks');
            })
        );
        for (const name of LISTS) {
            const path = `/catalog/${name.toLowerCase()}`;
            listToList.push(await timed(() => menuClick(page, name, path)));
        }
        await context.close();
    }
    console.log(`what | median | max | runs (${RUNS})`);
    line('Sign in → first rows', signIn);
    line('list → list', listToList);
} finally {
    await browser.close();
    stopProcess(server.child);
}
