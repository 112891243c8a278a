import { useQuery } from '@tanstack/react-query';
import type { Approval } from '../../../resources/approvals';
import type { Paged } from '../../../resources/wire';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';
import { APPROVALS_POLL_MS, listApprovals, PENDING_APPROVALS_KEY } from './calls';

/**
 * The pending approvals, read once for the app bar's count, the records' banners, the lists' marks and
 * the inbox: kept between the count's polls, and read again after the console's own writes and decisions
 * (issue 43: a record opened no longer asks for them again).
 */
export function usePending<T = Paged<Approval>>(
    enabled = true,
    select?: (answer: Paged<Approval>) => T,
    refetchInterval?: number
) {
    const dataProvider = useConsoleDataProvider();
    return useQuery({
        queryKey: PENDING_APPROVALS_KEY,
        enabled,
        staleTime: APPROVALS_POLL_MS,
        select,
        refetchInterval,
        queryFn: () =>
            dataProvider.call(listApprovals, undefined, undefined, { query: { status: 'pending', per_page: 100 } }),
    });
}
