import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshDelay, refreshMargin, refreshSession, tokenFields } from '../../authProvider/refresh';
import { getAuth, reloadState, saveAuth } from '../../authProvider/state';
import { createDataProvider } from '../../dataProvider';

const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('when to refresh', () => {
    it('a minute before expiry, or a fifth of a short life', () => {
        expect(refreshMargin(3600)).toBe(60_000);
        expect(refreshMargin(5)).toBe(1000);
        expect(refreshDelay({ expires_at: 100_000, expires_in: 3600 }, 30_000)).toBe(10_000);
        expect(refreshDelay({ expires_at: 100_000, expires_in: 3600 }, 90_000)).toBe(0);
        expect(refreshDelay({}, 0)).toBeNull();
        expect(tokenFields({ access_token: 'a', refresh_token: 'r', expires_in: 10 }, 1000)).toEqual({
            access_token: 'a',
            refresh_token: 'r',
            expires_in: 10,
            expires_at: 11_000,
        });
    });
});

describe('one refresh at a time', () => {
    afterEach(() => {
        vi.unstubAllGlobals();
        reloadState();
    });
    /** The shared state lives in localStorage (each tab reads it afresh before refreshing). */
    const signedIn = () => {
        const items = new Map<string, string>();
        vi.stubGlobal('window', {
            localStorage: {
                getItem: (k: string) => items.get(k) ?? null,
                setItem: (k: string, v: string) => items.set(k, v),
                removeItem: (k: string) => items.delete(k),
            },
        });
        reloadState();
        saveAuth({ access_token: 'old', refresh_token: 'r1', scope: 'app:staff staff:admin', feature: [] });
    };

    it('concurrent 401s share one refresh; the new token replaces the old one', async () => {
        signedIn();
        const grant = vi.fn(async () => json({ access_token: 'new', refresh_token: 'r2', expires_in: 60 }));
        vi.stubGlobal('fetch', grant);
        const results = await Promise.all([1, 2, 3].map(() => refreshSession('/v4', 'c', 'old')));
        expect(results).toEqual([true, true, true]);
        expect(grant).toHaveBeenCalledTimes(1);
        // §7: the token call carries its parameters in the query string, with the form content type.
        const [url, init] = grant.mock.calls[0] as unknown as [string, RequestInit];
        expect(url).toBe('/v4/auth/o/token/?grant_type=refresh_token&refresh_token=r1&client_id=c');
        expect(init.method).toBe('POST');
        expect(new Headers(init.headers).get('Content-Type')).toBe('application/x-www-form-urlencoded');
        expect(getAuth()).toMatchObject({ access_token: 'new', refresh_token: 'r2', expires_in: 60 });
        // A later caller holding the old token learns the new one without another grant.
        expect(await refreshSession('/v4', 'c', 'old')).toBe(true);
        expect(grant).toHaveBeenCalledTimes(1);
    });

    it('a 401 is refreshed and replayed once; when the refresh fails the session is lost', async () => {
        signedIn();
        const seen: string[] = [];
        let refreshOk = true;
        const api = vi.fn(async (url: string, init?: RequestInit) => {
            const auth = new Headers(init?.headers).get('Authorization');
            seen.push(`${init?.method ?? 'GET'} ${url} ${auth}`);
            return auth === 'Bearer fresh' ? json({ id: 1, name: 'saved' }) : json({ detail: 'expired' }, 401);
        });
        const lost = vi.fn();
        const unauthorized = vi.fn();
        const dp = createDataProvider({
            apiUrl: '/v4',
            getAccessToken: () => getAuth().access_token,
            fetch: api as never,
            refresh: async () => {
                if (refreshOk) saveAuth({ ...getAuth(), access_token: 'fresh' });
                return refreshOk;
            },
            onSessionLost: lost,
            onUnauthorized: unauthorized,
        });
        const saved = await dp.update('catalog/tracks', {
            id: 1,
            data: { name: 'saved' },
            previousData: { id: 1, version: 1 },
        });
        expect(saved.data).toEqual({ id: 1, name: 'saved' });
        expect(seen).toEqual(['PATCH /v4/catalog/tracks/1/ Bearer old', 'PATCH /v4/catalog/tracks/1/ Bearer fresh']);
        expect(lost).not.toHaveBeenCalled();

        refreshOk = false;
        saveAuth({ ...getAuth(), access_token: 'revoked' });
        await expect(dp.getOne('catalog/tracks', { id: 1 })).rejects.toMatchObject({ status: 401 });
        expect(lost).toHaveBeenCalledTimes(1);
        expect(unauthorized).toHaveBeenCalledTimes(1);
    });

    it('a refresh the server does not answer is tried three times with one key; only a refusal ends the session', async () => {
        signedIn();
        vi.useFakeTimers();
        try {
            const keys: (string | null)[] = [];
            const answers: (() => Promise<Response>)[] = [
                () => Promise.reject(new TypeError('Failed to fetch')),
                async () => new Response('<h1>502 Bad Gateway</h1>', { status: 502 }),
                async () => json({ access_token: 'renewed', refresh_token: 'r9', expires_in: 60 }),
            ];
            vi.stubGlobal(
                'fetch',
                vi.fn((_url: string, init?: RequestInit) => {
                    keys.push(new Headers(init?.headers).get('Idempotency-Key'));
                    return answers.shift()!();
                })
            );
            const renewed = refreshSession('/v4', 'c', 'old');
            await vi.advanceTimersByTimeAsync(1_000 + 3_000);
            expect(await renewed).toBe(true);
            expect(getAuth().access_token).toBe('renewed');
            expect(keys).toHaveLength(3);
            expect(new Set(keys).size).toBe(1);
            expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);

            saveAuth({ ...getAuth(), access_token: 'old2' });
            vi.stubGlobal(
                'fetch',
                vi.fn(async () => new Response('<h1>503</h1>', { status: 503 }))
            );
            const unanswered = refreshSession('/v4', 'c', 'old2');
            await vi.advanceTimersByTimeAsync(4_000);
            expect(await unanswered).toBe('unanswered');
            expect(getAuth().access_token).toBe('old2');

            vi.stubGlobal(
                'fetch',
                vi.fn(async () => json({ detail: 'Refresh token already used; please sign in again.' }, 400))
            );
            expect(await refreshSession('/v4', 'c', 'old2')).toBe(false);
        } finally {
            vi.useRealTimers();
        }
    });
});
