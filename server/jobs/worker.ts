/**
 * The job worker inside the reference API: takes the oldest QUEUED job, runs its kind's handler,
 * and records DONE (with a child job, or a file) or FAILED with the error. One job at a time.
 */
import { isJobKind } from '../../resources/jobs/jobs';
import { stmt, type DB } from '../db';
import { JobFailure, type Actor } from '../core/jobHandler';
import { JOB_HANDLERS } from './kinds';
import { claimJob, enqueueJob, finishJob, recoverJobs, setProgress, type JobRow } from '../core/jobQueue';
import { api } from '../../resources/messages/api';
import { fill } from '../../resources/messages/fill';

export interface JobWorkerOptions {
    /** How long one step of simulated work takes (JOB_STEP_MS; 0 in tests). */
    stepMs?: number;
    /** How often an idle worker looks for work. */
    idleMs?: number;
    log?: (msg: string) => void;
}

export interface JobWorker {
    /** Recovers jobs cut off by the last stop, then runs jobs until stopped. */
    start(): void;
    stop(): Promise<void>;
    /** Runs jobs until none is queued; answers how many ran (tests, the seed). */
    drain(): Promise<number>;
}

const sleep = (ms: number) => new Promise<void>(resolve => setTimeout(resolve, ms));

export const unexpectedFailure = (e: unknown) =>
    fill(api.jobStopped, { error: e instanceof Error ? e.message : String(e) });

function actorOf(db: DB, job: JobRow): Actor {
    const name = stmt(db, 'SELECT username FROM users WHERE id = ?').pluck().get(job.owner_id) as string | undefined;
    return { userId: job.owner_id ?? 0, username: name ?? 'job worker' };
}

export const resumableKind = (kind: string) => isJobKind(kind) && JOB_HANDLERS[kind].resumable;

export function createJobWorker(
    db: DB,
    { stepMs = 400, idleMs = 250, log = () => {} }: JobWorkerOptions = {}
): JobWorker {
    let running: Promise<void> | null = null;
    let stopped = false;

    async function runOne(): Promise<boolean> {
        const job = claimJob(db);
        if (!job) return false;
        try {
            if (!isJobKind(job.kind)) throw new JobFailure(fill(api.unknownJobKind, { kind: job.kind }));
            const outcome = await JOB_HANDLERS[job.kind].run({
                db,
                job,
                params: JSON.parse(job.params) as Record<string, unknown>,
                actor: actorOf(db, job),
                progress: percent => setProgress(db, job.id, percent),
                pause: () => (stepMs > 0 ? sleep(stepMs) : Promise.resolve()),
            });
            db.transaction(() => {
                const childJobId = outcome?.child
                    ? enqueueJob(db, {
                          kind: outcome.child.kind,
                          ownerId: job.owner_id,
                          targetId: outcome.child.targetId ?? job.target_id,
                          params: outcome.child.params,
                          parentJobId: job.id,
                      })
                    : undefined;
                finishJob(db, job.id, { childJobId, file: outcome?.file });
            })();
        } catch (e) {
            if (!(e instanceof JobFailure)) log(`job ${job.id} (${job.kind}) failed: ${String(e)}`);
            finishJob(db, job.id, { error: e instanceof JobFailure ? e.message : unexpectedFailure(e) });
        }
        return true;
    }

    return {
        start() {
            if (running) return;
            stopped = false;
            const { resumed, failed } = recoverJobs(db, resumableKind);
            if (resumed.length || failed.length)
                log(`Jobs cut off by the last stop: resumed ${resumed.length}, failed ${failed.length}.`);
            running = (async () => {
                while (!stopped) if (!(await runOne())) await sleep(idleMs);
            })();
        },
        async stop() {
            stopped = true;
            await running;
            running = null;
        },
        async drain() {
            let n = 0;
            while (await runOne()) n++;
            return n;
        },
    };
}
