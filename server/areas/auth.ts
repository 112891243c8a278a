/**
 * OAuth-style auth: password and refresh-token grants, an authorization-code round trip for the
 * console's /auth/verify step, introspection and logout. Tokens are random and stored hashed.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { keptUntilWrite, stmt, type DB } from '../db';
import { makePrincipal, type Principal } from '../core/access';
import { badRequest, unauthorized } from '../core/errors';
import { requestHeader, type Env } from '../core/env';
import { hashPassword, newSecret, sha256, verifyPassword } from '../core/passwords';
import type { ServerModule } from '../core/module';
import { mountOperations, serve } from '../core/operations';
import { introspect } from '../../resources/operations/auth';
import { viewAsPrincipal } from './viewAs';
import { PARTNER_SCOPE, STAFF_ROLES, STAFF_SCOPE, partner, staff } from '../../resources/permissions';
import { api } from '../../resources/messages/api';

export const DEMO_PASSWORD = process.env.SEED_PASSWORD || 'console-demo';

export const TOKEN_TTL_SECONDS = Number(process.env.TOKEN_TTL ?? 3600);
const REFRESH_TTL_SECONDS = 14 * 24 * 3600;
const CODE_TTL_SECONDS = 120;

interface UserRow {
    id: number;
    username: string;
    password_hash: string;
    first_name: string;
    last_name: string;
    scope: string;
    feature: string;
    brand: string;
    supplier_id: number | null;
    label_id: number | null;
}

const now = () => Math.floor(Date.now() / 1000);

/** Token and authorize parameters come as query parameters or a form body. */
async function params(ctx: Context<Env>): Promise<Record<string, string>> {
    const out: Record<string, string> = { ...ctx.req.query() };
    const type = ctx.req.header('content-type') ?? '';
    if (type.includes('application/x-www-form-urlencoded')) {
        for (const [k, v] of new URLSearchParams(await ctx.req.text())) out[k] = v;
    } else if (type.includes('application/json')) {
        try {
            Object.assign(out, await ctx.req.json());
        } catch {
            throw badRequest(api.malformedJson);
        }
    }
    return out;
}

/** A new token pair; a refresh keeps its sign-in's family, so that a reused refresh token can end it. */
function issueTokens(db: DB, user: UserRow, family = newSecret()) {
    const access = newSecret();
    const refresh = newSecret();
    stmt(db, 'INSERT INTO tokens (access_hash, refresh_hash, user_id, expires_at, family) VALUES (?, ?, ?, ?, ?)').run(
        sha256(access),
        sha256(refresh),
        user.id,
        now() + TOKEN_TTL_SECONDS,
        family
    );
    return {
        access_token: access,
        expires_in: TOKEN_TTL_SECONDS,
        token_type: 'Bearer',
        scope: user.scope,
        refresh_token: refresh,
    };
}

/**
 * A refresh's answer kept for a minute under the Idempotency-Key the console sent with it (issue 41):
 * when that answer is lost, the console's retry gets the same pair instead of the reuse of a rotated
 * refresh token, which ends the whole sign-in. Only the sender knows the key; in memory, as the pair
 * was, never in the file (tokens are stored hashed).
 */
const refreshRetries = (() => {
    const KEPT_MS = 60_000;
    const kept = new Map<string, { tokens: ReturnType<typeof issueTokens>; at: number }>();
    const id = (key: string, refreshToken: string) => `${key} ${sha256(refreshToken)}`;
    return {
        keep(key: string | undefined, refreshToken: string, tokens: ReturnType<typeof issueTokens>) {
            if (!key) return;
            for (const [k, v] of kept) if (Date.now() - v.at > KEPT_MS) kept.delete(k);
            kept.set(id(key, refreshToken), { tokens, at: Date.now() });
        },
        answer(key: string | undefined, refreshToken: string | undefined) {
            const found = key && refreshToken ? kept.get(id(key, refreshToken)) : undefined;
            return found && Date.now() - found.at <= KEPT_MS ? found.tokens : null;
        },
    };
})();

