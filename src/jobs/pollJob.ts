/**
 * Polling a long job (spec §4): every 1000 ms until DONE; when a child_job_id appears, polling
 * continues on the child; after 120 000 ms it gives up with 'Request Timed Out'. A poll that gets no
 * answer (the network, a timeout, a gateway's page, a server error) is asked again at the next
 * tick: only the job's own timeout ends the following (issue 41), and a poll still hanging then
 * does not hold it up. Pure timing logic over a fetch function, so that it is tested with fake timers.
 */
import { JOB_POLL_MS, JOB_TIMEOUT_MS } from '../../resources/constants';
import type { Job } from '../../resources/jobs/jobs';
import { messages } from '../../resources/messages';
import { ApiError } from '../../dataProvider/errors';

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
    /** A poll that got no answer (polling goes on), then null once one answers again. */
    onTrouble?: (error: unknown) => void;
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

/** A poll that told nothing about the job: asked again, never the end of it. */
export const unanswered = (e: unknown): boolean => e instanceof ApiError && (e.kind !== 'http' || e.status >= 500);

/** The poll's answer, or JobTimedOut when the job's deadline comes first. */
function byDeadline<T>(poll: Promise<T>, deadline: number): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new JobTimedOut()), Math.max(0, deadline - Date.now()));
    });
    return Promise.race([poll, late]).finally(() => clearTimeout(timer));
}

/**
 * Resolves with the last job (DONE, without a child; when stopped, the last seen, null before any);
 * rejects with JobFailed, JobTimedOut or a refusal (403, 404).
 */
export async function pollJob<J extends PolledJob>(
    fetchJob: (id: number) => Promise<J>,
    id: number,
    { interval = JOB_POLL_MS, timeout = JOB_TIMEOUT_MS, onUpdate, onTrouble, signal }: PollOptions<J> = {}
): Promise<J | null> {
    const deadline = Date.now() + timeout;
    let current = id;
    let last: J | null = null;
    let troubled = false;
    for (;;) {
        try {
            const job = await byDeadline(fetchJob(current), deadline);
            if (signal?.aborted) return job;
            if (troubled) {
                troubled = false;
                onTrouble?.(null);
            }
            onUpdate?.(job);
            last = job;
            if (job.child_job_id) current = job.child_job_id;
            else if (job.state === 'DONE') return job;
            else if (job.state === 'FAILED') throw new JobFailed(job);
        } catch (e) {
            if (signal?.aborted) return last;
            if (!unanswered(e)) throw e;
            troubled = true;
            onTrouble?.(e);
        }
        await wait(Math.max(0, Math.min(interval, deadline - Date.now())), signal);
        if (signal?.aborted) return last;
        if (Date.now() >= deadline) throw new JobTimedOut();
    }
}
