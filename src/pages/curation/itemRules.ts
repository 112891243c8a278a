/** The items tab's checks before anything is sent (the reference API repeats each). */
import { PAGE_MODULE_ITEM_LIMIT } from '../../../resources/constants';
import { isCatalogItem } from '../../../resources/curation/layout';
import { fill, messages } from '../../../resources/messages';

export interface ModuleItem extends Record<string, unknown> {
    id: number;
    version: number;
    position: number;
    item_type: string;
    item_id: number | null;
    title: string | null;
    image: string | null;
    url: string | null;
}
export type NewItem = Pick<ModuleItem, 'item_type' | 'item_id' | 'title' | 'image' | 'url'>;

/** The item already in the module that `item` repeats: the same record, or the same link or image. */
export function duplicateOf(items: readonly ModuleItem[], item: NewItem): ModuleItem | undefined {
    return items.find(i =>
        i.item_type !== item.item_type
            ? false
            : isCatalogItem(item.item_type)
              ? i.item_id === item.item_id
              : (i.url ?? i.image) === (item.url ?? item.image)
    );
}

/** What refuses an addition before it is sent: the limit, or a duplicate (removed, and said so). */
export function additionProblem(
    items: readonly ModuleItem[],
    item: NewItem
): { kind: 'limit' | 'duplicate'; message: string } | null {
    if (items.length >= PAGE_MODULE_ITEM_LIMIT) return { kind: 'limit', message: messages.validation.itemLimit };
    const same = duplicateOf(items, item);
    if (same)
        return {
            kind: 'duplicate',
            message: fill(messages.curation.duplicateRemoved, { title: same.title ?? '', position: same.position }),
        };
    return null;
}
