/**
 * ISRC, UPC/EAN and GUID are stored in one canonical form (capitals, no hyphens or spaces) on
 * every write path — PATCH, POST, bulk, packaging, ingestion — and found the same way by a list
 * filter, the store-wide search and the app bar's lookup, however they are typed (issue 40:
 * "US-HF1-24-00099" was stored with its hyphens and then not found by ISRC).
 */
import { describe, expect, it } from 'vitest';
import type { Job } from '../../resources/jobs/jobs';
import { createJobWorker } from '../../server/jobs/worker';
import { solidPng } from '../../server/core/png';
import { wav } from '../support/audio';
import { makeApi } from './helpers';

type Row = Record<string, unknown>;
const api = makeApi(300);
const json = async (res: Response) => (await res.json()) as Row;
const column = (table: string, name: string, id: unknown) =>
    api.db.prepare(`SELECT ${name} FROM ${table} WHERE id = ?`).pluck().get(id);

describe('identifiers are written in canonical form', () => {
    it('PATCH: a hyphenated, small-letter ISRC and GUID are stored and answered in capitals without hyphens', async () => {
        const res = await api.as('admin', '/v4/catalog/tracks/21/', {
            method: 'PATCH',
            json: { isrc: 'us-hf1-24-00099', guid: 'guid-00ab-cd' },
        });
        expect(res.status, await res.clone().text()).toBe(200);
        expect(await json(res)).toMatchObject({ isrc: 'USHF12400099', guid: 'GUID00ABCD' });
        expect(column('tracks', 'isrc', 21)).toBe('USHF12400099');
        const upc = await api.as('admin', '/v4/catalog/releases/4/', {
            method: 'PATCH',
            json: { upc: '0 12345-67890 5' },
        });
        expect(upc.status, await upc.clone().text()).toBe(200);
        expect(column('releases', 'upc', 4)).toBe('012345678905');
    });

    it('POST: a new track keeps its ISRC canonical', async () => {
        const res = await api.as('content_ops', '/v4/catalog/tracks/', {
            method: 'POST',
            json: { name: 'Canonical Track', release_id: 3, isrc: 'GB-ABC-25-00042' },
        });
        expect(res.status, await res.clone().text()).toBe(201);
        expect(column('tracks', 'isrc', (await json(res)).id)).toBe('GBABC2500042');
    });

    it('bulk: each record’s ISRC canonical; two forms of one ISRC are one value, refused for two tracks', async () => {
        const ok = await api.as('admin', '/v4/catalog/tracks/bulk/', {
            method: 'PATCH',
            json: [
                { id: 22, isrc: 'us-bk1-26-00022' },
                { id: 23, isrc: 'US BK1 26 00023' },
            ],
        });
        expect(ok.status, await ok.clone().text()).toBe(200);
        expect([22, 23].map(id => column('tracks', 'isrc', id))).toEqual(['USBK12600022', 'USBK12600023']);
        const same = await api.as('admin', '/v4/catalog/tracks/bulk/', {
            method: 'PATCH',
            json: [
                { id: 24, isrc: 'us-bk1-26-00077' },
                { id: 25, isrc: 'USBK12600077' },
            ],
        });
        expect(same.status).toBe(400);
        expect(column('tracks', 'isrc', 24)).not.toBe('USBK12600077');
    });

    it('packaging: the release’s UPC and its tracks’ ISRCs are stored canonical', async () => {
        const pkg = {
            release: { name: 'Canonical Package', label_id: 1, upc: '1234-5678-9013', artist_ids: [1] },
            tracks: [{ name: 'Hyphen Track', isrc: 'us-pk1-26-00001' }],
        };
        const form = new FormData();
        form.append('package', JSON.stringify(pkg));
        form.append(
            'cover',
            new File([solidPng(600, 600, [20, 40, 60]) as BlobPart], 'cover.png', { type: 'image/png' })
        );
        form.append('audio_0', new File([wav(0.2) as BlobPart], 'one.wav'));
        const res = await api.as('content_ops', '/v4/packaging/packages/', { method: 'POST', body: form });
        expect(res.status, await res.clone().text()).toBe(201);
        const body = (await res.json()) as { release: { id: number }; tracks: { id: number }[] };
        expect(column('releases', 'upc', body.release.id)).toBe('123456789013');
        expect(column('tracks', 'isrc', body.tracks[0].id)).toBe('USPK12600001');
    });

    it('ingestion: a release ingested with an ISRC written before in another form takes the canonical one', async () => {
        const worker = createJobWorker(api.db, { stepMs: 0 });
        const target = api.db
            .prepare(
                `SELECT d.id, d.release_id FROM deliveries d WHERE d.status_message = 'Restricted genre'
                 AND NOT EXISTS (SELECT 1 FROM tracks t WHERE t.release_id = d.release_id AND (t.isrc IS NULL OR t.isrc = ''))
                 ORDER BY d.id LIMIT 1`
            )
            .get() as { id: number; release_id: number };
        const track = api.db
            .prepare('SELECT id FROM tracks WHERE release_id = ? AND is_dj_edit = 0 ORDER BY id LIMIT 1')
            .pluck()
            .get(target.release_id) as number;
        // As a file written before this rule holds it (the API no longer stores it so).
        api.db.prepare("UPDATE tracks SET isrc = 'us-in1-26-00001' WHERE id = ?").run(track);
        const res = await api.as('content_ops', '/v4/deliveries/deliveries/resubmit/', {
            method: 'POST',
            json: { ids: [target.id] },
        });
        const [job] = ((await res.json()) as { jobs: Job[] }).jobs;
        await worker.drain();
        const done = (await json(await api.as('content_ops', `/v4/jobs/${job.id}/`))) as unknown as Job;
        expect(done.state).toBe('DONE');
        expect(column('tracks', 'isrc', track)).toBe('USIN12600001');
        const history = api.db
            .prepare("SELECT action FROM history WHERE resource = 'catalog/tracks' AND record_id = ? ORDER BY id DESC")
            .pluck()
            .get(track);
        expect(history).toBe('ingestion');
    });
});

