/**
 * Field validation compiled once from the schema, with one set of messages: the console's forms
 * and the reference API both call it (the server with `wire`, which also checks JSON types).
 */
import { fill, messages } from './messages';
import type { ResourceDef, SubResourceDef } from './schema';
import type { Field } from './fields';
import { canonicalCode } from './rules';

const v = messages.validation;
/** Amounts above this are typing mistakes, not prices. */
const MONEY_MAX = 10_000_000;
const empty = (x: unknown) => x === undefined || x === null || x === '';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const validTime = (s: string) => !Number.isNaN(new Date(s).getTime());
/** A calendar date that exists (Date would roll 2026-02-30 over into March). */
const validDate = (s: string) =>
    DATE.test(s) && validTime(`${s}T00:00:00Z`) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

/** The JSON type a field takes on the wire (a form's inputs are typed already). */
function wireTypeError(field: Field, value: unknown): string | undefined {
    switch (field.kind) {
        case 'text':
        case 'image':
            return typeof value === 'string' ? undefined : v.text;
        case 'number':
        case 'money':
            return typeof value === 'number' && Number.isFinite(value) ? undefined : v.number;
        case 'boolean':
            return typeof value === 'boolean' ? undefined : v.boolean;
        case 'date':
            return typeof value === 'string' && validDate(value) ? undefined : v.date;
        case 'datetime':
            return typeof value === 'string' && DATETIME.test(value) && validTime(value) ? undefined : v.datetime;
        case 'reference':
            return typeof value === 'number' && Number.isInteger(value) && value > 0 ? undefined : v.chooseOption;
        case 'choice':
            return typeof value === 'string' || typeof value === 'number' ? undefined : v.chooseOption;
        case 'ids':
            return Array.isArray(value) && value.every(id => typeof id === 'number' && Number.isInteger(id) && id > 0)
                ? undefined
                : v.idList;
    }
}

/** A value as it is stored: an identifier's text in its canonical form (`canonicalCode`), anything else as given. */
export function storedForm(field: Field, value: unknown): unknown {
    return field.kind === 'text' && field.canonical && typeof value === 'string' ? canonicalCode(value) : value;
}

/** The first problem with a field's value, or undefined; `wire` adds the JSON type checks. */
export function fieldError(field: Field, value: unknown, { wire = false } = {}): string | undefined {
    if (field.required && (empty(value) || (typeof value === 'string' && !value.trim()))) return v.required;
    if (value === undefined || value === null) return undefined;
    if (wire) {
        const typeError = wireTypeError(field, value);
        if (typeError) return typeError;
    }
    // An empty optional value is no value (a cleared input, or an empty text on the wire).
    if (value === '') return undefined;
    switch (field.kind) {
        case 'text': {
            // Alone, a value is held to the longest it may be; the record's rule narrows it (lengthRuleErrors).
            const max = field.longerWhen?.max ?? field.max;
            const text = String(storedForm(field, value));
            if (max !== undefined && text.length > max) return fill(v.maxLength, { max });
            if (field.pattern && !field.pattern.test(text)) return field.patternMessage ?? v.chooseOption;
            return undefined;
        }
        case 'number':
        case 'money': {
            const n = Number(value);
            if (Number.isNaN(n)) return v.number;
            const min = field.kind === 'number' ? field.min : 0;
            const max = field.kind === 'number' ? field.max : MONEY_MAX;
            if ((min !== undefined && n < min) || (max !== undefined && n > max)) {
                return fill(v.range, { min: min ?? '−∞', max: max ?? '∞' });
            }
            if (field.kind === 'number' && field.integer && !Number.isInteger(n)) return v.number;
            return undefined;
        }
        case 'choice':
            return field.choices.some(c => c.id === value) ? undefined : v.chooseOption;
        case 'ids':
            return Array.isArray(value) && value.length > field.max
                ? fill(v.tooManyIds, { max: field.max })
                : undefined;
        default:
            return undefined;
    }
}

