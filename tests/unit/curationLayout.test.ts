/** Curation's §9 rules: image sizes by placement, items per slot and per row, screen classes, item rules, duplicates. */
import { describe, expect, it } from 'vitest';
import {
    ITEM_IMAGE_SIZES as S,
    itemImageFits,
    itemImageSize,
    itemsPerRow,
    itemsShownChoices,
    MODULE_TYPE as M,
    NUMBER_SETS,
    PAGE_TYPE_CHOICES,
    SCREEN_CLASSES as PREVIEW_SCREEN_CLASSES,
    screenClassOf,
    SLOT,
} from '../../resources/curation/layout';
import { SCREEN_CLASSES } from '../../resources/constants';
import { moduleItemErrors } from '../../resources/curation/moduleItems';
import { itemsShownErrors } from '../../resources/curation/pageModules';
import { messages } from '../../resources/messages';
import { BRAND_FIRST, BRAND_SECOND, hasAccess } from '../../resources/permissions';
import { choicesFor } from '../../resources/fields';
import { additionProblem, type ModuleItem } from '../../src/pages/curation/itemRules';
import { notLiveReason, placeModules } from '../../src/pages/curation/preview';

const v = messages.validation;

describe('item image sizes by where the item shows', () => {
    it('follows the page type, the slot and the module type', () => {
        expect(itemImageSize(1, SLOT.header, M.feature)).toBe(S.landingHeader);
        expect(itemImageSize(1, SLOT.left, M.feature)).toBe(S.landingLeft);
        expect(itemImageSize(1, SLOT.right, M.feature)).toBe(S.default);
        expect(itemImageSize(3, SLOT.header, M.largeSlideshow)).toBe(S.homeLargeSlideshow);
        expect(itemImageSize(2, SLOT.header, M.largeSlideshow)).toBe(S.chartLargeSlideshow);
        expect(itemImageSize(1, SLOT.header, M.largeSlideshow)).toBe(S.largeSlideshow);
        expect(itemImageSize(3, SLOT.left, M.crossMerchandising)).toBe(S.homeCrossMerchandising);
        expect(itemImageSize(3, SLOT.right, M.small)).toBe(S.homeSmall);
        expect(itemImageSize(2, SLOT.right, M.iab)).toBe(S.iabMediumRectangle);
        expect(itemImageSize(null, null, M.unrestricted)).toBe(S.unrestrictedHeight);
        expect([S.largeSlideshow.width, S.largeSlideshow.height]).toEqual([2160, 864]);
    });
    it('takes the exact size, and the old home slideshow size where the new one is asked', () => {
        expect(itemImageFits(S.landingHeader, 940, 321)).toBe(true);
        expect(itemImageFits(S.landingHeader, 941, 321)).toBe(false);
        expect(itemImageFits(S.homeLargeSlideshow, 920, 642)).toBe(true);
        expect(itemImageFits(S.default, 920, 642)).toBe(false);
    });
});

describe('items per slot and per row', () => {
    it('offers the counts of §9 per slot', () => {
        expect(itemsShownChoices(SLOT.header, M.feature)).toEqual([10]);
        expect(itemsShownChoices(SLOT.left, M.feature)).toEqual([4, 6, 8]);
        expect(itemsShownChoices(SLOT.left, M.chartFeature)).toEqual([4, 6, 8, 9]);
        expect(itemsShownChoices(SLOT.right, M.feature)).toEqual([4, 6]);
        expect(itemsShownChoices(SLOT.right, M.slideshow)).toEqual([10]);
        expect(itemsShownErrors({ slot_id: SLOT.right, type_id: M.feature, items_shown: 8 })).toEqual({
            items_shown: 'A module in this slot shows 4 or 6 items',
        });
        expect(itemsShownErrors({ slot_id: SLOT.left, type_id: M.feature, items_shown: 8 })).toEqual({});
    });
    it('lays the header out 2 to a row on mobile and 5 elsewhere, slideshows 1', () => {
        expect(itemsPerRow(SLOT.header, M.feature, 'mobile-portrait', 10)).toBe(2);
        expect(itemsPerRow(SLOT.header, M.feature, 'mobile-landscape', 10)).toBe(2);
        expect(itemsPerRow(SLOT.header, M.feature, 'tablet-portrait', 10)).toBe(5);
        expect(itemsPerRow(SLOT.header, M.feature, 'large-desktop', 10)).toBe(5);
        expect(itemsPerRow(SLOT.header, M.slideshow, 'desktop', 10)).toBe(1);
        expect(itemsPerRow(SLOT.left, M.chartFeature, 'desktop', 9)).toBe(3);
        expect(itemsPerRow(SLOT.right, M.playlistFeature, 'desktop', 4)).toBe(1);
    });
    it('knows the screen classes by width', () => {
        expect([320, 567, 568, 767, 768, 1023, 1024, 1149, 1150, 1680, 1681, 3840].map(screenClassOf)).toEqual([
            'mobile-portrait',
            'mobile-portrait',
            'mobile-landscape',
            'mobile-landscape',
            'tablet-portrait',
            'tablet-portrait',
            'tablet-landscape',
            'tablet-landscape',
            'desktop',
            'desktop',
            'large-desktop',
            'large-desktop',
        ]);
    });
    it("previews the console's own screen classes: one list, large desktop from 1681 up (spec §9)", () => {
        expect(PREVIEW_SCREEN_CLASSES).toBe(SCREEN_CLASSES);
        expect(SCREEN_CLASSES.at(-1)).toMatchObject({ id: 'large-desktop', min: 1681, max: Infinity });
    });
});

