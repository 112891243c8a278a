/** Revert from history (issue 30): an ordinary write, conflict-aware, recorded as "revert of #N"; bulk changes whole. */
import { describe, expect, it } from 'vitest';
import { fill, messages } from '../../resources/messages';
import { makeApi } from './helpers';

type Json = Record<string, unknown>;
type Entry = { id: number; action: string; username: string; changes: Json; bulk?: { id: number; size: number } };

describe('revert from history', () => {
    const api = makeApi(60);
    const patch = (id: number, json: Json, who = 'admin') =>
        api.as(who, `/v4/catalog/tracks/${id}/`, { method: 'PATCH', json });
    const track = async (id: number) => (await (await api.as('admin', `/v4/catalog/tracks/${id}/`)).json()) as Json;
    const history = async (id: number) =>
        (
            (await (await api.as('admin', `/v4/catalog/tracks/${id}/history/?per_page=100`)).json()) as {
                results: Entry[];
            }
        ).results;
    const revert = (id: number, entry: number, json: Json = {}, who = 'admin') =>
        api.as(who, `/v4/catalog/tracks/${id}/history/${entry}/revert/`, { method: 'POST', json });

    it('reverts a title change by the reverting user, recorded as "revert of #N"', async () => {
        const before = (await track(3)).name;
        expect((await patch(3, { name: 'Reverted Soon' })).status).toBe(200);
        const [change] = await history(3);
        const res = await revert(3, change.id, {}, 'content_ops');
        expect(res.status).toBe(200);
        expect(((await res.json()) as Json).name).toBe(before);
        const [latest] = await history(3);
        expect(latest).toMatchObject({ action: `revert of #${change.id}`, username: 'content_ops' });
        expect(latest.changes.name).toEqual({ before: 'Reverted Soon', after: before });
    });

    it('puts one field back alone, leaving the entry’s other fields as they are', async () => {
        const was = await track(4);
        await patch(4, { name: 'Both Changed', bpm: 171 });
        const [change] = await history(4);
        expect((await revert(4, change.id, { fields: ['bpm'] })).status).toBe(200);
        const now = await track(4);
        expect(now).toMatchObject({ name: 'Both Changed', bpm: was.bpm });
    });

    it('refuses with 409 and the conflicting field when it changed again since, and reverts when forced', async () => {
        await patch(5, { bpm: 120 });
        const [mine] = await history(5);
        await patch(5, { bpm: 133 }, 'content_ops');
        const res = await revert(5, mine.id);
        expect(res.status).toBe(409);
        const body = (await res.json()) as Json;
        expect(body.detail).toBe(messages.history.conflict);
        expect(body.conflicts).toEqual([{ field: 'bpm', expected: 120, current: 133 }]);
        expect((await track(5)).bpm).toBe(133);
        expect((await revert(5, mine.id, { force: true })).status).toBe(200);
        expect((await track(5)).bpm).toBe(mine.changes.bpm && (mine.changes.bpm as Json).before);
    });

    it('is checked as a write: who may not update tracks may not revert, and partners have no history', async () => {
        await patch(6, { bpm: 99 });
        const [change] = await history(6);
        for (const who of ['marketing', 'finance', 'label', 'supplier']) {
            expect((await revert(6, change.id, {}, who)).status, who).toBe(403);
        }
        expect((await track(6)).bpm).toBe(99);
    });

    it('refuses an unknown field, a creation, and an entry of another record', async () => {
        await patch(7, { bpm: 101 });
        const [change] = await history(7);
        expect((await revert(7, change.id, { fields: ['genre_id'] })).status).toBe(400);
        const created = (await history(7)).find(e => e.action === 'create');
        if (created) expect((await revert(7, created.id)).status).toBe(400);
        expect((await revert(8, change.id)).status).toBe(404);
    });

    it('reverts a sub-resource row: an added songwriter is removed again', async () => {
        const add = await api.as('admin', '/v4/catalog/tracks/9/songwriters/', {
            method: 'POST',
            json: { name: 'Revert Writer', songwriter_type: 'Composer' },
        });
        expect(add.status).toBe(201);
        const [added] = await history(9);
        expect((await revert(9, added.id)).status).toBe(200);
        const rows = (await (await api.as('admin', '/v4/catalog/tracks/9/songwriters/')).json()) as { results: Json[] };
        expect(rows.results.map(r => r.name)).not.toContain('Revert Writer');
        expect((await history(9))[0].action).toBe(`revert of #${added.id}`);
    });

    it('reverts a bulk change for all its records, all or nothing, as one bulk change itself', async () => {
        const ids = [11, 12, 13, 14, 15];
        const earlier = await Promise.all(ids.map(id => track(id)));
        const bulk = await api.as('admin', '/v4/catalog/tracks/bulk/', {
            method: 'PATCH',
            json: ids.map(id => ({ id, bpm: 140 })),
        });
        expect(bulk.status).toBe(200);
        const [entry] = await history(11);
        expect(entry.bulk).toMatchObject({ size: 5 });
        // Someone changes one of them since: the bulk revert lists it and writes nothing.
        await patch(13, { bpm: 141 }, 'content_ops');
        const refused = await api.as('admin', `/v4/history/${entry.bulk!.id}/revert/`, { method: 'POST', json: {} });
        expect(refused.status).toBe(409);
        expect(((await refused.json()) as Json).records).toEqual([
            { resource: 'catalog/tracks', id: 13, conflicts: [{ field: 'bpm', expected: 140, current: 141 }] },
        ]);
        expect((await track(11)).bpm).toBe(140);
        const res = await api.as('admin', `/v4/history/${entry.bulk!.id}/revert/`, {
            method: 'POST',
            json: { force: true },
        });
        expect(res.status).toBe(200);
        expect((await Promise.all(ids.map(id => track(id)))).map(t => t.bpm)).toEqual(earlier.map(t => t.bpm));
        const [revertEntry] = await history(12);
        expect(revertEntry.bulk).toMatchObject({ size: 5 });
        expect(revertEntry.action).toMatch(/^revert of #\d+$/);
    });

    it('refuses an entry it cannot restore whole (an artist’s sync off) with 409 and the reason, writing nothing; its history row says why', async () => {
        const artist = (path = '') => `/v4/catalog/artists/7/${path}`;
        const read = async () => (await (await api.as('admin', artist())).json()) as Json;
        expect(
            (await api.as('admin', artist(), { method: 'PATCH', json: { music_profile_partner_id: 'MP-7' } })).status
        ).toBe(200);
        expect((await api.as('admin', artist('sync/'), { method: 'POST' })).status).toBe(200);
        expect((await api.as('admin', artist('sync/'), { method: 'DELETE' })).status).toBe(200);
        const entries = (
            (await (await api.as('admin', artist('history/?per_page=100'))).json()) as {
                results: (Entry & { unrevertible?: string })[];
            }
        ).results;
        const [off, on, edit] = entries;
        expect(off.action).toBe('sync off');
        const reason = fill(messages.history.notRevertible, { fields: 'Sync Enabled' });
        expect(off.unrevertible).toBe(reason);
        expect(on.unrevertible).toBe(reason);
        expect(edit.action).toBe('update');
        expect(edit).not.toHaveProperty('unrevertible');
        const res = await api.as('admin', artist(`history/${off.id}/revert/`), { method: 'POST', json: {} });
        expect(res.status).toBe(409);
        expect(await res.json()).toEqual({ detail: reason });
        // Nothing was written: neither the partner ID (which alone could be restored) nor a history entry.
        expect(await read()).toMatchObject({ sync_enabled: false, music_profile_partner_id: null });
        expect(
            ((await (await api.as('admin', artist('history/?per_page=100'))).json()) as { results: Entry[] }).results[0]
                .id
        ).toBe(off.id);
        // The ordinary edit before them is still reverted whole.
        const forced = await api.as('admin', artist(`history/${edit.id}/revert/`), {
            method: 'POST',
            json: { force: true },
        });
        expect(forced.status).toBe(200);
    });

    it('refuses a bulk revert whose entries cannot all be restored, with the reason', async () => {
        const ids = [21, 22];
        await api.as('admin', '/v4/catalog/tracks/bulk/', { method: 'PATCH', json: ids.map(id => ({ id, bpm: 150 })) });
        const [entry] = await history(21);
        // A read-only field slipped into the bulk change's entries (as an action writes them): the revert cannot restore it.
        api.db
            .prepare('UPDATE history SET changes = json_set(changes, ?, json(?)) WHERE bulk_id = ?')
            .run('$.encode_status', JSON.stringify({ before: 'encoded', after: 'pending' }), entry.bulk!.id);
        const res = await api.as('admin', `/v4/history/${entry.bulk!.id}/revert/`, { method: 'POST', json: {} });
        expect(res.status).toBe(409);
        expect(await res.json()).toEqual({ detail: fill(messages.history.notRevertible, { fields: 'Encode Status' }) });
        expect((await track(21)).bpm).toBe(150);
    });
});
