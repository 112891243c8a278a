/**
 * What tells a record apart from its namesakes comes with it (issue 40 §1): every resource a picker
 * points at is listed with each path its `describe` reads; artists with their track count and labels,
 * sub-genres with their genre; search hits carry their record's detail, and the app-bar search
 * reaches every namesake of a type; the statements supplier picker gets the suppliers' detail.
 */
import { describe, expect, it } from 'vitest';
import { describe as describeRecord, describedPaths } from '../../resources/describe';
import { findResource } from '../../resources/index';
import { pickedResources } from '../support/picked';
import { makeApi } from './helpers';

type Row = Record<string, unknown>;
interface Hit {
    type: string;
    id: number;
    name: string;
    match: string;
    detail?: string;
}

/** Whether the record carries the path: each step present, down to a missing (null) nested record. */
function carries(record: Row, path: string): boolean {
    let at: unknown = record;
    for (const key of path.split('.')) {
        if (at === null) return true;
        if (typeof at !== 'object' || !(key in (at as Row))) return false;
        at = (at as Row)[key];
    }
    return true;
}

describe('descriptions from the API', () => {
    const api = makeApi(300);
    const get = async <T = Row>(who: string, path: string) => {
        const res = await api.as(who, path);
        expect(res.status, `${who} ${path}: ${await res.clone().text()}`).toBe(200);
        return (await res.json()) as { count: number; results: T[] };
    };

    it('every resource a picker points at lists its records with what its description reads', async () => {
        for (const name of pickedResources()) {
            const { results } = await get('admin', `/v4/${name}/?per_page=5`);
            expect(results.length, name).toBeGreaterThan(0);
            const paths = describedPaths(findResource(name)!.describe);
            for (const record of results)
                for (const path of paths) expect(carries(record, path), `${name} ${path}`).toBe(true);
        }
    });

    it('artists come with their track count and the labels of most of their tracks; sub-genres with their genre', async () => {
        const { results } = await get('admin', '/v4/catalog/artists/?per_page=50&order_by=id');
        const count = api.db.prepare('SELECT count(*) FROM track_artists WHERE artist_id = ?').pluck();
        const labels = api.db
            .prepare(
                `SELECT l.name FROM track_artists ta JOIN tracks x ON x.id = ta.track_id JOIN labels l ON l.id = x.label_id
                 WHERE ta.artist_id = ? GROUP BY l.id ORDER BY count(*) DESC, l.name LIMIT 2`
            )
            .pluck();
        for (const a of results) {
            expect(a.track_count, String(a.id)).toBe(count.get(a.id));
            expect(a.label_names ?? null, String(a.id)).toBe((labels.all(a.id) as string[]).join(', ') || null);
        }
        expect(results.some(a => Number(a.track_count) > 0)).toBe(true);
        // Counted over every supplier's tracks: a partner is not told them (its own artists only, bare).
        const theirs = await get('supplier', '/v4/catalog/artists/?per_page=20');
        expect(theirs.results.length).toBeGreaterThan(0);
        for (const a of theirs.results)
            expect([a.track_count, a.label_names], String(a.id)).toEqual([undefined, undefined]);
        const subs = await get('admin', '/v4/catalog/sub-genres/?per_page=50');
        const genreOf = api.db.prepare(
            'SELECT g.id, g.name FROM sub_genres s JOIN genres g ON g.id = s.genre_id WHERE s.id = ?'
        );
        for (const s of subs.results) expect(s.genre, String(s.id)).toEqual(genreOf.get(s.id));
    });

    it('search hits carry their record’s detail, and the box reaches every namesake of a type', async () => {
        const { name } = api.db
            .prepare(
                `SELECT name FROM tracks GROUP BY name HAVING count(*) BETWEEN 3 AND 6 ORDER BY count(*) DESC, name LIMIT 1`
            )
            .get() as { name: string };
        const namesakes = api.db
            .prepare('SELECT id FROM tracks WHERE name = ? ORDER BY id')
            .pluck()
            .all(name) as number[];
        const { results } = await get<Hit>(
            'admin',
            `/v4/search/autocomplete/?q=${encodeURIComponent(name)}&per_page=20`
        );
        const tracks = results.filter(h => h.type === 'catalog/tracks');
        // Every track of that title, each with its own detail, as the track's own record describes it.
        expect(tracks.map(h => h.id)).toEqual(expect.arrayContaining(namesakes));
        for (const hit of tracks) {
            const record = (await (await api.as('admin', `/v4/catalog/tracks/${hit.id}/`)).json()) as Row;
            expect(hit.detail, String(hit.id)).toBe(describeRecord(findResource('catalog/tracks')!, record).detail);
        }
        expect(new Set(tracks.map(h => h.detail)).size).toBe(tracks.length);
        // Hits are shared among the types: never more than asked, several types when several match.
        const words = await get<Hit>('admin', '/v4/search/autocomplete/?q=e&per_page=12');
        expect(words.results.length).toBe(12);
        const perType = new Map<string, number>();
        for (const h of words.results) perType.set(h.type, (perType.get(h.type) ?? 0) + 1);
        expect(perType.size).toBeGreaterThan(3);
        expect(Math.max(...perType.values()) - Math.min(...perType.values())).toBeLessThanOrEqual(1);
        // Type after type, so that a list grouped by type shows each type once.
        const order = words.results.map(h => h.type).filter((t, i, all) => all.indexOf(t) === i);
        expect(words.results.map(h => h.type)).toEqual(order.flatMap(t => Array(perType.get(t)).fill(t)));
    });

    it('the statements supplier picker gets each supplier’s detail', async () => {
        const { results } = await get('finance', '/v4/statements/suppliers/');
        const row = api.db.prepare('SELECT id, name, vendor_code, city FROM suppliers WHERE id = ?');
        expect(results.length).toBeGreaterThan(1);
        for (const s of results) expect(s).toEqual(row.get(s.id));
    });
});
