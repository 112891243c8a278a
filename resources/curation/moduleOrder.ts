/**
 * The order of a page's modules within a slot (issue 40): kept as each module's `slot_position`
 * (1..n in its slot; a module new to the slot has none yet and comes after the numbered ones, by
 * id), set whole for one slot at a time, and the order the preview draws them in.
 */
import { messages, fill } from '../messages';
import { SLOTS } from './layout';

/** What the order needs of a module. */
export interface SlottedModule {
    id: number;
    slot_id: number | null;
    slot_position?: number | null;
}

/** A slot's modules top first: by their place in it, those without one last, by id. */
export function inSlotOrder<M extends SlottedModule>(modules: readonly M[], slot: number): M[] {
    const place = (m: M) => m.slot_position ?? Number.MAX_SAFE_INTEGER;
    return modules.filter(m => m.slot_id === slot).sort((a, b) => place(a) - place(b) || a.id - b.id);
}

/** The ids with `id` moved to `index` (0 = top), the others closing up around it. */
export function moveTo(ids: readonly number[], id: number, index: number): number[] {
    const rest = ids.filter(x => x !== id);
    rest.splice(Math.max(0, Math.min(index, rest.length)), 0, id);
    return rest;
}

/** Why an order cannot be the slot's: an unknown slot, or not each of its modules exactly once. */
export function moduleOrderError(slot: number, current: readonly number[], ids: readonly number[]): string | null {
    const name = SLOTS.find(s => s.id === slot)?.name;
    if (!name) return fill(messages.curation.unknownSlot, { slots: SLOTS.map(s => `${s.id} (${s.name})`).join(', ') });
    const same =
        ids.length === current.length && new Set(ids).size === ids.length && ids.every(id => current.includes(id));
    return same ? null : fill(messages.curation.moduleOrder, { slot: name, ids: current.join(', ') || 'none' });
}
