/** The HTTP front: the API, and optionally the built console with CSP, compression and SPA fallback. */
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { getMimeType } from 'hono/utils/mime';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { answerHeaders } from './core/answerHeaders';
import { requestHeader } from './core/env';
import { gzipSync } from 'node:zlib';
import { createApi } from './app';
import type { DB } from './db';

export interface ConsoleAssets {
    dist: string;
    indexHtml: string;
}

/**
 * Origins the console is built to call besides its own (same variables as the build): analytics,
 * and the API hosts of the identity lookups and the deliveries inspector when they are elsewhere.
 */
const otherOrigins = () =>
    ['VITE_ANALYTICS_URL', 'VITE_API_URL', 'VITE_IDENTITY_API_URL', 'VITE_INSPECTOR_API_URL']
        .map(name => {
            try {
                return process.env[name] ? ` ${new URL(process.env[name]).origin}` : '';
            } catch {
                return ''; // a path on this origin ('/v4')
            }
        })
        .join('');

/** No inline scripts: the access token lives in localStorage, so XSS is the main risk. */
export const CONTENT_SECURITY_POLICY = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // The track player plays audio fetched with the user's token, as a blob.
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self' https://*.ingest.sentry.io https://*.ingest.us.sentry.io${otherOrigins()}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
].join('; ');

/** A client that takes gzip (`gzip;q=0` refuses it). */
const takesGzip = (acceptEncoding = '') => /\bgzip\b(?!\s*;\s*q=0(\.0*)?\b)/i.test(acceptEncoding);

/**
 * The console's built files under /assets, each compressed once, on its first request: their names
 * carry their content's hash, so a file's compressed body never changes while the server runs.
 * Compressed on every request instead, a browser opening the console afresh (about 1 MB of
 * scripts) cost the server about 130 ms of CPU. Anything else falls through to serveStatic.
 */
function compressedOnce(dist: string): MiddlewareHandler {
    const bodies = new Map<string, Uint8Array<ArrayBuffer> | null>();
    return async (ctx, next) => {
        const name = ctx.req.path.slice('/assets/'.length);
        const type = getMimeType(name);
        const compressible = type && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) && /^[\w.-]+$/.test(name);
        if (!compressible || !takesGzip(ctx.req.header('Accept-Encoding'))) return next();
        if (!bodies.has(name)) {
            const file = join(dist, 'assets', name);
            bodies.set(name, existsSync(file) ? new Uint8Array(gzipSync(readFileSync(file), { level: 9 })) : null);
        }
        const body = bodies.get(name);
        if (!body) return next();
        return ctx.body(body, 200, { 'Content-Type': type, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
    };
}

export function createServer(db: DB, assets?: ConsoleAssets): Hono {
    const app = new Hono();
    // Only for a client that takes a compressed answer (compress() reads the header only late, through Hono's copy).
    const compressed = compress();
    app.use('*', (ctx, next) => (requestHeader(ctx, 'Accept-Encoding') ? compressed(ctx, next) : next()));
    app.use(
        '*',
        answerHeaders(ctx => ({
            // What compress() would add to each answer it may compress, after it was made.
            Vary: 'Accept-Encoding',
            'X-Content-Type-Options': 'nosniff',
            'Referrer-Policy': 'same-origin',
            ...(ctx.req.path.startsWith('/v4/') ? {} : { 'Content-Security-Policy': CONTENT_SECURITY_POLICY }),
        }))
    );
    app.route('/', createApi(db));
    if (assets) {
        const root = relative(process.cwd(), assets.dist) || '.';
        app.use('/assets/*', async (ctx, next) => {
            await next();
            if (ctx.res.status === 200) ctx.header('Cache-Control', 'public, max-age=31536000, immutable');
        });
        app.use('/assets/*', compressedOnce(assets.dist));
        app.use('*', serveStatic({ root }));
        // Deep links survive a reload: any other GET is the console's index.
        app.get('*', ctx => {
            ctx.header('Cache-Control', 'no-cache');
            return ctx.html(assets.indexHtml);
        });
    }
    return app;
}
