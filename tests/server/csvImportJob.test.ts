/** A CSV import of more than IMPORT_JOB_ROWS rows runs as a job (issue 45), over HTTP. */
import { describe, expect, it } from 'vitest';
import { IMPORT_JOB_ROWS, type ImportAnswer } from '../../resources/csvImport';
import type { Job } from '../../resources/jobs/jobs';
import { createJobWorker } from '../../server/jobs/worker';
import { makeApi } from './helpers';

describe('a big CSV import', () => {
    const api = makeApi(82);
    const bpm = (id: number) => api.db.prepare('SELECT bpm FROM tracks WHERE id = ?').pluck().get(id) as number;

    it('answers 202 with a job, writes nothing until the worker runs it, then keeps the answer as its file', async () => {
        const ids = api.db.prepare('SELECT id FROM tracks ORDER BY id LIMIT 20').pluck().all() as number[];
        const before = ids.map(bpm);
        // Twenty real tracks, then rows naming no track up to one more than a call applies.
        const rows = [
            ...ids.map(id => `${id},${(bpm(id) % 900) + 17}`),
            ...Array.from({ length: IMPORT_JOB_ROWS + 1 - ids.length }, (_, i) => `${900_000 + i},120`),
        ];
        const res = await api.as('content_ops', '/v4/catalog/tracks/import/', {
            method: 'POST',
            headers: { 'Content-Type': 'text/csv' },
            body: ['id,bpm', ...rows].join('\n'),
        });
        expect(res.status, await res.clone().text()).toBe(202);
        const started = (await res.json()) as ImportAnswer;
        expect(started.job).toMatchObject({ kind: 'csv-import', label: 'CSV import', state: 'QUEUED' });
        expect(ids.map(bpm)).toEqual(before);
        // The preview of the same file stays a call, and applies nothing.
        const preview = await api.as('content_ops', '/v4/catalog/tracks/import/preview/', {
            method: 'POST',
            headers: { 'Content-Type': 'text/csv' },
            body: ['id,bpm', ...rows].join('\n'),
        });
        expect(((await preview.json()) as ImportAnswer).summary).toEqual({
            change: 20,
            unchanged: 0,
            refused: 0,
            unknown: IMPORT_JOB_ROWS + 1 - 20,
        });
        expect(await createJobWorker(api.db, { stepMs: 0 }).drain()).toBe(1);
        const job = (await (await api.as('content_ops', `/v4/jobs/${started.job!.id}/`)).json()) as Job;
        expect(job).toMatchObject({ state: 'DONE', progress: 100, has_file: true, file_name: 'import-result.json' });
        expect(ids.map(bpm)).toEqual(before.map(b => (b % 900) + 17));
        const file = await api.as('content_ops', `/v4/jobs/${job.id}/download/`);
        const answer = JSON.parse(await file.text()) as ImportAnswer;
        expect(answer.summary.change).toBe(20);
        expect(answer.bulk).toMatchObject({ size: 20 });
        expect(
            api.db.prepare('SELECT DISTINCT action FROM history WHERE bulk_id = ?').pluck().all(answer.bulk!.id)
        ).toEqual(['import']);
        // Another user does not see the job (nor its file).
        expect((await api.as('label', `/v4/jobs/${job.id}/download/`)).status).toBe(404);
    });
});
