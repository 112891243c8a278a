/**
 * Curation's constants of spec §9 (page types, slots, sources, item types, number sets by brand,
 * image sizes by where an item shows, items per slot, screen classes) and the pure rules built on
 * them: which image size an item needs, how many items a slot shows, how many per row on a screen.
 */
import { imageRuleOk } from '../images';
import { BRAND_FIRST, BRAND_SECOND } from '../permissions';
import { SCREEN_CLASSES } from '../constants';
import type { ResourceMeta } from '../schema';
import type { Choice } from '../fields';

export const PAGE_TYPES = [
    { id: 1, name: 'Landing Page' },
    { id: 2, name: 'Genre Page' },
    { id: 3, name: 'Home Page' },
    { id: 4, name: 'Chart Page' },
] as const;
export const LANDING_PAGE = 1;
/** The DJ store brand offers only Landing Page (spec §4): the others are the first brand's. */
export const PAGE_TYPE_CHOICES: Choice[] = PAGE_TYPES.map(t =>
    t.id === LANDING_PAGE ? { ...t } : { ...t, access: [[BRAND_FIRST]] }
);

/** Slot choices Header 1, Left 2, Right 3; no slot (none) is an empty value. */
export const SLOTS = [
    { id: 1, name: 'Header' },
    { id: 2, name: 'Left' },
    { id: 3, name: 'Right' },
] as const;
export const SLOT = { header: 1, left: 2, right: 3 } as const;

export const MODULE_TYPES = [
    { id: 1, name: 'Feature' },
    { id: 2, name: 'Slideshow' },
    { id: 3, name: 'Large Slideshow' },
    { id: 4, name: 'Chart Feature' },
    { id: 5, name: 'Playlist Feature' },
    { id: 6, name: 'Cross Merchandising' },
    { id: 7, name: 'Small Items' },
    { id: 8, name: 'IAB Medium Rectangle' },
    { id: 9, name: 'Unrestricted Height' },
] as const;
export const MODULE_TYPE = {
    feature: 1,
    slideshow: 2,
    largeSlideshow: 3,
    chartFeature: 4,
    playlistFeature: 5,
    crossMerchandising: 6,
    small: 7,
    iab: 8,
    unrestricted: 9,
} as const;

/** Sources (spec §9 lists their codes: sushi, twitchtv, djwebapp, mobileapp), by name. */
export const SOURCE_TYPES = [
    { id: 1, name: 'Sushi' },
    { id: 2, name: 'Twitch TV' },
    { id: 3, name: 'DJ Web App' },
    { id: 4, name: 'Mobile App' },
] as const;

/** The feature-to-item-type maps: the catalog records an item may be (spec §9). */
export const CATALOG_ITEM_TYPES = [
    'releases',
    'tracks',
    'artists',
    'charts',
    'playlists',
    'labels',
    'page_modules',
] as const;
export type CatalogItemType = (typeof CATALOG_ITEM_TYPES)[number];
/** Items that are no catalog record: a link with an image, or a video on a hosting site. */
export const OTHER_ITEM_TYPES = ['custom', 'video'] as const;
export type ItemType = CatalogItemType | (typeof OTHER_ITEM_TYPES)[number];
const ITEM_TYPE_NAMES: Record<ItemType, string> = {
    releases: 'Release',
    tracks: 'Track',
    artists: 'Artist',
    charts: 'Chart',
    playlists: 'Playlist',
    labels: 'Label',
    page_modules: 'Page Module',
    custom: 'Custom (link with image)',
    video: 'Video (hosted video)',
};
/** Every item type by its name; the catalog ones alone are a module's item type. */
export const ITEM_TYPE_CHOICES: Choice[] = [...CATALOG_ITEM_TYPES, ...OTHER_ITEM_TYPES].map(t => ({
    id: t,
    name: ITEM_TYPE_NAMES[t],
}));
export const CATALOG_ITEM_TYPE_CHOICES: Choice[] = CATALOG_ITEM_TYPES.map(t => ({ id: t, name: ITEM_TYPE_NAMES[t] }));
export const isCatalogItem = (type: unknown): type is CatalogItemType =>
    (CATALOG_ITEM_TYPES as readonly unknown[]).includes(type);

/**
 * Where a catalog item type's records are read in this console, and their title field: the resource
 * that declares the type (`curationItemType`), from the registry or the app shell's manifest.
 */
export function itemTypeResource(
    registry: readonly Pick<ResourceMeta, 'name' | 'recordTitle' | 'curationItemType'>[],
    type: CatalogItemType
): { resource: string; title: string } {
    const def = registry.find(r => r.curationItemType === type);
    if (!def) throw new Error(`No resource holds the curation item type ${type}`);
    return { resource: def.name, title: def.recordTitle ?? 'name' };
}

/** Number sets by brand (spec §9): the same names carry other numbers in each brand. */
export const NUMBER_SETS: Choice[] = [
    ...(
        [
            ['Classic', 5],
            ['Exclusive', 7],
            ['General Content', 10],
            ['New Release', 8],
            ['Pre-order Exclusive', 11],
            ['Pre-order New Release', 12],
        ] as const
    ).map(([name, id]) => ({ id, name, access: [[BRAND_FIRST]] })),
    ...(
        [
            ['Exclusive', 1],
            ['General Content', 3],
            ['New Release', 2],
            ['Pre-order Exclusive', 4],
            ['Pre-order New Release', 5],
        ] as const
    ).map(([name, id]) => ({ id, name, access: [[BRAND_SECOND]] })),
];

