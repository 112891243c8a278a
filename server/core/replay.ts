/**
 * A write made again by the server itself, as its requester (issue 44): an approved change and a
 * scheduled one go through the app's ordinary routes (validation, permissions, versions, history)
 * as the person who asked for it, not around them. The replay's request carries a one-use secret
 * naming it (never a token: it exists only in this process, for the replay's duration); the token
 * check takes the identity from it, the approvals layer lets it through, and history adds its note.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { Hono, MiddlewareHandler } from 'hono';
import type { Principal } from './access';
import { requestHeader, type Env } from './env';

export const REPLAY_HEADER = 'x-server-replay';

interface Replay {
    principal: Principal;
}
const running = new Map<string, Replay>();
/** What the history records of every write made inside a replay ("requested by …, approved by …"). */
const notes = new AsyncLocalStorage<string>();

/** The replay this request is, if it is one. */
export function replayOf(ctx: Parameters<MiddlewareHandler<Env>>[0]): Replay | undefined {
    const secret = requestHeader(ctx, REPLAY_HEADER);
    return secret ? running.get(secret) : undefined;
}

/** The token check, except for a replay: its identity is the one it was started with. */
export function tokenOrReplay(tokenCheck: MiddlewareHandler<Env>): MiddlewareHandler<Env> {
    return (ctx, next) => {
        const replay = replayOf(ctx);
        if (!replay) return tokenCheck(ctx, next);
        ctx.set('principal', replay.principal);
        return next();
    };
}

/** The history note of the replay in progress (server/core/history.ts appends it to the action). */
export const historyNote = (): string | undefined => notes.getStore();

export interface ReplayRequest {
    method: string;
    /** The path below the origin (`/v4/catalog/tracks/5/`), with its query. */
    path: string;
    body?: unknown;
    headers?: Record<string, string>;
}

/** Makes a request through the app as `principal`; its writes' history entries carry `note`. */
export async function replay(
    app: Hono<Env>,
    principal: Principal,
    request: ReplayRequest,
    note?: string
): Promise<{ status: number; body: unknown }> {
    const secret = randomBytes(24).toString('hex');
    running.set(secret, { principal });
    try {
        const headers: Record<string, string> = { ...request.headers, [REPLAY_HEADER]: secret };
        if (request.body !== undefined) headers['Content-Type'] = 'application/json';
        const send = () =>
            app.request(`http://replay.local${request.path}`, {
                method: request.method,
                headers,
                body: request.body !== undefined ? JSON.stringify(request.body) : undefined,
            });
        const res = await (note ? notes.run(note, send) : send());
        const text = await res.text();
        let body: unknown = null;
        try {
            body = text ? JSON.parse(text) : null;
        } catch {
            body = text;
        }
        return { status: res.status, body };
    } finally {
        running.delete(secret);
    }
}
