/**
 * Writes done once (issue 41, capability `idempotency`): a write repeated with its Idempotency-Key
 * gets the first answer and writes nothing; the key with another request is 422; keys are each
 * user's and kept a day; a repeat while the first runs is 409. The `v4` profile knows no such header.
 */
import { describe, expect, it } from 'vitest';
import { api as words } from '../../resources/messages/api';
import { makeApi } from './helpers';

type Json = Record<string, unknown>;
const NOTES = '/v4/catalog/tracks/1/notes/';
const key = () => `test-${Math.random().toString(36).slice(2)}`;

describe('Idempotency-Key on the reference server', () => {
    const api = makeApi(40);
    const notes = (text: string) =>
        api.db.prepare('SELECT COUNT(*) FROM track_notes WHERE track_id = 1 AND note = ?').pluck().get(text) as number;
    const historyRows = () => api.db.prepare('SELECT COUNT(*) FROM history').pluck().get() as number;
    const post = (user: string, k: string, note: string, path = NOTES) =>
        api.as(user, path, { method: 'POST', json: { note }, headers: { 'Idempotency-Key': k } });

    it('a repeat with the same body gets the first answer (status and body) and writes nothing', async () => {
        const k = key();
        const first = await post('admin', k, 'Call the label back');
        expect(first.status).toBe(201);
        const firstBody = (await first.json()) as Json;
        const history = historyRows();
        const again = await post('admin', k, 'Call the label back');
        expect(again.status).toBe(201);
        expect(again.headers.get('Idempotent-Replayed')).toBe('true');
        expect(await again.json()).toEqual(firstBody);
        expect(notes('Call the label back')).toBe(1);
        expect(historyRows()).toBe(history);
        // Without a key the same body is a new note, as before.
        expect((await api.as('admin', NOTES, { method: 'POST', json: { note: 'Call the label back' } })).status).toBe(
            201
        );
        expect(notes('Call the label back')).toBe(2);
    });

    it('the same key with another body is 422, in words, and writes nothing', async () => {
        const k = key();
        expect((await post('admin', k, 'One')).status).toBe(201);
        const other = await post('admin', k, 'Another');
        expect(other.status).toBe(422);
        expect(await other.json()).toEqual({ detail: words.idempotencyKeyReused });
        expect(notes('Another')).toBe(0);
        // Another path with that key is another request too.
        expect((await post('admin', k, 'One', '/v4/catalog/tracks/2/notes/')).status).toBe(422);
    });

    it("keys are each user's: another user's same key is their own request", async () => {
        const k = key();
        expect((await post('admin', k, 'Per user')).status).toBe(201);
        expect((await post('content_ops', k, 'Per user')).status).toBe(201);
        expect(notes('Per user')).toBe(2);
    });

    it('a key is kept a day: after that the same key is a new request', async () => {
        const k = key();
        expect((await post('admin', k, 'Expiring')).status).toBe(201);
        api.db
            .prepare('UPDATE idempotency_keys SET created = created - ? WHERE key = ?')
            .run(24 * 3600 * 1000 - 60_000, k);
        expect((await post('admin', k, 'Expiring')).headers.get('Idempotent-Replayed')).toBe('true');
        api.db.prepare('UPDATE idempotency_keys SET created = created - ? WHERE key = ?').run(120_000, k);
        const later = await post('admin', k, 'Expiring');
        expect(later.status).toBe(201);
        expect(later.headers.get('Idempotent-Replayed')).toBeNull();
        expect(notes('Expiring')).toBe(2);
        // Expired keys are cleared away, not kept for ever.
        api.db.prepare('UPDATE idempotency_keys SET created = 0 WHERE key = ?').run(k);
        await post('admin', key(), 'Another write clears them');
        expect(api.db.prepare('SELECT COUNT(*) FROM idempotency_keys WHERE key = ?').pluck().get(k)).toBe(0);
    });

    it('a repeat while the first still runs is 409 with in_flight; a key left running by a dead process is taken over', async () => {
        const k = key();
        const user = api.db.prepare("SELECT id FROM users WHERE username = 'admin'").pluck().get();
        const body = JSON.stringify({ note: 'Running' });
        // The hash the server makes of this request, taken from a first request with another key.
        await api.as('admin', NOTES, {
            method: 'POST',
            body,
            headers: { 'Idempotency-Key': 'probe', 'Content-Type': 'application/json' },
        });
        const hash = api.db.prepare("SELECT request_hash FROM idempotency_keys WHERE key = 'probe'").pluck().get();
        api.db
            .prepare('INSERT INTO idempotency_keys (user_id, key, request_hash, created) VALUES (?, ?, ?, ?)')
            .run(user, k, hash, Date.now());
        const running = await post('admin', k, 'Running');
        expect(running.status).toBe(409);
        expect(await running.json()).toEqual({ detail: words.idempotencyInFlight, in_flight: true });
        api.db.prepare('UPDATE idempotency_keys SET created = created - 120000 WHERE key = ?').run(k);
        expect((await post('admin', k, 'Running')).status).toBe(201);
    });

    it('two sends of one key at once write once', async () => {
        const k = key();
        const answers = await Promise.all([post('admin', k, 'At once'), post('admin', k, 'At once')]);
        expect(notes('At once')).toBe(1);
        const statuses = answers.map(a => a.status).sort();
        // The second found the first running (409) or done (its answer again).
        expect([
            [201, 201],
            [201, 409],
        ]).toContainEqual(statuses);
    });

    it('a DELETE repeated gets its first answer, not 404; a refusal is kept as answered', async () => {
        const mappings = '/v4/catalog/labels/4/mappings/';
        const added = (await (
            await api.as('admin', mappings, { method: 'POST', json: { source_name: 'GONE TWICE' } })
        ).json()) as Json;
        const k = key();
        const remove = () =>
            api.as('admin', `${mappings}${added.id}/`, { method: 'DELETE', headers: { 'Idempotency-Key': k } });
        expect((await remove()).status).toBe(204);
        const again = await remove();
        expect(again.status).toBe(204);
        expect(again.headers.get('Idempotent-Replayed')).toBe('true');
        const k2 = key();
        const refused = () => post('label', k2, 'x'.repeat(6000));
        expect((await refused()).status).toBe(400);
        expect((await refused()).headers.get('Idempotent-Replayed')).toBe('true');
    });

    it('a file answer is not kept: the repeat runs again; a key that is no key is refused', async () => {
        const k = key();
        const csv = () =>
            api.as('admin', '/v4/support/users-csv/download/?created_date=2025-12-30:2025-12-31', {
                method: 'POST',
                json: { ids: [1, 2] },
                headers: { 'Idempotency-Key': k },
            });
        for (const res of [await csv(), await csv()]) {
            expect(res.status).toBe(200);
            expect(res.headers.get('Idempotent-Replayed')).toBeNull();
            await res.text();
        }
        const bad = await post('admin', 'with space', 'x');
        expect(bad.status).toBe(400);
        expect(await bad.json()).toEqual({ detail: words.idempotencyBadKey });
    });

    it('reads ignore the header', async () => {
        const k = key();
        for (let i = 0; i < 2; i++) {
            const res = await api.as('admin', NOTES, { headers: { 'Idempotency-Key': k } });
            expect(res.status).toBe(200);
            expect(res.headers.get('Idempotent-Replayed')).toBeNull();
        }
    });
});

