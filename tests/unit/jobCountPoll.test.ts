/** The app bar's job count asks often only while a job runs or the job centre is open (issue 43). */
import { describe, expect, it } from 'vitest';
import { BACKSTOP_POLL_MS, jobCountPollMs, OPEN_CENTRE_POLL_MS, startedAJob } from '../../src/jobs/jobCountPoll';
import { JOB_POLL_MS } from '../../resources/constants';

describe("the job count's schedule", () => {
    it('asks every second while a job runs, open or not', () => {
        expect(jobCountPollMs({ running: 1, centreOpen: false })).toBe(JOB_POLL_MS);
        expect(jobCountPollMs({ running: 3, centreOpen: true })).toBe(JOB_POLL_MS);
    });

    it('asks every 15 s while the centre is open and nothing runs', () => {
        expect(jobCountPollMs({ running: 0, centreOpen: true })).toBe(OPEN_CENTRE_POLL_MS);
        expect(OPEN_CENTRE_POLL_MS).toBe(15_000);
    });

    it('otherwise only as a backstop, every 5 minutes', () => {
        expect(jobCountPollMs({ running: 0, centreOpen: false })).toBe(BACKSTOP_POLL_MS);
        expect(BACKSTOP_POLL_MS).toBe(300_000);
    });

    it('asks again after a write whose answer is a job, not after any other write', () => {
        const job = { id: 7, state: 'QUEUED', kind: 'reencode' };
        expect(startedAJob({ method: 'POST', answer: job })).toBe(true);
        expect(startedAJob({ method: 'PATCH', answer: { id: 7, name: 'Deep Tide' } })).toBe(false);
        expect(startedAJob({ method: 'DELETE' })).toBe(false);
    });
});
