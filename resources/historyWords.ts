/**
 * What a History entry says beyond its changes: its action in words (a revert names the change it
 * undid), and a revert's question before it is made.
 */
import { codeWords, formatInstant } from './format';
import { fill, messages } from './messages';
import type { FieldChange } from './changes';

/** A history entry as the History tab lists it: who, when, and its number (which the screen never shows). */
export interface EntryRef {
    id: number;
    at: string;
    username: string;
}

/**
 * An entry's action in words ('Update'); a revert names the change it undid by who made it and when
 * (the API records it as "revert of #N", a number no screen shows), or says where to find it.
 */
export function actionText(recorded: string, entries: readonly EntryRef[]): string {
    // A replayed write's note (issue 44: "requested by …, approved by …") follows its action.
    const [action, note] = recorded.split(/; (.*)/s);
    const words = actionWords(action, entries);
    return note ? `${words}: ${note}` : words;
}

function actionWords(action: string, entries: readonly EntryRef[]): string {
    const reverted = /^revert of #(\d+)$/.exec(action);
    if (!reverted) return codeWords(action);
    const entry = entries.find(e => e.id === Number(reverted[1]));
    if (!entry) return messages.history.revertOfEarlier;
    return fill(messages.history.revertOf, { who: entry.username, when: formatInstant(entry.at) });
}

/** How many changed values a revert's question names one by one; a change of more is counted. */
export const REVERT_NAMED = 3;

/**
 * A revert's question (walk 52): what goes back, from what to what, by each field's label and its
 * value as the History row shows it (`lines`: describeChanges of what is reverted); a "Put back"
 * (`putBack`, one field's line) says it of that field. A change of many values says how many.
 */
export function revertQuestion(lines: readonly FieldChange[], putBack = false): string {
    const m = messages.history;
    const label = (c: FieldChange) => (c.row ? `${c.row} · ${c.label}` : c.label);
    const [one] = lines;
    // A row added is removed by the revert, one removed is added back (walk 55: "Note added from … to (empty)").
    if (!putBack && lines.length === 1 && one.rowMade) {
        const { made, thing } = one.rowMade;
        return made === 'added'
            ? fill(m.revertRemovesRow, { thing, value: one.after })
            : fill(m.revertRestoresRow, { thing, value: one.before });
    }
    if (putBack && lines.length === 1)
        return fill(m.putBackConfirm, { field: label(one), after: one.after, before: one.before });
    if (lines.length > REVERT_NAMED) return fill(m.revertManyConfirm, { count: lines.length });
    const named = lines.map(c => fill(m.revertLine, { field: label(c), after: c.after, before: c.before }));
    return fill(m.revertConfirm, { changes: named.join('; ') });
}
