/** View as (issue 30) and the bulk edit's preview: server answers. */
import { describe, expect, it } from 'vitest';
import { messages } from '../../resources/messages';
import { DEMO_ACCOUNTS, makeApi } from './helpers';

type Json = Record<string, unknown>;

describe('view as another user', () => {
    const api = makeApi(60);
    const userId = (username: string) =>
        api.db.prepare('SELECT id FROM users WHERE username = ?').pluck().get(username) as number;
    const viewing = (who: string, as: string, path: string, init: RequestInit & { json?: unknown } = {}) =>
        api.as(who, path, { ...init, headers: { 'X-View-As': String(userId(as)) } });
    const count = async (res: Response) => ((await res.json()) as { count: number }).count;

    it('answers an admin as the viewed user: the label partner’s tracks and identity, not the admin’s', async () => {
        const own = await count(await api.as('label', '/v4/catalog/tracks/'));
        const all = await count(await api.as('admin', '/v4/catalog/tracks/'));
        expect(own).toBeLessThan(all);
        expect(await count(await viewing('admin', 'label', '/v4/catalog/tracks/'))).toBe(own);
        const who = (await (await viewing('admin', 'label', '/v4/auth/o/introspect/')).json()) as Json;
        expect(who).toMatchObject({ username: 'label', label_id: 1 });
        // As the partner: staff-only lists are refused as they are to the partner.
        expect((await viewing('admin', 'label', '/v4/catalog/suppliers/')).status).toBe(403);
    });

    it('refuses every write while viewing, with the message, and writes nothing', async () => {
        const before = (await (await api.as('admin', '/v4/catalog/tracks/1/')).json()) as Json;
        for (const method of ['PATCH', 'POST', 'PUT', 'DELETE']) {
            const res = await viewing('admin', 'label', '/v4/catalog/tracks/1/', {
                method,
                json: { name: 'As label' },
            });
            expect(res.status, method).toBe(403);
            expect(((await res.json()) as Json).detail).toBe(messages.viewAs.readOnly);
        }
        expect(((await (await api.as('admin', '/v4/catalog/tracks/1/')).json()) as Json).name).toBe(before.name);
    });

    it('refuses X-View-As from anyone but an admin', async () => {
        for (const who of DEMO_ACCOUNTS.filter(a => a !== 'admin' && a !== 'dj_store_admin')) {
            const res = await viewing(who, 'artist', '/v4/catalog/genres/');
            expect(res.status, who).toBe(403);
            expect(((await res.json()) as Json).detail).toBe(messages.viewAs.adminsOnly);
        }
        expect((await api.as('admin', '/v4/catalog/genres/', { headers: { 'X-View-As': '999999' } })).status).toBe(400);
    });

    it('keeps each session (who, whom, when) in an audit list admins read', async () => {
        await viewing('dj_store_admin', 'supplier', '/v4/catalog/tracks/');
        await viewing('dj_store_admin', 'supplier', '/v4/catalog/releases/');
        const res = await api.as('admin', '/v4/view-as/sessions/');
        expect(res.status).toBe(200);
        const sessions = ((await res.json()) as { results: Json[] }).results;
        const mine = sessions.filter(s => s.viewer === 'dj_store_admin');
        // Two requests in a row as the same user are one session.
        expect(mine).toHaveLength(1);
        expect(mine[0]).toMatchObject({ viewed: 'supplier' });
        expect(Date.parse(String(mine[0].started))).not.toBeNaN();
        expect((await api.as('content_ops', '/v4/view-as/sessions/')).status).toBe(403);
    });

    it('lists whom an admin may view as, partners named by their label or supplier', async () => {
        const users = ((await (await api.as('admin', '/v4/view-as/users/')).json()) as { results: Json[] }).results;
        const label = users.find(u => u.username === 'label')!;
        const name = api.db.prepare('SELECT name FROM labels WHERE id = 1').pluck().get();
        expect(label.title).toBe(`label: ${String(name)}`);
        expect(users.find(u => u.username === 'admin')).toBeUndefined();
        expect((await api.as('label', '/v4/view-as/users/')).status).toBe(403);
    });
});

describe('bulk edit preview', () => {
    const api = makeApi(60);
    const preview = (json: unknown, who = 'admin') =>
        api.as(who, '/v4/catalog/tracks/bulk/preview/', { method: 'POST', json });

    it('shows each record’s current and new value, marks refusals with why, and writes nothing', async () => {
        const before = (await (await api.as('admin', '/v4/catalog/tracks/2/')).json()) as Json;
        const res = await preview([
            { id: 2, bpm: 128 },
            { id: 3, bpm: 5000 },
            { id: 4, bpm: 128, version: 999 },
        ]);
        expect(res.status).toBe(200);
        const rows = (await res.json()) as Json[];
        expect(rows[0]).toEqual({ id: 2, current: { bpm: before.bpm }, next: { bpm: 128 }, refused: null });
        expect(rows[1].refused).toMatchObject({ status: 400 });
        expect(rows[2].refused).toEqual({ status: 412, detail: messages.conflict.stale });
        expect(((await (await api.as('admin', '/v4/catalog/tracks/2/')).json()) as Json).bpm).toBe(before.bpm);
        const entries = api.db.prepare(
            "SELECT count(*) FROM history WHERE resource = 'catalog/tracks' AND record_id = 2"
        );
        expect(entries.pluck().get()).toBe(0);
    });

    it('is refused whole to who may not bulk-update, and to a viewer', async () => {
        expect((await preview([{ id: 2, bpm: 128 }], 'curation')).status).toBe(403);
        expect((await preview([{ id: 2, bpm: 128 }], 'label')).status).toBe(403);
    });
});
