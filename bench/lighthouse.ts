/**
 * `npm run bench:lighthouse` (after `vite build`): Lighthouse 12's desktop preset on a signed-in
 * list (/catalog/tracks) and a signed-in edit screen (a track), in Debian's Chromium against the
 * built console; prints each page's performance score and total blocking time, and exits non-zero
 * when one misses its target (performance ≥ 95, total blocking time ≤ 200 ms).
 *
 * BUSY_CORES=1 measures again with one core kept busy (bench/busy.ts) and prints both.
 *
 * Playwright launches the browser with a debugging port and signs in once in its profile;
 * Lighthouse then opens each page in a new tab of that profile, its storage kept (the session
 * lives in localStorage, which Lighthouse would otherwise clear).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/e2e/browser';
import { freePort, startProcess, stopProcess } from '../tests/support/process';
import { underEachLoad } from './busy';

const TARGET = { performance: 95, tbt: 200 };
const PAGES: [string, string][] = [
    ['/catalog/tracks', 'track list'],
    ['/catalog/tracks/12', 'track edit'],
];
/** Runs per page; the worst is reported (a budget is met on every run, not on the median). */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type Rows = { items?: Record<string, unknown>[] };
/** The main-thread time by script and the long tasks, for finding where blocking time goes. */
function printWork(lhr: Lhr): void {
    const metric = (id: string) =>
        `${id} ${lhr.audits[id]?.displayValue ?? '?'} (${Math.round((lhr.audits[id]?.score ?? 0) * 100)})`;
    console.log(
        `    ${['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'total-blocking-time', 'cumulative-layout-shift'].map(metric).join(', ')}`
    );
    const rows = (id: string) => ((lhr.audits[id]?.details ?? {}) as Rows).items ?? [];
    for (const s of rows('bootup-time').slice(0, 6))
        console.log(
            `    script ${String(s.url).split('/').pop()} total ${Number(s.total).toFixed(0)} ms, scripting ${Number(s.scripting).toFixed(0)} ms`
        );
    for (const t of rows('long-tasks').slice(0, 8))
        console.log(
            `    long task ${String(t.url).split('/').pop()} at ${Number(t.startTime).toFixed(0)} ms for ${Number(t.duration).toFixed(0)} ms`
        );
}

const tmp = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
const server = await startProcess(
    process.execPath,
    ['--import', 'tsx', 'server/main.ts', '--serve-console'],
    { DATABASE: join(tmp, 'store.sqlite'), SEED_TRACKS: '1500', CONSOLE_DIR: process.env.CONSOLE_DIR ?? '' },
    '/auth'
);
const port = await freePort();
const browser = await chromium.launchPersistentContext(join(tmp, 'profile'), {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
});
let failed = false;
try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(`${server.base}/auth`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('console-demo');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(url => url.pathname === '/');
    await page.goto('about:blank');

    await underEachLoad(async load => {
        console.log(`page (${load}) | performance (worst of ${RUNS}) | total blocking time (worst) | runs`);
        for (const [path, what] of PAGES) {
            const runs: { score: number; tbt: number }[] = [];
            for (let run = 0; run < RUNS; run++) {
                const result = await lighthouse(
                    `${server.base}${path}`,
                    {
                        port,
                        output: 'json',
                        logLevel: 'error',
                        onlyCategories: ['performance'],
                        disableStorageReset: true,
                    },
                    desktopConfig
                );
                const lhr = result!.lhr;
                const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
                if (finalPath !== path) throw new Error(`${path} ended on ${finalPath} (signed out?)`);
                if (process.env.BENCH_VERBOSE) printWork(lhr);
                runs.push({
                    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
                    tbt: lhr.audits['total-blocking-time'].numericValue ?? NaN,
                });
            }
            const score = Math.min(...runs.map(r => r.score));
            const tbt = Math.max(...runs.map(r => r.tbt));
            const over = score < TARGET.performance || tbt > TARGET.tbt;
            failed ||= over;
            console.log(
                `${path} (${what}) | ${score} | ${tbt.toFixed(0)} ms | ${runs.map(r => `${r.score}/${r.tbt.toFixed(0)} ms`).join(', ')}${over ? ' | OVER TARGET' : ''}`
            );
        }
    });
} finally {
    await browser.close();
    stopProcess(server.child);
}
if (failed) {
    console.error(`Target missed: performance ≥ ${TARGET.performance} and total blocking time ≤ ${TARGET.tbt} ms.`);
    process.exit(1);
}
