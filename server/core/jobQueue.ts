/**
 * The job table: enqueue, claim, progress, finish, and recovery at start-up. Claiming is one
 * UPDATE … WHERE state = 'QUEUED', so two server processes never run the same job.
 */
import { JOB_KINDS, isJobKind, type Job, type JobKind, type JobState } from '../../resources/jobs/jobs';
import { stmt, type DB } from '../db';
import { nowIso, type Row } from './rows';
import { api } from '../../resources/messages/api';
import { fill } from '../../resources/messages/fill';

export const JOBS_DDL = `CREATE TABLE IF NOT EXISTS jobs (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, state TEXT NOT NULL,
  target_id INTEGER, child_job_id INTEGER, parent_job_id INTEGER, owner_id INTEGER, params TEXT NOT NULL DEFAULT '{}',
  progress INTEGER, error TEXT, file_name TEXT, file_body BLOB, attempts INTEGER NOT NULL DEFAULT 0,
  created TEXT NOT NULL, started TEXT, finished TEXT);
CREATE INDEX IF NOT EXISTS jobs_owner ON jobs(owner_id, id);
CREATE INDEX IF NOT EXISTS jobs_state ON jobs(state, id);`;

export interface JobRow {
    id: number;
    kind: string;
    state: JobState;
    target_id: number | null;
    child_job_id: number | null;
    parent_job_id: number | null;
    owner_id: number | null;
    params: string;
    progress: number | null;
    error: string | null;
    file_name: string | null;
    attempts: number;
    created: string;
    started: string | null;
    finished: string | null;
}

const COLUMNS = `j.id, j.kind, j.state, j.target_id, j.child_job_id, j.parent_job_id, j.owner_id, j.params, j.progress,
  j.error, j.file_name, j.attempts, j.created, j.started, j.finished`;

export interface NewJob {
    kind: JobKind;
    ownerId: number | null;
    targetId?: number | null;
    params?: Record<string, unknown>;
    parentJobId?: number | null;
}

/** Adds a QUEUED job; call inside the transaction of the write that asks for it. */
export function enqueueJob(db: DB, job: NewJob): number {
    const info = stmt(
        db,
        `INSERT INTO jobs (kind, state, target_id, owner_id, params, parent_job_id, created)
         VALUES (?, 'QUEUED', ?, ?, ?, ?, ?)`
    ).run(
        job.kind,
        job.targetId ?? null,
        job.ownerId,
        JSON.stringify(job.params ?? {}),
        job.parentJobId ?? null,
        nowIso()
    );
    return Number(info.lastInsertRowid);
}

export const readJob = (db: DB, id: number) =>
    stmt(db, `SELECT ${COLUMNS} FROM jobs j WHERE j.id = ?`).get(id) as JobRow | undefined;

/** The oldest QUEUED job, now RUNNING and ours; undefined when none waits. */
export function claimJob(db: DB): JobRow | undefined {
    return db
        .transaction(() => {
            const next = stmt(db, "SELECT id FROM jobs WHERE state = 'QUEUED' ORDER BY id LIMIT 1").pluck().get() as
                number | undefined;
            if (next === undefined) return undefined;
            const claimed = stmt(
                db,
                `UPDATE jobs SET state = 'RUNNING', started = ?, finished = NULL, error = NULL, progress = NULL,
             attempts = attempts + 1 WHERE id = ? AND state = 'QUEUED'`
            ).run(nowIso(), next);
            return claimed.changes ? readJob(db, next) : undefined;
        })
        .immediate();
}

export function setProgress(db: DB, id: number, progress: number): void {
    stmt(db, "UPDATE jobs SET progress = ? WHERE id = ? AND state = 'RUNNING'").run(
        Math.max(0, Math.min(100, Math.round(progress))),
        id
    );
}

export function finishJob(
    db: DB,
    id: number,
    outcome: { error?: string; childJobId?: number; file?: { name: string; body: Buffer | string } }
): void {
    if (outcome.error !== undefined) {
        stmt(db, "UPDATE jobs SET state = 'FAILED', error = ?, finished = ? WHERE id = ?").run(
            outcome.error.slice(0, 2000),
            nowIso(),
            id
        );
        return;
    }
    stmt(
        db,
        `UPDATE jobs SET state = 'DONE', progress = 100, error = NULL, finished = ?, child_job_id = ?,
         file_name = ?, file_body = ? WHERE id = ?`
    ).run(nowIso(), outcome.childJobId ?? null, outcome.file?.name ?? null, outcome.file?.body ?? null, id);
}

/** A FAILED job queued again as it was (same kind, record and parameters). */
export function requeueJob(db: DB, id: number): boolean {
    return (
        stmt(
            db,
            `UPDATE jobs SET state = 'QUEUED', error = NULL, progress = NULL, started = NULL, finished = NULL
             WHERE id = ? AND state = 'FAILED'`
        ).run(id).changes === 1
    );
}

export const INTERRUPTED = api.jobInterrupted;
export const RESTART_LIMIT = 3;
export const tooManyRestarts = (n: number) => fill(api.jobRestarts, { n });

/**
 * At start-up nothing runs yet, so a RUNNING job was cut off by a stop: a resumable kind goes back to
 * the queue (its steps are idempotent), up to a limit; any other fails with the reason. Never left hanging.
 */
export function recoverJobs(db: DB, resumable: (kind: string) => boolean): { resumed: number[]; failed: number[] } {
    const resumed: number[] = [];
    const failed: number[] = [];
    db.transaction(() => {
        const running = stmt(db, "SELECT id, kind, attempts FROM jobs WHERE state = 'RUNNING'").all() as {
            id: number;
            kind: string;
            attempts: number;
        }[];
        for (const j of running) {
            if (resumable(j.kind) && j.attempts < RESTART_LIMIT) {
                stmt(db, "UPDATE jobs SET state = 'QUEUED', started = NULL WHERE id = ?").run(j.id);
                resumed.push(j.id);
            } else {
                const reason = resumable(j.kind) ? tooManyRestarts(j.attempts) : INTERRUPTED;
                finishJob(db, j.id, { error: reason });
                failed.push(j.id);
            }
        }
    })();
    return { resumed, failed };
}

/** A job as the API answers it. */
export function presentJob(row: JobRow & { owner_name?: string | null }): Job {
    const kind = isJobKind(row.kind) ? JOB_KINDS[row.kind] : null;
    return {
        id: row.id,
        kind: row.kind,
        label: kind?.label ?? row.kind,
        state: row.state,
        progress: row.progress,
        child_job_id: row.child_job_id,
        error: row.error,
        resource: kind?.resource ?? null,
        target_id: row.target_id,
        created: row.created,
        started: row.started,
        finished: row.finished,
        has_file: !!row.file_name,
        file_name: row.file_name ?? null,
        owner: row.owner_id == null ? null : { id: row.owner_id, name: row.owner_name ?? '' },
    };
}

export const JOB_LIST_SQL = `SELECT ${COLUMNS}, u.username AS owner_name FROM jobs j LEFT JOIN users u ON u.id = j.owner_id`;
export type { Row };
