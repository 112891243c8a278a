/**
 * The bad-network soak (issue 41): the built console and a seeded reference server on loopback,
 * behind tests/e2e/faultProxy.ts at production-like rates (8 % gateway 502 pages, 3 % answers lost
 * after the server wrote, 10 % slow, 2 % never answered), browsed and saved by a script in Chromium
 * for SOAK_MINUTES (default 3) as admin and support in turn: every screen the menu leads to, the first
 * record of each list, and per round a note added and a track's mix name changed (tried again, as
 * a person would, up to 3 times). It prints, per screen, whether it came out fine (and whether a
 * fault hit it), said a failure in words, showed raw error text or an error page, or stayed loading
 * past 30 s; and for the saves, whether any typed value was lost and any write done twice.
 * Run: `npx vite build && node --import tsx bench/faultSoak.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { openDatabase } from '../server/store';
import { seed } from '../server/seedDatabase';
import { startProcess, stopProcess } from '../tests/support/process';
import { launch, LOADING, navigate, newPage, shot, tokenFor } from '../tests/e2e/browser';
import { startFaultProxy, type FaultEvent } from '../tests/e2e/faultProxy';
import { callsInFlight, callsSince, COUNT_PAGE_LOADING, pageLoadings, trackCalls } from './callTimeline';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 3);
/** SOAK_HUNG raises the rate of calls never answered, to find what a hung call leaves behind sooner. */
const RATES = { gateway: 0.08, lost: 0.03, slow: 0.1, hung: Number(process.env.SOAK_HUNG ?? 0.02) };
const ACCOUNTS = ['admin', 'support'];
/** Text that must never reach a person: a gateway's page, a fetch error, a status alone. */
const RAW = /<html|<\/?title>|nginx|Failed to fetch|NetworkError|Bad Gateway<|^\s*50[234]\s*$/im;
const ERROR_PAGE = /That's an error\.|Something has gone terribly wrong\./;
const sleep = (ms: number) => new Promise(r => setTimeout(r, ms));

type Outcome = 'fine' | 'recovered' | 'words' | 'raw' | 'error page' | 'slow' | 'stuck';
const OUTCOMES: Outcome[] = ['fine', 'recovered', 'words', 'raw', 'error page', 'slow', 'stuck'];
/** Screens each round browses (the menu's entries in turn, so that a few minutes cover them all). */
const PER_ROUND = 6;
const tally = new Map<Outcome, string[]>();
const note = (outcome: Outcome, what: string) => tally.set(outcome, [...(tally.get(outcome) ?? []), what]);
const saves = { notes: 0, stored: 0, doubled: [] as string[], edits: 0, lost: [] as string[], gaveUp: 0 };

/** Collects every notice and alert the page shows (they come and go) into `window.__said`. */
const COLLECT_NOTICES = () => {
    const said: string[] = [];
    (window as unknown as { __said: string[] }).__said = said;
    new MutationObserver(() => {
        for (const el of document.querySelectorAll('.MuiSnackbarContent-message, [role="alert"]')) {
            const text = el.textContent?.trim();
            if (text && !said.includes(text)) said.push(text);
        }
    }).observe(document, { childList: true, subtree: true, characterData: true });
};
const takeNotices = (page: Page) =>
    page.evaluate(() => (window as unknown as { __said: string[] }).__said.splice(0) as string[]);

/**
 * What a screen came to: settled within 30 s, or later but within a write's 60 s (`slow`), or still
 * loading past every call's time limit (`stuck`); raw error text, the error page, a failure said in
 * words, or fine (`recovered` when a fault hit one of its calls).
 */
async function judge(page: Page, faultsSince: () => number): Promise<Outcome> {
    const started = Date.now();
    const loading = async () => (await page.locator(LOADING).count()) > 0;
    // Settled: nothing loading for a whole second (a screen replacing another loads in steps).
    const settle = async () => {
        let quietSince = Date.now();
        while (Date.now() - quietSince < 1_000 && Date.now() - started < 65_000) {
            await sleep(200);
            if (await loading()) quietSince = Date.now();
        }
        return quietSince - started;
    };
    let took = await settle();
    // A busy main thread may leave the area blank for a second before its loading sign shows: that
    // screen is waited for again, not called stuck (one was, 1 s after it opened, its one call 1 s old).
    while ((await loading()) && Date.now() - started < 65_000) took = await settle();
    const text = await page.locator('body').innerText();
    const said = (await takeNotices(page)).join('\n');
    if (RAW.test(text) || RAW.test(said)) return 'raw';
    if (ERROR_PAGE.test(text)) return 'error page';
    // Stuck means loading past every call's time limit, not a sign that came a moment after a quiet
    // second (a screen loads in steps: its rows, then its saved views; run 3 called two such stuck).
    if (Date.now() - started >= 65_000 && (await loading())) return 'stuck';
    if (took > 30_000) return 'slow';
    if (said && /server|Request Timed Out|offline/.test(said)) return 'words';
    return faultsSince() ? 'recovered' : 'fine';
}

