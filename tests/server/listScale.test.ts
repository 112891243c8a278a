/**
 * Lists at scale (issue 27): a filtered count stops at a cap and says so, and a page read in its
 * order's index with each row tested (core/listing.ts) is the page SQLite gathers and sorts: the
 * same rows in the same order, for contains and prefix searches, with and without sorts, for staff
 * and a partner, on every page.
 */
import { describe, expect, it } from 'vitest';
import { fold } from '../../resources/fold';
import { makePrincipal } from '../../server/core/access';
import { COUNT_CAP, listPage, listQuery, pageIds } from '../../server/core/listing';
import { envelope } from '../../server/core/paging';
import tracksModule from '../../server/modules/tracks';
import { makeApi } from './helpers';

describe('lists at scale', () => {
    const api = makeApi(300);
    const tracks = tracksModule.collection!;
    const principal = (username: string) =>
        makePrincipal(
            api.db
                .prepare(
                    'SELECT id, username, scope, feature, brand, supplier_id, label_id FROM users WHERE username = ?'
                )
                .get(username) as Parameters<typeof makePrincipal>[0]
        );
    const queries: Record<string, string>[] = [
        { name: 'e' },
        { name: 'deep' },
        { name: 'deep', order_by: 'name' },
        { name: 'deep', order_by: '-name' },
        { name: 'ee', order_by: '-bpm' },
        { name: 'silver', order_by: 'artist_name' },
        { artist_name: 'a', order_by: 'name' },
        { artist_name: 'qui', name: 'e', order_by: '-publish_date' },
        { label_name: 'records', order_by: 'mix_name' },
        { release_name: 'e', order_by: 'isrc' },
        { mix_name: 'mix', order_by: '-id' },
        { isrc: 'US', order_by: 'name' },
        { isrc: 'US' },
        { catalog_number: 'C', order_by: '-publish_date' },
        { enabled: 'true', name: 'a', order_by: 'id' },
    ];

    it('a capped page holds the rows of the exact one, in the same order, and says the count stopped', () => {
        let compared = 0;
        let cappedSeen = 0;
        for (const who of ['admin', 'supplier']) {
            for (const query of queries) {
                // The page as SQLite gathers and sorts every match, and the exact count: the old path.
                const q = listQuery(tracks, principal(who), query);
                const total = (api.db.prepare(q.count.sql).get(...q.count.params) as { n: number }).n;
                for (const cap of [COUNT_CAP, 20]) {
                    for (const [perPage, page] of [
                        [10, 1],
                        [10, 2],
                        [25, 3],
                    ]) {
                        const paging = { page, perPage, offset: (page - 1) * perPage };
                        const before = pageIds(tracks, api.db, q, perPage, paging.offset, false);
                        const now = listPage(tracks, api.db, principal(who), query, paging, cap);
                        const label = `${who} ${JSON.stringify(query)} cap ${cap} ${perPage}@${paging.offset}`;
                        expect(
                            now.rows.map(r => r.id),
                            label
                        ).toEqual(before);
                        compared += before.length;
                        if (total > cap) {
                            cappedSeen++;
                            expect(now.count, label).toBe(cap);
                            expect(now.capped, label).toEqual({ more: total > paging.offset + perPage });
                        } else {
                            expect(now.count, label).toBe(total);
                            expect(now.capped, label).toBeUndefined();
                        }
                    }
                }
            }
        }
        expect(compared).toBeGreaterThan(1000);
        expect(cappedSeen).toBeGreaterThan(20);
    });

    it('a contains-search sorted by another column pages the names read one by one', () => {
        const rows = api.db.prepare('SELECT id, name, bpm FROM tracks').all() as {
            id: number;
            name: string;
            bpm: number;
        }[];
        for (const text of ['deep', 'ee', 'e', 'silver sh', 'zzzq']) {
            const expected = rows
                .filter(r => fold(r.name).includes(fold(text)))
                .sort((a, b) => (b.bpm ?? -1) - (a.bpm ?? -1) || b.id - a.id)
                .map(r => r.id);
            const seen: unknown[] = [];
            for (let page = 1; page <= 3; page++) {
                const paging = { page, perPage: 25, offset: (page - 1) * 25 };
                seen.push(
                    ...listPage(
                        tracks,
                        api.db,
                        principal('admin'),
                        { name: text, order_by: '-bpm' },
                        paging,
                        30
                    ).rows.map(r => r.id)
                );
            }
            expect(seen, text).toEqual(expected.slice(0, 75));
        }
    });

    it('GET list marks a capped count, and pages on while a row lies beyond', async () => {
        const url = 'http://api.test/v4/catalog/tracks/?name=e&per_page=25';
        const capped = envelope(url, COUNT_CAP, { page: 3, perPage: 25, offset: 50 }, [1, 2], { more: true });
        expect(capped).toMatchObject({ count: COUNT_CAP, count_capped: true, page: `3/${COUNT_CAP / 25}` });
        expect(capped.next).toContain('page=4');
        const past = envelope(url, COUNT_CAP, { page: 500, perPage: 25, offset: 12475 }, [1], { more: true });
        expect(past).toMatchObject({ page: '500/501' });
        expect(past.next).toContain('page=501');
        const last = envelope(url, COUNT_CAP, { page: 501, perPage: 25, offset: 12500 }, [1], { more: false });
        expect(last).toMatchObject({ page: '501/501', next: null });
        const exact = envelope(url, 42, { page: 1, perPage: 25, offset: 0 }, [1]);
        expect(exact).not.toHaveProperty('count_capped');
        expect(exact.page).toBe('1/2');
        // Through the API: 300 tracks stay under the cap, so the count is exact and unmarked.
        const res = await api.as('admin', '/v4/catalog/tracks/?name=e&per_page=25');
        const body = (await res.json()) as { count: number; count_capped?: boolean };
        expect(body.count).toBeGreaterThan(25);
        expect(body.count).toBeLessThan(COUNT_CAP);
        expect(body).not.toHaveProperty('count_capped');
    });
});