/**
 * Live feedback on a patterned text field while it is typed (DDEX party ID, phone): whether the
 * value matches and what to say; nothing for a blank value or a field without a `validMessage`.
 */
export function patternFeedback(field: Field, value: unknown): { valid: boolean; message: string } | undefined {
    if (field.kind !== 'text' || !field.pattern || !field.validMessage) return undefined;
    if (typeof value !== 'string' || !value.trim()) return undefined;
    const stored = String(storedForm(field, value));
    if (!field.pattern.test(stored)) return { valid: false, message: field.patternMessage ?? v.chooseOption };
    // Said when it differs from what was typed: the record will show it so, and be found by it.
    if (stored !== value)
        return { valid: true, message: fill(v.savedAs, { valid: field.validMessage, value: stored }) };
    return { valid: true, message: field.validMessage };
}

/** A text field's limit for a record: its own, or the longer one while the record's flag is on. */
export function textMax(field: Field, values: Record<string, unknown> = {}): number | undefined {
    if (field.kind !== 'text') return undefined;
    return field.longerWhen && values[field.longerWhen.field] ? field.longerWhen.max : field.max;
}

/** The record-level length rule of fields with a longer limit under a flag (form and API alike). */
export function lengthRuleErrors(
    fields: Record<string, Field>,
    values: Record<string, unknown>
): Record<string, string> {
    const errors: Record<string, string> = {};
    for (const [name, field] of Object.entries(fields)) {
        const max = textMax(field, values);
        if (max !== undefined && typeof values[name] === 'string' && (values[name] as string).length > max)
            errors[name] = fill(v.maxLength, { max });
    }
    return errors;
}

/** Length hint shown under a text input: "12/250", counted against the limit `values` give it. */
export function lengthHint(field: Field, value: unknown, values?: Record<string, unknown>): string | undefined {
    const max = textMax(field, values);
    if (max === undefined) return field.helperText;
    const len = typeof value === 'string' ? value.length : 0;
    return `${len}/${max}${field.helperText ? ` · ${field.helperText}` : ''}`;
}

/** Record-level validation for a form: every visible field, then the schema's cross-field rules. */
export function validateRecord(
    def: ResourceDef,
    fieldNames: readonly string[],
    values: Record<string, unknown>,
    previous?: Record<string, unknown>
): Record<string, string> {
    const errors: Record<string, string> = {};
    for (const name of fieldNames) {
        const f = def.fields[name];
        if (!f || f.readOnly) continue;
        const e = fieldError(f, values[name]);
        if (e) errors[name] = e;
    }
    for (const [k, msg] of Object.entries(def.validate?.(values, previous) ?? {})) {
        if (fieldNames.includes(k) && !errors[k]) errors[k] = msg;
    }
    return errors;
}

/** A sub-resource row's errors: its fields, then the definition's cross-field rules (as the server runs them). */
export function validateRow(
    sub: SubResourceDef,
    fieldNames: readonly string[],
    values: Record<string, unknown>
): Record<string, string> {
    const errors: Record<string, string> = {};
    for (const name of fieldNames) {
        const e = fieldError(sub.fields[name], values[name]);
        if (e) errors[name] = e;
    }
    return { ...sub.validate?.(values), ...errors };
}

/** The fields of a sub-resource row a form fills in (those the system does not set). */
export const rowFields = (sub: SubResourceDef) => Object.keys(sub.fields).filter(k => !sub.fields[k].readOnly);

const firstRowsOf = (sub: SubResourceDef, values: Record<string, unknown>) =>
    Array.isArray(values[sub.path]) ? (values[sub.path] as Record<string, unknown>[]) : [];

/**
 * Whether every new parent brings a row of this list (a supplier's contact). A list needed only
 * while a flag is on (an enabled stream's stage) is judged by the parent's own rule, on its count.
 */
