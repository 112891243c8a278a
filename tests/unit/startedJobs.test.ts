/** The jobs this browser started, kept for a server that lists none: entries, bound, states, parsing. */
import { describe, expect, it } from 'vitest';
import {
    actionName,
    asJob,
    parseStartedJobs,
    startedEntry,
    STARTED_JOBS_KEPT,
    stillRunning,
    withStarted,
    withState,
} from '../../src/jobs/startedJobs';

const job = (over: Record<string, unknown> = {}) => ({
    id: 7,
    kind: 'sales-export',
    label: 'Sales export',
    state: 'QUEUED',
    progress: null,
    child_job_id: null,
    error: null,
    resource: null,
    target_id: null,
    created: '2026-11-26T01:00:00Z',
    started: null,
    finished: null,
    has_file: false,
    file_name: null,
    owner: null,
    ...over,
});
const now = new Date('2026-11-26T02:00:00Z');

describe('started jobs', () => {
    it('knows a job answer from anything else a server may answer', () => {
        expect(asJob(job())).not.toBeNull();
        expect(asJob({})).toBeNull();
        expect(asJob({ id: 5 })).toBeNull();
        expect(asJob({ id: 5, state: 'SOMETHING' })).toBeNull();
        expect(asJob(null)).toBeNull();
    });

    it('an answer without a job is requested, never followed; a sales job is followed by its §7 poller', () => {
        const requested = startedEntry({}, 'reencode', 12, now);
        expect(requested).toMatchObject({
            label: 'Track re-encode',
            job_id: null,
            resource: 'catalog/tracks',
            target_id: 12,
            state: null,
            created: now.toISOString(),
        });
        expect(stillRunning(requested)).toBe(false);
        // A re-encode's job has no §7 poller: requested even when the answer names it.
        expect(startedEntry(job({ kind: 'reencode', label: 'Track re-encode' }), 'reencode', 12, now).state).toBeNull();
        const followed = startedEntry(job(), 'sales-export', null, now);
        expect(followed).toMatchObject({ key: 'job-7', job_id: 7, state: 'QUEUED' });
        expect(stillRunning(followed)).toBe(true);
        expect(stillRunning(withState([followed], { id: 7, state: 'DONE', error: null })[0])).toBe(false);
    });

    it('keeps the newest first, one entry per job, at most the bound', () => {
        let list = withStarted([], startedEntry(job(), 'sales-export', null, now));
        list = withStarted(list, startedEntry(job({ state: 'RUNNING' }), 'sales-export', null, now));
        expect(list).toHaveLength(1);
        for (let i = 0; i < STARTED_JOBS_KEPT + 5; i++)
            list = withStarted(list, startedEntry({}, 'reencode', i, new Date(now.getTime() + i)));
        expect(list).toHaveLength(STARTED_JOBS_KEPT);
        expect(list[0].target_id).toBe(STARTED_JOBS_KEPT + 4);
    });

    it('reads back only well-formed entries from storage', () => {
        const good = startedEntry({}, 'reencode', 1, now);
        expect(parseStartedJobs(JSON.stringify([good, { key: 1 }, 'x']))).toEqual([good]);
        expect(parseStartedJobs('not json')).toEqual([]);
        expect(parseStartedJobs(null)).toEqual([]);
    });

    it('names an action for its notice', () => {
        expect(actionName('reencode', 12)).toBe('Track re-encode (ID 12)');
        expect(actionName('sales')).toBe('Sales report');
    });
});
