/**
 * What a record's form shows a user (pure but for the session's access): its fields, those the
 * user may change, its tabs and its pickers. The form renders from these, and a record's opening reads ahead from them what
 * those pickers will ask (src/prefetch.ts).
 */
import { allowedNow, mayWriteNow } from '../../authProvider';
import { canEditField, type Field } from '../../resources/fields';
import { tabOffered } from '../../resources/offered';
import { writeAccessFor, type ResourceDef, type Tab } from '../../resources/schema';
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

/** Fields a form may change: a credential changes only through its own action, never the form's Save. */
const formEditable = (field: Field) => canEditField(field, mayWriteNow) && !(field.kind === 'text' && field.secret);

/** The visible fields the user may change on a form: none where they may not write the record. */
export const editableFields = (def: ResourceDef, mode: 'edit' | 'create', visible: string[]): string[] =>
    mayWriteNow(writeAccessFor(def, mode === 'create' ? 'create' : 'update'))
        ? visible.filter(name => formEditable(def.fields[name]))
        : [];

/**
 * The pickers on a record's form, every tab's (the form renders them all): its references the
 * user may change (one they may not shows as text, a sub-resource row's are its table's).
 */
export const formPickers = (def: ResourceDef, tabs: Tab[], editable: string[]): ReferenceField[] =>
    tabs
        .flatMap(tab => tab.fields ?? [])
        .filter(name => editable.includes(name))
        .map(name => def.fields[name])
        .filter((field): field is ReferenceField => field.kind === 'reference' && !field.parentParam)
        .filter(showsAsPicker);

/**
 * A picker's filter: by the value of the field it depends on (sub-genres by genre; none chosen
 * yet: 0, no options), and in a sub-resource's row by its parent record.
 */
export const pickerFilter = (field: ReferenceField, dependedOn: unknown, parentId?: unknown) => ({
    ...(field.dependsOn ? { [field.dependsOn.param]: dependedOn ?? 0 } : {}),
    ...(field.parentParam && parentId != null ? { [field.parentParam]: parentId } : {}),
});
