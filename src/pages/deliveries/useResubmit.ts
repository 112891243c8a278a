import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProvider';
import { messages } from '../../../resources/messages';
import type { Job } from '../../../resources/jobs/jobs';
import { useConfirm } from '../../components/ConfirmDialog';
import { JOBS_QUERY_KEY } from '../../jobs/useJob';
import { resubmitDeliveries } from '../../../resources/operations/delivery';

/** Resubmits deliveries after confirming how many; answers the ingest jobs started, or null. */
export function useResubmit() {
    const dataProvider = useDataProvider<ConsoleDataProvider>();
    const notify = useNotify();
    const refresh = useRefresh();
    const confirm = useConfirm();
    const queryClient = useQueryClient();
    return async (ids: readonly (string | number)[]): Promise<Job[] | null> => {
        const what = ids.length === 1 ? `delivery ${ids[0]}` : `${ids.length} deliveries`;
        const ok = await confirm({
            theme: 'proceed',
            message: `Resubmit ${what}? ${ids.length === 1 ? 'It goes' : 'They go'} back to release-received and will be ingested again.`,
        });
        if (!ok) return null;
        try {
            const answer = await dataProvider.call(resubmitDeliveries, undefined, { ids: ids.map(Number) });
            // A server may answer the resubmit without its jobs: it happened all the same.
            const jobs = Array.isArray(answer?.jobs) ? answer.jobs : [];
            notify(`Resubmitted ${what}`, { type: 'success' });
            refresh();
            void queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
            return jobs;
        } catch {
            notify(messages.errors.resubmitDelivery, { type: 'error' });
            return null;
        }
    };
}
