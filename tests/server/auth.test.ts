import { describe, expect, it } from 'vitest';
import { makeApi } from './helpers';

const form = (values: Record<string, string>) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(values).toString(),
});

describe('OAuth-style auth', () => {
    const api = makeApi(50);

    it('password grant answers a bearer token with the scope string', async () => {
        const res = await api.request(
            '/v4/auth/o/token/',
            form({ grant_type: 'password', username: 'label', password: 'console-demo', client_id: 'c' })
        );
        expect(res.status).toBe(200);
        const body = (await res.json()) as Record<string, unknown>;
        expect(body).toMatchObject({ token_type: 'Bearer', scope: 'app:partner user:label', expires_in: 3600 });
        expect(String(body.access_token).length).toBeGreaterThan(30);
        expect(body.refresh_token).toBeTruthy();
        // Stored hashed: the database never holds the token itself.
        const stored = api.db.prepare('SELECT access_hash FROM tokens').all() as { access_hash: string }[];
        expect(stored.some(r => r.access_hash === body.access_token)).toBe(false);
    });

    it('accepts the parameters as a query string too', async () => {
        const q = new URLSearchParams({
            grant_type: 'password',
            username: 'admin',
            password: 'console-demo',
            client_id: 'c',
        });
        expect((await api.request(`/v4/auth/o/token/?${q}`, { method: 'POST' })).status).toBe(200);
    });

    it('refuses bad credentials with invalid_grant', async () => {
        const res = await api.request(
            '/v4/auth/o/token/',
            form({ grant_type: 'password', username: 'admin', password: 'wrong', client_id: 'c' })
        );
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ error: 'invalid_grant' });
    });

    it('introspects the user, scope, features, brand and partner tenancy', async () => {
        const res = await api.as('supplier', '/v4/auth/o/introspect/');
        expect(await res.json()).toMatchObject({
            username: 'supplier',
            scope: 'app:partner user:supplier',
            feature: [],
            brand: 'download',
            supplier_id: 1,
        });
        const dj = await (await api.as('dj_store_admin', '/v4/auth/o/introspect/')).json();
        expect(dj).toMatchObject({ scope: 'app:staff staff:admin', brand: 'dj' });
    });

    it('refresh_token grant issues a new token and retires the old one', async () => {
        const first = (await (
            await api.request(
                '/v4/auth/o/token/',
                form({ grant_type: 'password', username: 'finance', password: 'console-demo', client_id: 'c' })
            )
        ).json()) as Record<string, string>;
        const res = await api.request(
            '/v4/auth/o/token/',
            form({ grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: 'c' })
        );
        expect(res.status).toBe(200);
        const second = (await res.json()) as Record<string, string>;
        expect(second.access_token).not.toBe(first.access_token);
        const old = await api.request('/v4/auth/o/introspect/', {
            headers: { Authorization: `Bearer ${first.access_token}` },
        });
        expect(old.status).toBe(401);
        const again = await api.request(
            '/v4/auth/o/token/',
            form({ grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: 'c' })
        );
        expect(again.status).toBe(400);
    });

    it('a reused refresh token ends its whole sign-in; another sign-in of the same user goes on', async () => {
        const signIn = async () =>
            (await (
                await api.request(
                    '/v4/auth/o/token/',
                    form({ grant_type: 'password', username: 'support', password: 'console-demo', client_id: 'c' })
                )
            ).json()) as Record<string, string>;
        const refresh = async (token: string) =>
            api.request(
                '/v4/auth/o/token/',
                form({ grant_type: 'refresh_token', refresh_token: token, client_id: 'c' })
            );
        const live = (token: string) =>
            api.request('/v4/auth/o/introspect/', { headers: { Authorization: `Bearer ${token}` } });
        const first = await signIn();
        const other = await signIn();
        const rotated = (await (await refresh(first.refresh_token)).json()) as Record<string, string>;
        expect((await live(rotated.access_token)).status).toBe(200);
        // The first refresh token again (stolen, say): refused, and the family it began is ended.
        const reuse = await refresh(first.refresh_token);
        expect(reuse.status).toBe(400);
        expect((await live(rotated.access_token)).status).toBe(401);
        expect((await refresh(rotated.refresh_token)).status).toBe(400);
        expect((await live(other.access_token)).status).toBe(200);
    });

    it('logout revokes the access token and its refresh token', async () => {
        const t = (await (
            await api.request(
                '/v4/auth/o/token/',
                form({ grant_type: 'password', username: 'marketing', password: 'console-demo', client_id: 'c' })
            )
        ).json()) as Record<string, string>;
        await api.request('/v4/auth/logout/', { headers: { Authorization: `Bearer ${t.access_token}` } });
        const res = await api.request(
            '/v4/auth/o/token/',
            form({ grant_type: 'refresh_token', refresh_token: t.refresh_token, client_id: 'c' })
        );
        expect(res.status).toBe(400);
    });

    it('authorization-code round trip: authorize → one-time code → redirect exchange', async () => {
        const auth = await api.request('/v4/auth/o/authorize/', {
            ...form({
                username: 'curation',
                password: 'console-demo',
                client_id: 'c',
                response_type: 'code',
                redirect_uri: '/auth/verify',
                state: '/catalog/tracks/12',
            }),
            headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        });
        expect(auth.status).toBe(200);
        const { code, redirect_uri } = (await auth.json()) as { code: string; redirect_uri: string };
        expect(redirect_uri).toMatch(/^\/auth\/verify\?code=.+&state=%2Fcatalog%2Ftracks%2F12$/);
        const exchange = await api.request(`/v4/auth/o/redirect/?code=${encodeURIComponent(code)}`);
        expect(exchange.status).toBe(200);
        const { access_token } = (await exchange.json()) as { access_token: string };
        const me = await (
            await api.request('/v4/auth/o/introspect/', { headers: { Authorization: `Bearer ${access_token}` } })
        ).json();
        expect(me).toMatchObject({ username: 'curation' });
        expect((await api.request(`/v4/auth/o/redirect/?code=${encodeURIComponent(code)}`)).status).toBe(400);
    });

    it('a browser form post to authorize is redirected with the code', async () => {
        const res = await api.request(
            '/v4/auth/o/authorize/',
            form({
                username: 'admin',
                password: 'console-demo',
                client_id: 'c',
                response_type: 'code',
                redirect_uri: '/auth/verify',
            })
        );
        expect(res.status).toBe(302);
        expect(res.headers.get('location')).toMatch(/^\/auth\/verify\?code=/);
    });

    it('logout revokes the token; expired and unknown tokens are refused with 401', async () => {
        const token = (await (
            await api.request(
                '/v4/auth/o/token/',
                form({ grant_type: 'password', username: 'support', password: 'console-demo', client_id: 'c' })
            )
        ).json()) as { access_token: string };
        const headers = { Authorization: `Bearer ${token.access_token}` };
        expect((await api.request('/v4/catalog/tracks/', { headers })).status).toBe(200);
        expect((await api.request('/v4/auth/logout/', { headers })).status).toBe(200);
        const revoked = await api.request('/v4/catalog/tracks/', { headers });
        expect(revoked.status).toBe(401);
        expect(await revoked.json()).toEqual({ detail: 'Token has been revoked.' });

        const other = await api.token('marketing');
        api.db.prepare('UPDATE tokens SET expires_at = 0 WHERE revoked = 0').run();
        const expired = await api.request('/v4/catalog/tracks/', { headers: { Authorization: `Bearer ${other}` } });
        expect(expired.status).toBe(401);
        expect(await expired.json()).toEqual({ detail: 'Token has expired.' });
        expect((await api.request('/v4/catalog/tracks/', { headers: { Authorization: 'Bearer nope' } })).status).toBe(
            401
        );
    });
});
