/**
 * What a read-only field's value reads as (pure): the model's one display function per field kind
 * (resources/display.ts), as lists and history read it; null when there is nothing to show.
 */
import { displayText, isBlank, type Allowed } from '../../resources/display';
import type { Field } from '../../resources/fields';

/** Empty values: nothing to show but "not set". */
export const isEmptyValue = isBlank;

/** A value as a person reads it (an unset switch reads "No"); null when empty. */
export function fieldValueText(
    field: Field,
    value: unknown,
    record: Record<string, unknown>,
    allowed: Allowed
): string | null {
    if (isEmptyValue(value)) return field.kind === 'boolean' ? 'No' : null;
    return displayText(field, value, record, allowed) || null;
}

/** A choice that says a record's state (an order's status, an encode status): shown as a chip. */
export const isStatusChoice = (name: string, field: Field) =>
    field.kind === 'choice' && /(^|_)(status|state)$/.test(name);
