/**
 * Code and data a signed-in person most likely needs next: the first list's rows and the list
 * view while the dashboard shows, the edit view once a list has shown its rows, and a list's rows from the moment its menu entry is
 * pressed (before the page renders). The app itself is fetched while they type their password:
 * see the login page.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { GetListParams } from 'react-admin';
import type { ListParams } from '../dataProvider/query';
import { findMeta, firstMenuResource, loadSchema } from './resourceManifest';
import { LIST_PER_PAGE, LIST_SORT } from '../resources/constants';
import type { PermissionList } from '../resources/permissions';
import type { ConsoleDataProvider } from '../dataProvider';
import { choicesRead } from './freshness';
import { currentCapabilities } from './lib/capabilities';
import { editableFields, formFields, formPickers, pickerFilter, recordTabs } from './views/recordTabs';

/** What react-admin keeps of a list under `{resource}.listParams` (sort, page, filters). */
export interface StoredListParams {
    sort?: string;
    order?: string;
    page?: number;
    perPage?: number;
    filter?: Record<string, unknown>;
}

/** The order a resource's list opens in: its model's default, else newest first. */
export const listSortOf = (resource: string) => findMeta(resource)?.defaultSort ?? LIST_SORT;

/** The query a list opens with: the user's last one for it, else the defaults of its resource. */
export function openingListParams(
    stored?: StoredListParams | null,
    sort: { field: string; order: string } = LIST_SORT
): Required<ListParams> & GetListParams {
    const order = stored?.sort ? stored.order : sort.order;
    return {
        pagination: { page: stored?.page ?? 1, perPage: stored?.perPage ?? LIST_PER_PAGE },
        sort: { field: stored?.sort ?? sort.field, order: order === 'ASC' ? 'ASC' : 'DESC' },
        filter: stored?.filter ?? {},
    };
}

type ReadStore = (key: string) => StoredListParams | undefined;

/** What a view opens: a list, or a record. */
export type ViewTarget = { view: 'list' } | { view: 'edit'; id: string };

/** The list's opening page and its resource's schema, requested now; the list finds them in flight or answered. */
export function prefetchListRows(dataProvider: ConsoleDataProvider, read: ReadStore, resource: string): void {
    void dataProvider.prefetchList(resource, openingListParams(read(`${resource}.listParams`), listSortOf(resource)));
    loadSchema(resource).catch(() => undefined);
}

const whenIdle = (task: () => void, timeout: number) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout }) : setTimeout(task, 0);

/** The first list's first page now, and the generic list view's code once the dashboard is idle. */
export function prefetchFirstList(
    dataProvider: ConsoleDataProvider,
    read: ReadStore,
    allowed: (l?: PermissionList) => boolean
): void {
    const first = firstMenuResource(allowed);
    if (first) prefetchListRows(dataProvider, read, first.name);
    whenIdle(() => void import('./views/SchemaList').catch(() => undefined), 300);
}

/** How long data put into the query cache ahead of its view counts as fresh (the view mounts well within it). */
export const SEEDED_FRESH_MS = 5_000;

/** How long a view waits for its data before it shows (loading) without it (issue 41: a hung call). */
export const SEED_WAIT_MS = 3_000;

/**
 * A list's opening page or an edit view's record, fetched before the view mounts and put into
 * react-query's cache under react-admin's own key (useGetList's, useGetOne's). The view then has
 * its data in its first render, which runs as a transition in slices; data arriving after it
 * would render the rows or the whole form again in one synchronous, page-blocking task (a query's
 * update always renders synchronously). Never rejects: on an error the view asks for itself. Waits
 * at most SEED_WAIT_MS: a read still running then is joined by the view's own (the data provider
 * sends identical reads once), so a call that never answers is said once, at its own time limit.
 */
export function seedViewData(
    queryClient: QueryClient,
    dataProvider: ConsoleDataProvider,
    read: ReadStore,
    resource: string,
    target: ViewTarget
): Promise<void> {
    return Promise.race([
        fetchViewData(queryClient, dataProvider, read, resource, target),
        new Promise<void>(resolve => setTimeout(resolve, SEED_WAIT_MS)),
    ]);
}