const invalidGrant = (ctx: Context<Env>, description: string) =>
    ctx.json({ error: 'invalid_grant', error_description: description, detail: description }, 400);

function checkCredentials(db: DB, username?: string, password?: string): UserRow | null {
    if (!username || !password || username.length > 150 || password.length > 1000) return null;
    const user = stmt(db, 'SELECT * FROM users WHERE username = ?').get(username) as UserRow | undefined;
    return user && verifyPassword(password, user.password_hash) ? user : null;
}

function exchangeCode(db: DB, code: string | undefined): UserRow | null {
    if (!code) return null;
    const row = stmt(db, 'SELECT * FROM auth_codes WHERE code_hash = ?').get(sha256(code)) as
        { user_id: number; expires_at: number; used: number } | undefined;
    if (!row || row.used || row.expires_at < now()) return null;
    stmt(db, 'UPDATE auth_codes SET used = 1 WHERE code_hash = ?').run(sha256(code));
    return stmt(db, 'SELECT * FROM users WHERE id = ?').get(row.user_id) as UserRow;
}

/** Only same-origin paths may be redirect targets (no open redirect). */
function safeRedirect(uri: string | undefined): string | null {
    return uri && uri.startsWith('/') && !uri.startsWith('//') && !uri.includes('\\') ? uri : null;
}

