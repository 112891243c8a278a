/**
 * What an uploaded image is for (spec §7 "POST media/images", §9 image sizes): each use names the
 * size rule the image must meet, what a refusal says, and who may upload for it. The record images
 * (cover art, label, artist and chart images) take their field's rule; a page module item takes the
 * exact size of where it shows.
 */
import artists from './catalog/artists';
import charts from './catalog/charts';
import labels from './catalog/labels';
import releases from './catalog/releases';
import { ITEM_IMAGE_SIZES, itemImageFits, type ItemImageSize } from './curation/layout';
import { imageRuleOk } from './images';
import { fill, messages } from './messages';
import { P, type PermissionList } from './permissions';
import { writeAccessFor, type ResourceDef } from './schema';
import { type Field } from './fields';

export interface ImageUse {
    id: string;
    /** Who may upload an image for this use. */
    access: PermissionList;
    /** The refusal for an image of this size (null: not a PNG or JPEG), or null when it fits. */
    check: (size: { width: number; height: number } | null) => string | null;
}

type ImageField = Extract<Field, { kind: 'image' }>;

/** A record's image field: its own rule and words; those who may change the record upload it. */
function fieldUse(def: ResourceDef): ImageUse {
    const field = def.fields.image as ImageField;
    return {
        id: `${def.name}.image`,
        access: writeAccessFor(def, 'update'),
        check: size => (size && imageRuleOk(field, size.width, size.height) ? null : field.rejection),
    };
}

/** Where a page module's items show: exactly that size; curation staff upload them. */
function placementUse(key: string, need: ItemImageSize): ImageUse {
    return {
        id: `curation.${key}`,
        access: P.CURATION,
        check: size =>
            size && itemImageFits(need, size.width, size.height)
                ? null
                : fill(messages.curation.itemImageSize, {
                      actual: size ? `${size.width}x${size.height}` : 'not a PNG or JPEG image',
                      width: need.width,
                      height: need.height,
                      where: need.where,
                  }),
    };
}

export const IMAGE_USES: ImageUse[] = [
    ...[releases, labels, artists, charts].map(fieldUse),
    ...Object.entries(ITEM_IMAGE_SIZES).map(([key, need]) => placementUse(key, need)),
];

export const imageUse = (id: string): ImageUse | undefined => IMAGE_USES.find(u => u.id === id);

/** The use of a page module item's image, by the size where the module's items show. */
export function itemImageUse(need: ItemImageSize): string {
    const key = Object.entries(ITEM_IMAGE_SIZES).find(([, size]) => size === need)?.[0] ?? 'default';
    return `curation.${key}`;
}
