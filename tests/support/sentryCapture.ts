/**
 * A stand-in for Sentry's ingest endpoint on loopback: records the events the browser SDK sends;
 * and for the analytics endpoint (`/analytics`): records each batch the console posts.
 */
import { createServer, type Server } from 'node:http';
import { freePort } from './process';

/** The parts of a Sentry event the tests look at. */
export interface SentryEvent {
    environment?: string;
    exception?: { values?: { type?: string; value?: string }[] };
    breadcrumbs?: unknown[];
    extra?: Record<string, unknown>;
}

export interface Capture {
    /** `http://publickey@127.0.0.1:<port>/1`: the DSN a console build reports to. */
    dsn: string;
    events: SentryEvent[];
    /** `http://127.0.0.1:<port>/analytics`: the analytics endpoint a console build posts to. */
    analyticsUrl: string;
    /** The analytics batches received, as sent (JSON text). */
    beacons: string[];
    /** Resolves with the first event (already sent or still to come) that `match` accepts. */
    next(match: (e: SentryEvent) => boolean, timeoutMs?: number): Promise<SentryEvent>;
    close(): Promise<void>;
}

/** An envelope is newline-separated JSON: a header, then item header / payload pairs. */
function eventsOf(envelope: string): SentryEvent[] {
    const lines = envelope.split('\n');
    const events: SentryEvent[] = [];
    for (let i = 1; i + 1 < lines.length; i += 2) {
        const item = JSON.parse(lines[i]) as { type?: string };
        if (item.type === 'event') events.push(JSON.parse(lines[i + 1]) as SentryEvent);
    }
    return events;
}

// The SDK posts cross-origin with fetch: answer the preflight and let the response be read.
const CORS = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, X-Sentry-Auth',
};

export async function startCapture(): Promise<Capture> {
    const port = await freePort();
    const events: SentryEvent[] = [];
    const beacons: string[] = [];
    const waiting = new Set<() => void>();
    const server: Server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
            if (req.method === 'POST' && /^\/api\/1\/envelope\//.test(req.url ?? '')) {
                events.push(...eventsOf(Buffer.concat(chunks).toString('utf8')));
                waiting.forEach(w => w());
            }
            if (req.method === 'POST' && req.url === '/analytics') beacons.push(Buffer.concat(chunks).toString('utf8'));
            res.writeHead(req.method === 'OPTIONS' ? 204 : 200, { ...CORS, 'Content-Type': 'application/json' });
            res.end(req.method === 'OPTIONS' ? undefined : '{}');
        });
    });
    await new Promise<void>(resolve => server.listen(port, '127.0.0.1', resolve));

    function next(match: (e: SentryEvent) => boolean, timeoutMs = 15_000): Promise<SentryEvent> {
        return new Promise((resolve, reject) => {
            const check = () => {
                const found = events.find(match);
                if (!found) return;
                done();
                resolve(found);
            };
            const timer = setTimeout(() => {
                done();
                const got = events.map(e => e.exception?.values?.[0]?.value ?? '?').join(' | ');
                reject(new Error(`no matching Sentry event within ${timeoutMs} ms; got: ${got || 'none'}`));
            }, timeoutMs);
            const done = () => {
                clearTimeout(timer);
                waiting.delete(check);
            };
            waiting.add(check);
            check();
        });
    }

    return {
        dsn: `http://publickey@127.0.0.1:${port}/1`,
        events,
        analyticsUrl: `http://127.0.0.1:${port}/analytics`,
        beacons,
        next,
        close: () => new Promise(resolve => server.close(() => resolve())),
    };
}
