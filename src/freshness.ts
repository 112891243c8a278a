/**
 * How long what the console read stays good (issue 43): a list or record read through the data
 * provider is fresh for READ_FRESH_MS, a small closed list (genres, keys, countries) for the whole
 * session; both until the console itself writes. A write to a resource drops everything read of
 * it (the screen showing it reads again at once); a write also makes every other read stale, read
 * again when next shown (a track's save changes its release's track list, an artist's name the
 * tracks list), while the closed lists stay (only a write to them changes them). A return to the
 * window after LONG_ABSENCE_MS drops everything: other people's changes meanwhile are shown.
 */
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { SentWrite } from '../dataProvider/types';

export const READ_FRESH_MS = 30_000;
export const LONG_ABSENCE_MS = 5 * 60_000;
/**
 * A list's saved views (issue 45) change by the person's own saves (the bar reads them again at
 * once) or a colleague's share: kept 5 minutes, not read again on every visit of the list.
 */
export const SAVED_VIEWS_QUERY = 'saved-views';
export const SAVED_VIEWS_FRESH_MS = 5 * 60_000;

/**
 * A reference picker's choices (issue 43), asked with this `queryOptions` (its `meta` is in the
 * read's key): shared by every picker of the resource and kept 5 minutes, dropped only by a write
 * to that resource (another resource's save does not change its names).
 */
export const CHOICES_QUERY = { meta: { choices: true } } as const;
export const CHOICES_FRESH_MS = 5 * 60_000;
/** A picker reads the first 50 choices by name (typing narrows them). */
export const CHOICES_PER_PAGE = 50;
export const CHOICES_SORT = { field: 'name', order: 'ASC' } as const;

/**
 * A picker's read of its choices as react-admin's ReferenceInput makes it (useGetList's parameters
 * and its cache key), for reading them ahead under the same key (src/prefetch.ts).
 */
export function choicesRead(reference: string, filter: Record<string, unknown>) {
    const params = {
        pagination: { page: 1, perPage: CHOICES_PER_PAGE },
        sort: { ...CHOICES_SORT },
        filter,
        meta: CHOICES_QUERY.meta,
    };
    return { params, key: [reference, 'getList', params] as QueryKey };
}

const isChoices = (key: QueryKey) =>
    (key[2] as { meta?: { choices?: unknown } } | undefined)?.meta?.choices === CHOICES_QUERY.meta.choices;

/**
 * A picker's current value from the record's own nested copy of it (a track's `release`, shown by
 * its `display` path `release.name`): put where the picker looks it up (react-admin's getMany of the
 * chosen id, with CHOICES_QUERY's meta) unless already there, so opening a record asks nothing for it.
 */
export function seedChosen(
    queryClient: QueryClient,
    reference: string,
    display: string | undefined,
    record: Record<string, unknown> | undefined,
    source: string
): void {
    const [nestedKey, ...rest] = display?.split('.') ?? [];
    const nested = record?.[nestedKey] as { id?: unknown } | null | undefined;
    const id = record?.[source];
    if (!rest.length || !nested || typeof nested !== 'object' || id == null || String(nested.id) !== String(id)) return;
    const key = [reference, 'getMany', { ids: [String(id)], meta: CHOICES_QUERY.meta }];
    if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, [nested]);
}

/** react-admin's data-provider reads: `[resource, method, params]`. */
const DATA_READS = new Set(['getList', 'getOne', 'getMany', 'getManyReference', 'getInfiniteList']);

export const isDataRead = (key: QueryKey): key is [string, string, ...unknown[]] =>
    typeof key[0] === 'string' && typeof key[1] === 'string' && DATA_READS.has(key[1]);

/** A small list no one but staff here changes, read once a session: the reference lists and the auxiliary ones. */
export const isClosedList = (resource: string, closed: ReadonlySet<string>) =>
    closed.has(resource) || resource.startsWith('auxiliary/');

/**
 * A query's staleTime: data-provider reads are kept a while, a picker's choices and a list's saved
 * views 5 minutes, anything else (custom screens' queries) as before.
 */
export function staleTimeOf(key: QueryKey, closed: ReadonlySet<string>): number {
    if (key[0] === SAVED_VIEWS_QUERY) return SAVED_VIEWS_FRESH_MS;
    if (!isDataRead(key)) return 0;
    if (isClosedList(key[0], closed)) return Infinity;
    if (isChoices(key)) return CHOICES_FRESH_MS;
    // A record opened is read again (its cached copy shown meanwhile): a colleague's change since,
    // or one made through the API, shows on opening it, not up to 30 s later.
    return key[1] === 'getOne' ? 0 : READ_FRESH_MS;
}

