/**
 * The jobs this browser started, for a server without the job centre's calls (capability `jobs`):
 * kept per user in localStorage, newest first and bounded, so the job centre can still list them and
 * follow those whose kind has a §7 poller (`jobs/sales/{id}`, `jobs/sales-export/{id}`). Pure
 * functions over the list; the storage is read and written by `readStartedJobs` / `writeStartedJobs`.
 */
import { isJobKind, JOB_KINDS, JOB_STATES, type Job, type JobState } from '../../resources/jobs/jobs';

/** How many started jobs a user's list keeps (older ones drop off). */
export const STARTED_JOBS_KEPT = 20;
const KEY_PREFIX = 'started-jobs:';

/** The kinds whose state the console can follow on a §7-only server, by the poller §7 names. */
export const FOLLOWED_KINDS = ['sales', 'sales-export'] as const;
export type FollowedKind = (typeof FOLLOWED_KINDS)[number];
export const followedKind = (kind: string): FollowedKind | null =>
    (FOLLOWED_KINDS as readonly string[]).includes(kind) ? (kind as FollowedKind) : null;

/** One started action as this browser remembers it. */
export interface StartedJob {
    /** Unique in the list: the job's id when the answer named one, else when it was requested. */
    key: string;
    kind: string;
    label: string;
    /** The server's job id, when its answer was a job. */
    job_id: number | null;
    resource: string | null;
    target_id: number | string | null;
    created: string;
    /** The last state seen by following it; null: requested, never followed (no §7 call to ask). */
    state: JobState | null;
    error: string | null;
}

/** Whether an action's answer is a job (the reference server's); a server may answer anything else. */
export function asJob(answer: unknown): Job | null {
    if (!answer || typeof answer !== 'object') return null;
    const a = answer as Partial<Job>;
    return typeof a.id === 'number' &&
        typeof a.state === 'string' &&
        (JOB_STATES as readonly string[]).includes(a.state)
        ? (answer as Job)
        : null;
}

/** The entry for an action just started: from its job when the answer is one, else from what was asked. */
export function startedEntry(
    answer: unknown,
    kind: string,
    target: number | string | null,
    now: Date = new Date()
): StartedJob {
    const job = asJob(answer);
    const known = isJobKind(kind) ? JOB_KINDS[kind] : null;
    return {
        key: job ? `job-${job.id}` : `at-${now.getTime()}-${kind}-${String(target ?? '')}`,
        kind,
        label: job?.label ?? known?.label ?? kind,
        job_id: job?.id ?? null,
        resource: job?.resource ?? known?.resource ?? null,
        target_id: job?.target_id ?? target,
        created: job?.created ?? now.toISOString(),
        state: job && followedKind(kind) ? job.state : null,
        error: job?.error ?? null,
    };
}

/** The list with `entry` first (replacing an entry of the same key), at most `kept` long. */
export function withStarted(list: readonly StartedJob[], entry: StartedJob, kept = STARTED_JOBS_KEPT): StartedJob[] {
    return [entry, ...list.filter(e => e.key !== entry.key)].slice(0, kept);
}

/** The list with a followed job's latest state. */
export function withState(list: readonly StartedJob[], job: Pick<Job, 'id' | 'state' | 'error'>): StartedJob[] {
    return list.map(e => (e.job_id === job.id ? { ...e, state: job.state, error: job.error ?? null } : e));
}

/** Whether the job centre should keep asking about an entry (a §7 poller exists and it has not ended). */
export const stillRunning = (e: StartedJob): boolean =>
    !!followedKind(e.kind) && e.job_id != null && (e.state === 'QUEUED' || e.state === 'RUNNING');

/** What stored text holds, keeping only well-formed entries (storage is anybody's to edit). */
export function parseStartedJobs(text: string | null): StartedJob[] {
    if (!text) return [];
    try {
        const raw: unknown = JSON.parse(text);
        if (!Array.isArray(raw)) return [];
        return raw
            .filter(
                (e): e is StartedJob =>
                    !!e &&
                    typeof e === 'object' &&
                    typeof (e as StartedJob).key === 'string' &&
                    typeof (e as StartedJob).kind === 'string' &&
                    typeof (e as StartedJob).label === 'string' &&
                    typeof (e as StartedJob).created === 'string'
            )
            .slice(0, STARTED_JOBS_KEPT);
    } catch {
        return [];
    }
}

export const startedJobsKey = (username: string): string => `${KEY_PREFIX}${username}`;

/** How a notice names a started action: "Track re-encode (ID 12)". */
export function actionName(kind: string, target?: number | string | null): string {
    const label = isJobKind(kind) ? JOB_KINDS[kind].label : kind;
    return target == null ? label : `${label} (ID ${String(target)})`;
}
