/**
 * Writes done once (issue 41, capability `idempotency`): a write sent with an `Idempotency-Key` is
 * kept per user for a day with its answer (the IETF httpapi draft, as Stripe's API does it). A repeat
 * with the same request gets the first answer (status and body) and writes nothing; the same key
 * with another request is 422; a repeat while the first still runs is 409 with `in_flight: true`
 * (the console keeps its key and says so). A key is claimed before the write and its answer kept
 * right after it: a process that dies in between leaves the key running, taken over after a minute.
 * Only answers the client may be given again are kept (JSON or empty, below 500): a server error or
 * a streamed file frees the key, so the repeat runs afresh. Not in the `v4` profile (§7 has no such header).
 */
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { stmt } from '../db';
import { requestHeader, type Env } from './env';
import { badRequest } from './errors';
import { api } from '../../resources/messages/api';
import { IDEMPOTENCY_KEPT_MS, isIdempotencyKey, REPLAYED_HEADER } from '../../resources/idempotency';

/** A key claimed this long ago whose answer never came was its process's last: taken over. */
export const ABANDONED_AFTER_MS = 60_000;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface KeptKey {
    request_hash: string;
    status: number | null;
    content_type: string | null;
    body: string | null;
    created: number;
}

/** The request's identity: method, path and query, and its body's bytes. */
async function requestHash(ctx: Context<Env>): Promise<string> {
    const url = new URL(ctx.req.url);
    const body = new Uint8Array(await ctx.req.raw.clone().arrayBuffer());
    return createHash('sha256').update(`${ctx.req.method} ${url.pathname}${url.search}\n`).update(body).digest('hex');
}

/** Whether an answer may be given again as it was: JSON or empty, not a server error. */
const keepable = (res: Response) =>
    res.status < 500 && (res.status === 204 || /^application\/json/.test(res.headers.get('Content-Type') ?? ''));

export function idempotency(): MiddlewareHandler<Env> {
    return async (ctx, next) => {
        const key = WRITES.has(ctx.req.method) ? requestHeader(ctx, 'idempotency-key') : undefined;
        // The token endpoints run without a user (their refresh keeps its own: server/areas/auth.ts).
        const principal = ctx.get('principal');
        if (key === undefined || !principal) return next();
        if (!isIdempotencyKey(key)) throw badRequest(api.idempotencyBadKey);
        const db = ctx.get('db');
        const user = principal.userId;
        const hash = await requestHash(ctx);
        const now = Date.now();
        const kept = db
            .transaction(() => {
                stmt(db, 'DELETE FROM idempotency_keys WHERE created < ?').run(now - IDEMPOTENCY_KEPT_MS);
                const row = stmt(db, 'SELECT * FROM idempotency_keys WHERE user_id = ? AND key = ?').get(user, key) as
                    KeptKey | undefined;
                if (row && !(row.status === null && now - row.created > ABANDONED_AFTER_MS)) return row;
                stmt(
                    db,
                    'INSERT OR REPLACE INTO idempotency_keys (user_id, key, request_hash, created) VALUES (?, ?, ?, ?)'
                ).run(user, key, hash, now);
                return null;
            })
            .immediate();
        if (kept) {
            if (kept.request_hash !== hash) return ctx.json({ detail: api.idempotencyKeyReused }, 422);
            if (kept.status === null) return ctx.json({ detail: api.idempotencyInFlight, in_flight: true }, 409);
            ctx.header(REPLAYED_HEADER, 'true');
            if (kept.content_type) ctx.header('Content-Type', kept.content_type);
            const status = kept.status as 200;
            return kept.body ? ctx.body(kept.body, status) : ctx.body(null, status);
        }
        let res: Response | undefined;
        try {
            await next();
            res = ctx.res;
        } finally {
            if (res && keepable(res))
                stmt(
                    db,
                    'UPDATE idempotency_keys SET status = ?, content_type = ?, body = ? WHERE user_id = ? AND key = ?'
                ).run(res.status, res.headers.get('Content-Type'), await res.clone().text(), user, key);
            else stmt(db, 'DELETE FROM idempotency_keys WHERE user_id = ? AND key = ?').run(user, key);
        }
    };
}
