/**
 * What a person reads for a stored value: one pure function per field kind, used by list cells,
 * sub-table cells, show views, history and filter chips alike, so that a value reads the same on
 * every screen (choices by their name, references by their record's name, money in its currency).
 */
import { formatAmount, formatDay, formatInstant, formatNumber, valueAt } from './format';
import type { PermissionList } from './permissions';
import { booleanText, choiceName, type Field } from './fields';

/** An access test for the reader (partners read a choice's partner wording). */
export type Allowed = (list?: PermissionList) => boolean;
/** A referenced record's name by its resource and id, where it has been looked up. */
export type ReferenceNames = (resource: string, id: unknown) => string | undefined;

const nobody: Allowed = () => false;

export const isBlank = (value: unknown) =>
    value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length);

/** A number that names something (an id) reads without thousands separators. */
const namesSomething = (field: Field) => field.identifier || /\bID\b/.test(field.label);

/** A referenced record's name: looked up, else the record's own copy (`label.name`), else its id. */
/**
 * A list of ids as given: an array, or the text a history entry stores it as (`[415,212,323]`, as
 * the database keeps it: walk 55 read the brackets in a coupon's History).
 */
function idsOf(value: unknown): unknown[] {
    if (Array.isArray(value)) return value;
    if (typeof value === 'string' && /^\[.*\]$/s.test(value.trim())) {
        try {
            const parsed: unknown = JSON.parse(value);
            if (Array.isArray(parsed)) return parsed;
        } catch {
            // Not JSON after all: shown as it is.
        }
    }
    return [value];
}

function referenceText(
    field: Extract<Field, { kind: 'reference' }>,
    value: unknown,
    record: Record<string, unknown>,
    names?: ReferenceNames
): string {
    const looked = names?.(field.reference, value);
    if (looked) return looked;
    // The record's own copy names the record it holds now (callers pass the record with its current value).
    const copied = field.display ? valueAt(record, field.display) : undefined;
    return isBlank(copied) ? `#${String(value)}` : String(copied);
}

/**
 * A stored value as a person reads it ('' when there is none): Yes/No, a choice's name for this
 * reader (partner wording for partners), money with its currency (the record's currency field),
 * numbers with separators, times in Mountain time (or UTC) with the zone, a reference by its
 * record's name, a credential only by its last four characters.
 */
export function displayText(
    field: Field | undefined,
    value: unknown,
    record: Record<string, unknown> = {},
    allowed: Allowed = nobody,
    names?: ReferenceNames
): string {
    if (isBlank(value)) return '';
    if (!field) return typeof value === 'object' ? JSON.stringify(value) : String(value);
    switch (field.kind) {
        case 'boolean':
            return booleanText(!!value, field.states);
        case 'choice':
            return choiceName(field.choices, value, allowed);
        case 'money':
            return formatAmount(value as number | string, field.currencyField && record[field.currencyField]);
        case 'number':
            return formatNumber(value, { grouping: !namesSomething(field) });
        case 'datetime':
            return formatInstant(String(value), field.utc ? 'utc' : 'mountain');
        case 'date':
            return formatDay(String(value));
        case 'reference':
            return referenceText(field, value, record, names);
        case 'ids':
            return idsOf(value).join(', ');
        case 'text':
            // A credential is shown as there, never its value (its last characters tell keys apart).
            if (field.secret) return `••••${String(value).slice(-4)}`;
            return String(value);
        default:
            return typeof value === 'object' ? JSON.stringify(value) : String(value);
    }
}

/**
 * A record's title as its views name it: its title field as a person reads it (walk 59: a credit
 * was "Credit 11: 5", now "$5.00"); the id where the resource names none.
 */
export function recordTitleText(
    def: { fields: Record<string, Field>; recordTitle?: string },
    record: Record<string, unknown>
): string {
    const key = def.recordTitle ?? 'id';
    return displayText(def.fields[key], record[key], record) || String(record[key] ?? '');
}
