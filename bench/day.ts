/**
 * `npm run bench:day` (after `vite build`): a scripted working day in Chromium against the built
 * console on a fresh seeded database, as admin. A fixed route of 400 navigations, eight rounds of
 * ten resources, each visited as a person does: its menu entry (the list), a row (the record), two
 * of its tabs, and its List link back; a title or name saved every twenty navigations (tracks and
 * artists each round, labels every other round). Prints one line:
 *
 *   day: requests N, heap growth X MB, tracks list→rows first F ms last L ms, typing worst W ms
 *
 * and exits non-zero over a budget (requests ≤ 350, heap growth ≤ 10 MB, last ≤ 1.1 × first,
 * typing worst ≤ 50 ms). Requests are the API's and images that reach the server (the app's own
 * code and styles are not counted, nor what the browser's cache answers). Heap growth is the used JS heap after a forced GC at the end against the same
 * after the first round (the code of every screen loaded by then). The tracks list's time is
 * bench:rows' stopwatch (click → frame after its rows). Typing is the Event Timing API's worst
 * keystroke (input delay, handlers and the next paint) while a track's title is typed.
 *
 * BENCH_VERBOSE=1 also prints, on stderr, the requests by path and the DOM counters (nodes alive
 * after GC against nodes in the document: what old screens keep in memory); BENCH_TRACE=1 each
 * request as it is sent.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { launch } from '../tests/e2e/browser';
import { startProcess, stopProcess } from '../tests/support/process';
import { arm } from './stopwatch';

export const BUDGET = { requests: 350, heapGrowthMb: 10, lastOverFirst: 1.1, typingMs: 50 };
const VERBOSE = Boolean(process.env.BENCH_VERBOSE);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
/** A person's glance at each screen before the next click. */
const GLANCE_MS = 300;

interface Visit {
    list: string;
    /** The tabs visited after the record's Summary, by their names. */
    tabs: [string, string];
    /** The field typed into and saved, and the rounds it is saved in. */
    save?: { label: string; every: number };
}
/** Ten resources, as the day goes through them; the tabs are ones a person opens often. */
const DAY: Visit[] = [
    { list: '/catalog/tracks', tabs: ['Artists', 'Status'], save: { label: 'Title', every: 1 } },
    { list: '/catalog/releases', tabs: ['Tracks', 'Pricing and Pre-order'] },
    { list: '/catalog/artists', tabs: ['Music Profile', 'Image'], save: { label: 'Name', every: 1 } },
    { list: '/catalog/labels', tabs: ['Hype and Pre-order', 'Image'], save: { label: 'Name', every: 2 } },
    { list: '/catalog/playlists', tabs: ['Tracks', 'Partners'] },
    { list: '/catalog/dj-profiles', tabs: ['Artist', 'History'] },
    { list: '/catalog/suppliers', tabs: ['Address and Phones', 'Labels'] },
    { list: '/catalog/publishers', tabs: ['History', 'Summary'] },
    { list: '/curation/page-modules', tabs: ['Items', 'History'] },
    { list: '/support/users', tabs: ['Flags', 'Notes'] },
];

/**
 * Requests in flight, and a wait until none has been for a moment (the screen has what it asked for).
 * A request the browser answered from its own cache (an image kept by its Cache-Control) never
 * reaches the API: it is counted apart (Chromium's answer `fromDiskCache`, its HTTP cache's, in
 * memory for a fresh profile).
 */
async function watchRequests(page: Page, cdp: CDPSession, counted: (url: string, type: string) => boolean) {
    let fromCache = 0;
    await cdp.send('Network.enable');
    cdp.on('Network.responseReceived', e => {
        if (e.response.fromDiskCache && counted(e.response.url, 'cached')) fromCache++;
    });
    let inFlight = 0;
    let lastChange = Date.now();
    const byPath = new Map<string, number>();
    let total = 0;
    const done = () => {
        inFlight = Math.max(0, inFlight - 1);
        lastChange = Date.now();
    };
    page.on('request', r => {
        inFlight++;
        lastChange = Date.now();
        if (!counted(r.url(), r.resourceType())) return;
        total++;
        if (process.env.BENCH_TRACE) console.error('REQ', r.method(), r.url().replace(/^https?:\/\/[^/]+/, ''));
        const path = new URL(r.url()).pathname.replace(/\/\d+(?=\/|$)/g, '/:id');
        byPath.set(path, (byPath.get(path) ?? 0) + 1);
    });
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    return {
        /** What reached the API: asked by the page, less what the browser's cache answered. */
        total: () => total - fromCache,
        fromCache: () => fromCache,
        byPath,
        async settle(quietMs = 150, timeoutMs = 20_000) {
            const until = Date.now() + timeoutMs;
            while (Date.now() < until && (inFlight > 0 || Date.now() - lastChange < quietMs))
                await new Promise(r => setTimeout(r, 25));
        },
    };
}

async function heapAfterGc(cdp: CDPSession): Promise<{ heapMb: number; nodes: number; inDocument: number }> {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const { nodes } = await cdp.send('Memory.getDOMCounters');
    const { result } = await cdp.send('Runtime.evaluate', {
        expression: "document.getElementsByTagName('*').length",
        returnByValue: true,
    });
    return { heapMb: usedSize / 2 ** 20, nodes, inDocument: Number(result.value) };
}

