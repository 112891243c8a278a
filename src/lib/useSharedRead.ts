/**
 * One owner's items (a list's saved views, a record's scheduled changes) taken from one read of
 * every owner's, shared by all the screens that show them (issue 43); when that read holds more
 * than its page, the owner's own read instead.
 */
import { hashKey, useQuery, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Paged } from '../../resources/wire';

export function useSharedRead<T>({
    key,
    ownKey,
    read,
    mine,
    staleTime,
}: {
    /** The read of every owner's items. */
    key: QueryKey;
    /** The owner's own read, asked for only past a page. */
    ownKey: QueryKey;
    /** Every owner's items (`own` false), or the owner's alone. */
    read: (own: boolean) => Promise<Paged<T>>;
    /** Whether an item is the owner's. */
    mine: (item: T) => boolean;
    /** How long the shared read is kept (else the session's default for its key). */
    staleTime?: number;
}) {
    // An explicit `staleTime: undefined` would replace the session's default for the key.
    const all = useQuery({
        queryKey: key,
        ...(staleTime === undefined ? {} : { staleTime }),
        queryFn: () => read(false),
    });
    const partial = !!all.data && all.data.count > all.data.results.length;
    const own = useQuery({ queryKey: ownKey, enabled: partial, queryFn: () => read(true) });
    const answer = all.data;
    // Filtered again when the answer or the owner changes (`mine` is a new function each render).
    const owner = hashKey(ownKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `mine` is the owner's filter, `owner` names it
    const data = useMemo(() => answer && { ...answer, results: answer.results.filter(mine) }, [answer, owner]);
    return partial ? own : { ...all, data };
}
