/**
 * The resources a person picks records of, read from the model: every resource a `reference(...)`
 * field (of a resource or of a list under one) or a reference filter points at, and every resource
 * whose records a page module's items pick (`curationItemType`). Lists of another API
 * (`auxiliary/*`) are named by the API itself and left out.
 */
import { referenceResources, resources } from '../../resources/index';
import type { ResourceDef, SubResourceDef } from '../../resources/schema';

const listsOf = (def: ResourceDef): SubResourceDef[] => [
    ...def.tabs.flatMap(t => t.subs ?? []),
    ...(def.createWith ?? []),
];

export function pickedResources(): string[] {
    const picked = new Set<string>();
    for (const def of [...resources, ...referenceResources]) {
        for (const owner of [def, ...listsOf(def)])
            for (const field of Object.values(owner.fields))
                if (field.kind === 'reference') picked.add(field.reference);
        for (const f of def.filters) if (f.kind === 'reference' && f.reference) picked.add(f.reference);
        if (def.curationItemType) picked.add(def.name);
    }
    return [...picked].filter(name => !name.startsWith('auxiliary/')).sort();
}
