/**
 * What a record's form shows a user (pure but for the session's access): its fields, its tabs and
 * their pickers. The form renders from these, and a record's opening reads ahead from them what
 * those pickers will ask (src/prefetch.ts).
 */
import { allowedNow, mayWriteNow } from '../../authProvider';
import { canEditField, type Field } from '../../resources/fields';
import { tabOffered } from '../../resources/offered';
import type { ResourceDef, Tab } from '../../resources/schema';
import { findMeta } from '../resourceManifest';

/** Fields of a form the user may see, for a mode. */
export function formFields(def: ResourceDef, mode: 'edit' | 'create'): string[] {
    return Object.entries(def.fields)
        .filter(([, f]) => allowedNow(f.access) && (mode === 'edit' || (f.onCreate && canEditField(f, mayWriteNow))))
        .map(([name]) => name);
}

/** A record's tabs the user sees: allowed, offered by the API, and with something in them for the user. */
export const recordTabs = (def: ResourceDef, visible: string[], offered: ReadonlySet<string>): Tab[] =>
    def.tabs.filter(
        t =>
            allowedNow(t.access) &&
            tabOffered(t, offered) &&
            (t.part || t.subs || t.fields?.some(f => visible.includes(f)))
    );

export type ReferenceField = Extract<Field, { kind: 'reference' }>;

/** A reference shows as a picker, except to users who may not list what it refers to: they see its name as text. */
export function showsAsPicker(field: ReferenceField): boolean {
    const target = findMeta(field.reference);
    return !(field.display && target && !allowedNow(target.access));
}

/** The pickers a tab shows on a record's form (a sub-resource row's pickers are its table's, not the form's). */
export const tabPickers = (def: ResourceDef, tab: Tab, visible: string[]): [string, ReferenceField][] =>
    (tab.fields ?? [])
        .filter(name => visible.includes(name))
        .map(name => [name, def.fields[name]] as const)
        .filter((entry): entry is [string, ReferenceField] => entry[1].kind === 'reference' && !entry[1].parentParam)
        .filter(([, field]) => showsAsPicker(field));

/**
 * A picker's filter: by the value of the field it depends on (sub-genres by genre; none chosen
 * yet: 0, no options), and in a sub-resource's row by its parent record.
 */
export const pickerFilter = (field: ReferenceField, dependedOn: unknown, parentId?: unknown) => ({
    ...(field.dependsOn ? { [field.dependsOn.param]: dependedOn ?? 0 } : {}),
    ...(field.parentParam && parentId != null ? { [field.parentParam]: parentId } : {}),
});