/**
 * The resource a write went to, from its path below the API root (`catalog/tracks/12/audio-files`
 * → `catalog/tracks`): a resource's name is its path's first two segments.
 */
export const writtenResource = (path: string) => path.replace(/^\/+/, '').split('/').slice(0, 2).join('/');

/**
 * The record a write answered with, when it is one record's save (`PATCH catalog/tracks/12/`
 * answered with the record): it is put in the cache as the server said it, not read again.
 */
export function savedRecord(
    path: string,
    sent: SentWrite
): { resource: string; id: string; record: object } | undefined {
    const segments = path.replace(/^\/+|\/+$/g, '').split('/');
    const answer = sent.answer as { id?: unknown } | undefined;
    if (segments.length !== 3 || (sent.method !== 'PATCH' && sent.method !== 'PUT')) return undefined;
    if (!answer || typeof answer !== 'object' || String(answer.id) !== segments[2]) return undefined;
    return { resource: segments.slice(0, 2).join('/'), id: segments[2], record: answer };
}

const isRecordRead = (query: Query, id: string) =>
    query.queryKey[1] === 'getOne' && String((query.queryKey[2] as { id?: unknown } | undefined)?.id) === id;

/**
 * After the console's own write to `resource`: its reads are read again (but a record just saved,
 * whose answer is put in their place), every other open read is stale.
 */
export function invalidateAfterWrite(
    queryClient: QueryClient,
    resource: string,
    closed: ReadonlySet<string>,
    saved?: { id: string; record: object }
): void {
    if (saved)
        queryClient.setQueriesData(
            { queryKey: [resource, 'getOne'], predicate: query => isRecordRead(query, saved.id) },
            saved.record
        );
    void queryClient.invalidateQueries({
        queryKey: [resource],
        predicate: query => !saved || !isRecordRead(query, saved.id),
    });
    void queryClient.invalidateQueries({
        predicate: (query: Query) =>
            isDataRead(query.queryKey) &&
            query.queryKey[0] !== resource &&
            !isClosedList(query.queryKey[0], closed) &&
            !isChoices(query.queryKey),
        refetchType: 'none',
    });
}

/** Listeners of the data provider's writes (the session's query client). */
type WriteListener = (path: string, sent: SentWrite) => void;
const writeListeners = new Set<WriteListener>();
export function onWrite(listener: WriteListener): () => void {
    writeListeners.add(listener);
    return () => writeListeners.delete(listener);
}
export const reportWrite: WriteListener = (path, sent) => writeListeners.forEach(listener => listener(path, sent));

/** Calls `back` when the page is shown again after being hidden LONG_ABSENCE_MS or more. */
export function onLongAbsence(back: () => void, now = () => Date.now()): () => void {
    let hiddenSince: number | undefined;
    const changed = () => {
        if (document.visibilityState === 'hidden') hiddenSince ??= now();
        else {
            if (hiddenSince !== undefined && now() - hiddenSince >= LONG_ABSENCE_MS) back();
            hiddenSince = undefined;
        }
    };
    const blurred = () => (hiddenSince ??= now());
    const focused = () => {
        if (document.visibilityState === 'visible') changed();
    };
    document.addEventListener('visibilitychange', changed);
    window.addEventListener('blur', blurred);
    window.addEventListener('focus', focused);
    return () => {
        document.removeEventListener('visibilitychange', changed);
        window.removeEventListener('blur', blurred);
        window.removeEventListener('focus', focused);
    };
}

/** The session's query client kept true to the console's own writes and to a long absence; returns the stop. */
export function keepFresh(queryClient: QueryClient, closed: ReadonlySet<string>): () => void {
    // After the write's own cache update (react-admin puts a save's answer in the cache, marked
    // fresh, once the data provider has answered): a macrotask later, that is done.
    const stopWrites = onWrite((path, sent) =>
        setTimeout(() => invalidateAfterWrite(queryClient, writtenResource(path), closed, savedRecord(path, sent)), 0)
    );
    const stopAbsence = onLongAbsence(() => void queryClient.invalidateQueries());
    return () => {
        stopWrites();
        stopAbsence();
    };
}