/** The session's staleTime for `key` (src/freshness.ts staleTimeOf), 0 where none is set. */
function staleTimeFor(queryClient: QueryClient, key: QueryKey): number {
    const staleTime = queryClient.getDefaultOptions().queries?.staleTime;
    if (typeof staleTime !== 'function') return typeof staleTime === 'number' ? staleTime : 0;
    const query = queryClient.getQueryCache().build(queryClient, { queryKey: key });
    const time = staleTime(query);
    return typeof time === 'number' ? time : 0;
}

/**
 * Whether the cache holds `key`'s data still fresh (not dropped by a write, nor older than its
 * staleTime). Data seeded for an opening of something read again on every opening (dated ahead,
 * see fetchViewData) was for that opening only: the next one reads again (a record opened again
 * shows a change made since).
 */
function freshIn(queryClient: QueryClient, key: QueryKey): boolean {
    const query = queryClient.getQueryCache().find({ queryKey: key, exact: true });
    if (!query || query.state.data === undefined) return false;
    if (query.state.isInvalidated || query.state.dataUpdatedAt > Date.now()) return false;
    return !query.isStaleByTime(staleTimeFor(queryClient, key));
}

async function fetchViewData(
    queryClient: QueryClient,
    dataProvider: ConsoleDataProvider,
    read: ReadStore,
    resource: string,
    target: ViewTarget
): Promise<void> {
    // Kept as any read of it (a list's 30 s: a return by the List link reads nothing), or, for what is
    // read again on every opening (a record), fresh just long enough for the view's mount.
    const updatedAt = (key: QueryKey) => Date.now() + (staleTimeFor(queryClient, key) > 0 ? 0 : SEEDED_FRESH_MS);
    try {
        if (target.view === 'list') {
            const params = openingListParams(read(`${resource}.listParams`), listSortOf(resource));
            const { pagination, sort, filter } = params;
            const key = [resource, 'getList', { pagination, sort, filter }];
            if (freshIn(queryClient, key)) return;
            const { data, total, pageInfo, meta } = await dataProvider.getList(resource, params);
            queryClient.setQueryData(key, { data, total, pageInfo, meta }, { updatedAt: updatedAt(key) });
        } else {
            const key = [resource, 'getOne', { id: target.id }];
            const record: Promise<Record<string, unknown> | undefined> = freshIn(queryClient, key)
                ? Promise.resolve(queryClient.getQueryData<Record<string, unknown>>(key))
                : dataProvider.getOne(resource, { id: target.id }).then(({ data }) => {
                      queryClient.setQueryData(key, data, { updatedAt: updatedAt(key) });
                      return data;
                  });
            await Promise.all([record, seedPickerChoices(queryClient, dataProvider, resource, record)]);
        }
    } catch {
        // The view's own request reports it.
    }
}

/**
 * The choices of the form's pickers (src/views/recordTabs.ts), read beside the record (a picker filtered by one of the record's values, once it is here): the
 * form's first render shows them, instead of each picker asking after it and its answer rendering
 * the whole form again in one page-blocking task.
 */
async function seedPickerChoices(
    queryClient: QueryClient,
    dataProvider: ConsoleDataProvider,
    resource: string,
    record: Promise<Record<string, unknown> | undefined>
): Promise<void> {
    const def = await loadSchema(resource);
    const visible = formFields(def, 'edit');
    const tabs = recordTabs(def, visible, currentCapabilities());
    await Promise.all(
        formPickers(def, tabs, editableFields(def, 'edit', visible)).map(async field => {
            const dependedOn = field.dependsOn ? (await record)?.[field.dependsOn.field] : undefined;
            const { params, key } = choicesRead(field.reference, pickerFilter(field, dependedOn));
            if (freshIn(queryClient, key)) return;
            const { data, total, pageInfo, meta } = await dataProvider.getList(field.reference, params);
            // Choices are kept a while (staleTimeOf): dated now.
            queryClient.setQueryData(key, { data, total, pageInfo, meta });
        })
    );
}
