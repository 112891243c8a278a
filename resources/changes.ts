/**
 * Field changes as people read them: "Title: Old → New", labels and choice names from the schema.
 * Shared by the edit conflict dialog and the History tab.
 */
import type { Field } from './schema';

export type Changes = Record<string, { before: unknown; after: unknown }>;

export interface FieldChange {
    name: string;
    label: string;
    before: string;
    after: string;
}

export const EMPTY_VALUE = '(empty)';
const LONGEST = 160;

/** One stored value as text; `time` formats instants (kept outside the model: the zone library is heavy). */
export function valueText(field: Field | undefined, value: unknown, time: (iso: string) => string = t => t): string {
    if (value === null || value === undefined || value === '') return EMPTY_VALUE;
    if (field?.kind === 'boolean') return value ? 'Yes' : 'No';
    if (field?.kind === 'choice') return field.choices.find(c => String(c.id) === String(value))?.name ?? String(value);
    if (field?.kind === 'datetime' && typeof value === 'string') return time(value);
    // A credential's change is shown as happened, never its value (its last characters tell keys apart).
    if (field?.kind === 'text' && field.secret) return `••••${String(value).slice(-4)}`;
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    return text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text;
}

/** A value as a form holds it: an emptied input, a missing value and null are all no value. */
const formValue = (value: unknown) => (value === undefined || value === '' ? null : value);
/** Whether two values are the same once normalised as the form and the save normalise them. */
export const sameValue = (a: unknown, b: unknown) => JSON.stringify(formValue(a)) === JSON.stringify(formValue(b));

/** Fields whose value differs between two versions of a record, for the fields given. */
export function changesBetween(
    fields: Record<string, Field>,
    before: Record<string, unknown>,
    after: Record<string, unknown>
): Changes {
    const out: Changes = {};
    for (const name of Object.keys(fields)) {
        if (!sameValue(before[name], after[name]))
            out[name] = { before: formValue(before[name]), after: formValue(after[name]) };
    }
    return out;
}

/**
 * What a save changes: of the fields given, those the saved data holds (the system's read-only
 * ones never travel) whose value differs from the one the form loaded.
 */
export function savedChanges(
    fields: Record<string, Field>,
    loaded: Record<string, unknown>,
    data: Record<string, unknown>
): Changes {
    const sent = Object.fromEntries(Object.entries(fields).filter(([name]) => name in data));
    return changesBetween(sent, loaded, data);
}

/** Changes in the schema's field order first, then any other stored column by name. */
export function describeChanges(
    fields: Record<string, Field>,
    changes: Changes,
    time?: (iso: string) => string
): FieldChange[] {
    const order = Object.keys(fields);
    const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
    return Object.keys(changes)
        .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
        .map(name => ({
            name,
            label: fields[name]?.label ?? name,
            before: valueText(fields[name], changes[name].before, time),
            after: valueText(fields[name], changes[name].after, time),
        }));
}