export const needsFirstRow = (sub: SubResourceDef) => !!sub.atLeastOne && !sub.atLeastOneWhile;

/** A new record's count fields from the first rows it brings (a stream's stages): its rules read them. */
export function firstRowCounts(def: ResourceDef, values: Record<string, unknown>): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const sub of def.createWith ?? [])
        if (sub.countField) counts[sub.countField] = firstRowsOf(sub, values).length;
    return counts;
}

/**
 * A new record's first rows (a supplier's first contact and contract): at least one where the
 * list needs one, each row checked as the list checks it. Errors keyed by list path, row by row.
 */
export function firstRowErrors(def: ResourceDef, values: Record<string, unknown>): Record<string, unknown> {
    const errors: Record<string, unknown> = {};
    for (const sub of def.createWith ?? []) {
        const rows = firstRowsOf(sub, values);
        if (!rows.length) {
            if (needsFirstRow(sub)) errors[sub.path] = sub.atLeastOne;
            continue;
        }
        if (sub.limit && rows.length > sub.limit.max) {
            errors[sub.path] = sub.limit.message;
            continue;
        }
        const rowErrors = rows.map(row => validateRow(sub, rowFields(sub), row ?? {}));
        if (sub.unique) repeatedValues(sub.unique, rows, rowErrors);
        if (rowErrors.some(e => Object.keys(e).length)) errors[sub.path] = rowErrors;
    }
    return errors;
}

/** Marks each row whose unique field repeats an earlier row's value (a stream's stage number), on that field. */
function repeatedValues(
    unique: NonNullable<SubResourceDef['unique']>,
    rows: Record<string, unknown>[],
    rowErrors: Record<string, string>[]
): void {
    const seen = new Set<string>();
    rows.forEach((row, i) => {
        const value = row?.[unique.field];
        if (value === undefined || value === null || value === '') return;
        if (seen.has(String(value))) rowErrors[i][unique.field] ??= unique.message;
        seen.add(String(value));
    });
}

/**
 * A row's unique field (a stream's stage number) already held by another row of its parent: refused
 * in the row's dialog, before it is sent. `rows` are the parent's saved rows; `id` the edited one's.
 */
export function takenByAnotherRow(
    sub: SubResourceDef,
    values: Record<string, unknown>,
    rows: readonly Record<string, unknown>[],
    id?: unknown
): Record<string, string> {
    const unique = sub.unique;
    const value = unique && values[unique.field];
    if (!unique || value === undefined || value === null || value === '') return {};
    const taken = rows.some(r => r.id !== id && String(r[unique.field]) === String(value));
    return taken ? { [unique.field]: unique.message } : {};
}

/** What refuses a whole list (PUT): a value of the unique field twice, or the list's own rule. */
export function listError(sub: SubResourceDef, rows: Record<string, unknown>[]): string | undefined {
    if (sub.unique) {
        const values = rows.map(r => r[sub.unique!.field]);
        if (new Set(values).size < values.length) return sub.unique.message;
    }
    return sub.validateRows?.(rows);
}

/**
 * What refuses a bulk write: one identifier value (an ISRC) given to several records. Blank
 * values are no value (clearing many is allowed).
 */
export function bulkIdentifierError(def: ResourceDef, items: readonly Record<string, unknown>[]): string | undefined {
    for (const [name, field] of Object.entries(def.fields)) {
        if (!field.identifier) continue;
        const counts = new Map<string, number>();
        for (const item of items) {
            const value = item[name];
            if (value === undefined || value === null || value === '') continue;
            // `us-abc-24-00001` and USABC2400001 are one ISRC.
            const stored = String(storedForm(field, value));
            counts.set(stored, (counts.get(stored) ?? 0) + 1);
        }
        for (const [value, count] of counts)
            if (count > 1) return fill(v.bulkIdentifier, { field: field.label, count, value });
    }
    return undefined;
}
