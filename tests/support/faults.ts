/**
 * The test fault layer (issue 41): what a bad network does between the console and the API, for
 * MSW (integration tests: `faultHandler`), Playwright routes (browser tests: tests/e2e/faultRoutes.ts)
 * and the loopback proxy of the soak (tests/e2e/faultProxy.ts) alike:
 * - `gateway`: a load balancer's 502 HTML page instead of the answer, the API never reached;
 * - `lost`: the API carries the call out, then the connection drops before its answer;
 * - `slow`: the answer comes after a delay;
 * - `hung`: no answer ever (until the caller gives up).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';

export type Fault = 'gateway' | 'lost' | 'slow' | 'hung';

/** What nginx answers when its upstream fails: the page the console must never show. */
export const GATEWAY_PAGE =
    '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

/** Which calls a fault hits: a method and a path (below the API's base, e.g. /catalog/tracks/1/notes/). */
export interface FaultRule {
    fault: Fault;
    method?: string;
    path?: RegExp;
    /** How many calls it hits (then it is spent); default 1. */
    times?: number;
    /** A slow answer's delay. */
    delayMs?: number;
}

/** The share of calls each fault hits, for random faults (the soak): e.g. `{ gateway: 0.08 }`. */
export type FaultRates = Partial<Record<Fault, number>>;

/** The fault for one call at these rates, given a random number in [0, 1). */
export function pickFault(rates: FaultRates, random: number): Fault | null {
    let edge = 0;
    for (const fault of ['gateway', 'lost', 'slow', 'hung'] as const) {
        edge += rates[fault] ?? 0;
        if (random < edge) return fault;
    }
    return null;
}

/** The rule a call meets (and spends one of its hits), or undefined. */
export function ruleFor(rules: FaultRule[], method: string, path: string): FaultRule | undefined {
    const rule = rules.find(
        r => (r.times ?? 1) > 0 && (!r.method || r.method === method) && (!r.path || r.path.test(path))
    );
    if (rule) rule.times = (rule.times ?? 1) - 1;
    return rule;
}

const never = (signal: AbortSignal) =>
    new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));

/**
 * An MSW handler putting `rules` in front of the API at `base`: a call a rule meets gets its fault
 * (`pass` reaches the API), others fall through to the next handler. `hits` lists what was done.
 */
export function faultHandler(
    base: string,
    rules: FaultRule[],
    pass: (request: Request) => Response | Promise<Response>
) {
    const hits: string[] = [];
    const handler: HttpHandler = http.all(`${base}/*`, async ({ request }) => {
        const path = new URL(request.url).pathname.slice(new URL(base).pathname.length);
        const rule = ruleFor(rules, request.method, path);
        if (!rule) return undefined;
        hits.push(`${rule.fault} ${request.method} ${path}`);
        if (rule.fault === 'gateway')
            return new HttpResponse(GATEWAY_PAGE, { status: 502, headers: { 'Content-Type': 'text/html' } });
        if (rule.fault === 'hung') return never(request.signal);
        if (rule.fault === 'slow') await new Promise(r => setTimeout(r, rule.delayMs ?? 3000));
        const answer = await pass(request);
        if (rule.fault === 'lost') {
            await answer.arrayBuffer();
            return HttpResponse.error();
        }
        return answer;
    });
    return { handler, hits };
}
