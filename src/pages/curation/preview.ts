/** The page preview's layout, pure: modules by slot with the items they show and how many per row. */
import {
    itemImageSize,
    itemsPerRow,
    itemsShown,
    MODULE_TYPE,
    SLOT,
    SLOTS,
    type ItemImageSize,
    type ScreenClass,
} from '../../../resources/curation/layout';
import { inSlotOrder } from '../../../resources/curation/moduleOrder';
import { fill, messages } from '../../../resources/messages';
import { formatTime } from '../../lib/time';
import type { ModuleItem } from './itemRules';

export interface PreviewModule {
    id: number;
    name: string;
    slot_id: number | null;
    /** Its place in its slot, top first (none yet: after those with one). */
    slot_position?: number | null;
    type_id: number;
    items_shown?: number | null;
    enabled?: boolean;
    enabled_start?: string | null;
    enabled_end?: string | null;
    items: ModuleItem[];
}
export interface PlacedModule extends PreviewModule {
    slotName: string;
    /** Slideshows show one item at a time. */
    slideshow: boolean;
    perRow: number;
    size: ItemImageSize;
    /** Why a visitor would not see it now (disabled, not started, ended); null when live. */
    notLive: string | null;
}

/** Whether a module shows on the store now: enabled, and within its enabled start and end when set. */
export function notLiveReason(m: Pick<PreviewModule, 'enabled' | 'enabled_start' | 'enabled_end'>, now: Date) {
    if (m.enabled === false) return c.moduleDisabled;
    if (m.enabled_start && new Date(m.enabled_start) > now)
        return fill(c.moduleStarts, { time: formatTime(m.enabled_start) });
    if (m.enabled_end && new Date(m.enabled_end) <= now)
        return fill(c.moduleEnded, { time: formatTime(m.enabled_end) });
    return null;
}

export interface PreviewOptions {
    now?: Date;
    /** Modules a visitor would not see now are shown, marked, rather than left out. */
    showNotLive?: boolean;
}

const c = messages.curation;
const SLIDESHOWS: readonly number[] = [MODULE_TYPE.slideshow, MODULE_TYPE.largeSlideshow];
const SIDE_BY_SIDE: readonly ScreenClass[] = ['tablet-landscape', 'desktop', 'large-desktop'];

export function placeModules(
    modules: PreviewModule[],
    pageType: unknown,
    screen: ScreenClass,
    { now = new Date(), showNotLive = false }: PreviewOptions = {}
) {
    const inSlots = modules.filter(m => SLOTS.some(s => s.id === m.slot_id));
    const notLive = new Map(inSlots.map(m => [m.id, notLiveReason(m, now)]));
    const placed = (slot: number): PlacedModule[] =>
        // In the slot's own order, as the store draws them.
        inSlotOrder(inSlots, slot)
            .filter(m => showNotLive || !notLive.get(m.id))
            .map(m => {
                const shown = itemsShown(m.slot_id, m.type_id, m.items_shown);
                return {
                    ...m,
                    items: [...m.items].sort((a, b) => a.position - b.position).slice(0, shown),
                    slotName: SLOTS.find(s => s.id === slot)?.name ?? '',
                    slideshow: SLIDESHOWS.includes(m.type_id),
                    perRow: itemsPerRow(m.slot_id, m.type_id, screen, shown),
                    size: itemImageSize(pageType, m.slot_id, m.type_id),
                    notLive: notLive.get(m.id) ?? null,
                };
            });
    return {
        header: placed(SLOT.header),
        left: placed(SLOT.left),
        right: placed(SLOT.right),
        sideBySide: SIDE_BY_SIDE.includes(screen),
        /** Modules in a slot a visitor would not see now (shown or not). */
        notLive: inSlots.filter(m => notLive.get(m.id)).length,
    };
}
