import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobFailed, JobTimedOut, pollJob, type PolledJob } from '../../src/jobs/pollJob';
import { ApiError } from '../../dataProvider/errors';

/** A fake API: each job's answers in turn (the last one repeats). */
function api(answers: Record<number, Partial<PolledJob>[]>) {
    const calls: { id: number; at: number }[] = [];
    const start = Date.now();
    const fetchJob = vi.fn(async (id: number): Promise<PolledJob> => {
        calls.push({ id, at: Date.now() - start });
        const list = answers[id];
        const answer = list.length > 1 ? list.shift()! : list[0];
        return { id, state: 'RUNNING', child_job_id: null, ...answer };
    });
    return { fetchJob, calls };
}

describe('pollJob', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('polls every 1000 ms until DONE', async () => {
        const { fetchJob, calls } = api({ 7: [{ state: 'QUEUED' }, { state: 'RUNNING' }, { state: 'DONE' }] });
        const done = pollJob(fetchJob, 7);
        await vi.advanceTimersByTimeAsync(2000);
        await expect(done).resolves.toMatchObject({ id: 7, state: 'DONE' });
        expect(calls.map(c => c.at)).toEqual([0, 1000, 2000]);
    });

    it('follows a child_job_id and finishes with the child', async () => {
        const { fetchJob, calls } = api({
            1: [{ state: 'RUNNING' }, { state: 'DONE', child_job_id: 2 }],
            2: [{ state: 'RUNNING' }, { state: 'DONE' }],
        });
        const updates: number[] = [];
        const done = pollJob(fetchJob, 1, { onUpdate: j => updates.push(j.id) });
        await vi.advanceTimersByTimeAsync(3000);
        await expect(done).resolves.toMatchObject({ id: 2, state: 'DONE' });
        expect(calls.map(c => [c.id, c.at])).toEqual([
            [1, 0],
            [1, 1000],
            [2, 2000],
            [2, 3000],
        ]);
        expect(updates).toEqual([1, 1, 2, 2]);
    });

    it("gives up after 120 000 ms with 'Request Timed Out'", async () => {
        const { fetchJob, calls } = api({ 3: [{ state: 'RUNNING' }] });
        const done = pollJob(fetchJob, 3);
        const outcome = expect(done).rejects.toThrow(new JobTimedOut());
        await vi.advanceTimersByTimeAsync(119_999);
        expect(calls).toHaveLength(120);
        await vi.advanceTimersByTimeAsync(1);
        await outcome;
        expect(((await done.catch((e: unknown) => e)) as Error).message).toBe('Request Timed Out');
        expect(calls.at(-1)!.at).toBe(119_000);
    });

    it('a FAILED job rejects with its error', async () => {
        const { fetchJob } = api({ 4: [{ state: 'FAILED', error: 'The track has no audio file to encode.' }] });
        const error = await pollJob(fetchJob, 4).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(JobFailed);
        expect((error as Error).message).toBe('The track has no audio file to encode.');
    });

    it('stops quietly when aborted', async () => {
        const { fetchJob, calls } = api({ 5: [{ state: 'RUNNING' }] });
        const controller = new AbortController();
        const done = pollJob(fetchJob, 5, { signal: controller.signal });
        await vi.advanceTimersByTimeAsync(1500);
        controller.abort();
        await expect(done).resolves.toMatchObject({ state: 'RUNNING' });
        await vi.advanceTimersByTimeAsync(5000);
        expect(calls).toHaveLength(2);
    });

    it('a poll that gets no answer is asked again at the next tick: the job ends as it ends (issue 41)', async () => {
        const answers: (Partial<PolledJob> | ApiError)[] = [
            { state: 'RUNNING' },
            new ApiError('gateway', 502, null, 'gateway'),
            new ApiError('no answer', 0, null, 'network'),
            new ApiError('boom', 500, null),
            { state: 'DONE' },
        ];
        const trouble: unknown[] = [];
        const fetchJob = vi.fn(async (id: number): Promise<PolledJob> => {
            const next = answers.shift()!;
            if (next instanceof ApiError) throw next;
            return { id, child_job_id: null, state: 'RUNNING', ...next };
        });
        const done = pollJob(fetchJob, 8, { onTrouble: e => trouble.push(e === null ? null : (e as ApiError).status) });
        await vi.advanceTimersByTimeAsync(4000);
        await expect(done).resolves.toMatchObject({ id: 8, state: 'DONE' });
        expect(fetchJob).toHaveBeenCalledTimes(5);
        expect(trouble).toEqual([502, 0, 500, null]);
    });

    it('a refusal ends it (the job is not there, or not yours)', async () => {
        const fetchJob = vi.fn(async (): Promise<PolledJob> => {
            throw new ApiError('Not Found', 404, { detail: 'Not found.' });
        });
        await expect(pollJob(fetchJob, 9)).rejects.toMatchObject({ status: 404 });
        expect(fetchJob).toHaveBeenCalledTimes(1);
    });

    it("a poll that hangs does not hold the job's own timeout up", async () => {
        let polls = 0;
        const fetchJob = vi.fn((id: number) =>
            ++polls < 3
                ? Promise.resolve<PolledJob>({ id, state: 'RUNNING', child_job_id: null })
                : new Promise<PolledJob>(() => undefined)
        );
        const done = pollJob(fetchJob, 10, { timeout: 10_000 });
        const outcome = done.catch((e: unknown) => e);
        await vi.advanceTimersByTimeAsync(10_000);
        expect(await outcome).toBeInstanceOf(JobTimedOut);
    });
});
