/**
 * The one hook every screen that starts a job uses: it follows the job (and its children) with
 * pollJob, exposes the latest state for progress, and tells the job centre to look again. On a
 * server without the job centre's calls (capability `jobs`) it also records the action in this
 * browser's list of started jobs, and an action it cannot follow (no job in the answer, or no §7
 * call to ask about it) ends as "requested": the server took it, nobody can say more.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Job } from '../../resources/jobs/jobs';
import { config } from '../config';
import { hasCapability, isOffered } from '../lib/capabilities';
import { pollJob } from './pollJob';
import type { Operation } from '../../resources/operations/define';
import { jobStatus } from '../../resources/operations/jobs';
import { asJob, startedEntry } from './startedJobs';
import { recordJobState, recordStartedJob } from './startedJobsStore';
import { messages } from '../../resources/messages';
import { errorDetail } from '../views/errors';
import { useConsoleDataProvider } from '../lib/useConsoleDataProvider';

/** The job centre's queries start with this key. */
export const JOBS_QUERY_KEY = ['console-jobs'] as const;

/** An action the server accepted but the console cannot follow: its job id when the answer named one. */
export interface Requested {
    requested: true;
    jobId: number | null;
}
export const isRequested = (outcome: unknown): outcome is Requested =>
    !!outcome && typeof outcome === 'object' && (outcome as Requested).requested === true;

/** What was started: the operation that started it (its `job` kind) or the kind, and the record it works on. */
export interface StartedAction {
    kind: string;
    target?: number | string | null;
    /** The poller's call when the kind has its own (the sales report's); else `jobs/{id}`. */
    status?: Operation;
}

/** Whether the console can follow what an action answered: a job, and a call to ask about it. */
export const followable = (answer: unknown, status: Operation = jobStatus): boolean =>
    !!asJob(answer) && isOffered(status.spec);

/** What following a job says while its polls get no answer (polling goes on). */
export const troubleWords = (e: unknown): string =>
    `${errorDetail(e)} ${messages.jobs.stillFollowing}`.replace(/\s+/g, ' ').trim();

export function useJob() {
    const dataProvider = useConsoleDataProvider();
    const queryClient = useQueryClient();
    const [job, setJob] = useState<Job | null>(null);
    // Whether a job is being followed now: false once it ends, however it ends (the button comes back).
    const [following, setFollowing] = useState(false);
    const [trouble, setTrouble] = useState<string | null>(null);
    const controller = useRef<AbortController | null>(null);
    useEffect(() => () => controller.current?.abort(), []);

    /**
     * Follows what an action answered until its job is DONE (resolves with it) or FAILED / timed out
     * (rejects); resolves with `Requested` when there is nothing the console can follow.
     */
    const follow = useCallback(
        async <J extends Job = Job>(answer: unknown, action: StartedAction): Promise<J | Requested> => {
            const status = action.status ?? jobStatus;
            const local = !hasCapability('jobs');
            if (local) recordStartedJob(startedEntry(answer, action.kind, action.target ?? null));
            const started = asJob(answer);
            if (!started || !isOffered(status.spec)) return { requested: true, jobId: started?.id ?? null };
            controller.current?.abort();
            const mine = (controller.current = new AbortController());
            setJob(started);
            setFollowing(true);
            setTrouble(null);
            void queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
            const update = (j: J) => {
                setJob(j);
                if (local) recordJobState(j);
            };
            try {
                const last = await pollJob<J>(async id => (await dataProvider.call(status, id)) as J, started.id, {
                    signal: mine.signal,
                    onUpdate: update,
                    onTrouble: e => !mine.signal.aborted && setTrouble(e === null ? null : troubleWords(e)),
                    timeout: config.jobTimeoutMs,
                });
                return last ?? (started as J);
            } finally {
                if (controller.current === mine) {
                    setFollowing(false);
                    setTrouble(null);
                }
                void queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
            }
        },
        [dataProvider, queryClient]
    );
    return { job, follow, running: following, trouble };
}
