/**
 * Whether a history entry can be reverted whole: a revert gives every value of the entry its
 * earlier value back, or is refused. A read-only field of the record (an artist's "Sync Enabled",
 * a track's encode status) is set only by its own action, so an entry that changed one cannot be
 * reverted by the ordinary write a revert is; columns outside the schema (folded names, counters)
 * follow from the fields and are not counted. Shared by the server (the 409 and the history
 * rows' `unrevertible`) and the console (no button, the reason shown instead).
 */
import { fill, messages } from './messages';
import type { Changes } from './changes';
import type { ResourceDef } from './schema';

/** The reason an entry with these (visible) changes cannot be reverted whole, or null when it can. */
export function revertRefusal(def: Pick<ResourceDef, 'fields'>, changes: Changes): string | null {
    const fixed = Object.keys(changes).filter(k => def.fields[k]?.readOnly);
    if (!fixed.length) return null;
    return fill(messages.history.notRevertible, { fields: fixed.map(k => def.fields[k].label).join(', ') });
}
