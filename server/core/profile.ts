/**
 * The server's profiles. `full` (the default) serves every call and says so at `GET capabilities/`;
 * `v4` (env `API_PROFILE=v4`) behaves as the store's own v4 API would: it answers exactly the calls
 * classified §7 (resources/calls.ts; everything else under /v4 is 404 `{"detail":"Not found."}`,
 * `capabilities/` included), its records carry no `version`, and `If-Match` is ignored.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import { CAPABILITIES } from '../../resources/capabilities';
import { callKey, type CallTable } from '../../resources/calls';
import { api } from '../../resources/messages/api';
import type { Env } from './env';

export type ApiProfile = 'full' | 'v4';
export const API_PROFILES: readonly ApiProfile[] = ['full', 'v4'];

/** The profile named by `API_PROFILE` (absent: full); a name of no profile stops the start, not a silent full server. */
export function profileFromEnv(env: Record<string, string | undefined> = process.env): ApiProfile {
    const name = env.API_PROFILE?.trim() || 'full';
    if (!API_PROFILES.includes(name as ApiProfile))
        throw new Error(`API_PROFILE=${name}: not a profile (${API_PROFILES.join(', ')})`);
    return name as ApiProfile;
}

/** What a profile tells the console it offers beyond §7. */
export const offeredCapabilities = (profile: ApiProfile): string[] => (profile === 'full' ? [...CAPABILITIES] : []);

/** `GET /v4/capabilities/`: any signed-in user may ask (mount after the token check). */
export function mountCapabilities(app: Hono<Env>, profile: ApiProfile): void {
    app.get('/v4/capabilities/', ctx => ctx.json({ capabilities: offeredCapabilities(profile) }));
}

export interface MountedRoute {
    method: string;
    path: string;
}

/** The routes a §7-only server answers: those mounted whose classification is §7's words. */
export function v4Routes(mounted: readonly MountedRoute[], calls: CallTable): MountedRoute[] {
    const seen = new Set<string>();
    return mounted.filter(r => {
        const key = callKey(r.method, r.path);
        if (seen.has(key) || typeof calls.get(key) !== 'string') return false;
        seen.add(key);
        return true;
    });
}

/**
 * A record as the v4 API sends it: no `version` (a number: an XSD file's version is text, and stays), as
 * the v4 API keeps none; and no `download` link to a route it does not serve (a file's download is an
 * extension), so the console offers no download that cannot work.
 */
export function asV4(value: unknown, served: (path: string) => boolean): unknown {
    if (Array.isArray(value)) return value.map(v => asV4(v, served));
    if (value === null || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const k in record) {
        const v = record[k];
        if (k === 'version' && typeof v === 'number') continue;
        if (k === 'download' && typeof v === 'string' && !served(v)) out[k] = null;
        // Records come whole, in a page's `results`, or as a refused write's `current`.
        else out[k] = k === 'results' || k === 'current' ? asV4(v, served) : v;
    }
    return out;
}

async function asV4Answer(ctx: Context<Env>, served: (path: string) => boolean): Promise<void> {
    ctx.res.headers.delete('ETag');
    if (!/^application\/json/.test(ctx.res.headers.get('Content-Type') ?? '')) return;
    const body = asV4(await ctx.res.clone().json(), served);
    const headers = new Headers(ctx.res.headers);
    headers.delete('Content-Length');
    ctx.res = new Response(JSON.stringify(body), { status: ctx.res.status, headers });
}

/**
 * The §7-only behaviour, in front of every /v4 route: calls outside the allowed routes are 404. The
 * routes are asked for at the first request, once the app has mounted them all.
 */
export function v4Only(allowedRoutes: () => readonly MountedRoute[]): MiddlewareHandler<Env> {
    let router: TrieRouter<true> | undefined;
    return async (ctx, next) => {
        if (!router) {
            router = new TrieRouter<true>();
            for (const r of allowedRoutes()) router.add(r.method, r.path, true);
        }
        const routes = router;
        const served = (method: string, path: string) => routes.match(method, path)[0].length > 0;
        if (!served(ctx.req.method === 'HEAD' ? 'GET' : ctx.req.method, ctx.req.path))
            return ctx.json({ detail: api.notFound }, 404);
        ctx.req.raw.headers.delete('If-Match');
        await next();
        await asV4Answer(ctx, path => served('GET', path));
    };
}
