/**
 * Code and data a signed-in person most likely needs next: the first list's rows and the list
 * and edit views while the dashboard shows, and a list's rows from the moment its menu entry is
 * pressed (before the page renders). The app itself is fetched while they type their password:
 * see the login page.
 */
import type { GetListParams } from 'react-admin';
import type { ListParams } from '../dataProvider/query';
import { firstMenuResource, loadSchema } from './resourceManifest';
import { LIST_PER_PAGE, LIST_SORT } from '../resources/constants';
import type { PermissionList } from '../resources/permissions';
import type { ConsoleDataProvider } from '../dataProvider';

/** What react-admin keeps of a list under `{resource}.listParams` (sort, page, filters). */
export interface StoredListParams {
    sort?: string;
    order?: string;
    page?: number;
    perPage?: number;
    filter?: Record<string, unknown>;
}

/** The query a list opens with: the user's last one for it, else the defaults of every list. */
export function openingListParams(stored?: StoredListParams | null): Required<ListParams> & GetListParams {
    return {
        pagination: { page: stored?.page ?? 1, perPage: stored?.perPage ?? LIST_PER_PAGE },
        sort: { field: stored?.sort ?? LIST_SORT.field, order: stored?.order === 'ASC' ? 'ASC' : 'DESC' },
        filter: stored?.filter ?? {},
    };
}

type ReadStore = (key: string) => StoredListParams | undefined;

/** The list's opening page and its resource's schema, requested now; the list finds them in flight or answered. */
export function prefetchListRows(dataProvider: ConsoleDataProvider, read: ReadStore, resource: string): void {
    void dataProvider.prefetchList(resource, openingListParams(read(`${resource}.listParams`)));
    loadSchema(resource).catch(() => undefined);
}

const whenIdle = (task: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 300 }) : setTimeout(task, 0);

/** The first list's first page now, and the generic list and edit views once the dashboard is idle. */
export function prefetchFirstList(
    dataProvider: ConsoleDataProvider,
    read: ReadStore,
    allowed: (l?: PermissionList) => boolean
): void {
    const first = firstMenuResource(allowed);
    if (first) prefetchListRows(dataProvider, read, first.name);
    whenIdle(() => {
        void import('./views/SchemaList').catch(() => undefined);
        void import('./views/SchemaEdit').catch(() => undefined);
    });
}