export function mountAuth(app: Hono<Env>): void {
    app.post('/v4/auth/o/token/', async ctx => {
        const db = ctx.get('db');
        const q = await params(ctx);
        if (!q.client_id) return ctx.json({ error: 'invalid_client', detail: api.clientIdRequired }, 400);
        if (q.grant_type === 'password') {
            const user = checkCredentials(db, q.username, q.password);
            return user ? ctx.json(issueTokens(db, user)) : invalidGrant(ctx, api.invalidCredentials);
        }
        if (q.grant_type === 'refresh_token') {
            // The same refresh sent again with its Idempotency-Key (its answer was lost): the same pair.
            const retry = refreshRetries.answer(requestHeader(ctx, 'idempotency-key'), q.refresh_token);
            if (retry) return ctx.json(retry);
            const row = q.refresh_token
                ? (stmt(db, 'SELECT * FROM tokens WHERE refresh_hash = ?').get(sha256(q.refresh_token)) as
                      | {
                            user_id: number;
                            revoked: number;
                            rotated: number;
                            expires_at: number;
                            access_hash: string;
                            family: string;
                        }
                      | undefined)
                : undefined;
            if (row?.rotated) {
                // A refresh token used twice was stolen or leaked: end the whole sign-in.
                stmt(db, 'UPDATE tokens SET revoked = 1 WHERE family = ?').run(row.family);
                return invalidGrant(ctx, api.refreshTokenUsed);
            }
            if (!row || row.revoked || row.expires_at + REFRESH_TTL_SECONDS < now()) {
                return invalidGrant(ctx, api.invalidRefreshToken);
            }
            const user = stmt(db, 'SELECT * FROM users WHERE id = ?').get(row.user_id) as UserRow;
            const tokens = db.transaction(() => {
                stmt(db, 'UPDATE tokens SET revoked = 1, rotated = 1 WHERE access_hash = ?').run(row.access_hash);
                return issueTokens(db, user, row.family);
            })();
            refreshRetries.keep(requestHeader(ctx, 'idempotency-key'), q.refresh_token!, tokens);
            return ctx.json(tokens);
        }
        if (q.grant_type === 'authorization_code') {
            const user = exchangeCode(db, q.code);
            return user ? ctx.json(issueTokens(db, user)) : invalidGrant(ctx, api.invalidCode);
        }
        return ctx.json({ error: 'unsupported_grant_type', detail: api.unsupportedGrant }, 400);
    });

    /** Credentials in, a one-time code out (JSON for the console, or a 302 for a browser form). */
    app.post('/v4/auth/o/authorize/', async ctx => {
        const db = ctx.get('db');
        const q = await params(ctx);
        const redirect = safeRedirect(q.redirect_uri);
        if (!q.client_id || q.response_type !== 'code' || !redirect) {
            throw badRequest(api.authorizeParams);
        }
        const user = checkCredentials(db, q.username, q.password);
        if (!user) return invalidGrant(ctx, api.invalidCredentials);
        const code = newSecret();
        stmt(db, 'INSERT INTO auth_codes (code_hash, user_id, redirect_uri, expires_at) VALUES (?, ?, ?, ?)').run(
            sha256(code),
            user.id,
            redirect,
            now() + CODE_TTL_SECONDS
        );
        const target = `${redirect}${redirect.includes('?') ? '&' : '?'}code=${encodeURIComponent(code)}${
            q.state ? `&state=${encodeURIComponent(q.state)}` : ''
        }`;
        if ((ctx.req.header('accept') ?? '').includes('application/json'))
            return ctx.json({ code, redirect_uri: target });
        return ctx.redirect(target, 302);
    });

    /** The redirect step: a one-time code becomes tokens. */
    app.get('/v4/auth/o/redirect/', ctx => {
        const user = exchangeCode(ctx.get('db'), ctx.req.query('code'));
        return user ? ctx.json(issueTokens(ctx.get('db'), user)) : invalidGrant(ctx, api.invalidCode);
    });

    const introspected = serve(introspect, ctx => {
        const p = ctx.get('principal');
        const user = stmt(ctx.get('db'), 'SELECT * FROM users WHERE id = ?').get(p.userId) as UserRow;
        return ctx.json({
            active: true,
            user_id: user.id,
            username: user.username,
            first_name: user.first_name,
            last_name: user.last_name,
            scope: user.scope,
            feature: JSON.parse(user.feature),
            brand: user.brand,
            ...(user.supplier_id ? { supplier_id: user.supplier_id } : {}),
            ...(user.label_id ? { label_id: user.label_id } : {}),
        });
    });
    mountOperations(app, [introspected]);

    app.get('/v4/auth/logout/', ctx => {
        const token = bearerOf(ctx);
        if (token) stmt(ctx.get('db'), 'UPDATE tokens SET revoked = 1 WHERE access_hash = ?').run(sha256(token));
        return ctx.json({ detail: api.loggedOut });
    });
}

/** The request's bearer token, if it sent one. */
function bearerOf(ctx: Context): string | null {
    const m = requestHeader(ctx, 'authorization')?.match(/^Bearer\s+(\S+)$/i);
    return m ? m[1] : null;
}

/**
 * Tokens read already, by hash, with their user's principal: kept until any write (a token issued,
 * rotated or revoked, a user changed), so a request reads neither table again; expiry is the
 * clock's, checked on each request.
 */
const TOKENS = {};
interface KnownToken {
    principal: Principal;
    revoked: boolean;
    expiresAt: number;
}

const PUBLIC = new Set(['/v4/auth/o/token/', '/v4/auth/o/authorize/', '/v4/auth/o/redirect/']);

