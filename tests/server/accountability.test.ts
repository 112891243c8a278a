/** Default-deny writes (the three holes found on 2026-11-22), stale writes refused, record history. */
import { describe, expect, it } from 'vitest';
import { messages } from '../../resources/messages';
import { makeApi } from './helpers';

type Json = Record<string, unknown>;
const count = (api: ReturnType<typeof makeApi>, table: string) =>
    api.db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;

describe('writes are denied unless a list grants them', () => {
    const api = makeApi(60);

    it('a supplier partner cannot create a supplier, and no row is inserted', async () => {
        const before = count(api, 'suppliers');
        const res = await api.as('supplier', '/v4/catalog/suppliers/', { method: 'POST', json: { name: 'Mine' } });
        expect(res.status).toBe(403);
        expect(count(api, 'suppliers')).toBe(before);
    });

    it('catalog readers who are not editors cannot create keys', async () => {
        const before = count(api, 'keys');
        for (const who of ['label', 'supplier', 'marketing', 'finance']) {
            const res = await api.as(who, '/v4/catalog/keys/', { method: 'POST', json: { name: 'H Major' } });
            expect(res.status, who).toBe(403);
        }
        expect(count(api, 'keys')).toBe(before);
    });

    it('admin creates a genre and a sub-genre; each gets a slug from its name', async () => {
        const genre = await api.as('admin', '/v4/catalog/genres/', { method: 'POST', json: { name: 'Afro Tech' } });
        expect(genre.status).toBe(201);
        const g = (await genre.json()) as Json;
        expect(g).toMatchObject({ name: 'Afro Tech', slug: 'afro-tech' });
        const sub = await api.as('admin', '/v4/catalog/sub-genres/', {
            method: 'POST',
            json: { name: 'Deep Afro', genre_id: g.id },
        });
        expect(sub.status).toBe(201);
        expect(await sub.json()).toMatchObject({ slug: 'deep-afro', genre_id: g.id });
    });

    it('nobody deletes catalog records: no list grants it', async () => {
        const res = await api.as('admin', '/v4/catalog/tracks/1/', { method: 'DELETE' });
        expect(res.status).toBe(403);
        expect(api.db.prepare('SELECT 1 FROM tracks WHERE id = 1').get()).toBeTruthy();
    });
});

describe('edit conflicts', () => {
    const api = makeApi(60);
    const patch = (id: number, json: unknown, version?: number | string, who = 'admin') =>
        api.as(who, `/v4/catalog/tracks/${id}/`, {
            method: 'PATCH',
            json,
            headers: version === undefined ? {} : { 'If-Match': `"${version}"` },
        });

    it('every record carries a version that each write moves on', async () => {
        const first = (await (await api.as('admin', '/v4/catalog/tracks/5/')).json()) as Json;
        expect(first.version).toBe(1);
        const saved = (await (await patch(5, { mix_name: 'One' }, 1)).json()) as Json;
        expect(saved.version).toBe(2);
    });

    it('a write based on a stale read is refused with 412 and the current record; nothing changes', async () => {
        await patch(6, { mix_name: 'Colleague' }, 1);
        const res = await patch(6, { mix_name: 'Mine' }, 1, 'content_ops');
        expect(res.status).toBe(412);
        const body = (await res.json()) as { detail: string; current: Json };
        expect(body.detail).toBe(messages.conflict.stale);
        expect(body.current).toMatchObject({ id: 6, mix_name: 'Colleague', version: 2 });
        expect(api.db.prepare('SELECT mix_name FROM tracks WHERE id = 6').pluck().get()).toBe('Colleague');
        // Overwrite: the same change based on the current version goes through.
        expect((await patch(6, { mix_name: 'Mine' }, 2, 'content_ops')).status).toBe(200);
    });

    it('a stale bulk item refuses the whole bulk', async () => {
        await patch(7, { mix_name: 'Moved on' }, 1);
        const res = await api.as('admin', '/v4/catalog/tracks/bulk/', {
            method: 'PATCH',
            json: [
                { id: 8, version: 1, mix_name: 'Bulk' },
                { id: 7, version: 1, mix_name: 'Bulk' },
            ],
        });
        expect(res.status).toBe(412);
        expect(api.db.prepare('SELECT mix_name FROM tracks WHERE id = 8').pluck().get()).not.toBe('Bulk');
    });

    it('a malformed If-Match is a 400, not a silent overwrite', async () => {
        expect((await patch(9, { mix_name: 'x' }, 'abc')).status).toBe(400);
    });
});