/** What is still loading: each indicator's label or class, and the API calls in flight (for how long). */
async function loadingNow(page: Page): Promise<string> {
    const indicators = await page
        .locator(LOADING)
        .evaluateAll(els =>
            els.map(e => e.getAttribute('aria-label') ?? e.closest('[class]')?.className.toString().slice(0, 60))
        );
    return `${indicators.join('; ')} | in flight: ${callsInFlight(page).join(', ') || 'none'}`;
}

async function browse(page: Page, events: FaultEvent[], account: string, round: number) {
    const menu = page.getByRole('menu', { name: 'Main menu' });
    await menu.waitFor({ timeout: 30_000 });
    const all = (await menu.getByRole('menuitem').evaluateAll(els => els.map(e => e.getAttribute('href')))).filter(
        (href): href is string => !!href && href.startsWith('/')
    );
    const from = (Math.floor(round / ACCOUNTS.length) * PER_ROUND) % all.length;
    const routes = [...all, ...all].slice(from, from + PER_ROUND);
    for (const route of routes) {
        const since = Date.now();
        const faults = () => events.filter(e => e.at >= since && e.fault !== 'passed').length;
        await pageLoadings(page);
        await navigate(page, route);
        const outcome = await judge(page, faults);
        note(outcome, `${account} ${route}`);
        if (outcome === 'raw' || outcome === 'stuck' || outcome === 'slow' || outcome === 'error page') {
            await shot(page, `soak-${outcome.replace(' ', '-')}-${route.replace(/\W+/g, '_')}`);
            console.log(
                `${outcome} ${route}: ${await loadingNow(page)}; page loading shown ${await pageLoadings(page)} times`
            );
            console.log(callsSince(page, since));
        }
        // The list's first record, as a person opens it.
        const first = page.getByRole('table').first().getByRole('row').nth(1).getByRole('link').first();
        if (outcome !== 'stuck' && (await first.count())) {
            const opened = Date.now();
            await first.click({ timeout: 5_000 }).catch(() => undefined);
            const record = await judge(page, () => events.filter(e => e.at >= opened && e.fault !== 'passed').length);
            note(record, `${account} ${route}/first`);
            if (record === 'stuck' || record === 'slow') {
                await shot(page, `soak-${record}-${route.replace(/\W+/g, '_')}-first`);
                const hit = events.filter(e => e.at >= opened && e.fault !== 'passed');
                console.log(
                    `${record} ${route}/first: ${await loadingNow(page)} | faults: ${hit.map(e => `${Math.round((e.at - opened) / 1000)} s ${e.fault} ${e.method} ${e.path}`).join(', ')}`
                );
            }
        }
    }
}

/** Clicks `button` until `done` (up to 3 times, as a person would); after each failure the typed value must be there. */
async function retried(
    page: Page,
    click: () => Promise<void>,
    done: () => Promise<boolean>,
    typed: () => Promise<boolean>
) {
    for (let tries = 0; tries < 3; tries++) {
        // A click again may find nothing to click: the write landed meanwhile (the dialog closed, the
        // saved form's Save disabled). `done` says so below; the script does not lose its way on it.
        await click().catch(() => undefined);
        const until = Date.now() + 70_000;
        while (Date.now() < until) {
            if (await done()) return true;
            const said = await page.evaluate(() => (window as unknown as { __said: string[] }).__said.join('\n'));
            if (/server|Request Timed Out|offline|refused|problem/i.test(said)) break;
            await sleep(250);
        }
        await takeNotices(page);
        // What was said may be another call's (the list read again after the write): the write may have landed.
        if (await done()) return true;
        if (!(await typed())) return null;
    }
    return false;
}

