/**
 * Whether a history entry can be reverted whole: a revert gives every value of the entry its
 * earlier value back, or is refused. A read-only field of the record (an artist's "Sync Enabled",
 * a track's encode status) is set only by its own action, so an entry that changed one cannot be
 * reverted by the ordinary write a revert is. Columns outside the schema (folded names, counters)
 * follow from the fields and are not counted; but an entry of such columns only (an agreement
 * accepted, a module order, a DJ edit made) would be "reverted" by writing nothing, so it is refused
 * too; and so is an entry with a field or list the reverter may not see, which would stay as it is.
 * Shared by the server (the 409 and the history rows' `unrevertible`) and the console (no
 * button, the reason shown instead).
 */
import { fill, messages } from './messages';
import type { Changes } from './changes';
import type { ResourceDef } from './schema';
import { allSubResources } from './calls';

/** The record's lists (sub-resources, tabbed or not) by path: a change to one is undone by the list's own writes. */
const listsOf = (def: ResourceDef): ReadonlySet<string> =>
    new Set(allSubResources([def]).flatMap(sub => (sub.parent === def.name ? [sub.path] : [])));

/**
 * Whether an entry made its record: it gave the record its id (a creation, or one by another name: a
 * page module's duplicate). Neither reverted nor put back field by field, as a creation is not.
 */
export const madeRecord = (changes: Changes | null): boolean => !!changes?.id && changes.id.before == null;

/**
 * The reason an entry with these changes cannot be reverted whole by a reader who may not see the
 * fields and lists in `hidden`, or null when it can. A hidden value would stay as the entry left it,
 * so the revert is refused without naming it.
 */
export function revertRefusal(
    def: ResourceDef,
    changes: Changes,
    hidden: ReadonlySet<string> = new Set()
): string | null {
    if (madeRecord(changes)) return messages.history.noRevertCreate;
    const lists = listsOf(def);
    const restorable = (k: string) => k in def.fields || lists.has(k);
    const all = Object.keys(changes);
    if (all.some(k => hidden.has(k) && restorable(k))) return messages.history.notYours;
    const keys = all.filter(k => !hidden.has(k));
    const fixed = keys.filter(k => def.fields[k]?.readOnly);
    if (fixed.length)
        return fill(messages.history.notRevertible, { fields: fixed.map(k => def.fields[k].label).join(', ') });
    return keys.some(restorable) ? null : messages.history.nothingToRevert;
}
