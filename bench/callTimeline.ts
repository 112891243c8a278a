/**
 * What a page asked the API and when (the fault soak's report on a stuck screen): each call's start,
 * end and outcome, and how often the page-level wait was put into the page.
 */
import type { Page, Request } from 'playwright-core';

interface Call {
    r: Request;
    start: number;
    /** Unset while the call is in flight. */
    end?: number;
    how?: string;
}

/** Each page's API calls, the latest few hundred. */
const timeline = new WeakMap<Page, Call[]>();

export function trackCalls(page: Page): void {
    const log: Call[] = [];
    timeline.set(page, log);
    const ended = (r: Request, how: string) => {
        const entry = log.find(e => e.r === r && e.end === undefined);
        if (entry) Object.assign(entry, { end: Date.now(), how });
    };
    page.on('request', r => {
        if (!r.url().includes('/v4/')) return;
        log.push({ r, start: Date.now() });
        if (log.length > 400) log.splice(0, 100);
    });
    page.on('requestfinished', r => void r.response().then(a => ended(r, String(a?.status() ?? '?'))));
    page.on('requestfailed', r => ended(r, r.failure()?.errorText ?? 'failed'));
}

/** The API calls in flight, each with how long it has been. */
export const callsInFlight = (page: Page): string[] =>
    (timeline.get(page) ?? [])
        .filter(e => e.end === undefined)
        .map(e => `${e.r.method()} ${new URL(e.r.url()).pathname} ${Math.round((Date.now() - e.start) / 1000)} s`);

/** Every API call since `since`: when it started and ended (seconds from `since`) and how. */
export function callsSince(page: Page, since: number): string {
    const at = (t: number) => ((t - since) / 1000).toFixed(1);
    return (timeline.get(page) ?? [])
        .filter(e => (e.end ?? Infinity) >= since)
        .map(e => {
            const u = new URL(e.r.url());
            return `  ${at(e.start)}–${e.end ? at(e.end) : '…'} ${e.r.method()} ${u.pathname}${u.search} ${e.how ?? 'in flight'}`;
        })
        .join('\n');
}

/** Counts how often the page-level "Loading this page…" area is put into the page (a view mounted again and again?). */
export const COUNT_PAGE_LOADING = () => {
    const w = window as unknown as { __pageLoadings: number };
    w.__pageLoadings = 0;
    new MutationObserver(records => {
        for (const r of records)
            for (const n of r.addedNodes)
                if (n instanceof HTMLElement && /Loading this page/.test(n.textContent ?? '')) w.__pageLoadings++;
    }).observe(document, { childList: true, subtree: true });
};

/** How often the page-level wait was put in since the last ask. */
export const pageLoadings = (page: Page): Promise<number> =>
    page.evaluate(() => {
        const w = window as unknown as { __pageLoadings: number };
        const n = w.__pageLoadings;
        w.__pageLoadings = 0;
        return n;
    });
