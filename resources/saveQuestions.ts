/**
 * The questions a save asks before it sends a costly change (a field's `confirm`: voiding a coupon),
 * the same on every form: a person who declines saves nothing.
 */
import { sameValue } from './changes';
import type { FieldConfirm } from './fields';
import { fill } from './messages';
import type { ResourceDef } from './schema';

export interface SaveQuestion extends Pick<FieldConfirm, 'yes'> {
    field: string;
    question: string;
}

/** The fields a save of `values` sets to a value declared costly, each with its question, in the model's order. */
export function saveQuestions(
    def: Pick<ResourceDef, 'fields' | 'recordTitle'>,
    loaded: Record<string, unknown> | undefined,
    values: Record<string, unknown>
): SaveQuestion[] {
    const title = String(values[def.recordTitle ?? 'id'] ?? loaded?.[def.recordTitle ?? 'id'] ?? '');
    return Object.entries(def.fields).flatMap(([field, f]) =>
        f.confirm &&
        field in values &&
        sameValue(values[field], f.confirm.to) &&
        !sameValue(loaded?.[field], f.confirm.to)
            ? [{ field, question: fill(f.confirm.question, { record: title }), yes: f.confirm.yes }]
            : []
    );
}
