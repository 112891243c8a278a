/** Waiting for a screen to settle and photographing it at each width. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { messages } from '../../resources/messages';
import { LOADING, settled } from '../../tests/e2e/browser';

export interface Size {
    width: number;
    height: number;
}

/** The widths asked for by issue 26: a desktop and a small laptop / tablet in landscape. */
export const SIZES: Size[] = [
    { width: 1440, height: 900 },
    { width: 1024, height: 768 },
];

/** Per-screen bound: a screen that has not settled by then is photographed as it is, and said so. */
export const SCREEN_TIMEOUT_MS = 20_000;

const ERROR_TEXTS = [messages.errors.other, messages.errors[403], messages.errors[404], messages.errors[500]];

/** Resolves with what did not settle in time (empty when all did); never throws. */
async function bounded(what: string, wait: Promise<unknown>): Promise<string[]> {
    return wait.then(
        () => [],
        () => [`${what} did not settle within the time allowed`]
    );
}

/**
 * Counts the page's requests in flight. Playwright's `networkidle` is a load state, reached once per
 * document: after the console's own (pushState) navigations it no longer waits for anything.
 */
export function trackNetwork(page: Page) {
    const inFlight = new Map<object, number>();
    let lastChange = Date.now();
    page.on('request', r => (inFlight.set(r, Date.now()), (lastChange = Date.now())));
    const done = (r: object) => (inFlight.delete(r), (lastChange = Date.now()));
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    /** Resolves once nothing has started or ended for `quietMs` (a request open for over 5 s, e.g. a stream, aside). */
    return async function quiet(quietMs = 500, timeoutMs = SCREEN_TIMEOUT_MS): Promise<void> {
        const until = Date.now() + timeoutMs;
        for (;;) {
            const now = Date.now();
            const busy = [...inFlight.values()].some(started => now - started < 5_000);
            if (!busy && now - lastChange >= quietMs) return;
            if (now > until) throw new Error('network busy');
            await page.waitForTimeout(100);
        }
    };
}

export type Quiet = ReturnType<typeof trackNetwork>;

/**
 * Waits until the screen has its data: the network quiet, skeletons and spinners gone, transitions
 * ended. Returns what it gave up waiting for, plus an error page if the screen shows one.
 */
export async function settle(page: Page, quiet: Quiet): Promise<string[]> {
    const problems: string[] = [];
    // The pointer rests in the app bar's corner: a row or field it last clicked would show hovered.
    await page.mouse.move(1, 1);
    await page.waitForTimeout(150); // a navigation's first requests start after the router's tick
    problems.push(...(await bounded('network', quiet())));
    problems.push(
        ...(await bounded(
            'loading indicator',
            page
                .locator(LOADING)
                .first()
                .waitFor({ state: 'detached', timeout: SCREEN_TIMEOUT_MS / 2 })
        ))
    );
    // Rows that arrive after the spinner may load what they show (a lazy cell, an image).
    problems.push(...(await bounded('network', quiet(300))));
    // From the top, every screen alike: a screen that scrolled to what it opened (an inspector's
    // detail) has also slid react-admin's app bar away.
    problems.push(...(await bounded('scroll to the top', atTop(page))));
    problems.push(...(await bounded('animations', settled(page))));
    const alerts = await page
        .getByRole('alert')
        .allInnerTexts()
        .catch(() => [] as string[]);
    for (const text of alerts)
        if (ERROR_TEXTS.some(e => text.includes(e)))
            problems.push(`error page: ${text.replace(/\s+/g, ' ').slice(0, 120)}`);
    return problems;
}

/** Scrolled to the top and staying there (a smooth scroll into view may still be under way). */
async function atTop(page: Page): Promise<void> {
    for (let attempt = 0; attempt < 10; attempt++) {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await page.waitForTimeout(200);
        if ((await page.evaluate(() => window.scrollY)) === 0) return;
    }
    throw new Error('still scrolling');
}

/**
 * Writes `<dir>/<width>/<name>.png` for each size, the whole page's height, then goes back to the
 * first size. Returns what went wrong (a screenshot that timed out).
 */
export async function photograph(page: Page, dir: string, name: string, sizes = SIZES): Promise<string[]> {
    const problems: string[] = [];
    for (const [i, size] of sizes.entries()) {
        if (i > 0) {
            await page.setViewportSize(size);
            await page.waitForTimeout(300); // media queries, then the layout's own transitions
            problems.push(...(await bounded('animations after resize', settled(page))));
        }
        mkdirSync(join(dir, String(size.width)), { recursive: true });
        await page
            .screenshot({
                path: join(dir, String(size.width), `${name}.png`),
                fullPage: true,
                timeout: SCREEN_TIMEOUT_MS,
            })
            .catch((e: Error) => problems.push(`screenshot at ${size.width} px: ${e.message.split('\n')[0]}`));
    }
    if (sizes.length > 1) await page.setViewportSize(sizes[0]);
    return problems;
}
