/** A release's track count (issue 40): read with the release, a list filter, and following its tracks as they change. */
import { describe, expect, it } from 'vitest';
import { makeApi } from './helpers';

type Release = { id: number; track_count: number };
type Page = { count: number; results: Release[] };

describe('a release’s track count', () => {
    const api = makeApi(60);
    const counted = (id: number) =>
        api.db.prepare('SELECT count(*) FROM tracks WHERE release_id = ? AND is_dj_edit = 0').pluck().get(id) as number;

    it('is read with each release, as many as its Tracks tab lists', async () => {
        const page = (await (await api.as('admin', '/v4/catalog/releases/?per_page=20')).json()) as Page;
        expect(page.results.length).toBeGreaterThan(5);
        for (const r of page.results) expect(r.track_count, `release ${r.id}`).toBe(counted(r.id));
        const one = (await (await api.as('admin', `/v4/catalog/releases/${page.results[0].id}/`)).json()) as Release;
        const tab = (await (await api.as('admin', `/v4/catalog/releases/${one.id}/tracks/`)).json()) as Page;
        expect(one.track_count).toBe(tab.count);
    });

    it('filters the list to releases of exactly that many tracks, and refuses what is not a number', async () => {
        const sizes = api.db
            .prepare(
                'SELECT n, count(*) AS releases FROM (SELECT r.id, (SELECT count(*) FROM tracks x WHERE x.release_id = r.id AND x.is_dj_edit = 0) AS n FROM releases r) GROUP BY n'
            )
            .all() as { n: number; releases: number }[];
        expect(sizes.length).toBeGreaterThan(1);
        for (const { n, releases } of sizes) {
            const page = (await (
                await api.as('admin', `/v4/catalog/releases/?track_count=${n}&per_page=100`)
            ).json()) as Page;
            expect(page.count, `${n} tracks`).toBe(releases);
            expect(page.results.every(r => r.track_count === n)).toBe(true);
        }
        const bad = await api.as('admin', '/v4/catalog/releases/?track_count=two');
        expect(bad.status).toBe(400);
    });

    it('follows a track added to the release', async () => {
        const release = (await (await api.as('admin', '/v4/catalog/releases/?per_page=1')).json()) as Page;
        const id = release.results[0].id;
        const before = release.results[0].track_count;
        const created = await api.as('admin', '/v4/catalog/tracks/', {
            method: 'POST',
            json: { name: 'Counted', release_id: id },
        });
        expect(created.status).toBe(201);
        const after = (await (await api.as('admin', `/v4/catalog/releases/${id}/`)).json()) as Release;
        expect(after.track_count).toBe(before + 1);
        // A partner sees the count of its own releases too.
        const own = await api.as('supplier', '/v4/catalog/releases/?per_page=3');
        expect(((await own.json()) as Page).results.every(r => typeof r.track_count === 'number')).toBe(true);
    });
});
