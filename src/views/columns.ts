/** The list's columns: the resource's fixed ones, then its other fields as optional ones (pure). */
import { codeWords } from '../../resources/format';
import { displayText } from '../../resources/display';

/** Nested paths as react-admin's fields read them; the model's pickers read them the same way. */
export { valueAt } from '../../resources/format';
import type { PermissionList } from '../../resources/permissions';
import type { ResourceDef } from '../../resources/schema';
import type { Field } from '../../resources/fields';

const SPECIAL: Record<string, string> = { id: 'ID', artist_name: 'Artists' };

export function columnLabel(def: ResourceDef, column: string): string {
    if (SPECIAL[column]) return SPECIAL[column];
    if (def.fields[column]) return def.fields[column].label;
    const [head] = column.split('.');
    const ref = def.fields[`${head}_id`];
    if (ref) return ref.label;
    return codeWords(head);
}

export interface ListColumn {
    /** Field name or nested path (`release.name`); also the column picker's key. */
    source: string;
    label: string;
    /** Fixed columns are always shown; optional ones start hidden (unless the model shows them) and the user may switch them. */
    fixed: boolean;
    /** An optional column the model shows until the user hides it. */
    shown?: boolean;
    /** The schema field behind the column (for its display). */
    field?: Field;
}

/** What a field shows as in a list cell, or null for fields a one-line cell cannot show. */
function listSource(name: string, field: Field): string | null {
    if (field.kind === 'image' || field.kind === 'ids') return null;
    if (field.kind === 'text' && (field.multiline || field.secret)) return null;
    // A bare id means nothing to a person: a reference shows its record's name, or not at all.
    if (field.kind === 'reference') return field.display ?? null;
    return name;
}

/** Fixed columns first, then every other field the user may see that reads well in a list. */
export function listColumns(def: ResourceDef, allowed: (list?: PermissionList) => boolean): ListColumn[] {
    // A fixed column that is a field shows like one (Yes/No, a choice's name), not as its raw value.
    const fixed = def.columns.map(source => ({
        source,
        label: columnLabel(def, source),
        fixed: true,
        field: def.fields[source],
    }));
    const taken = new Set(def.columns);
    const optional: ListColumn[] = [];
    for (const [name, field] of Object.entries(def.fields)) {
        const source = listSource(name, field);
        if (!source || taken.has(source) || taken.has(name) || !allowed(field.access)) continue;
        taken.add(source);
        optional.push({ source, label: field.label, fixed: false, field, shown: def.shownColumns?.includes(name) });
    }
    return [...fixed, ...optional];
}

/** The sources the column picker starts with switched off. */
export const hiddenByDefault = (columns: ListColumn[]): string[] =>
    columns.filter(c => !c.fixed && !c.shown).map(c => c.source);

/** A cell's text: the field's own display (resources/display.ts), the same as on every other screen. */
export function cellText(
    field: Field,
    value: unknown,
    record: Record<string, unknown> = {},
    allowed: (list?: PermissionList) => boolean = () => false
): string {
    return displayText(field, value, record, allowed);
}