/** Every /v4 call but the token exchange needs a live bearer token. */
/** `viewAs`: whether an admin's `X-View-As` is honoured (the reference server's extension; §7's API ignores it). */
export function requireToken({ viewAs = true }: { viewAs?: boolean } = {}): MiddlewareHandler<Env> {
    return async (ctx, next) => {
        // Images are read by <img> tags without a token; uploading one needs a token like any write.
        const image = ctx.req.method === 'GET' && /^\/v4\/media\/images\/\d+\/$/.test(ctx.req.path);
        if (PUBLIC.has(ctx.req.path) || image) return next();
        const token = bearerOf(ctx);
        if (!token) throw unauthorized();
        const db = ctx.get('db');
        const known = keptUntilWrite<KnownToken>(db, TOKENS, 1000);
        const hash = sha256(token);
        let found = known.get(hash);
        if (!found) {
            const row = stmt(db, 'SELECT * FROM tokens WHERE access_hash = ?').get(hash) as
                { user_id: number; expires_at: number; revoked: number } | undefined;
            if (!row) throw unauthorized(api.invalidToken);
            const user = stmt(db, 'SELECT * FROM users WHERE id = ?').get(row.user_id) as UserRow;
            known.set(
                hash,
                (found = { principal: makePrincipal(user), revoked: !!row.revoked, expiresAt: row.expires_at })
            );
        }
        if (found.revoked) throw unauthorized(api.tokenRevoked);
        if (found.expiresAt < now()) throw unauthorized(api.tokenExpired);
        // An admin's `X-View-As` is answered as the viewed user, read-only (./viewAs.ts).
        ctx.set('principal', viewAs ? viewAsPrincipal(ctx, found.principal) : found.principal);
        return next();
    };
}

/** Users, tokens and authorization codes; the demo accounts of every role and partner type. */
export const authModule: ServerModule = {
    name: 'auth',
    ddl: `CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, username TEXT NOT NULL UNIQUE, password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL, last_name TEXT NOT NULL, scope TEXT NOT NULL, feature TEXT NOT NULL DEFAULT '[]',
  brand TEXT NOT NULL, supplier_id INTEGER, label_id INTEGER);
CREATE TABLE IF NOT EXISTS tokens (access_hash TEXT PRIMARY KEY, refresh_hash TEXT UNIQUE, user_id INTEGER NOT NULL REFERENCES users(id),
  expires_at INTEGER NOT NULL, revoked INTEGER NOT NULL DEFAULT 0, rotated INTEGER NOT NULL DEFAULT 0,
  family TEXT NOT NULL DEFAULT '');
CREATE INDEX IF NOT EXISTS tokens_family ON tokens(family);
CREATE TABLE IF NOT EXISTS auth_codes (code_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL, redirect_uri TEXT NOT NULL,
  expires_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0);`,
    seed: ({ db }) => {
        const u = db.prepare(
            'INSERT INTO users (username, password_hash, first_name, last_name, scope, feature, brand, supplier_id, label_id) VALUES (?,?,?,?,?,?,?,?,?)'
        );
        const hash = hashPassword(DEMO_PASSWORD);
        for (const role of STAFF_ROLES) {
            u.run(
                role,
                hash,
                role.replace('_', ' ').replace(/^\w/, c => c.toUpperCase()),
                'Demo',
                `${STAFF_SCOPE} ${staff(role)}`,
                '[]',
                'download',
                null,
                null
            );
        }
        u.run('dj_store_admin', hash, 'DJ Store', 'Admin', `${STAFF_SCOPE} ${staff('admin')}`, '[]', 'dj', null, null);
        u.run(
            'supplier',
            hash,
            'Supplier',
            'Demo',
            `${PARTNER_SCOPE} ${partner('supplier')}`,
            '[]',
            'download',
            1,
            null
        );
        u.run('label', hash, 'Label', 'Demo', `${PARTNER_SCOPE} ${partner('label')}`, '[]', 'download', null, 1);
        u.run('artist', hash, 'Artist', 'Demo', `${PARTNER_SCOPE} ${partner('artist')}`, '[]', 'download', null, null);
        u.run('dj', hash, 'DJ', 'Demo', `${PARTNER_SCOPE} ${partner('dj')}`, '[]', 'dj', null, null);
        // A supplier partner (supplier 2) whose supplier has not accepted the service agreement yet.
        u.run(
            'new_supplier',
            hash,
            'Nina',
            'Demo',
            `${PARTNER_SCOPE} ${partner('supplier')}`,
            '[]',
            'download',
            2,
            null
        );
    },
};
