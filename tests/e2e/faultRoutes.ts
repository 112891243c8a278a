/**
 * The fault layer of tests/support/faults.ts for a browser test, as Playwright routes on the page's
 * API calls: a rule's calls get a gateway's 502 page, are carried out and then cut before their
 * answer (`route.fetch()`, then a reset connection), come late, or never answer.
 */
import type { Page, Route } from 'playwright-core';
import { GATEWAY_PAGE, ruleFor, type FaultRule } from '../support/faults';

/** Routes the page's `/v4/` calls through `rules`; `hits` lists each fault done ("lost POST /catalog/…"). */
export async function withFaults(page: Page, rules: FaultRule[]): Promise<{ hits: string[]; rules: FaultRule[] }> {
    const hits: string[] = [];
    await page.route(
        url => url.pathname.startsWith('/v4/'),
        async (route: Route) => {
            const request = route.request();
            const path = new URL(request.url()).pathname.slice('/v4'.length);
            const rule = ruleFor(rules, request.method(), path);
            if (!rule) return route.fallback();
            hits.push(`${rule.fault} ${request.method()} ${path}`);
            switch (rule.fault) {
                case 'gateway':
                    return route.fulfill({ status: 502, contentType: 'text/html', body: GATEWAY_PAGE });
                case 'hung':
                    // Never answered: the console's own time limit gives it up.
                    return;
                case 'slow':
                    await new Promise(r => setTimeout(r, rule.delayMs ?? 3000));
                    return route.fallback();
                case 'lost':
                    await (await route.fetch()).body();
                    return route.abort('connectionreset');
            }
        }
    );
    return { hits, rules };
}
