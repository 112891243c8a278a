import { QueryClient } from '@tanstack/react-query';

type Answer = (resource: string, action: string) => boolean;
const CAN_ACCESS = ['auth', 'canAccess'] as const;

/**
 * The query client of one signed-in session, with react-admin's access questions answered as
 * they are asked. react-admin asks `authProvider.canAccess` through react-query for each list,
 * button and row link; the console knows the answer at once (the §6 lists over the session's
 * grants), but a query answers a tick later, and its update renders synchronously
 * (useSyncExternalStore), outside the screen's transition: every screen rendered a second time in
 * one blocking task. So each answer is put in the cache as its query is created, and checked again
 * as a component starts to watch it (changed only if the grants have).
 */
export function createSessionQueryClient(answer: Answer): QueryClient {
    const queryClient = new QueryClient();
    queryClient.setQueryDefaults([...CAN_ACCESS], { staleTime: Infinity });
    queryClient.getQueryCache().subscribe(event => {
        if (event.type !== 'added' && event.type !== 'observerAdded') return;
        const [scope, kind, params] = event.query.queryKey as [
            unknown,
            unknown,
            { resource?: unknown; action?: unknown }?,
        ];
        if (scope !== CAN_ACCESS[0] || kind !== CAN_ACCESS[1]) return;
        if (typeof params?.resource !== 'string' || typeof params.action !== 'string') return;
        const allowed = answer(params.resource, params.action);
        if (event.query.state.data !== allowed) event.query.setData(allowed);
    });
    return queryClient;
}
