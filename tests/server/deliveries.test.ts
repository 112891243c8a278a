/** Legacy deliveries: filters, tenancy, Resubmit with its limit, the XML replaced only when it is XML. */
import { describe, expect, it } from 'vitest';
import { DELIVERY_SELECTION_LIMIT } from '../../resources/constants';
import { RELEASE_STATUSES, STATUS_MESSAGES } from '../../resources/delivery/statuses';
import type { Job } from '../../resources/jobs/jobs';
import { createJobWorker } from '../../server/jobs/worker';
import { makeApi } from './helpers';

interface Delivery {
    id: number;
    release_status: string;
    status_message: string | null;
    supplier: { id: number } | null;
    label: { id: number } | null;
    ingested: boolean;
}
const api = makeApi(300);
const list = async (user: string, query = '') => {
    const res = await api.as(user, `/v4/deliveries/deliveries/?per_page=100${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as { count: number; results: Delivery[] };
};

describe('legacy deliveries', () => {
    it('the seed has every §4 release status and every §8 status message', () => {
        const seen = (column: string) =>
            api.db.prepare(`SELECT DISTINCT ${column} FROM deliveries`).pluck().all() as string[];
        expect(new Set(seen('release_status'))).toEqual(new Set(RELEASE_STATUSES));
        expect(new Set(seen('status_message').filter(Boolean))).toEqual(new Set(STATUS_MESSAGES));
    });

    it('filters by status message and release status', async () => {
        const isrc = await list('content_ops', '&status_message=missing-isrc');
        expect(isrc.count).toBeGreaterThan(0);
        expect(isrc.results.every(d => d.status_message === 'missing-isrc')).toBe(true);
        const received = await list('content_ops', '&release_status=release-received');
        expect(received.results.every(d => d.release_status === 'release-received')).toBe(true);
        const bad = await api.as('content_ops', '/v4/deliveries/deliveries/?status_message=lost-in-the-mail');
        expect(bad.status).toBe(400);
    });

    it('a supplier sees only its own deliveries, a label only its own; others none', async () => {
        const all = await list('admin');
        const supplier = await list('supplier');
        expect(supplier.count).toBeGreaterThan(0);
        expect(supplier.count).toBeLessThan(all.count);
        expect(supplier.results.every(d => d.supplier?.id === 1)).toBe(true);
        const label = await list('label');
        expect(label.results.every(d => d.label?.id === 1)).toBe(true);
        const foreign = all.results.find(d => d.supplier?.id !== 1)!;
        expect((await api.as('supplier', `/v4/deliveries/deliveries/${foreign.id}/`)).status).toBe(404);
        expect((await api.as('artist', '/v4/deliveries/deliveries/')).status).toBe(403);
        expect((await api.as('support', '/v4/deliveries/deliveries/')).status).toBe(403);
    });

    it('Resubmit puts deliveries back to release-received, with history; partners may not', async () => {
        const failed = (await list('content_ops', '&status_message=missing-isrc')).results.slice(0, 2).map(d => d.id);
        const res = await api.as('content_ops', '/v4/deliveries/deliveries/resubmit/', {
            method: 'POST',
            json: { ids: failed },
        });
        expect(res.status).toBe(200);
        for (const id of failed) {
            const d = (await (await api.as('content_ops', `/v4/deliveries/deliveries/${id}/`)).json()) as Delivery;
            expect(d).toMatchObject({ release_status: 'release-received', status_message: null });
        }
        const history = api.db
            .prepare("SELECT action, username FROM history WHERE resource = 'deliveries/deliveries' AND record_id = ?")
            .all(failed[0]);
        expect(history).toEqual([{ action: 'resubmit', username: 'content_ops' }]);
        const partner = await api.as('supplier', '/v4/deliveries/deliveries/resubmit/', {
            method: 'POST',
            json: { ids: [failed[0]] },
        });
        expect(partner.status).toBe(403);
    });

    it("refuses a selection over the limit with 'Cannot select over {limit} deliveries'", async () => {
        const ids = (await list('admin')).results.slice(0, DELIVERY_SELECTION_LIMIT + 1).map(d => d.id);
        const res = await api.as('admin', '/v4/deliveries/deliveries/resubmit/', { method: 'POST', json: { ids } });
        expect(res.status).toBe(400);
        expect(((await res.json()) as { detail: string }).detail).toBe(
            `Cannot select over ${DELIVERY_SELECTION_LIMIT} deliveries`
        );
    });

    it('replaces the XML when it is well-formed, and refuses anything else (an XML bomb too)', async () => {
        // One of supplier 1's: the supplier reads it but may not replace it.
        const id = (await list('supplier')).results[0].id;
        const path = `/v4/deliveries/deliveries/${id}/xml/`;
        const before = ((await (await api.as('admin', path)).json()) as { xml: string }).xml;
        expect(before).toMatch(/^<\?xml/);
        const good = '<release upc="1"><title>Fixed</title></release>';
        const put = await api.as('label_mgmt', path, { method: 'PUT', json: { xml: good } });
        expect(put.status).toBe(200);
        expect(((await (await api.as('admin', path)).json()) as { xml: string }).xml).toBe(good);
        const bomb = '<!DOCTYPE x [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><x>&b;</x>';
        for (const xml of [bomb, '<release>', 'not xml']) {
            const res = await api.as('admin', path, { method: 'PUT', json: { xml } });
            expect(res.status).toBe(400);
        }
        expect(((await (await api.as('admin', path)).json()) as { xml: string }).xml).toBe(good);
        expect((await api.as('supplier', path, { method: 'PUT', json: { xml: good } })).status).toBe(403);
    });

    it('a resubmitted delivery runs through the pipeline: missing-isrc until the ISRC is fixed, then release-ingested', async () => {
        const worker = createJobWorker(api.db, { stepMs: 0 });
        const target = (await list('content_ops', '&status_message=Restricted genre')).results[0];
        const release = api.db.prepare('SELECT release_id FROM deliveries WHERE id = ?').pluck().get(target.id);
        const track = api.db
            .prepare('SELECT id, isrc FROM tracks WHERE release_id = ? AND is_dj_edit = 0 LIMIT 1')
            .get(release) as {
            id: number;
            isrc: string;
        };
        api.db.prepare('UPDATE tracks SET isrc = NULL WHERE id = ?').run(track.id);
        const res = await api.as('content_ops', '/v4/deliveries/deliveries/resubmit/', {
            method: 'POST',
            json: { ids: [target.id] },
        });
        const [job] = ((await res.json()) as { jobs: Job[] }).jobs;
        expect(job).toMatchObject({ kind: 'delivery-ingest', state: 'QUEUED', target_id: target.id });
        await worker.drain();
        const failed = (await (await api.as('content_ops', `/v4/jobs/${job.id}/`)).json()) as Job;
        expect(failed).toMatchObject({ state: 'FAILED', error: 'missing-isrc: track missing ISRC on insert.' });
        const stuck = (await (
            await api.as('content_ops', `/v4/deliveries/deliveries/${target.id}/`)
        ).json()) as Delivery;
        expect(stuck).toMatchObject({ release_status: 'metadata-processing-error', status_message: 'missing-isrc' });

        api.db.prepare('UPDATE tracks SET isrc = ? WHERE id = ?').run(track.isrc, track.id);
        expect((await api.as('content_ops', `/v4/jobs/${job.id}/retry/`, { method: 'POST' })).status).toBe(200);
        await worker.drain();
        const done = (await (
            await api.as('content_ops', `/v4/deliveries/deliveries/${target.id}/`)
        ).json()) as Delivery;
        expect(done).toMatchObject({
            release_status: 'release-ingested',
            status_message: 'Filtering complete',
            ingested: true,
        });
        const steps = api.db
            .prepare(
                "SELECT count(*) FROM history WHERE resource = 'deliveries/deliveries' AND record_id = ? AND action = 'pipeline'"
            )
            .pluck()
            .get(target.id);
        expect(steps).toBeGreaterThanOrEqual(4);
    });
});
