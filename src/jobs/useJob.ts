/**
 * The one hook every screen that starts a job uses: it follows the job (and its children) with
 * pollJob, exposes the latest state for progress, and tells the job centre to look again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider';
import type { Job } from '../../resources/jobs/jobs';
import { config } from '../config';
import { pollJob } from './pollJob';

/** The job centre's queries start with this key. */
export const JOBS_QUERY_KEY = ['console-jobs'] as const;

export function useJob() {
    const dataProvider = useDataProvider<ConsoleDataProvider>();
    const queryClient = useQueryClient();
    const [job, setJob] = useState<Job | null>(null);
    const controller = useRef<AbortController | null>(null);
    useEffect(() => () => controller.current?.abort(), []);

    /**
     * Follows a job the server just started until it is DONE (resolves) or FAILED / timed out (rejects).
     * `pathOf` names the poller's call when the kind has its own (`jobs/sales/{id}/`).
     */
    const follow = useCallback(
        async <J extends Job = Job>(started: Job, pathOf = (id: number) => `jobs/${id}/`): Promise<J> => {
            controller.current?.abort();
            const mine = (controller.current = new AbortController());
            setJob(started);
            void queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
            try {
                return await pollJob<J>(id => dataProvider.fetchJson<J>(pathOf(id)), started.id, {
                    signal: mine.signal,
                    onUpdate: setJob,
                    timeout: config.jobTimeoutMs,
                });
            } finally {
                void queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
            }
        },
        [dataProvider, queryClient]
    );
    const running = !!job && (job.state === 'QUEUED' || job.state === 'RUNNING' || !!job.child_job_id);
    return { job, follow, running };
}
