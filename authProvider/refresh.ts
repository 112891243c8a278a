/**
 * Sessions that outlive the access token: a refresh (refresh-token grant) shortly before it
 * expires, and one more on a 401 before giving up. One refresh at a time across the user's tabs
 * (a Web Lock, then a fresh read of the shared state), since the server ends the whole sign-in
 * when a rotated refresh token is used twice.
 */
import { getAuth, readState, reloadState, saveAuth, subscribeState } from './state';

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

async function exchange(apiUrl: string, clientId: string, staleToken: string): Promise<boolean> {
    reloadState();
    const auth = getAuth();
    // Another tab refreshed while this one waited for the lock: its token is ours too.
    if (auth.access_token && auth.access_token !== staleToken) return true;
    if (!auth.refresh_token) return false;
    // §7: "POST auth/o/token/ (query parameters, form content type)".
    const query = new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: auth.refresh_token,
        client_id: clientId,
    });
    const res = await fetch(`${apiUrl}/auth/o/token/?${query}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    }).catch(() => null);
    if (!res?.ok) return false;
    const token = (await res.json()) as { access_token: string; refresh_token?: string; expires_in?: number };
    saveAuth({ ...readState().auth, ...tokenFields(token, Date.now()) });
    return true;
}

let inFlight: Promise<boolean> | null = null;
/** Replaces `staleToken` with a fresh one; true when the session goes on. */
export function refreshSession(apiUrl: string, clientId: string, staleToken: string): Promise<boolean> {
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

/** Keeps the session fresh while the app runs: a refresh before each expiry. Returns a stop function. */
export function keepSessionFresh(apiUrl: string, clientId: string): () => void {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const plan = () => {
        clearTimeout(timer);
        const auth = getAuth();
        const delay = refreshDelay(auth, Date.now());
        if (delay === null || !auth.access_token) return;
        timer = setTimeout(() => void refreshSession(apiUrl, clientId, auth.access_token), delay);
    };
    plan();
    const unsubscribe = subscribeState(plan);
    return () => {
        clearTimeout(timer);
        unsubscribe();
    };
}
