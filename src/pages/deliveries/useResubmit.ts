import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRefresh } from 'react-admin';
import { messages } from '../../../resources/messages';
import type { Job } from '../../../resources/jobs/jobs';
import { JOBS_QUERY_KEY } from '../../jobs/useJob';
import { DECLINED, useOperation } from '../../lib/useOperation';
import { resubmitDeliveries } from '../../../resources/operations/delivery';

/** Resubmits deliveries after the declared confirmation (how many); answers the ingest jobs started, or null. */
export function useResubmit() {
    const resubmit = useOperation(resubmitDeliveries);
    const notify = useNotify();
    const refresh = useRefresh();
    const queryClient = useQueryClient();
    return async (ids: readonly (string | number)[]): Promise<Job[] | null> => {
        try {
            const answer = await resubmit.run(undefined, { ids: ids.map(Number) });
            if (answer === DECLINED) return null;
            // A server may answer the resubmit without its jobs: it happened all the same.
            const jobs = Array.isArray(answer?.jobs) ? answer.jobs : [];
            notify(`Resubmitted ${ids.length === 1 ? `delivery ${ids[0]}` : `${ids.length} deliveries`}`, {
                type: 'success',
            });
            refresh();
            void queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
            return jobs;
        } catch {
            notify(messages.errors.resubmitDelivery, { type: 'error' });
            return null;
        }
    };
}
