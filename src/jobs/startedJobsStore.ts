/**
 * The signed-in user's started jobs in localStorage (see startedJobs.ts), with a subscription so
 * the job centre shows an entry the moment a screen records it.
 */
import { useSyncExternalStore } from 'react';
import { getAuth } from '../../authProvider/state';
import { parseStartedJobs, startedJobsKey, withStarted, withState, type StartedJob } from './startedJobs';
import type { Job } from '../../resources/jobs/jobs';

const listeners = new Set<() => void>();
// The last list read, by key, so that useSyncExternalStore sees the same array until it changes.
let cache: { key: string; text: string | null; list: StartedJob[] } | null = null;

/** Whose list: the person at the keyboard (an admin viewing as someone still starts jobs as themselves). */
function storageKey(): string | null {
    const auth = getAuth();
    const user = auth.view_as?.own.user ?? auth.user;
    return user ? startedJobsKey(user.username) : null;
}

// One empty list, so that a snapshot without a user is the same each time it is read.
const NONE: StartedJob[] = [];

export function readStartedJobs(): StartedJob[] {
    const key = storageKey();
    if (!key) return NONE;
    let text: string | null = null;
    try {
        text = localStorage.getItem(key);
    } catch {
        // Storage refused (private mode, quota): the list is empty, never an error on screen.
    }
    if (cache?.key !== key || cache.text !== text) cache = { key, text, list: parseStartedJobs(text) };
    return cache.list;
}

function write(update: (list: StartedJob[]) => StartedJob[]): void {
    const key = storageKey();
    if (!key) return;
    try {
        localStorage.setItem(key, JSON.stringify(update(readStartedJobs())));
    } catch {
        // As above: a list that cannot be kept is not worth an error.
    }
    listeners.forEach(l => l());
}

export const recordStartedJob = (entry: StartedJob): void => write(list => withStarted(list, entry));
export const recordJobState = (job: Pick<Job, 'id' | 'state' | 'error'>): void => write(list => withState(list, job));

function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
}

/** The list, re-rendered whenever a screen records a job or a state. */
export const useStartedJobs = (): StartedJob[] => useSyncExternalStore(subscribe, readStartedJobs);
