/** Curated playlists: filters, tracks in order (whole list), partners (whole set), the linked chart, tenancy. */
import { describe, expect, it } from 'vitest';
import { makeApi } from './helpers';

type Json = Record<string, unknown>;

describe('curated playlists', () => {
    const api = makeApi(120);
    const read = async (res: Response) =>
        (await res.json()) as Json & { results: Json[]; count: number; detail?: string };
    const tracksOf = async (id: number, who = 'curation') =>
        (await read(await api.as(who, `/v4/catalog/playlists/${id}/tracks/`))).results;

    it('filters by published, curated and public', async () => {
        for (const [name, column] of [
            ['playlist_status', 'playlist_status'],
            ['is_curated_playlist', 'is_curated_playlist'],
            ['is_public', 'is_public'],
        ]) {
            const body = await read(await api.as('admin', `/v4/catalog/playlists/?${name}=false&per_page=100`));
            const stored = api.db.prepare(`SELECT count(*) FROM playlists WHERE ${column} = 0`).pluck().get();
            expect(body.count, name).toBe(stored);
            expect(body.count, name).toBeGreaterThan(0);
            expect(
                body.results.every(r => r[column] === false),
                name
            ).toBe(true);
        }
    });

    it('is created with a timestamp and kept by catalog staff; partners may read but not change it', async () => {
        const res = await api.as('curation', '/v4/catalog/playlists/', {
            method: 'POST',
            json: { name: 'Deep Cuts', is_public: true },
        });
        expect(res.status).toBe(201);
        expect(await read(res)).toMatchObject({ name: 'Deep Cuts', is_public: true, created: expect.any(String) });
        expect((await api.as('label', '/v4/catalog/playlists/1001/')).status).toBe(200);
        const refused = await api.as('label', '/v4/catalog/playlists/1001/', { method: 'PATCH', json: { name: 'x' } });
        expect(refused.status).toBe(403);
    });

    it('replaces its tracks with the ordered list given (added, moved, left out), recorded in its history', async () => {
        const before = (await tracksOf(1004)).map(t => t.id as number);
        const extra = api.db
            .prepare(
                'SELECT id FROM tracks WHERE id NOT IN (SELECT track_id FROM playlist_tracks WHERE playlist_id = 1004) LIMIT 1'
            )
            .pluck()
            .get() as number;
        const next = [extra, ...before.slice(1).reverse()];
        const res = await api.as('admin', '/v4/catalog/playlists/1004/tracks/bulk/', {
            method: 'PUT',
            json: next.map((id, i) => ({ id, track_position: i + 1 })),
        });
        expect(res.status).toBe(200);
        const after = await tracksOf(1004);
        expect(after.map(t => t.id)).toEqual(next);
        expect(after.map(t => t.track_position)).toEqual(next.map((_, i) => i + 1));
        const history = JSON.stringify(await read(await api.as('admin', '/v4/catalog/playlists/1004/history/')));
        expect(history).toContain('track_order');
        const gap = await api.as('admin', '/v4/catalog/playlists/1004/tracks/bulk/', {
            method: 'PUT',
            json: [{ id: extra, track_position: 2 }],
        });
        expect(gap.status).toBe(400);
        expect((await read(gap)).detail).toBe(
            'Track positions must number every track of the playlist consecutively from 1.'
        );
    });

    it('shows a partner only its own tracks on a playlist', async () => {
        const all = await tracksOf(1005, 'admin');
        const own = await tracksOf(1005, 'label');
        const ownIds = new Set(api.db.prepare('SELECT id FROM tracks WHERE label_id = 1').pluck().all() as number[]);
        expect(own.length).toBeGreaterThan(0);
        expect(own.length).toBeLessThan(all.length);
        expect(own.every(t => ownIds.has(t.id as number))).toBe(true);
        expect(own.length).toBe(all.filter(t => ownIds.has(t.id as number)).length);
    });

    it('replaces the set of link partners it is offered to; an unknown partner is refused', async () => {
        const put = (json: unknown) =>
            api.as('curation', '/v4/catalog/playlists/1006/partners-bulk/', { method: 'PUT', json });
        expect((await put([{ id: 3 }, { id: 1 }, { id: 3 }])).status).toBe(200);
        const partners = (await read(await api.as('curation', '/v4/catalog/playlists/1006/partners/'))).results;
        expect(partners.map(p => p.id).sort()).toEqual([1, 3]);
        const unknown = await put([{ id: 99999 }]);
        expect(unknown.status).toBe(400);
        expect((await read(unknown)).detail).toBe('Unknown link partner: 99999.');
        expect((await api.as('content_ops', '/v4/catalog/playlists/1006/partners/')).status).toBe(403);
    });

    it('names the chart linked to it, or none', async () => {
        const linked = await read(await api.as('marketing', '/v4/catalog/playlists/1003/chart-mapping/'));
        expect(linked).toMatchObject({ chart_id: 3, chart: { id: 3, title: expect.any(String) } });
        expect(await read(await api.as('marketing', '/v4/catalog/playlists/1001/chart-mapping/'))).toEqual({});
        expect((await api.as('supplier', '/v4/catalog/playlists/1003/chart-mapping/')).status).toBe(403);
    });
});
