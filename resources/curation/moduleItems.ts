import { PAGE_MODULE_ITEM_LIMIT } from '../constants';
import { messages } from '../messages';
import { P } from '../permissions';
import { defineSubResource } from '../schema';
import { choice, number, text, url } from '../fields';
import { ITEM_TYPE_CHOICES, isCatalogItem } from './layout';

const v = messages.validation;
const isSet = (x: unknown) => x !== undefined && x !== null && x !== '';

/**
 * Spec §5: non-catalog items must have an image, video-hosting items a URL; a catalog item names
 * its record.
 */
export function moduleItemErrors(values: Record<string, unknown>): Record<string, string> {
    const errors: Record<string, string> = {};
    if (isCatalogItem(values.item_type)) {
        if (!isSet(values.item_id)) errors.item_id = messages.curation.catalogRecord;
    } else if (isSet(values.item_type)) {
        if (!isSet(values.image)) errors.image = v.itemImage;
        if (values.item_type === 'video' && !isSet(values.url)) errors.url = v.videoUrl;
    }
    return errors;
}

/** The items of a page module, in order: at most 250, no record twice (spec §5). */
export default defineSubResource({
    parent: 'curation/page-modules',
    path: 'items',
    label: 'Item |||| Items',
    fields: {
        position: number('Position', { integer: true, min: 1, max: 250 }),
        item_type: choice('Item Type', ITEM_TYPE_CHOICES, { required: true }),
        item_id: number('Record ID', { integer: true, min: 1, max: 999_999_999_999 }),
        title: text('Title', { max: 250 }),
        image: text('Image', { max: 2048 }),
        url: url('URL'),
    },
    columns: ['position', 'item_type', 'title', 'item_id'],
    createAccess: P.CURATION,
    writeAccess: P.CURATION,
    deleteAccess: P.CURATION,
    validate: moduleItemErrors,
    limit: { max: PAGE_MODULE_ITEM_LIMIT, message: v.itemLimit },
    empty: 'No items yet. Add the first item below.',
    v4: { list: 'Pages and page modules (curation): … module items GET/POST/PATCH/DELETE' },
});