/** Image sizes by where the item shows (spec §9); an item's image must be exactly its size. */
export const ITEM_IMAGE_SIZES = {
    default: { width: 1400, height: 1400, where: 'default' },
    chartLargeSlideshow: { width: 1050, height: 508, where: 'chart or genre large slideshow' },
    homeCrossMerchandising: { width: 480, height: 508, where: 'home cross merchandising' },
    homeLargeSlideshow: { width: 800, height: 560, where: 'home large slideshow' },
    homeLargeSlideshowOld: { width: 920, height: 642, where: 'home large slideshow (old)' },
    homeSmall: { width: 220, height: 107, where: 'home small' },
    landingHeader: { width: 940, height: 321, where: 'landing header' },
    landingLeft: { width: 620, height: 321, where: 'landing left' },
    iabMediumRectangle: { width: 300, height: 250, where: 'IAB medium rectangle' },
    unrestrictedHeight: { width: 300, height: 70, where: 'unrestricted-height items' },
    largeSlideshow: { width: 2160, height: 864, where: 'large slideshow' },
} as const;
export type ItemImageSize = (typeof ITEM_IMAGE_SIZES)[keyof typeof ITEM_IMAGE_SIZES];

/** Where a module's items show, from its page's type, its slot and its module type. */
export function itemImageSize(pageType: unknown, slot: unknown, moduleType: unknown): ItemImageSize {
    const s = ITEM_IMAGE_SIZES;
    if (moduleType === MODULE_TYPE.iab) return s.iabMediumRectangle;
    if (moduleType === MODULE_TYPE.unrestricted) return s.unrestrictedHeight;
    if (moduleType === MODULE_TYPE.largeSlideshow) {
        if (pageType === 3) return s.homeLargeSlideshow;
        if (pageType === 2 || pageType === 4) return s.chartLargeSlideshow;
        return s.largeSlideshow;
    }
    if (pageType === 3 && moduleType === MODULE_TYPE.crossMerchandising) return s.homeCrossMerchandising;
    if (pageType === 3 && moduleType === MODULE_TYPE.small) return s.homeSmall;
    if (pageType === LANDING_PAGE && slot === SLOT.header) return s.landingHeader;
    if (pageType === LANDING_PAGE && slot === SLOT.left) return s.landingLeft;
    return s.default;
}
/** An image of a size fits where the item shows (sizes are exact; the old home slideshow size still fits). */
export function itemImageFits(size: ItemImageSize, width: number, height: number): boolean {
    const exactly = (s: ItemImageSize) =>
        imageRuleOk({ minWidth: s.width, minHeight: s.height, exact: true }, width, height);
    if (exactly(size)) return true;
    return size === ITEM_IMAGE_SIZES.homeLargeSlideshow && exactly(ITEM_IMAGE_SIZES.homeLargeSlideshowOld);
}

const SLIDESHOWS: readonly number[] = [MODULE_TYPE.slideshow, MODULE_TYPE.largeSlideshow];
const LIST_FEATURES: readonly number[] = [MODULE_TYPE.chartFeature, MODULE_TYPE.playlistFeature];

/** How many items a module may show in its slot (spec §9 items per slot); empty: any (no slot). */
export function itemsShownChoices(slot: unknown, moduleType: unknown): number[] {
    if (SLIDESHOWS.includes(moduleType as number)) return [10];
    if (slot === SLOT.header) return [10];
    if (slot === SLOT.left) return LIST_FEATURES.includes(moduleType as number) ? [4, 6, 8, 9] : [4, 6, 8];
    if (slot === SLOT.right) return [4, 6];
    return [];
}
export const ITEMS_SHOWN_CHOICES: Choice[] = [4, 6, 8, 9, 10].map(n => ({ id: n, name: String(n) }));

/** Spec §9's screen-size classes, from the one list in resources/constants.ts; the preview names them by id. */
export { SCREEN_CLASSES };
export type ScreenClass = (typeof SCREEN_CLASSES)[number]['id'];
const MOBILE: readonly ScreenClass[] = ['mobile-portrait', 'mobile-landscape'];
const WIDE: readonly ScreenClass[] = ['desktop', 'large-desktop'];

export const screenClassOf = (width: number): ScreenClass =>
    (SCREEN_CLASSES.find(c => width <= c.max) ?? SCREEN_CLASSES[SCREEN_CLASSES.length - 1]).id;

/**
 * Items per row of a module on a screen class. Spec §9 fixes the header (2 on mobile, 5
 * elsewhere) and slideshows (1); the side slots lay out their 4–9 items in two rows on wide
 * screens (chart and playlist features: left 9 in three rows of 3, right 4 in one column), and
 * narrower rows below.
 */
export function itemsPerRow(slot: unknown, moduleType: unknown, screen: ScreenClass, shown: number): number {
    if (SLIDESHOWS.includes(moduleType as number)) return 1;
    const mobile = MOBILE.includes(screen);
    if (slot === SLOT.header) return mobile ? 2 : 5;
    if (mobile) return slot === SLOT.right ? 1 : 2;
    if (LIST_FEATURES.includes(moduleType as number) && WIDE.includes(screen)) return slot === SLOT.left ? 3 : 1;
    if (slot === SLOT.right) return WIDE.includes(screen) ? 2 : 1;
    return WIDE.includes(screen) ? Math.ceil(shown / 2) : Math.min(3, shown);
}

/** Items the preview shows of a module: the first `shown` (10 for slideshows and headers). */
export function itemsShown(slot: unknown, moduleType: unknown, chosen: unknown): number {
    const choices = itemsShownChoices(slot, moduleType);
    if (typeof chosen === 'number' && choices.includes(chosen)) return chosen;
    return choices[0] ?? 10;
}
