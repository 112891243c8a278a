import { notifyManager, QueryClient, type Query } from '@tanstack/react-query';
import { staleTimeOf } from './freshness';
import { coalescing } from './lib/coalescedNotices';

/** What the console knows at once of the session: whether it is signed in, its grants, and whether an action is allowed. */
export interface SessionAnswers {
    signedIn: () => boolean;
    permissions: () => unknown;
    canAccess: (resource: string, action: string) => boolean;
}

/** The answer to one of react-admin's auth queries (`['auth', method, params]`), or undefined for any other query. */
function answerFor(key: readonly unknown[], answers: SessionAnswers): { value: unknown } | undefined {
    if (key[0] !== 'auth') return undefined;
    // Signed out, the auth provider is asked (and sends the person to /auth).
    if (key[1] === 'checkAuth') return answers.signedIn() ? { value: true } : undefined;
    if (key[1] === 'getPermissions') return { value: answers.permissions() };
    const params = key[2] as { resource?: unknown; action?: unknown } | undefined;
    if (key[1] === 'canAccess' && typeof params?.resource === 'string' && typeof params.action === 'string')
        return { value: answers.canAccess(params.resource, params.action) };
    return undefined;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The query client of one signed-in session, with react-admin's sign-in, permission and access
 * questions answered as they are asked. react-admin asks the auth provider through react-query
 * (`checkAuth` for each list and record view, whose record waits for it; the permissions at the
 * routes; `canAccess` for each list, button and row link); the console knows
 * the answers at once (the §6 lists over the session's grants), but a query answers a tick later,
 * and its update renders synchronously (useSyncExternalStore), outside the screen's transition:
 * each list, button and link rendered a second time, in blocking tasks. So each answer
 * is put in the cache as its query is created, and checked again as a component starts to watch
 * it (changed only if the grants have).
 */
export function createSessionQueryClient(
    answers: SessionAnswers,
    closedLists: ReadonlySet<string> = new Set()
): QueryClient {
    // Its notices in one timer per task, not one each (src/lib/coalescedNotices.ts); global in react-query.
    notifyManager.setScheduler(coalescing());
    const queryClient = new QueryClient({
        defaultOptions: {
            // The data provider tries a read again itself where that may help (the network, a
            // gateway): three more tries here kept a failure (and its Retry) off screen for seconds.
            // Lists and records read a while ago are shown again without a request (src/freshness.ts).
            queries: { retry: false, staleTime: query => staleTimeOf(query.queryKey, closedLists) },
            // A write is sent when asked or fails at once, never held back while offline and sent
            // later unseen: the person decides what to send again.
            mutations: { networkMode: 'always' },
        },
    });
    queryClient.setQueryDefaults(['auth', 'canAccess'], { staleTime: Infinity });
    queryClient.setQueryDefaults(['auth', 'checkAuth'], { staleTime: Infinity });
    const answer = (query: Query) => {
        const known = answerFor(query.queryKey, answers);
        if (known && (query.state.data === undefined || !same(query.state.data, known.value)))
            query.setData(known.value);
        // A sign-in answered earlier is asked again once the session has ended.
        else if (!known && query.queryKey[1] === 'checkAuth' && query.state.data !== undefined) query.invalidate();
    };
    queryClient.getQueryCache().subscribe(event => {
        if (event.type === 'added' || event.type === 'observerAdded') answer(event.query);
    });
    return queryClient;
}