/** The worst keystroke while `typing` runs, by the Event Timing API (16 ms is its finest threshold). */
async function worstKeystroke(page: Page, typing: () => Promise<void>): Promise<number> {
    await page.evaluate(`window.__worstKey = 0; window.__keyObserver = new PerformanceObserver(list => {
        for (const e of list.getEntries())
            if (/^key|input/.test(e.name)) window.__worstKey = Math.max(window.__worstKey, e.duration);
    }); window.__keyObserver.observe({ type: 'event', durationThreshold: 16 });`);
    await typing();
    // Entries arrive after their frame is painted.
    await page.waitForTimeout(200);
    return (await page.evaluate(`(window.__keyObserver.takeRecords().forEach(e => {
        if (/^key|input/.test(e.name)) window.__worstKey = Math.max(window.__worstKey, e.duration);
    }), window.__keyObserver.disconnect(), window.__worstKey)`)) as number;
}

const database = join(mkdtempSync(join(tmpdir(), 'bench-day-')), 'store.sqlite');
const server = await startProcess(
    process.execPath,
    ['--import', 'tsx', 'server/main.ts', '--serve-console'],
    { DATABASE: database, SEED_TRACKS: '1500', CONSOLE_DIR: process.env.CONSOLE_DIR ?? '' },
    '/auth'
);
const browser = await launch();
let failed = false;
try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = await watchRequests(page, cdp, (url, type) => {
        const { origin, pathname } = new URL(url);
        return origin === server.base && !pathname.startsWith('/assets/') && type !== 'document';
    });
    await page.goto(`${server.base}/auth`, { waitUntil: 'networkidle' });
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('console-demo');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(url => url.pathname === '/');
    await requests.settle();

    let navigations = 0;
    const step = async (act: () => Promise<unknown>) => {
        await act();
        navigations++;
        await requests.settle();
        await page.waitForTimeout(GLANCE_MS);
    };
    const tracksRows: number[] = [];
    let typingWorst = 0;
    let start = { heapMb: 0, nodes: 0, inDocument: 0 };
    for (let round = 0; round < ROUNDS; round++) {
        for (const visit of DAY) {
            const rows = arm(page, visit.list, false);
            await step(async () => {
                await page.locator(`[role="menuitem"][href="${visit.list}"]`).click();
                const ms = await rows;
                if (visit.list === '/catalog/tracks') tracksRows.push(ms);
            });
            // A different row each round, as a day goes through different records.
            await step(async () => {
                const rows = page.locator('main tbody tr');
                await rows.nth(round % Math.min(5, await rows.count())).click();
                await page.waitForURL(url => new RegExp(`^${visit.list}/[^/]+$`).test(url.pathname));
                await page.locator('main [role="tab"]').first().waitFor();
            });
            const record = new URL(page.url()).pathname;
            if (visit.save && round % visit.save.every === 0) {
                const field = page.getByLabel(visit.save.label, { exact: true });
                await field.waitFor();
                const typed = ` ${round}`;
                const typing = () => field.pressSequentially(typed, { delay: 60 });
                if (visit.list === '/catalog/tracks')
                    typingWorst = Math.max(typingWorst, await worstKeystroke(page, typing));
                else await typing();
                const saved = page.waitForResponse(r => r.request().method() === 'PATCH' && r.url().includes(record));
                await page.getByRole('button', { name: 'Save', exact: true }).click();
                if (!(await saved).ok()) throw new Error(`${record}: the save failed`);
                await requests.settle();
            }
            for (const tab of visit.tabs)
                await step(async () => {
                    await page.locator('main [role="tab"]', { hasText: new RegExp(`^${tab}$`) }).click();
                    await page.waitForURL(url => url.pathname.startsWith(record));
                });
            await step(async () => {
                await page.locator(`main a[href="${visit.list}"]:not([role="menuitem"])`).first().click();
                await page.waitForURL(url => url.pathname === visit.list);
                await page.locator('main tbody tr td').first().waitFor();
            });
        }
        if (round === 0) start = await heapAfterGc(cdp);
    }
    const end = await heapAfterGc(cdp);
    const growth = end.heapMb - start.heapMb;
    const first = tracksRows[0];
    const last = tracksRows[tracksRows.length - 1];
    console.log(
        `day: requests ${requests.total()}, heap growth ${growth.toFixed(1)} MB, tracks list→rows first ${first.toFixed(0)} ms last ${last.toFixed(0)} ms, typing worst ${typingWorst.toFixed(0)} ms`
    );
    if (VERBOSE) {
        console.error(`answered by the browser's cache (not counted): ${requests.fromCache()}`);
        console.error(
            `navigations ${navigations}; tracks list→rows by round: ${tracksRows.map(ms => ms.toFixed(0)).join(', ')}`
        );
        console.error(
            `DOM nodes alive after GC (in the document): after round 1 ${start.nodes} (${start.inDocument}), at the end ${end.nodes} (${end.inDocument})`
        );
        for (const [path, n] of [...requests.byPath].sort((a, b) => b[1] - a[1]))
            console.error(`${String(n).padStart(5)} ${path}`);
    }
    const over = [
        requests.total() > BUDGET.requests && `requests ≤ ${BUDGET.requests}`,
        growth > BUDGET.heapGrowthMb && `heap growth ≤ ${BUDGET.heapGrowthMb} MB`,
        last > BUDGET.lastOverFirst * first && `last list→rows ≤ ${BUDGET.lastOverFirst} × first`,
        typingWorst > BUDGET.typingMs && `typing worst ≤ ${BUDGET.typingMs} ms`,
    ].filter(Boolean);
    if (over.length) {
        console.error(`Over budget: ${over.join(', ')}.`);
        failed = true;
    }
} finally {
    await browser.close();
    stopProcess(server.child);
}
if (failed) process.exit(1);
