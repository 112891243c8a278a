/**
 * Jobs (spec §3 "Job: id, state, optional child_job_id"; §4 long jobs): the states, the kinds the
 * reference API runs, and who sees which jobs. The console's job centre and the server read it.
 */
import type { kindGroups } from '../messages/jobs';
import { staff, type PermissionList } from '../permissions';

/** What several kinds of job are called together ("encodes", "sales reports"): the catalogue's `jobs.kindGroups`. */
export type JobGroup = keyof typeof kindGroups;

/** QUEUED → RUNNING → DONE or FAILED (a failed job may be queued again by Retry). */
export const JOB_STATES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export type JobState = (typeof JOB_STATES)[number];
export const ACTIVE_JOB_STATES: readonly JobState[] = ['QUEUED', 'RUNNING'];
/** Each state by its name, as the job centre and the pages that follow a job show it. */
export const JOB_STATE_CHOICES = [
    { id: 'QUEUED', name: 'Queued' },
    { id: 'RUNNING', name: 'Running' },
    { id: 'DONE', name: 'Done' },
    { id: 'FAILED', name: 'Failed' },
] as const satisfies readonly { id: JobState; name: string }[];
export const jobStateName = (state: string): string => JOB_STATE_CHOICES.find(c => c.id === state)?.name ?? state;

/** A job as the API answers it. */
export interface Job {
    id: number;
    kind: string;
    /** What the kind is called in the job centre. */
    label: string;
    state: JobState;
    /** 0–100 where the kind knows it, else null. */
    progress: number | null;
    child_job_id: number | null;
    error: string | null;
    /** The record the job works on: its resource (a v4 path) and id. */
    resource: string | null;
    target_id: number | null;
    created: string;
    started: string | null;
    finished: string | null;
    /** A finished export's file, downloaded from `jobs/{id}/download/`. */
    has_file: boolean;
    /** Its name, for saving it (`sales-2025.csv`). */
    file_name: string | null;
    owner: { id: number; name: string } | null;
}

/**
 * The kinds of job, each with the record it works on and the name it goes by among others (`group`:
 * the encodes of a track or a release are all "encodes"). Server handlers register under these keys.
 */
export const JOB_KINDS = {
    reencode: { label: 'Track re-encode', resource: 'catalog/tracks', group: 'encode' },
    'release-encode': { label: 'Release encode', resource: 'catalog/releases', group: 'encode' },
    'release-tracks-encode': { label: 'Release tracks encode', resource: 'catalog/releases', group: 'encode' },
    'release-reencode': { label: 'Release re-encode', resource: 'catalog/releases', group: 'encode' },
    'delivery-ingest': { label: 'Delivery ingest', resource: 'deliveries/deliveries', group: 'ingest' },
    sales: { label: 'Sales report', resource: null, group: 'sales' },
    'sales-export': { label: 'Sales export', resource: null, group: 'export' },
    // Its resource is the file's (any list's), so none is named here.
    'csv-import': { label: 'CSV import', resource: null, group: 'import' },
} as const satisfies Record<string, { label: string; resource: string | null; group: JobGroup }>;
export type JobKind = keyof typeof JOB_KINDS;

export const isJobKind = (kind: string): kind is JobKind => Object.hasOwn(JOB_KINDS, kind);

/** Who sees every user's jobs; everybody else sees their own. */
export const ALL_JOBS_ACCESS: PermissionList = [[staff('admin')]];

/** Seconds between start and finish (or now, while it runs); null before it starts. */
export function jobDurationSeconds(job: Pick<Job, 'started' | 'finished'>, now = Date.now()): number | null {
    if (!job.started) return null;
    const end = job.finished ? Date.parse(job.finished) : now;
    return Math.max(0, Math.round((end - Date.parse(job.started)) / 1000));
}

/** "4 s", "2 min 5 s", "1 h 3 min". */
export function formatDuration(seconds: number): string {
    if (seconds < 60) return `${seconds} s`;
    if (seconds < 3600) return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
    return `${Math.floor(seconds / 3600)} h ${Math.floor((seconds % 3600) / 60)} min`;
}
