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
import type { Operation } from '../../resources/operations/define';
import { jobStatus } from '../../resources/operations/jobs';

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
     * `status` names the poller's call when the kind has its own (the sales report's).
     */
    const follow = useCallback(
        async <J extends Job = Job>(started: Job, status: Operation<J | Job> = jobStatus): Promise<J> => {
            controller.current?.abort();
            const mine = (controller.current = new AbortController());
            setJob(started);
            void queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
            try {
                return await pollJob<J>(async id => (await dataProvider.call(status, id)) as J, started.id, {
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
