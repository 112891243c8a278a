/** The deliveries inspector: cursor paging, the step timeline, re-ingest and its two refusals. */
import { describe, expect, it } from 'vitest';
import type { Job } from '../../resources/jobs/jobs';
import { NEEDS_ATTENTION } from '../../resources/delivery/statuses';
import { messages } from '../../resources/messages';
import type { DashboardFigures } from '../../resources/sales/dashboard';
import { PER_PAGE } from '../../server/modules/deliveries/inspector';
import { createJobWorker } from '../../server/jobs/worker';
import { makeApi } from './helpers';

type Row = Record<string, unknown>;
interface Page {
    count: number;
    next: string | null;
    previous: string | null;
    results: { id: number; release_status: string; genre: { id: number } | null; supplier: { id: number } }[];
}
const api = makeApi(300);
const base = '/v4/inspector/deliveries/';
const page = async (user: string, query = '') => {
    const res = await api.as(user, `${base}?${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as Page;
};

describe('deliveries inspector', () => {
    it('pages forward and back with an opaque cursor, every delivery of the brand once', async () => {
        const seen: number[] = [];
        let current = await page('admin', 'brand=download');
        const first = current.results.map(d => d.id);
        expect(current.previous).toBeNull();
        for (;;) {
            expect(current.results.length).toBeLessThanOrEqual(PER_PAGE);
            seen.push(...current.results.map(d => d.id));
            if (!current.next) break;
            current = await page('admin', `brand=download&cursor=${current.next}`);
        }
        const brandCount = api.db
            .prepare("SELECT count(*) FROM deliveries WHERE brand = 'download'")
            .pluck()
            .get() as number;
        expect(seen).toHaveLength(brandCount);
        expect(new Set(seen).size).toBe(brandCount);
        expect(seen).toEqual([...seen].sort((a, b) => b - a));
        // Back from the second page lands on the first.
        const second = await page('admin', `brand=download&cursor=${(await page('admin', 'brand=download')).next}`);
        const back = await page('admin', `brand=download&cursor=${second.previous}`);
        expect(back.results.map(d => d.id)).toEqual(first);
    });

    it('refuses a forged cursor, and one from the other brand', async () => {
        const dj = await page('dj_store_admin', 'brand=dj');
        expect(dj.results.length).toBeGreaterThan(0);
        const forged = Buffer.from(JSON.stringify({ id: 99999, back: false, scope: 'x' })).toString('base64url');
        expect((await api.as('admin', `${base}?brand=download&cursor=${forged}.abc`)).status).toBe(400);
        const other = (await page('admin', 'brand=download')).next!;
        expect((await api.as('admin', `${base}?brand=dj&cursor=${other}`)).status).toBe(400);
    });

    it('a delivery comes with its step timeline; partners see only their own', async () => {
        const d = (await page('supplier')).results[0];
        expect(d.supplier.id).toBe(1);
        const res = await api.as('supplier', `${base}${d.id}/`);
        const one = (await res.json()) as { steps: { release_status: string; at: string; detail: string }[] };
        expect(one.steps[0]).toMatchObject({ release_status: 'release-received' });
        const foreign = (await page('admin')).results.find(x => x.supplier.id !== 1)!;
        expect((await api.as('supplier', `${base}${foreign.id}/`)).status).toBe(404);
        expect((await page('supplier')).results.every(x => x.supplier.id === 1)).toBe(true);
    });

    it('re-ingests with a genre override, refuses an ingested delivery and a second try within 90 seconds', async () => {
        const worker = createJobWorker(api.db, { stepMs: 0 });
        const ingested = (await page('content_ops', 'release_status=release-ingested')).results[0];
        const refused = await api.as('content_ops', `${base}${ingested.id}/reingest/`, { method: 'POST', json: {} });
        expect(refused.status).toBe(409);
        expect(((await refused.json()) as { detail: string }).detail).toBe(messages.ingestion.alreadyIngested);

        // A genre the filter refused: the override is the repair.
        const failed = (await page('content_ops', 'status_message=Restricted genre')).results[0];
        const genre = failed.genre?.id === 2 ? 3 : 2;
        const res = await api.as('content_ops', `${base}${failed.id}/reingest/`, {
            method: 'POST',
            json: { override_genre: genre },
        });
        expect(res.status).toBe(201);
        const job = (await res.json()) as Job;
        expect(job.kind).toBe('delivery-ingest');
        const again = await api.as('content_ops', `${base}${failed.id}/reingest/`, { method: 'POST', json: {} });
        expect(again.status).toBe(409);
        expect(((await again.json()) as { detail: string }).detail).toBe(messages.ingestion.reingestRunning);
        await worker.drain();
        const after = (await (await api.as('content_ops', `${base}${failed.id}/`)).json()) as {
            release_status: string;
            genre: { id: number };
            steps: { release_status: string; detail: string }[];
        };
        expect(after.release_status).toBe('release-ingested');
        expect(after.genre.id).toBe(genre);
        // The timeline names the genre the re-ingest used instead of the delivered one.
        const names = api.db.prepare('SELECT id, name FROM genres').all() as { id: number; name: string }[];
        const name = (id: number | undefined) => names.find(g => g.id === id)?.name;
        expect(after.steps.map(s => s.detail)).toContain(
            `currently-reingesting: genre overridden for this re-ingest: ${name(genre)} (delivered as ${name(failed.genre?.id)})`
        );
        expect(after.steps.map(s => s.release_status).slice(-3)).toEqual([
            'release-received',
            'currently-reingesting',
            'release-ingested',
        ]);
        // Partners never re-ingest.
        expect((await api.as('supplier', `${base}${failed.id}/reingest/`, { method: 'POST', json: {} })).status).toBe(
            403
        );
    });
});

describe('what the inspector tells (issue 25)', () => {
    it('every missing-isrc delivery names the tracks of its release without an ISRC, and the seed agrees', async () => {
        const failed = api.db
            .prepare("SELECT id, release_id FROM deliveries WHERE status_message = 'missing-isrc'")
            .all() as { id: number; release_id: number }[];
        expect(failed.length).toBeGreaterThan(1);
        for (const d of failed) {
            const one = (await (await api.as('admin', `${base}${d.id}/`)).json()) as {
                failing_tracks: { id: number; name: string }[];
            };
            expect(one.failing_tracks.length, `delivery ${d.id}`).toBeGreaterThan(0);
            for (const t of one.failing_tracks) {
                const track = api.db.prepare('SELECT release_id, isrc FROM tracks WHERE id = ?').get(t.id) as Row;
                expect(track).toMatchObject({ release_id: d.release_id, isrc: null });
            }
        }
        // Other messages name no track.
        const other = api.db.prepare("SELECT id FROM deliveries WHERE status_message = 'fatal' LIMIT 1").pluck().get();
        const one = (await (await api.as('admin', `${base}${other}/`)).json()) as { failing_tracks: unknown[] };
        expect(one.failing_tracks).toEqual([]);
    });

    it('an ingested delivery is refused for being ingested, even just after a change', async () => {
        const ingested = (await page('admin', 'release_status=release-ingested')).results[1];
        api.db.prepare('UPDATE deliveries SET updated = ? WHERE id = ?').run(new Date().toISOString(), ingested.id);
        const refused = await api.as('admin', `${base}${ingested.id}/reingest/`, { method: 'POST', json: {} });
        expect(refused.status).toBe(409);
        expect(((await refused.json()) as { detail: string }).detail).toBe(messages.ingestion.alreadyIngested);
    });

    it("'needing attention' is one set: the dashboard counts and lists exactly what the inspector's filter shows", async () => {
        for (const user of ['content_ops', 'supplier', 'label', 'dj_store_admin']) {
            const inspector = await page(user, 'attention=1');
            const dashboard = (await (await api.as(user, '/v4/dashboard/')).json()) as DashboardFigures;
            expect(inspector.count, user).toBeGreaterThan(0);
            expect(dashboard.deliveries!.count, user).toBe(inspector.count);
            expect(
                dashboard.deliveries!.rows.map(d => d.id),
                user
            ).toEqual(inspector.results.slice(0, 5).map(d => d.id));
            expect(inspector.results.every(d => NEEDS_ATTENTION.includes(d.release_status as never))).toBe(true);
        }
    });
});