describe('a token refresh sent again with its key (its answer lost)', () => {
    const api = makeApi(20);
    const form = (values: Record<string, string>, k?: string) => ({
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(k ? { 'Idempotency-Key': k } : {}) },
        body: new URLSearchParams(values).toString(),
    });
    const signIn = async () =>
        (await (
            await api.request(
                '/v4/auth/o/token/',
                form({ grant_type: 'password', username: 'support', password: 'console-demo', client_id: 'c' })
            )
        ).json()) as Record<string, string>;
    const refresh = (token: string, k?: string) =>
        api.request(
            '/v4/auth/o/token/',
            form({ grant_type: 'refresh_token', refresh_token: token, client_id: 'c' }, k)
        );
    const live = (token: string) =>
        api.request('/v4/auth/o/introspect/', { headers: { Authorization: `Bearer ${token}` } });

    it('gets the same new pair, and the sign-in goes on', async () => {
        const first = await signIn();
        const k = key();
        const lost = (await (await refresh(first.refresh_token, k)).json()) as Record<string, string>;
        const retried = await refresh(first.refresh_token, k);
        expect(retried.status).toBe(200);
        expect(await retried.json()).toEqual(lost);
        expect((await live(lost.access_token)).status).toBe(200);
        // Without the key (or with another) it is still a reuse: the sign-in ends.
        expect((await refresh(first.refresh_token, key())).status).toBe(400);
        expect((await live(lost.access_token)).status).toBe(401);
    });
});

describe('the v4 profile', () => {
    const api = makeApi(20, { profile: 'v4' });

    it('ignores the header, as the store’s API would: each send is a write', async () => {
        const k = key();
        for (let i = 0; i < 2; i++) {
            const res = await api.as('admin', NOTES, {
                method: 'POST',
                json: { note: 'No keys here' },
                headers: { 'Idempotency-Key': k },
            });
            expect(res.status).toBe(201);
        }
        expect(api.db.prepare("SELECT COUNT(*) FROM track_notes WHERE note = 'No keys here'").pluck().get()).toBe(2);
        const caps = await api.as('admin', '/v4/capabilities/');
        expect(caps.status).toBe(404);
    });
});
