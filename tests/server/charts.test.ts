/** Charts: title limit, tracks in order (renumbering, history), the curated-playlist link, conflicts. */
import { describe, expect, it } from 'vitest';
import { fill, messages } from '../../resources/messages';
import { api as apiMessages } from '../../resources/messages/api';
import { renumber } from '../../resources/rules';
import { makeApi } from './helpers';

type Json = Record<string, unknown>;
const order = (ids: number[]) => ids.map((id, i) => ({ id, track_position: i + 1 }));

describe('charts', () => {
    const api = makeApi(120);
    const tracksOf = async (chart: number) =>
        ((await (await api.as('curation', `/v4/catalog/charts/${chart}/tracks/`)).json()) as { results: Json[] })
            .results;
    const put = (chart: number, json: unknown, who = 'curation') =>
        api.as(who, `/v4/catalog/charts/${chart}/tracks/`, { method: 'PUT', json });

    it('a title holds 45 characters: 45 is saved, 46 is refused with the limit’s message', async () => {
        const ok = await api.as('marketing', '/v4/catalog/charts/2/', {
            method: 'PATCH',
            json: { title: 'T'.repeat(45) },
        });
        expect(ok.status).toBe(200);
        const refused = await api.as('marketing', '/v4/catalog/charts/2/', {
            method: 'PATCH',
            json: { title: 'T'.repeat(46) },
        });
        expect(refused.status).toBe(400);
        const body = (await refused.json()) as { detail: string; errors: Json };
        expect(body.errors.title).toBe(fill(messages.validation.maxLength, { max: 45 }));
        expect(body.detail).toBe('Title: Must be 45 characters or fewer');
        expect(api.db.prepare('SELECT title FROM charts WHERE id = 2').pluck().get()).toBe('T'.repeat(45));
    });

    it('lists a chart’s tracks by chart position (not the release’s), 1-based', async () => {
        const rows = await tracksOf(4);
        const stored = api.db
            .prepare('SELECT track_id FROM chart_tracks WHERE chart_id = 4 ORDER BY position')
            .pluck()
            .all();
        expect(rows.map(r => r.id)).toEqual(stored);
        expect(rows.map(r => r.track_position)).toEqual(stored.map((_, i) => i + 1));
    });

    it('moving the last track to position 1 renumbers every other track, and the order persists', async () => {
        const before = (await tracksOf(5)).map(r => r.id as number);
        const last = before[before.length - 1];
        const res = await put(
            5,
            renumber(
                before.map(id => ({ id })),
                last,
                1
            )
        );
        expect(res.status).toBe(200);
        const after = await tracksOf(5);
        expect(after.map(r => r.id)).toEqual([last, ...before.slice(0, -1)]);
        expect(after.map(r => r.track_position)).toEqual(before.map((_, i) => i + 1));
        const [entry] = ((await (await api.as('admin', '/v4/catalog/charts/5/history/')).json()) as { results: Json[] })
            .results;
        expect(entry).toMatchObject({
            action: 'renumber',
            username: 'curation',
            changes: { track_order: { before, after: [last, ...before.slice(0, -1)] } },
        });
    });

    it('the PUT names the whole list: tracks are added and left out; a gap or a repeat is refused', async () => {
        const before = (await tracksOf(6)).map(r => r.id as number);
        const extra = api.db
            .prepare(`SELECT id FROM tracks WHERE id NOT IN (${before.join(',')}) ORDER BY id LIMIT 1`)
            .pluck()
            .get() as number;
        expect((await put(6, order([extra, ...before.slice(1)]))).status).toBe(200);
        expect((await tracksOf(6)).map(r => r.id)).toEqual([extra, ...before.slice(1)]);
        // Its history says which track came and which went, not "renumber" (walk 53).
        const [entry] = ((await (await api.as('admin', '/v4/catalog/charts/6/history/')).json()) as { results: Json[] })
            .results;
        expect(entry.action).toBe(`added track ${extra} and removed track ${before[0]}`);
        const gap = await put(6, [
            { id: before[1], track_position: 1 },
            { id: before[2], track_position: 3 },
        ]);
        expect(gap.status).toBe(400);
        expect(((await gap.json()) as { detail: string }).detail).toBe(
            'Track positions must number every track of the chart consecutively from 1.'
        );
        expect((await tracksOf(6)).map(r => r.id)).toEqual([extra, ...before.slice(1)]);
        expect((await put(6, [])).status).toBe(200);
        expect(await tracksOf(6)).toEqual([]);
    });

    it('partners may not read or order charts', async () => {
        for (const who of ['supplier', 'label']) {
            expect((await api.as(who, '/v4/catalog/charts/5/tracks/')).status, who).toBe(403);
            expect((await put(5, order([1]), who)).status, who).toBe(403);
        }
    });

    it('creates a chart with an owner and an artist, shown by name; an edit on a stale version is refused', async () => {
        const created = await api.as('admin', '/v4/catalog/charts/', {
            method: 'POST',
            json: { title: 'Warm-up Selection', owner_id: 2, artist_id: 3 },
        });
        expect(created.status).toBe(201);
        const chart = (await created.json()) as Json;
        const owner = api.db.prepare('SELECT name FROM dj_profiles WHERE id = 2').pluck().get();
        const artist = api.db.prepare('SELECT name FROM artists WHERE id = 3').pluck().get();
        expect(chart).toMatchObject({ version: 1, owner: { id: 2, name: owner }, artist: { id: 3, name: artist } });
        const edit = (version: number) =>
            api.as('admin', `/v4/catalog/charts/${chart.id}/`, {
                method: 'PATCH',
                json: { description: `v${version}` },
                headers: { 'If-Match': `"${version}"` },
            });
        expect((await edit(1)).status).toBe(200);
        const stale = await edit(1);
        expect(stale.status).toBe(412);
        expect(((await stale.json()) as { detail: string }).detail).toBe(messages.conflict.stale);
    });

    it('links one curated playlist per chart, and changes the link; a playlist that does not exist is refused', async () => {
        const path = '/v4/catalog/charts/7/playlist-mappings/';
        expect(((await (await api.as('admin', path)).json()) as { results: Json[] }).results).toEqual([]);
        const unknown = await api.as('admin', path, { method: 'POST', json: { playlist_id: 9999 } });
        expect(unknown.status).toBe(400);
        expect(((await unknown.json()) as { detail: string }).detail).toBe(
            fill(apiMessages.unknownReference, { label: 'curated playlist', value: '9999' })
        );
        const added = await api.as('admin', path, { method: 'POST', json: { playlist_id: 1001 } });
        expect(added.status).toBe(201);
        const row = (await added.json()) as Json;
        expect((await api.as('admin', path, { method: 'POST', json: { playlist_id: 1002 } })).status).toBe(409);
        const changed = await api.as('admin', `${path}${row.id}/`, {
            method: 'PATCH',
            json: { playlist_id: 1003 },
            headers: { 'If-Match': `"${row.version}"` },
        });
        expect(changed.status).toBe(200);
        expect(((await (await api.as('admin', path)).json()) as { results: Json[] }).results).toMatchObject([
            { chart_id: 7, playlist_id: 1003 },
        ]);
        expect((await api.as('admin', `${path}${row.id}/`, { method: 'DELETE' })).status).toBe(404);
    });
});
