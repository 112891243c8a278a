import { isCatalogItem, itemTypeResource } from '../../../resources/curation/layout';
import type { Description } from '../../../resources/describe';
import { RecordOptionText } from '../../components/RecordOption';
import { resources } from '../../resourceManifest';
import { addId, useDescriptions, type IdsByResource } from '../../views/useReferenceNames';
import type { ModuleItem } from './itemRules';

/** The resource a catalog item's record is read from; none for a link or a video. */
const resourceOf = (item: Pick<ModuleItem, 'item_type'>) =>
    isCatalogItem(item.item_type) ? itemTypeResource(resources, item.item_type).resource : undefined;

/**
 * The records a module's items name, described as their resources declare (a track's artists, mix,
 * release, label, year and id): two items of one title are told apart on the Items tab and in the
 * page preview. Looked up by id, a getMany per item type.
 */
export function useItemDescriptions(items: readonly ModuleItem[]): (item: ModuleItem) => Description | undefined {
    const ids: IdsByResource = new Map();
    for (const item of items) {
        const resource = resourceOf(item);
        if (resource) addId(ids, resource, item.item_id);
    }
    const descriptions = useDescriptions(ids);
    return item => {
        const resource = resourceOf(item);
        return resource ? descriptions(resource, item.item_id) : undefined;
    };
}

/** An item's title in words: the curator's, else its record's; a link or a video by its title or address. */
export const itemTitle = (item: ModuleItem, record: Description | undefined): string =>
    item.title ?? record?.title ?? item.url ?? (item.item_id ? `#${item.item_id}` : '');

/**
 * An item as a person reads it: its title (the curator's, else its record's), and for a catalog item
 * under it what tells its record apart and the record's id; a link or a video by its title or address.
 */
export function ItemName({ item, record }: { item: ModuleItem; record: Description | undefined }) {
    const title = itemTitle(item, record);
    if (!item.item_id) return <>{title}</>;
    return <RecordOptionText description={{ id: String(item.item_id), title, detail: record?.detail ?? '' }} />;
}
