/**
 * Code and data a signed-in person most likely needs next, fetched while the dashboard shows:
 * the list and edit views, and the first list's rows. (The app itself is fetched while they type
 * their password: see the login page.)
 */
import { firstMenuResource } from '../resources';
import { LIST_PER_PAGE, LIST_SORT } from '../resources/constants';
import type { PermissionList } from '../resources/permissions';
import type { ConsoleDataProvider } from '../dataProvider';

const whenIdle = (task: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 300 }) : setTimeout(task, 0);

/** The first list's first page now, and the generic list and edit views once the dashboard is idle. */
export function prefetchFirstList(dataProvider: ConsoleDataProvider, allowed: (l?: PermissionList) => boolean): void {
    const first = firstMenuResource(allowed);
    if (first)
        void dataProvider.prefetchList(first.name, {
            pagination: { page: 1, perPage: LIST_PER_PAGE },
            sort: LIST_SORT,
            filter: {},
        });
    whenIdle(() => {
        void import('./views/SchemaList').catch(() => undefined);
        void import('./views/SchemaEdit').catch(() => undefined);
    });
}
