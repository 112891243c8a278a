/**
 * Polling a long job (spec §4): every 1000 ms until DONE; when a child_job_id appears, polling
 * continues on the child; after 120 000 ms it gives up with 'Request Timed Out'. Pure timing
 * logic over a fetch function, so that it is tested with fake timers.
 */
import { JOB_POLL_MS, JOB_TIMEOUT_MS } from '../../resources/constants';
import type { Job } from '../../resources/jobs/jobs';
import { messages } from '../../resources/messages';

export type PolledJob = Pick<Job, 'id' | 'state' | 'child_job_id'> & Partial<Pick<Job, 'error'>>;

/** The job did not finish within the timeout. */
export class JobTimedOut extends Error {
    constructor() {
        super(messages.errors.timedOut);
        this.name = 'JobTimedOut';
    }
}

/** The job ended FAILED; the message is the job's error. */
export class JobFailed extends Error {
    constructor(public job: PolledJob) {
        super(job.error || 'The job failed.');
        this.name = 'JobFailed';
    }
}

export interface PollOptions<J extends PolledJob> {
    interval?: number;
    timeout?: number;
    /** Every answer, parent and child alike (progress for the screen). */
    onUpdate?: (job: J) => void;
    /** Stops polling quietly (the screen went away). */
    signal?: AbortSignal;
}

const wait = (ms: number, signal?: AbortSignal) =>
    new Promise<void>(resolve => {
        const timer = setTimeout(resolve, ms);
        signal?.addEventListener('abort', () => {
            clearTimeout(timer);
            resolve();
        });
    });

/** Resolves with the last job (DONE, without a child); rejects with JobFailed or JobTimedOut. */
export async function pollJob<J extends PolledJob>(
    fetchJob: (id: number) => Promise<J>,
    id: number,
    { interval = JOB_POLL_MS, timeout = JOB_TIMEOUT_MS, onUpdate, signal }: PollOptions<J> = {}
): Promise<J> {
    const deadline = Date.now() + timeout;
    let current = id;
    for (;;) {
        const job = await fetchJob(current);
        if (signal?.aborted) return job;
        onUpdate?.(job);
        if (job.child_job_id) current = job.child_job_id;
        else if (job.state === 'DONE') return job;
        else if (job.state === 'FAILED') throw new JobFailed(job);
        await wait(Math.max(0, Math.min(interval, deadline - Date.now())), signal);
        if (signal?.aborted) return job;
        if (Date.now() >= deadline) throw new JobTimedOut();
    }
}