async function saveRound(page: Page, base: string, token: string, round: number) {
    const api = async (path: string) =>
        (await (await fetch(`${base}/v4/${path}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
            results: Record<string, unknown>[];
        } & Record<string, unknown>;
    const track = 1 + ((round * 37) % 200);
    const text = `Soak note ${round} ${Date.now().toString(36)}`;
    await navigate(page, `/catalog/tracks/${track}/notes`);
    const add = page.getByRole('button', { name: 'Add note' });
    await add.waitFor({ timeout: 30_000 });
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Add note' });
    const field = dialog.getByRole('textbox', { name: 'Note' });
    await field.fill(text);
    saves.notes++;
    const noted = await retried(
        page,
        () => dialog.getByRole('button', { name: 'Add', exact: true }).click(),
        async () => !(await dialog.isVisible()),
        async () => (await field.inputValue()) === text
    );
    if (noted === null) saves.lost.push(`note on track ${track}`);
    if (!noted) {
        saves.gaveUp++;
        await dialog
            .getByRole('button', { name: 'Cancel' })
            .click()
            .catch(() => undefined);
    }
    const stored = (await api(`catalog/tracks/${track}/notes/?per_page=100`)).results.filter(n => n.note === text);
    saves.stored += stored.length;
    if (stored.length > 1) saves.doubled.push(`${stored.length} × "${text}"`);

    const mix = `Soak ${round}`;
    await navigate(page, `/catalog/tracks/${track}`);
    const input = page.getByRole('textbox', { name: 'Mix Name' });
    await input.waitFor({ timeout: 30_000 });
    await sleep(1_000);
    await input.fill(mix);
    saves.edits++;
    const saved = await retried(
        page,
        () => page.getByRole('button', { name: 'Save' }).click(),
        async () => (await api(`catalog/tracks/${track}/`)).mix_name === mix && !(await page.locator(LOADING).count()),
        async () => (await input.inputValue()) === mix
    );
    if (saved === null) saves.lost.push(`mix name of track ${track}`);
    if (!saved) saves.gaveUp++;
}

/** Signs in as a person would: once more after a failure said on the form or the verify page. */
async function signIn(page: Page, base: string, account: string) {
    await page.goto(`${base}/auth`);
    for (let tries = 0; tries < 5; tries++) {
        await page.getByLabel('Username').fill(account);
        await page.getByLabel('Password').fill('console-demo');
        await page.getByRole('button', { name: 'Sign in' }).click();
        const outcome = await Promise.race([
            page.waitForURL(url => !url.pathname.startsWith('/auth'), { timeout: 90_000 }).then(() => 'in'),
            page
                .getByRole('alert')
                .first()
                .waitFor({ timeout: 90_000 })
                .then(() => 'said'),
        ]).catch(() => 'nothing');
        if (outcome === 'in') return;
        console.log(`sign-in as ${account}: ${outcome === 'said' ? 'a failure said in words' : 'no answer in 90 s'}`);
        await page.goto(`${base}/auth`);
    }
    throw new Error(`could not sign in as ${account}`);
}

async function main() {
    const dir = mkdtempSync(join(tmpdir(), 'fault-soak-'));
    const database = join(dir, 'store.sqlite');
    const db = openDatabase(database);
    seed(db, { tracks: 1500 });
    db.close();
    const server = await startProcess(process.execPath, ['--import', 'tsx', 'server/main.ts', '--serve-console'], {
        DATABASE: database,
        NODE_ENV: 'production',
    });
    const proxy = await startFaultProxy(server.base, RATES);
    const browser = await launch();
    // Stopped early (Ctrl-C, a timeout): the server and the browser go too.
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
        process.once(signal, () => {
            stopProcess(server.child);
            void browser.close().finally(() => process.exit(1));
        });
    const started = Date.now();
    let round = 0;
    try {
        while (Date.now() - started < MINUTES * 60_000) {
            const account = ACCOUNTS[round % ACCOUNTS.length];
            const page = await newPage(browser);
            await page.addInitScript(COLLECT_NOTICES);
            await page.addInitScript(COUNT_PAGE_LOADING);
            trackCalls(page);
            try {
                await signIn(page, proxy.base, account);
                await browse(page, proxy.events, account, round);
                if (account === 'admin')
                    await saveRound(page, server.base, await tokenFor(server.base, 'admin'), round);
            } catch (e) {
                console.log(
                    `round ${round} (${account}): the script lost its way: ${(e as Error).message.split('\n')[0]}`
                );
                await shot(page, `soak-trouble-${round}`);
            }
            await page.context().close();
            round++;
            const counts = OUTCOMES.map(o => `${o} ${tally.get(o)?.length ?? 0}`).join(', ');
            console.log(
                `round ${round} (${account}) done at ${Math.round((Date.now() - started) / 1000)} s: ${counts}`
            );
        }
    } finally {
        await browser.close();
        await proxy.close();
        stopProcess(server.child);
        rmSync(dir, { recursive: true, force: true });
    }
    const calls = proxy.events.filter(e => e.path.startsWith('/v4/'));
    const byFault = Object.fromEntries(
        ['passed', 'gateway', 'lost', 'slow', 'hung'].map(f => [f, calls.filter(e => e.fault === f).length])
    );
    console.log(
        `\n${MINUTES} min, ${round} rounds, ${calls.length} API calls through the proxy: ${JSON.stringify(byFault)}`
    );
    for (const outcome of OUTCOMES) {
        const screens = tally.get(outcome) ?? [];
        console.log(
            `${outcome.padEnd(10)} ${String(screens.length).padStart(4)}  ${outcome === 'fine' ? '' : screens.slice(0, 12).join(', ')}`
        );
    }
    console.log(
        `saves: ${saves.notes} notes added (${saves.stored} stored), ${saves.edits} edits; given up after 3 tries: ${saves.gaveUp}; ` +
            `typed values lost: ${saves.lost.length ? saves.lost.join(', ') : 'none'}; ` +
            `written twice: ${saves.doubled.length ? saves.doubled.join(', ') : 'none'}`
    );
}

void main().then(
    () => {
        console.log('soak finished');
        process.exit(0);
    },
    e => {
        console.error(e);
        process.exit(1);
    }
);
