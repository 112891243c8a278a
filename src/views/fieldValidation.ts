/** Client-side checks derived from the schema, mirroring the server's (pure; unit-tested). */
import type { Field, ResourceDef } from '../../resources/schema';
import { fill, messages } from '../../resources/messages';

const v = messages.validation;
const empty = (x: unknown) => x === undefined || x === null || x === '';

export function fieldError(field: Field, value: unknown): string | undefined {
    if (field.required && (empty(value) || (typeof value === 'string' && !value.trim()))) return v.required;
    if (empty(value)) return undefined;
    switch (field.kind) {
        case 'text':
            if (field.max !== undefined && String(value).length > field.max)
                return fill(v.maxLength, { max: field.max });
            if (field.pattern && !field.pattern.test(String(value))) return field.patternMessage ?? v.chooseOption;
            return undefined;
        case 'number':
        case 'money': {
            const n = Number(value);
            if (Number.isNaN(n)) return v.number;
            const min = field.kind === 'number' ? field.min : 0;
            const max = field.kind === 'number' ? field.max : undefined;
            if ((min !== undefined && n < min) || (max !== undefined && n > max)) {
                return fill(v.range, { min: min ?? '−∞', max: max ?? '∞' });
            }
            if (field.kind === 'number' && field.integer && !Number.isInteger(n)) return v.number;
            return undefined;
        }
        case 'choice':
            return field.choices.some(c => c.id === value) ? undefined : v.chooseOption;
        default:
            return undefined;
    }
}

/** Length hint shown under a text input: "12/250". */
export function lengthHint(field: Field, value: unknown): string | undefined {
    if (field.kind !== 'text' || field.max === undefined) return field.helperText;
    const len = typeof value === 'string' ? value.length : 0;
    return `${len}/${field.max}${field.helperText ? ` · ${field.helperText}` : ''}`;
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
