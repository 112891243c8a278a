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
import { ID_LISTS, type Changes } from './changes';
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
    if (keys.some(restorable)) return null;
    // A track list (a chart's, a playlist's) is changed again on its own tab, not from History.
    return keys.some(k => k in ID_LISTS) ? messages.history.listNotRevertible : messages.history.nothingToRevert;
}

/** The entry a revert's entry undid ("revert of #12", with or without a note after ";"), or null. */
export const revertedEntryOf = (action: string): number | null => {
    const m = /^revert of #(\d+)(;|$)/.exec(action);
    return m ? Number(m[1]) : null;
};

interface RecordedEntry {
    id: number;
    action: string;
    changes: Changes;
}

/**
 * Each entry's keys already given their earlier value back by a revert of it that stands (one not
 * undone itself by a revert of every key it wrote), from all of a record's entries. A revert of such
 * a key again would write what is already there (a removed row added twice), so it is refused.
 */
export function revertedKeys(entries: readonly RecordedEntry[]): Map<number, Set<string>> {
    const revertsOf = new Map<number, RecordedEntry[]>();
    for (const e of entries) {
        const of = revertedEntryOf(e.action);
        if (of !== null) revertsOf.set(of, [...(revertsOf.get(of) ?? []), e]);
    }
    const covered = new Map<number, Set<string>>();
    const coveredOf = (e: RecordedEntry): Set<string> => {
        let keys = covered.get(e.id);
        if (!keys) {
            keys = new Set((revertsOf.get(e.id) ?? []).filter(r => !undone(r)).flatMap(r => Object.keys(r.changes)));
            covered.set(e.id, keys);
        }
        return keys;
    };
    const undone = (e: RecordedEntry) => allReverted(Object.keys(e.changes), coveredOf(e));
    for (const e of entries) coveredOf(e);
    return covered;
}

/** Whether every key asked for was given its earlier value back already. */
export const allReverted = (keys: readonly string[], covered: ReadonlySet<string> | undefined): boolean =>
    keys.length > 0 && keys.every(k => covered?.has(k));
