/** Jobs run for real: the worker takes a re-encode to DONE, keeps a failure's error, survives a restart. */
import { describe, expect, it } from 'vitest';
import type { Job } from '../../resources/jobs/jobs';
import { claimJob, INTERRUPTED, tooManyRestarts, RESTART_LIMIT } from '../../server/core/jobQueue';
import { noAudio, noReleaseAudio } from '../../server/core/catalog/encoding';
import { createJobWorker } from '../../server/jobs/worker';
import { makeApi } from './helpers';

const api = makeApi(100);
const worker = createJobWorker(api.db, { stepMs: 0 });
const trackWithAudio = () => api.db.prepare('SELECT min(track_id) FROM audio_files').pluck().get() as number;
const encodeStatus = (id: number) =>
    api.db.prepare('SELECT encode_status FROM tracks WHERE id = ?').pluck().get(id) as string;

async function reencode(user: string, track: number): Promise<Job> {
    const res = await api.as(user, `/v4/catalog/tracks/${track}/reencode/`, { method: 'POST' });
    expect(res.status).toBe(201);
    return (await res.json()) as Job;
}
const job = async (user: string, id: number) => (await api.as(user, `/v4/jobs/${id}/`)).json() as Promise<Job>;

describe('jobs', () => {
    it('a re-encode is QUEUED, then the worker runs it to DONE and the track is CONVERTED', async () => {
        const track = trackWithAudio();
        const started = await reencode('content_ops', track);
        expect(started).toMatchObject({
            state: 'QUEUED',
            kind: 'reencode',
            target_id: track,
            resource: 'catalog/tracks',
        });
        expect(encodeStatus(track)).toBe('TRANSCODING');
        expect(await worker.drain()).toBe(1);
        const done = await job('content_ops', started.id);
        expect(done).toMatchObject({ state: 'DONE', progress: 100, error: null });
        expect(done.started).not.toBeNull();
        expect(done.finished).not.toBeNull();
        expect(encodeStatus(track)).toBe('CONVERTED');
        const history = api.db
            .prepare(
                "SELECT username FROM history WHERE resource = 'catalog/tracks' AND record_id = ? AND action = 'encoded'"
            )
            .pluck()
            .all(track);
        expect(history).toEqual(['content_ops']);
    });

    it('a job that fails is FAILED with its error kept, and Retry runs it again', async () => {
        const track = trackWithAudio();
        const started = await reencode('admin', track);
        const files = api.db.prepare('SELECT * FROM audio_files WHERE track_id = ?').all(track);
        api.db.prepare('DELETE FROM audio_files WHERE track_id = ?').run(track);
        await worker.drain();
        expect(await job('admin', started.id)).toMatchObject({ state: 'FAILED', error: noAudio });
        expect(encodeStatus(track)).toBe('ERROR');
        // The audio comes back; the retry succeeds.
        const insert = api.db.prepare(
            'INSERT INTO audio_files (id, track_id, format, file_name, size, created) VALUES (@id, @track_id, @format, @file_name, @size, @created)'
        );
        for (const f of files) insert.run(f);
        const retried = await api.as('admin', `/v4/jobs/${started.id}/retry/`, { method: 'POST' });
        expect(retried.status).toBe(200);
        expect(((await retried.json()) as Job).state).toBe('QUEUED');
        await worker.drain();
        expect(await job('admin', started.id)).toMatchObject({ state: 'DONE', error: null });
        // A job that is not FAILED is not retried.
        const again = await api.as('admin', `/v4/jobs/${started.id}/retry/`, { method: 'POST' });
        expect(again.status).toBe(409);
    });

    it('a release encode hands over to a child job that converts its tracks', async () => {
        const release = api.db
            .prepare('SELECT t.release_id FROM tracks t JOIN audio_files a ON a.track_id = t.id LIMIT 1')
            .pluck()
            .get() as number;
        const res = await api.as('content_ops', `/v4/catalog/releases/${release}/beatdrop/encode/`, { method: 'POST' });
        expect(res.status).toBe(201);
        const parent = (await res.json()) as Job;
        expect(await worker.drain()).toBe(2);
        const done = await job('content_ops', parent.id);
        expect(done.state).toBe('DONE');
        expect(done.child_job_id).toEqual(expect.any(Number));
        expect(await job('content_ops', done.child_job_id!)).toMatchObject({
            state: 'DONE',
            kind: 'release-tracks-encode',
        });
        const statuses = api.db
            .prepare(
                'SELECT DISTINCT encode_status FROM tracks WHERE release_id = ? AND id IN (SELECT track_id FROM audio_files)'
            )
            .pluck()
            .all(release);
        expect(statuses).toEqual(['CONVERTED']);
    });

    it('a release re-encode hides its tracks with audio until the job converts them, and says so in history', async () => {
        const release = api.db.prepare('SELECT release_id FROM tracks WHERE id = ?').pluck().get(trackWithAudio());
        const withAudio = api.db
            .prepare(
                'SELECT id FROM tracks WHERE release_id = ? AND is_dj_edit = 0 AND id IN (SELECT track_id FROM audio_files)'
            )
            .pluck()
            .all(release) as number[];
        expect(withAudio.length).toBeGreaterThan(0);
        api.db.prepare('UPDATE tracks SET is_available_for_streaming = 1 WHERE release_id = ?').run(release);
        expect(
            (await api.as('label_mgmt', `/v4/catalog/releases/${release}/reencode/`, { method: 'POST' })).status
        ).toBe(403);
        const res = await api.as('content_ops', `/v4/catalog/releases/${release}/reencode/`, { method: 'POST' });
        expect(res.status).toBe(201);
        const started = (await res.json()) as Job;
        expect(started).toMatchObject({ state: 'QUEUED', kind: 'release-reencode', target_id: release });
        for (const id of withAudio) {
            expect(encodeStatus(id)).toBe('TRANSCODING');
            expect(api.db.prepare('SELECT is_available_for_streaming FROM tracks WHERE id = ?').pluck().get(id)).toBe(
                0
            );
        }
        const history = (await (await api.as('admin', `/v4/catalog/releases/${release}/history/`)).json()) as {
            results: { action: string }[];
        };
        expect(history.results.map(h => h.action)).toContain('reencode');
        await worker.drain();
        expect(await job('content_ops', started.id)).toMatchObject({ state: 'DONE', progress: 100 });
        for (const id of withAudio) expect(encodeStatus(id)).toBe('CONVERTED');
    });

    it('a release without audio is refused before any job starts', async () => {
        const release = api.db.prepare('SELECT max(release_id) FROM tracks').pluck().get() as number;
        api.db
            .prepare('DELETE FROM audio_files WHERE track_id IN (SELECT id FROM tracks WHERE release_id = ?)')
            .run(release);
        const res = await api.as('admin', `/v4/catalog/releases/${release}/on-demand/encode/`, { method: 'POST' });
        expect(res.status).toBe(400);
        expect(((await res.json()) as { detail: string }).detail).toBe(noReleaseAudio);
        const again = await api.as('admin', `/v4/catalog/releases/${release}/reencode/`, { method: 'POST' });
        expect(again.status).toBe(400);
        expect(((await again.json()) as { detail: string }).detail).toBe(noReleaseAudio);
    });

    it('a job left RUNNING by a stop is resumed at start-up and finishes; after repeated stops it fails with the reason', async () => {
        const track = trackWithAudio();
        const started = await reencode('content_ops', track);
        expect(claimJob(api.db)?.id).toBe(started.id); // the old process took it and was stopped
        const restarted = createJobWorker(api.db, { stepMs: 0, idleMs: 5 });
        restarted.start();
        await expect.poll(async () => (await job('content_ops', started.id)).state).toBe('DONE');
        await restarted.stop();

        // A job cut off again and again stops being resumed.
        const cut = await reencode('content_ops', track);
        claimJob(api.db);
        api.db.prepare('UPDATE jobs SET attempts = ? WHERE id = ?').run(RESTART_LIMIT, cut.id);
        const again = createJobWorker(api.db, { stepMs: 0, idleMs: 5 });
        again.start();
        await again.stop();
        const failed = await job('content_ops', cut.id);
        expect(failed.state).toBe('FAILED');
        expect(failed.error).toBe(tooManyRestarts(RESTART_LIMIT));
        expect(INTERRUPTED).toMatch(/server restart/);
    });

    it('users see their own jobs; admin sees everybody’s', async () => {
        const mine = await reencode('content_ops', trackWithAudio());
        const other = await api.as('label_mgmt', `/v4/jobs/${mine.id}/`);
        expect(other.status).toBe(404);
        expect((await api.as('admin', `/v4/jobs/${mine.id}/`)).status).toBe(200);
        const listed = async (user: string) =>
            ((await (await api.as(user, '/v4/jobs/?per_page=100')).json()) as { results: Job[] }).results;
        expect((await listed('content_ops')).every(j => j.owner?.name === 'content_ops')).toBe(true);
        expect(await listed('label_mgmt')).toEqual([]);
        expect((await listed('admin')).map(j => j.owner?.name)).toContain('content_ops');
        const active = (await (await api.as('content_ops', '/v4/jobs/?active=true')).json()) as { count: number };
        expect(active.count).toBe(1);
        // Retry of someone else's job: not found, not a 403 that would confirm it exists.
        expect((await api.as('supplier', `/v4/jobs/${mine.id}/retry/`, { method: 'POST' })).status).toBe(404);
        await worker.drain();
    });
});