describe('identifiers are found in any form typed', () => {
    const ids = async (path: string) => ((await json(await api.as('admin', path))).results as Row[]).map(r => r.id);

    it('the store-wide search finds a track by its ISRC, hyphenated or canonical, first', async () => {
        await api.as('admin', '/v4/catalog/tracks/31/', { method: 'PATCH', json: { isrc: 'US-HF1-24-00031' } });
        for (const q of ['US-HF1-24-00031', 'USHF12400031', 'us hf1 24 00031']) {
            const body = await json(await api.as('admin', `/v4/search/?q=${encodeURIComponent(q)}`));
            expect((body.results as Row[])[0], q).toMatchObject({ type: 'catalog/tracks', id: 31, match: 'isrc' });
            expect(body.count as number, q).toBeGreaterThanOrEqual(1);
            const quick = await json(await api.as('admin', `/v4/search/autocomplete/?q=${encodeURIComponent(q)}`));
            expect((quick.results as Row[])[0], q).toMatchObject({ id: 31, match: 'isrc' });
        }
    });

    it('list filters take the ISRC, UPC and GUID as typed: hyphens, spaces and small letters', async () => {
        const isrc = column('tracks', 'isrc', 40) as string;
        const typed = `${isrc.slice(0, 2).toLowerCase()}-${isrc.slice(2, 5)}-${isrc.slice(5, 7)}`;
        expect(await ids(`/v4/catalog/tracks/?isrc=${encodeURIComponent(typed)}&per_page=100`)).toContain(40);
        const guid = column('tracks', 'guid', 40) as string;
        expect(guid).toMatch(/^GUID[0-9A-F]{8}$/);
        expect(await ids(`/v4/catalog/tracks/?guid=${guid.replace('GUID', 'guid-').toLowerCase()}`)).toEqual([40]);
        const upc = column('releases', 'upc', 5) as string;
        const spaced = `${upc.slice(0, 1)} ${upc.slice(1, 6)}-${upc.slice(6)}`;
        expect(await ids(`/v4/catalog/releases/?upc=${encodeURIComponent(spaced)}`)).toEqual([5]);
    });
});
