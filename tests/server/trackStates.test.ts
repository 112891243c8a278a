/**
 * Track states and filters of the spec audit: §4 "Indexed or Not indexed" as the track's
 * `is_indexed` with its filter, the `pre_order_date` range (tracks by their release, releases),
 * and the hype filters' first-brand rule (§6 "Hype filter: first brand only").
 */
import { describe, expect, it } from 'vitest';
import { makeApi } from './helpers';

type Json = Record<string, unknown>;
const api = makeApi(300);
const ids = async (who: string, path: string) => {
    const res = await api.as(who, `${path}${path.includes('?') ? '&' : '?'}per_page=100`);
    expect(res.status, path).toBe(200);
    return ((await res.json()) as { results: Json[]; count: number }).results.map(r => r.id as number);
};

describe('track states and filters', () => {
    it('a track says whether the search index has it, and the list filters by it', async () => {
        const one = (await (await api.as('admin', '/v4/catalog/tracks/11/')).json()) as Json;
        expect(one.is_indexed).toBe(false);
        const sql = 'SELECT id FROM tracks WHERE is_indexed = ? ORDER BY id DESC LIMIT 100';
        for (const value of [true, false])
            expect(await ids('admin', `/v4/catalog/tracks/?is_indexed=${value}`)).toEqual(
                api.db
                    .prepare(sql)
                    .pluck()
                    .all(value ? 1 : 0)
            );
        // Indexed tracks are converted ones (§4: only CONVERTED tracks are shown to external applications).
        const stray = api.db
            .prepare("SELECT count(*) FROM tracks WHERE is_indexed = 1 AND encode_status <> 'CONVERTED'")
            .pluck()
            .get();
        expect(stray).toBe(0);
        // Set by the index, never by a form.
        const res = await api.as('admin', '/v4/catalog/tracks/11/', { method: 'PATCH', json: { is_indexed: true } });
        expect(res.status).toBe(400);
    });

    it('pre_order_date finds tracks by their release’s pre-order date, and releases by theirs', async () => {
        const release = api.db
            .prepare('SELECT id, pre_order_date FROM releases WHERE pre_order_date IS NOT NULL ORDER BY id LIMIT 1')
            .get() as { id: number; pre_order_date: string };
        expect(release).toBeDefined();
        const day = release.pre_order_date;
        expect(await ids('admin', `/v4/catalog/releases/?pre_order_date=${day}:${day}`)).toContain(release.id);
        const tracks = api.db.prepare('SELECT id FROM tracks WHERE release_id = ?').pluck().all(release.id);
        const found = await ids('admin', `/v4/catalog/tracks/?pre_order_date=${day}:${day}`);
        for (const id of tracks) expect(found).toContain(id);
        const others = api.db
            .prepare(
                `SELECT t.id FROM tracks t JOIN releases r ON r.id = t.release_id
                 WHERE r.pre_order_date IS NULL OR r.pre_order_date <> ? LIMIT 5`
            )
            .pluck()
            .all(day) as number[];
        for (const id of others) expect(found).not.toContain(id);
    });

    it('every hype filter is the first brand’s: the DJ-store admin is refused, the first-brand admin served', async () => {
        for (const q of ['is_hype=true', 'is_available_for_hype=true', 'hype_eligible=true']) {
            expect((await api.as('dj_store_admin', `/v4/catalog/tracks/?${q}`)).status, q).toBe(403);
            expect((await api.as('admin', `/v4/catalog/tracks/?${q}`)).status, q).toBe(200);
        }
        expect((await api.as('dj_store_admin', '/v4/catalog/releases/?is_hype=true')).status).toBe(403);
    });
});
