/**
 * Sessions that outlive the access token: a refresh (refresh-token grant) shortly before it
 * expires, and one more on a 401 before giving up. One refresh at a time across the user's tabs
 * (a Web Lock, then a fresh read of the shared state), since the server ends the whole sign-in
 * when a rotated refresh token is used twice. A refresh the server does not answer (the network,
 * a timeout, a 5xx) is tried again before anything is decided, and then leaves the session on:
 * only a refusal ends it (issue 41).
 */
import { getAuth, readState, reloadState, saveAuth, subscribeState } from './state';
import { currentCapabilities } from './capabilities';
import { newIdempotencyKey } from '../dataProvider/intents';
import { IDEMPOTENCY_HEADER } from '../resources/idempotency';

/** Refresh this long before expiry: a minute, or a fifth of a short token's life. */
export function refreshMargin(expiresInSeconds: number): number {
    return Math.min(60_000, (expiresInSeconds * 1000) / 5);
}

/** Milliseconds until the token should be refreshed (0: now); null when it does not expire. */
export function refreshDelay(auth: { expires_at?: number; expires_in?: number }, now: number): number | null {
    if (!auth.expires_at || !auth.expires_in) return null;
    return Math.max(0, auth.expires_at - refreshMargin(auth.expires_in) - now);
}

/** The auth fields a token response sets. */
export function tokenFields(
    token: { access_token: string; refresh_token?: string; expires_in?: number },
    now: number
): { access_token: string; refresh_token?: string; expires_in?: number; expires_at?: number } {
    return {
        access_token: token.access_token,
        refresh_token: token.refresh_token,
        expires_in: token.expires_in,
        expires_at: token.expires_in ? now + token.expires_in * 1000 : undefined,
    };
}

type LockManager = { request: <T>(name: string, fn: () => Promise<T>) => Promise<T> };
const locks = (): LockManager | undefined =>
    typeof navigator !== 'undefined' ? (navigator as { locks?: LockManager }).locks : undefined;

/** What a refresh came to: renewed, refused (the session has ended), or not answered (it goes on). */
export type Renewal = boolean | 'unanswered';

/** Each try of the token call may take this long. */
export const REFRESH_TIMEOUT_MS = 20_000;
/** The waits before the second and third tries of a refresh the server did not answer. */
export const REFRESH_RETRY_WAITS_MS = [1_000, 3_000];

const pause = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

/**
 * One token call: its answer, or null when none came in time. Its tries share one Idempotency-Key
 * (where the server keeps them): a retry whose first answer was lost gets that answer, not the
 * refusal of a rotated refresh token used twice, which would end the sign-in.
 */
async function tokenCall(url: string, key: string): Promise<Response | null> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), REFRESH_TIMEOUT_MS);
    const headers: Record<string, string> = {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
    };
    if (currentCapabilities().has('idempotency')) headers[IDEMPOTENCY_HEADER] = key;
    try {
        return await fetch(url, { method: 'POST', headers, signal: controller.signal });
    } catch {
        return null;
    } finally {
        clearTimeout(timer);
    }
}

/** The new token of an answer; null when it is no readable token (a gateway's page). */
async function tokenOf(res: Response) {
    const body = (await res.json().catch(() => null)) as {
        access_token?: string;
        refresh_token?: string;
        expires_in?: number;
    } | null;
    return typeof body?.access_token === 'string' ? { ...body, access_token: body.access_token } : null;
}

async function exchange(apiUrl: string, clientId: string, staleToken: string): Promise<Renewal> {
    const key = newIdempotencyKey();
    for (let tries = 0; ; tries++) {
        reloadState();
        const auth = getAuth();
        // Another tab refreshed while this one waited for the lock (or between tries): its token is ours too.
        if (auth.access_token && auth.access_token !== staleToken) return true;
        if (!auth.refresh_token) return false;
        // §7: "POST auth/o/token/ (query parameters, form content type)".
        const query = new URLSearchParams({
            grant_type: 'refresh_token',
            refresh_token: auth.refresh_token,
            client_id: clientId,
        });
        const res = await tokenCall(`${apiUrl}/auth/o/token/?${query}`, key);
        const token = res?.ok ? await tokenOf(res) : null;
        if (token) {
            saveAuth({ ...readState().auth, ...tokenFields(token, Date.now()) });
            return true;
        }
        // A refusal (400, 401: the refresh token is no longer valid) ends the session; nothing else does.
        if (res && res.status < 500 && !res.ok) return false;
        await res?.text().catch(() => undefined);
        if (tries >= REFRESH_RETRY_WAITS_MS.length) return 'unanswered';
        await pause(REFRESH_RETRY_WAITS_MS[tries]);
    }
}

let inFlight: Promise<Renewal> | null = null;
/** Replaces `staleToken` with a fresh one: true when renewed, false when the session has ended, 'unanswered' when the server did not answer. */
export function refreshSession(apiUrl: string, clientId: string, staleToken: string): Promise<Renewal> {
    inFlight ??= (async () => {
        const lock = locks();
        try {
            return await (lock
                ? lock.request('console-token-refresh', () => exchange(apiUrl, clientId, staleToken))
                : exchange(apiUrl, clientId, staleToken));
        } finally {
            inFlight = null;
        }
    })();
    return inFlight;
}

/** After a refresh the server did not answer, the next try comes this much later (or at expiry's margin). */
export const REFRESH_AGAIN_MS = 15_000;

/** Keeps the session fresh while the app runs: a refresh before each expiry. Returns a stop function. */
export function keepSessionFresh(apiUrl: string, clientId: string): () => void {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const plan = (atLeast = 0) => {
        clearTimeout(timer);
        const auth = getAuth();
        const delay = refreshDelay(auth, Date.now());
        if (delay === null || !auth.access_token) return;
        timer = setTimeout(
            () =>
                void refreshSession(apiUrl, clientId, auth.access_token).then(
                    renewal => renewal === 'unanswered' && plan(REFRESH_AGAIN_MS)
                ),
            Math.max(delay, atLeast)
        );
    };
    plan();
    const unsubscribe = subscribeState(() => plan());
    return () => {
        clearTimeout(timer);
        unsubscribe();
    };
}
