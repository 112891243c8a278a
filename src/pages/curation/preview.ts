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
import type { ModuleItem } from './itemRules';

export interface PreviewModule {
    id: number;
    name: string;
    slot_id: number | null;
    type_id: number;
    items_shown?: number | null;
    items: ModuleItem[];
}
export interface PlacedModule extends PreviewModule {
    slotName: string;
    /** Slideshows show one item at a time. */
    slideshow: boolean;
    perRow: number;
    size: ItemImageSize;
}

const SLIDESHOWS: readonly number[] = [MODULE_TYPE.slideshow, MODULE_TYPE.largeSlideshow];
const SIDE_BY_SIDE: readonly ScreenClass[] = ['tablet-landscape', 'desktop', 'large-desktop'];

export function placeModules(modules: PreviewModule[], pageType: unknown, screen: ScreenClass) {
    const placed = (slot: number): PlacedModule[] =>
        modules
            .filter(m => m.slot_id === slot)
            .map(m => {
                const shown = itemsShown(m.slot_id, m.type_id, m.items_shown);
                return {
                    ...m,
                    items: [...m.items].sort((a, b) => a.position - b.position).slice(0, shown),
                    slotName: SLOTS.find(s => s.id === slot)?.name ?? '',
                    slideshow: SLIDESHOWS.includes(m.type_id),
                    perRow: itemsPerRow(m.slot_id, m.type_id, screen, shown),
                    size: itemImageSize(pageType, m.slot_id, m.type_id),
                };
            });
    return {
        header: placed(SLOT.header),
        left: placed(SLOT.left),
        right: placed(SLOT.right),
        sideBySide: SIDE_BY_SIDE.includes(screen),
    };
}
