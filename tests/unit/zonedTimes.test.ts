/** Instants said in a zone: a coupon's status at an instant, and the new-user CSV's times in the range's zone. */
import { describe, expect, it } from 'vitest';
import { couponStatus } from '../../resources/support/coupons';
import { DATE_JOINED_COLUMN } from '../../resources/support/newUserExport';
import { zonedIso } from '../../resources/time';

describe('a coupon’s status at an instant', () => {
    const end = '2026-03-09T05:59:00.000Z'; // 2026-03-08 23:59 MDT
    it('is Active before its end instant and Expired from it, to the second', () => {
        expect(couponStatus({ end_date: end }, Date.parse(end) - 1000)).toBe('Active');
        expect(couponStatus({ end_date: end }, Date.parse(end))).toBe('Expired');
        // The Mountain day is still 2026-03-08 a minute later (00:00 MDT is 06:00 UTC): the instant decides.
        expect(couponStatus({ end_date: end }, new Date('2026-03-09T06:00:00Z'))).toBe('Expired');
    });
    it('voided wins; no end never expires', () => {
        expect(couponStatus({ voided: true, end_date: end }, 0)).toBe('Voided');
        expect(couponStatus({ voided: 1 }, Date.parse('2100-01-01'))).toBe('Voided');
        expect(couponStatus({ voided: 0, end_date: null }, Date.parse('2100-01-01'))).toBe('Active');
    });
});

describe('times written in a zone', () => {
    it('gives the wall-clock time with its offset, across the change to and from daylight time', () => {
        expect(zonedIso('2026-01-01T05:30:00Z')).toBe('2025-12-31T22:30:00-07:00');
        expect(zonedIso('2026-03-08T08:59:59Z')).toBe('2026-03-08T01:59:59-07:00');
        expect(zonedIso('2026-03-08T09:00:00Z')).toBe('2026-03-08T03:00:00-06:00');
        expect(zonedIso('2026-11-01T07:30:00Z')).toBe('2026-11-01T01:30:00-06:00');
        expect(zonedIso('2026-11-01T08:30:00Z')).toBe('2026-11-01T01:30:00-07:00');
        expect(zonedIso('2026-06-01T12:00:00Z', 'UTC')).toBe('2026-06-01T12:00:00+00:00');
        expect(zonedIso('2026-06-01T12:00:00Z', 'Asia/Kolkata')).toBe('2026-06-01T17:30:00+05:30');
        expect(zonedIso('not a time')).toBe('');
        // The same instant, read back.
        expect(Date.parse(zonedIso('2026-01-01T05:30:00Z'))).toBe(Date.parse('2026-01-01T05:30:00Z'));
    });
    it('names the zone in the new-user CSV’s heading', () => {
        expect(DATE_JOINED_COLUMN).toBe('date_joined (America/Denver)');
    });
});