describe('record history', () => {
    const api = makeApi(60);
    const history = async (path: string, who = 'admin') =>
        ((await (await api.as(who, `${path}history/`)).json()) as { results: Json[] }).results;

    it('records who changed which field from what to what, newest first', async () => {
        const before = api.db.prepare('SELECT name FROM tracks WHERE id = 3').pluck().get();
        await api.as('content_ops', '/v4/catalog/tracks/3/', { method: 'PATCH', json: { name: 'Retitled' } });
        const [entry] = await history('/v4/catalog/tracks/3/');
        expect(entry).toMatchObject({
            action: 'update',
            username: 'content_ops',
            changes: { name: { before, after: 'Retitled' } },
        });
        expect(Number.isNaN(Date.parse(String(entry.at)))).toBe(false);
    });

    it('records creates, renumbering and re-encodes; partners may not read history', async () => {
        const created = (await (
            await api.as('admin', '/v4/catalog/artists/', { method: 'POST', json: { name: 'New Voice' } })
        ).json()) as Json;
        expect((await history(`/v4/catalog/artists/${created.id}/`))[0]).toMatchObject({
            action: 'create',
            changes: { name: { before: null, after: 'New Voice' } },
        });
        await api.as('admin', '/v4/catalog/releases/1/tracks/move/', {
            method: 'POST',
            json: { track_id: 1, position: 2 },
        });
        expect((await history('/v4/catalog/releases/1/'))[0]).toMatchObject({ action: 'renumber' });
        await api.as('admin', '/v4/catalog/tracks/2/reencode/', { method: 'POST' });
        expect((await history('/v4/catalog/tracks/2/'))[0]).toMatchObject({
            action: 'reencode',
            changes: { encode_status: { after: 'TRANSCODING' } },
        });
        expect((await api.as('label', '/v4/catalog/tracks/1/history/')).status).toBe(403);
    });

    it('a refused write leaves no history', async () => {
        const n = count(api, 'history');
        await api.as('admin', '/v4/catalog/tracks/4/', { method: 'PATCH', json: { name: 'x'.repeat(300) } });
        expect(count(api, 'history')).toBe(n);
    });

    it('hiding a parent track hides its shown DJ edits, and says so in their history', async () => {
        const edit = (await (
            await api.as('admin', '/v4/catalog/tracks/10/dj-edit/', { method: 'POST', json: { mix_name: 'Edit' } })
        ).json()) as Json;
        api.db.prepare('UPDATE tracks SET is_hidden = 0 WHERE id = ?').run(edit.id);
        await api.as('admin', '/v4/catalog/tracks/10/', { method: 'PATCH', json: { is_hidden: true } });
        expect(api.db.prepare('SELECT is_hidden FROM tracks WHERE id = ?').pluck().get(edit.id)).toBe(1);
        expect((await history(`/v4/catalog/tracks/${edit.id}/`))[0]).toMatchObject({ action: 'parent hidden' });
    });
});

describe('one mix-name rule per kind of track', () => {
    const api = makeApi(30);

    it('a DJ edit keeps its 250-character mix name through later saves; a track holds 128', async () => {
        const long = 'm'.repeat(250);
        const edit = (await (
            await api.as('admin', '/v4/catalog/tracks/2/dj-edit/', { method: 'POST', json: { mix_name: long } })
        ).json()) as Json;
        expect(edit.mix_name).toBe(long);
        const again = await api.as('admin', `/v4/catalog/tracks/${edit.id}/`, { method: 'PATCH', json: { bpm: 124 } });
        expect(again.status).toBe(200);
        const track = await api.as('admin', '/v4/catalog/tracks/3/', {
            method: 'PATCH',
            json: { mix_name: 'm'.repeat(129) },
        });
        expect(track.status).toBe(400);
        expect(((await track.json()) as { errors: Json }).errors).toEqual({
            mix_name: 'Must be 128 characters or fewer',
        });
    });
});
