/**
 * What a read-only field's value reads as (pure): the one place the show view turns a stored value
 * into text, so it can follow the model's display functions when they exist.
 */
import { formatAmount } from '../../resources/format';
import type { PermissionList } from '../../resources/permissions';
import { choiceName, type Field } from '../../resources/schema';
import { formatTime } from '../lib/time';

const numbers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });

/** Empty values: nothing to show but "not set". */
export const isEmptyValue = (value: unknown) =>
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * A value as a person reads it: choices by their name for this reader, amounts in their currency,
 * times in Mountain time (or UTC) with the zone, Yes/No, counts with separators (ids without);
 * null when empty.
 */
export function fieldValueText(
    name: string,
    field: Field,
    value: unknown,
    record: Record<string, unknown>,
    allowed: (list?: PermissionList) => boolean
): string | null {
    if (isEmptyValue(value)) return field.kind === 'boolean' ? 'No' : null;
    switch (field.kind) {
        case 'boolean':
            return value ? 'Yes' : 'No';
        case 'choice':
            return choiceName(field.choices, value, allowed);
        case 'money':
            return formatAmount(value as number | string, field.currencyField && record[field.currencyField]);
        case 'datetime':
            return formatTime(String(value), field.utc ? 'utc' : 'mountain') || String(value);
        case 'number':
            return isIdName(name) || Number.isNaN(Number(value)) ? String(value) : numbers.format(Number(value));
        case 'ids':
            return (value as unknown[]).join(', ');
        default:
            return String(value);
    }
}

/** A number that names a record (a user's id): read as written, without thousands separators. */
const isIdName = (name: string) => name === 'id' || name.endsWith('_id');

/** A choice that says a record's state (an order's status, an encode status): shown as a chip. */
export const isStatusChoice = (name: string, field: Field) =>
    field.kind === 'choice' && /(^|_)(status|state)$/.test(name);
