/**
 * How every call of the console is bounded and when it is tried again (issue 41), as pure functions:
 * a read has 20 s and is tried again twice on no answer or a gateway's, within 25 s in all (a screen
 * says so within 30 s); a write has 60 s and is never sent again by the console on its own; an
 * upload's limit grows with its size and a download's runs from one received piece to the next.
 */
import { ApiError } from './errors';

/** How a call is bounded: by time (read, write), by its size (upload) or by its progress (download). */
export type CallKind = 'read' | 'write' | 'upload' | 'download';

export const READ_TIMEOUT_MS = 20_000;
/** A read and its retries, all together. */
export const READ_DEADLINE_MS = 25_000;
export const WRITE_TIMEOUT_MS = 60_000;
/** A download fails when no piece of it arrives for this long (its answer's headers: READ_TIMEOUT_MS). */
export const TRANSFER_IDLE_MS = 30_000;
/**
 * An upload may take WRITE_TIMEOUT_MS plus its size at this rate (a slow uplink's): fetch reports no
 * upload progress, so its bound is its size, never one total time for every file.
 */
export const UPLOAD_FLOOR_BYTES_PER_SECOND = 32_000;
export const READ_RETRIES = 2;
/** The first retry waits 150–300 ms, the second 300–600 ms (jittered: many tabs do not retry in step). */
export const BACKOFF_MS = 300;
/** A retry is not started with less time than this left before the deadline. */
const MIN_ATTEMPT_MS = 2_000;

/** The time one attempt may take before it is aborted. */
export function attemptLimit(kind: CallKind, elapsedMs = 0, bytes = 0): number {
    if (kind === 'write') return WRITE_TIMEOUT_MS;
    if (kind === 'upload') return WRITE_TIMEOUT_MS + Math.ceil((bytes / UPLOAD_FLOOR_BYTES_PER_SECOND) * 1000);
    return Math.max(0, Math.min(READ_TIMEOUT_MS, READ_DEADLINE_MS - elapsedMs));
}

/** The wait before the `retry`th retry (1, 2, …): doubling, with jitter. */
export const backoff = (retry: number, random: () => number = Math.random): number =>
    Math.round(BACKOFF_MS * 2 ** (retry - 1) * (0.5 + random() * 0.5));

/** A failure that another try may mend: no answer, or a gateway's. */
export const transient = (e: unknown): boolean =>
    e instanceof ApiError && (e.kind === 'network' || e.kind === 'timeout' || e.kind === 'gateway');

/**
 * Whether and after how long a failed attempt is tried again: reads (and downloads that received
 * nothing yet) on a transient failure, at most READ_RETRIES times, within the read's deadline;
 * writes and uploads never. Null: the failure stands.
 */
export function retryAfter(
    kind: CallKind,
    retriesDone: number,
    error: unknown,
    elapsedMs: number,
    random: () => number = Math.random
): number | null {
    if (kind === 'write' || kind === 'upload' || retriesDone >= READ_RETRIES || !transient(error)) return null;
    const wait = backoff(retriesDone + 1, random);
    return READ_DEADLINE_MS - elapsedMs - wait >= MIN_ATTEMPT_MS ? wait : null;
}
