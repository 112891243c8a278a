import { useQueries } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider';
import type { ReferenceNames } from '../../resources/display';
import { valueAt } from '../../resources/format';
import { findMeta } from '../resourceManifest';

/**
 * The names of the records a page of history or a list's filters refer to (a genre by its name,
 * not its id): one getMany per referenced resource for the ids on screen — the spec's API lists
 * records by id, so no server change is needed and a history entry stays what was stored. A
 * reader who may not list a resource sees its ids.
 */
export function useReferenceNames(ids: Map<string, Set<string>>): ReferenceNames {
    const dataProvider = useDataProvider<ConsoleDataProvider>();
    const wanted = [...ids].map(([resource, set]) => ({ resource, ids: [...set].sort() }));
    const results = useQueries({
        queries: wanted.map(w => ({
            // A key of its own: react-admin's getMany cache holds another shape.
            queryKey: ['referenceNames', w.resource, w.ids],
            queryFn: () => dataProvider.getMany(w.resource, { ids: w.ids }),
            retry: false,
        })),
    });
    const names = new Map<string, string>();
    results.forEach((r, i) => {
        const title = findMeta(wanted[i].resource)?.recordTitle ?? 'name';
        for (const rec of r.data?.data ?? []) {
            const name = valueAt(rec as Record<string, unknown>, title) ?? rec.name;
            if (name != null && name !== '') names.set(`${wanted[i].resource}#${String(rec.id)}`, String(name));
        }
    });
    return (resource, id) => names.get(`${resource}#${String(id)}`);
}
