/**
 * How a tab's fields are laid out (pure): titled sections from the model's `group`s, each a grid
 * whose column count follows the width, and how many columns a field spans.
 */
import type { Field, FieldSpan } from '../../resources/fields';

/** Below this width a form is one column (a phone, a narrow window). */
export const ONE_COLUMN_BELOW = 700;
/** From this width a section of short fields (switches) takes three columns. */
export const WIDE_FROM = 1200;

/**
 * Columns of a section's grid at a width: one below 700 px, two above; three from 1200 px for a
 * section of short fields only (switches read well side by side, text inputs need the room).
 */
export function gridColumnsFor(width: number, short = false): number {
    if (width < ONE_COLUMN_BELOW) return 1;
    return short && width >= WIDE_FROM ? 3 : 2;
}

export interface FormSection {
    /** The group's name, shown as the section's heading; absent for a tab's ungrouped fields. */
    title?: string;
    fields: string[];
}

/**
 * A tab's fields as sections: one per group, in the tab's `sections` order or else the order the
 * groups first appear; the ungrouped fields form one untitled section where the first of them stands.
 */
export function tabSections(fields: Record<string, Field>, names: readonly string[], order?: readonly string[]) {
    const byGroup = new Map<string | undefined, string[]>();
    for (const name of names) {
        const group = fields[name]?.group;
        byGroup.set(group, [...(byGroup.get(group) ?? []), name]);
    }
    const groups = [...byGroup.keys()];
    const rank = (g: string | undefined) => {
        const i = g === undefined ? -1 : (order ?? []).indexOf(g);
        return i >= 0 ? i : (order?.length ?? 0) + groups.indexOf(g);
    };
    return groups
        .sort((a, b) => rank(a) - rank(b))
        .map((title): FormSection => ({ ...(title ? { title } : {}), fields: byGroup.get(title)! }));
}

/** A field's width in its grid: declared, or the whole row for long text, lists, images and credentials. */
export function fieldSpan(field: Field): FieldSpan {
    if (field.span) return field.span;
    if (field.kind === 'image' || field.kind === 'ids') return 'full';
    if (field.kind === 'text' && (field.multiline || field.secret)) return 'full';
    return 1;
}

/** The CSS grid column of a field spanning `span` of `columns`. */
export function gridColumnOf(span: FieldSpan, columns: number): string {
    return span === 'full' ? '1 / -1' : `span ${Math.min(span, columns)}`;
}

/** A section of short fields only: switches. */
export const isShortSection = (fields: Record<string, Field>, names: readonly string[]) =>
    names.length > 0 && names.every(n => fields[n]?.kind === 'boolean');