describe('brand choices', () => {
    const names = (brand: string, choices: typeof NUMBER_SETS) =>
        choicesFor(choices, list => hasAccess(list, new Set([brand]))).map(c => `${c.name} ${c.id}`);
    it('offers the DJ store only Landing Page', () => {
        expect(names(BRAND_SECOND, PAGE_TYPE_CHOICES)).toEqual(['Landing Page 1']);
        expect(names(BRAND_FIRST, PAGE_TYPE_CHOICES)).toHaveLength(4);
    });
    // Spec §9's codes (classic, general_content …) read by name; the numbers are the spec's.
    it('numbers the sets by brand', () => {
        expect(names(BRAND_FIRST, NUMBER_SETS)).toEqual([
            'Classic 5',
            'Exclusive 7',
            'General Content 10',
            'New Release 8',
            'Pre-order Exclusive 11',
            'Pre-order New Release 12',
        ]);
        expect(names(BRAND_SECOND, NUMBER_SETS)).toEqual([
            'Exclusive 1',
            'General Content 3',
            'New Release 2',
            'Pre-order Exclusive 4',
            'Pre-order New Release 5',
        ]);
    });
});

const item = (n: number, extra: Partial<ModuleItem> = {}): ModuleItem => ({
    id: n,
    version: 1,
    position: n,
    item_type: 'releases',
    item_id: n,
    title: `Release ${n}`,
    image: null,
    url: null,
    ...extra,
});

describe('module items', () => {
    it('needs an image off the catalog, a URL for a video, a record in it', () => {
        expect(moduleItemErrors({ item_type: 'custom', url: 'https://x.example' })).toEqual({ image: v.itemImage });
        expect(moduleItemErrors({ item_type: 'video', image: '/i.png' })).toEqual({ url: v.videoUrl });
        expect(moduleItemErrors({ item_type: 'charts' })).toEqual({ item_id: messages.curation.catalogRecord });
        expect(moduleItemErrors({ item_type: 'charts', item_id: 3 })).toEqual({});
    });
    it('refuses the 251st and removes a duplicate, saying which item it repeats', () => {
        const full = Array.from({ length: 250 }, (_, i) => item(i + 1));
        expect(additionProblem(full, item(999))).toEqual({ kind: 'limit', message: v.itemLimit });
        expect(additionProblem(full.slice(0, 3), item(2))).toEqual({
            kind: 'duplicate',
            message: 'Duplicate removed: “Release 2” is already item 2 of this module',
        });
        expect(additionProblem(full.slice(0, 3), item(4))).toBeNull();
        const link = item(9, { item_type: 'custom', item_id: null, url: 'https://a.example', image: '/a.png' });
        expect(additionProblem([link], { ...link, title: 'Other' })?.kind).toBe('duplicate');
    });
    it('previews the first items a module shows, in order, per slot', () => {
        const items = Array.from({ length: 12 }, (_, i) => item(12 - i, { position: 12 - i }));
        const layout = placeModules(
            [{ id: 1, name: 'H', slot_id: SLOT.header, type_id: M.feature, items }],
            1,
            'mobile-portrait'
        );
        expect(layout.header[0].items.map(i => i.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
        expect(layout.header[0].perRow).toBe(2);
        expect(layout.header[0].size).toBe(S.landingHeader);
        expect(layout.sideBySide).toBe(false);
    });
    it('leaves out a module a visitor would not see now (disabled, not started, ended), or marks it on request', () => {
        const now = new Date('2026-06-01T12:00:00Z');
        const mod = (id: number, extra: Record<string, unknown>) => ({
            id,
            name: `M${id}`,
            slot_id: SLOT.left,
            type_id: M.feature,
            items: [item(id)],
            enabled: true,
            ...extra,
        });
        const modules = [
            mod(1, {}),
            mod(2, { enabled: false }),
            mod(3, { enabled_start: '2026-06-02T00:00:00Z' }),
            mod(4, { enabled_end: '2026-06-01T06:00:00Z' }),
            mod(5, { enabled_start: '2026-05-01T00:00:00Z', enabled_end: '2026-07-01T00:00:00Z' }),
        ];
        const seen = placeModules(modules, 1, 'desktop', { now });
        expect(seen.left.map(m => m.id)).toEqual([1, 5]);
        expect(seen.notLive).toBe(3);
        const all = placeModules(modules, 1, 'desktop', { now, showNotLive: true });
        expect(all.left.map(m => [m.id, m.notLive])).toEqual([
            [1, null],
            [2, messages.curation.moduleDisabled],
            [3, 'Not live: starts 2026-06-01 18:00 MDT'],
            [4, 'Not live: ended 2026-06-01 00:00 MDT'],
            [5, null],
        ]);
        expect(notLiveReason({ enabled: true, enabled_end: '2026-06-01T12:00:00Z' }, now)).toMatch(/^Not live: ended/);
    });
});
