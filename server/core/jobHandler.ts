/** What a kind of job provides to the worker, and what it is given to run with. */
import type { PermissionList } from '../../resources/permissions';
import type { JobKind } from '../../resources/jobs/jobs';
import type { DB } from '../db';
import type { Principal } from './access';
import type { JobRow } from './jobQueue';

/** Who a job's history entries name: its owner. */
export type Actor = Pick<Principal, 'userId' | 'username'>;

export interface JobRun {
    db: DB;
    job: JobRow;
    params: Record<string, unknown>;
    actor: Actor;
    /** Records how far it got (0–100). */
    progress(percent: number): void;
    /** The time one step of the (simulated) work takes; 0 in tests. */
    pause(): Promise<void>;
}

export interface JobOutcome {
    /** Hands over to another job: the parent ends DONE with child_job_id, and pollers follow the child. */
    child?: { kind: JobKind; targetId?: number | null; params?: Record<string, unknown> };
    /** A finished export's file. */
    file?: { name: string; body: Buffer | string };
}

/** A failure the user should read: kept on the job as its error. */
export class JobFailure extends Error {}

export interface JobHandler {
    /** Who may start it, and retry it when it failed. */
    access: PermissionList;
    /**
     * Whether a run cut off by a server stop may simply run again from the start (its steps are
     * idempotent); otherwise the job fails with a reason at start-up.
     */
    resumable: boolean;
    run(run: JobRun): Promise<JobOutcome | void>;
}
