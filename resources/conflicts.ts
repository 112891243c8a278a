/**
 * Whether a save refused as stale meets someone else's change. When the answer to a save was lost
 * and the person tries again, the record read back may already hold exactly their own values: that
 * is no one else's change, and no reason to ask them to choose between their change and itself.
 */
import { sameValue } from './changes';

type Values = Record<string, unknown>;

const holds = (values: Values, name: string, value: unknown) => name in values && sameValue(values[name], value);

/**
 * Of `fields`, those changed since the save's base (`loaded`) to something other than what is being
 * saved: someone else's change. A field that already holds the value being saved is not one.
 */
export function changedByOthers(loaded: Values, current: Values, saving: Values, fields: readonly string[]): string[] {
    return fields.filter(
        name =>
            name !== 'id' &&
            name !== 'version' &&
            !sameValue(loaded[name], current[name]) &&
            !holds(saving, name, current[name])
    );
}

/** Of the fields being saved, those the person changed whose value is not stored yet. */
export function notYetSaved(loaded: Values, current: Values, saving: Values): string[] {
    return Object.keys(saving).filter(
        name =>
            name !== 'id' &&
            name !== 'version' &&
            !sameValue(loaded[name], saving[name]) &&
            !sameValue(current[name], saving[name])
    );
}
