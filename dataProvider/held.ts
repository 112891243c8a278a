/**
 * A write the server held for a second person's approval (issue 44: 202 `{approval}`, nothing
 * changed). The data provider answers such a write with the record as it was, marked here, so that
 * the generic save paths say "Sent for approval" instead of "saved" (src/i18n/useNotices.ts).
 */
import { isHeldAnswer, type HeldAnswer } from '../resources/approvals';

const held = new WeakMap<object, HeldAnswer['approval']>();

/** `answer` marked as a held write's when `body` is a held answer; `answer` as it is otherwise. */
export function markIfHeld<T extends object>(answer: T, body: unknown): T {
    if (isHeldAnswer(body)) held.set(answer, body.approval);
    return answer;
}

/** The approval a save's answer waits for, if it was held. */
export const heldApprovalOf = (answer: unknown): HeldAnswer['approval'] | undefined =>
    typeof answer === 'object' && answer !== null ? held.get(answer) : undefined;
