import { describe, expect, it } from 'vitest';
import {
    catalogLink,
    exclusivePeriodName,
    exclusivePeriodSortKey,
    formatFileSize,
    formatMoney,
    screenClassFor,
    yearChoices,
} from '../../resources/format';
import { formatTime } from '../../src/lib/time';
import { imageRuleOk, imageSize } from '../../resources/images';
import { isoToLocal, localToIso } from '../../src/lib/time';
import { fill, messages } from '../../resources/messages';

describe('formatting helpers of spec §9', () => {
    it('money: dollar sign, thousands separators, empty is $0.00', () => {
        expect(formatMoney(1234567.5)).toBe('$1,234,567.50');
        expect(formatMoney(null)).toBe('$0.00');
        expect(formatMoney('')).toBe('$0.00');
        expect(formatMoney('12.3')).toBe('$12.30');
    });
    it('file sizes in Bytes, KB, MB, GB with GB one decimal', () => {
        expect(formatFileSize(512)).toBe('512 Bytes');
        expect(formatFileSize(2048)).toBe('2 KB');
        expect(formatFileSize(5 * 1024 ** 2)).toBe('5 MB');
        expect(formatFileSize(1.25 * 1024 ** 3)).toBe('1.3 GB');
        expect(formatFileSize(undefined)).toBe('0 Bytes');
    });
    it('Mountain time display, UTC where asked', () => {
        expect(formatTime('2026-07-01T18:00:00Z')).toBe('2026-07-01 12:00 MDT');
        expect(formatTime('2026-01-01T18:00:00Z')).toBe('2026-01-01 11:00 MST');
        expect(formatTime('2026-01-01T18:00:00Z', 'utc')).toBe('2026-01-01 18:00 UTC');
        expect(formatTime('garbage')).toBe('');
    });
    it('Mountain-time inputs round-trip to instants', () => {
        expect(localToIso('2026-07-01T12:00', 'mountain')).toBe('2026-07-01T18:00:00.000Z');
        expect(localToIso('2026-07-01T12:00', 'utc')).toBe('2026-07-01T12:00:00.000Z');
        expect(isoToLocal('2026-07-01T18:00:00.000Z', 'mountain')).toBe('2026-07-01T12:00');
        expect(localToIso('', 'mountain')).toBeNull();
    });
    it('exclusive periods: 2/4/8 Weeks and Lifetime sorted as 250', () => {
        expect([14, 28, 56, null].map(d => exclusivePeriodName(d))).toEqual([
            '2 Weeks',
            '4 Weeks',
            '8 Weeks',
            'Lifetime',
        ]);
        expect(exclusivePeriodSortKey(null)).toBe(250);
        expect(exclusivePeriodSortKey(56)).toBe(56);
    });
    it('years from the current year down to 2004', () => {
        const years = yearChoices(new Date('2026-11-21'));
        expect(years[0]).toBe(2026);
        expect(years[years.length - 1]).toBe(2004);
        expect(years).toHaveLength(23);
    });
    it('screen-size classes', () => {
        expect(
            [0, 567, 568, 767, 768, 1023, 1024, 1149, 1150, 1680, 1681, 4000].map(w => screenClassFor(w).id)
        ).toEqual([
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
    it('catalog links', () => {
        expect(catalogLink('tracks', 12)).toBe('/catalog/tracks/12');
        expect(catalogLink('labels', 'a b')).toBe('/catalog/labels/a%20b');
    });
    it('fills placeholders', () => {
        expect(fill(messages.errors.createUpdate, { resource: 'track', error: 'Bad' })).toBe(
            'Error during track create/update: Bad'
        );
        expect(fill(messages.errors.unexpectedStatus, { status: 418 })).toBe('Received unexpected status code: 418');
    });
});

describe('image rules', () => {
    const png = (w: number, h: number) => {
        const b = new Uint8Array(32);
        b.set([0x89, 0x50, 0x4e, 0x47]);
        new DataView(b.buffer).setUint32(16, w);
        new DataView(b.buffer).setUint32(20, h);
        return b;
    };
    it('reads PNG and JPEG sizes, and nothing else', () => {
        expect(imageSize(png(640, 480))).toEqual({ width: 640, height: 480, mime: 'image/png' });
        const jpeg = new Uint8Array([
            0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xf4, 0x02, 0x58, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        ]);
        expect(imageSize(jpeg)).toEqual({ width: 600, height: 500, mime: 'image/jpeg' });
        expect(imageSize(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
    });
    it('cover art at least 500x500 and square; label image exactly 500x500', () => {
        const cover = { minWidth: 500, minHeight: 500, square: true };
        expect(imageRuleOk(cover, 500, 500)).toBe(true);
        expect(imageRuleOk(cover, 1400, 1400)).toBe(true);
        expect(imageRuleOk(cover, 600, 500)).toBe(false);
        expect(imageRuleOk(cover, 499, 499)).toBe(false);
        const label = { minWidth: 500, minHeight: 500, exact: true };
        expect(imageRuleOk(label, 500, 500)).toBe(true);
        expect(imageRuleOk(label, 600, 600)).toBe(false);
    });
});
