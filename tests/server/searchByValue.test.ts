/**
 * Track titles and mix names are searched by their distinct values (server/core/folded.ts
 * foldedValues): the values copy follows every write, and every page, in any order, holds exactly
 * the rows a plain read of every title would give.
 */
import { describe, expect, it } from 'vitest';
import { makeApi } from './helpers';

describe('searching a column by its distinct values', () => {
    const api = makeApi(300);
    const get = async (path: string) => {
        const res = await api.as('admin', path);
        expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
        return (await res.json()) as { count: number; results: { id: number }[] };
    };
    /** The values copy as it should be: each distinct value with how many rows hold it. */
    const expectValuesInStep = () => {
        for (const column of ['name', 'mix_name']) {
            const held = api.db.prepare(`SELECT value, n FROM tracks_values_${column} ORDER BY value`).all() as {
                value: string;
                n: number;
            }[];
            const counted = api.db
                .prepare(
                    `SELECT ${column} AS value, count(*) AS n FROM tracks WHERE ${column} IS NOT NULL GROUP BY ${column} ORDER BY ${column}`
                )
                .all();
            expect(held, column).toEqual(counted);
            const folded = api.db.prepare(`SELECT count(*) FROM tracks_values_${column}_folded`).pluck().get();
            expect(folded, column).toBe(held.length);
        }
    };

    it('the values copy follows a rename and a delete', async () => {
        expectValuesInStep();
        const renamed = await api.as('admin', '/v4/catalog/tracks/3/', {
            method: 'PATCH',
            json: { name: 'Ünïque Wavelength', mix_name: 'Zwölf Mix' },
        });
        expect(renamed.status).toBe(200);
        expectValuesInStep();
        expect((await get('/v4/catalog/tracks/?name=unique%20wave')).results.map(t => t.id)).toEqual([3]);
        expect((await get('/v4/catalog/tracks/?mix_name=zwolf')).results.map(t => t.id)).toEqual([3]);
        // The only holder of a value renamed away: the value is gone, and so is its match.
        await api.as('admin', '/v4/catalog/tracks/3/', { method: 'PATCH', json: { name: 'Another Title' } });
        expectValuesInStep();
        expect((await get('/v4/catalog/tracks/?name=unique%20wave')).count).toBe(0);
        // A delete of the last holder of a value, written straight to the table: the triggers keep step.
        api.db.prepare("UPDATE tracks SET name = 'Soon Gone 42' WHERE id = 4").run();
        expect((await get('/v4/catalog/tracks/?name=gone%2042')).count).toBe(1);
        api.db.pragma('foreign_keys = OFF');
        api.db.prepare('DELETE FROM tracks WHERE id = 4').run();
        api.db.pragma('foreign_keys = ON');
        expectValuesInStep();
        expect((await get('/v4/catalog/tracks/?name=gone%2042')).count).toBe(0);
    });

    it('every page of a search, in every order, is the plain read of every title', async () => {
        const plain = (text: string, order: string, limit: number, offset: number) =>
            api.db
                .prepare(
                    `SELECT id FROM tracks t WHERE instr(fold(t.name), fold(?)) > 0 ORDER BY ${order} LIMIT ? OFFSET ?`
                )
                .pluck()
                .all(text, limit, offset) as number[];
        const count = (text: string) =>
            api.db.prepare('SELECT count(*) FROM tracks WHERE instr(fold(name), fold(?)) > 0').pluck().get(text);
        const orders: Record<string, string> = {
            name: 't.name ASC, t.id ASC',
            '-name': 't.name DESC, t.id DESC',
            '-id': 't.id DESC',
            publish_date: 't.publish_date ASC, t.id ASC',
        };
        for (const text of ['deep', 'e', 'ee', 'beyonce', 'silver sh', 'zzzq'])
            for (const [orderBy, order] of Object.entries(orders))
                for (const page of [1, 3]) {
                    const body = await get(
                        `/v4/catalog/tracks/?name=${encodeURIComponent(text)}&order_by=${orderBy}&per_page=7&page=${page}`
                    );
                    const what = `${text} ${orderBy} page ${page}`;
                    expect(body.count, what).toBe(count(text));
                    expect(
                        body.results.map(t => t.id),
                        what
                    ).toEqual(plain(text, order, 7, (page - 1) * 7));
                }
    });
});
