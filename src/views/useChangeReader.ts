/**
 * Changes of records of any resources read as the History tab reads them (resources/changes.ts):
 * each field by its model label and display, referenced records by name. Used where a screen lists
 * changes to several resources at once (a held write's diff, the scheduled changes' agenda), so the
 * schemas they need are loaded here first: a label never depends on which screens were opened before.
 */
import { useQuery } from '@tanstack/react-query';
import { allowedNow } from '../../authProvider';
import {
    describeChanges,
    referencedIds,
    rowListsOf,
    type Changes,
    type FieldChange,
    type ReadingContext,
} from '../../resources/changes';
import type { ResourceDef } from '../../resources/schema';
import { loadSchema } from '../resourceManifest';
import { addId, namesOf, useDescriptions, type IdsByResource } from './useReferenceNames';

export interface ResourceChanges {
    resource: string;
    changes: Changes;
    /** The record's values around the change (an amount's currency). */
    record?: Record<string, unknown>;
}

export interface ChangeReader {
    /** False while the schemas load (a moment: they are the console's own files). */
    ready: boolean;
    read: (item: ResourceChanges) => FieldChange[];
    /** The named records: those the changes refer to and `records`. */
    names: NonNullable<ReadingContext['names']>;
}

export function useChangeReader(items: readonly ResourceChanges[], records: IdsByResource = new Map()): ChangeReader {
    const resources = [...new Set(items.map(i => i.resource))].sort();
    const schemas = useQuery({
        queryKey: ['schemas', resources],
        // A resource with no schema in this console reads by its keys.
        queryFn: () => Promise.all(resources.map(r => loadSchema(r).catch(() => null))),
        staleTime: Infinity,
        retry: false,
    });
    const defOf = (resource: string): ResourceDef | null => schemas.data?.[resources.indexOf(resource)] ?? null;
    const ids: IdsByResource = new Map();
    for (const [resource, set] of records) for (const id of set) addId(ids, resource, id);
    for (const item of items) {
        const def = defOf(item.resource);
        if (!def) continue;
        for (const [resource, set] of referencedIds(def.fields, [item.changes], rowListsOf(def)))
            for (const id of set) addId(ids, resource, id);
    }
    const descriptions = useDescriptions(ids);
    const names = namesOf(descriptions);
    const read = (item: ResourceChanges) => {
        const def = defOf(item.resource);
        const context = { allowed: allowedNow, names, descriptions, record: item.record ?? {} };
        return describeChanges(def?.fields ?? {}, item.changes, context, def ? rowListsOf(def) : []);
    };
    return { ready: !schemas.isPending, read, names };
}
