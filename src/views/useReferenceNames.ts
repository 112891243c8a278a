import { useQueries } from '@tanstack/react-query';
import { describe, describedName, type Description, type Descriptions } from '../../resources/describe';
import type { ReferenceNames } from '../../resources/display';
import { findMeta } from '../resourceManifest';
import { useConsoleDataProvider } from '../lib/useConsoleDataProvider';

/** Ids of records by their resource, as the hooks below take them. */
export type IdsByResource = Map<string, Set<string>>;

/** Adds `id` of `resource` to `ids` (blank ids are left out). */
export function addId(ids: IdsByResource, resource: string, id: unknown): IdsByResource {
    if (id === null || id === undefined || id === '') return ids;
    let set = ids.get(resource);
    if (!set) ids.set(resource, (set = new Set()));
    set.add(String(id));
    return ids;
}

/**
 * The records a screen names (a page of history, a list's filters, a module's items, a bulk
 * preview), described as their resource declares (`describe`): one getMany per resource for the
 * ids on screen — the spec's API lists records by id, so no server change is needed and a history
 * entry stays what was stored. A reader who may not list a resource gets none of its records.
 */
export function useDescriptions(ids: IdsByResource): Descriptions {
    const dataProvider = useConsoleDataProvider();
    const wanted = [...ids].map(([resource, set]) => ({ resource, ids: [...set].sort() }));
    const results = useQueries({
        queries: wanted.map(w => ({
            // A key of its own: react-admin's getMany cache holds another shape.
            queryKey: ['referenceNames', w.resource, w.ids],
            queryFn: () => dataProvider.getMany(w.resource, { ids: w.ids }),
            retry: false,
        })),
    });
    const found = new Map<string, Description>();
    results.forEach((r, i) => {
        const meta = findMeta(wanted[i].resource) ?? {};
        for (const rec of r.data?.data ?? [])
            found.set(`${wanted[i].resource}#${String(rec.id)}`, describe(meta, rec as Record<string, unknown>));
    });
    return (resource, id) => found.get(`${resource}#${String(id)}`);
}

/**
 * Descriptions as one line of text each (a history value, a chip): a resource of the console by its
 * description (`Nina Brandt (ID 443 · 21 tracks)`), a list of another API (countries) by its name.
 */
export const namesOf =
    (descriptions: Descriptions): ReferenceNames =>
    (resource, id) => {
        const d = descriptions(resource, id);
        if (!d) return undefined;
        return findMeta(resource) ? describedName(d) : d.title;
    };

/** The records a screen names, each as one line of text (`namesOf`). */
export const useReferenceNames = (ids: IdsByResource): ReferenceNames => namesOf(useDescriptions(ids));
