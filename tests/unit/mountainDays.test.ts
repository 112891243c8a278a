/** A day of a date range is a Mountain day (America/Denver), DST-correct, for console and API alike. */
import { describe, expect, it } from 'vitest';
import { dayRangeBounds, mountainDayBounds, mountainDayOf, mountainToday } from '../../resources/time';

describe('Mountain days', () => {
    it('a winter day runs from 07:00 UTC to 07:00 UTC the next day', () => {
        expect(mountainDayBounds('2025-12-02', '2025-12-03')).toEqual({
            start: '2025-12-02T07:00:00.000Z',
            end: '2025-12-04T07:00:00.000Z',
        });
    });

    it('a summer day runs from 06:00 UTC; the days DST starts and ends are 23 and 25 hours long', () => {
        expect(mountainDayBounds('2026-07-01', '2026-07-01')).toEqual({
            start: '2026-07-01T06:00:00.000Z',
            end: '2026-07-02T06:00:00.000Z',
        });
        expect(mountainDayBounds('2026-03-08', '2026-03-08')).toEqual({
            start: '2026-03-08T07:00:00.000Z',
            end: '2026-03-09T06:00:00.000Z',
        });
        expect(mountainDayBounds('2026-11-01', '2026-11-01')).toEqual({
            start: '2026-11-01T06:00:00.000Z',
            end: '2026-11-02T07:00:00.000Z',
        });
    });

    it('either end may be open; a day that does not exist gives null', () => {
        expect(mountainDayBounds('2025-12-02', undefined)).toEqual({ start: '2025-12-02T07:00:00.000Z' });
        expect(mountainDayBounds(undefined, '2025-12-31')).toEqual({ end: '2026-01-01T07:00:00.000Z' });
        expect(mountainDayBounds('2026-02-30', '2026-03-01')).toBeNull();
        expect(mountainDayBounds('2026-03-01', '2026-13-01')).toBeNull();
    });

    it('plain-day columns keep their days; instants get Mountain bounds', () => {
        expect(dayRangeBounds('2025-12-02', '2025-12-31', false)).toEqual({ start: '2025-12-02', end: '2026-01-01' });
        expect(dayRangeBounds('2025-12-02', '', true)).toEqual({ start: '2025-12-02T07:00:00.000Z' });
    });

    it('the day an instant falls on, and today, are Mountain days', () => {
        // 2025-12-04 06:21 UTC is 2025-12-03 23:21 MST; 2025-12-02 00:43 UTC is 2025-12-01 17:43 MST.
        expect(mountainDayOf(Date.parse('2025-12-04T06:21:00Z'))).toBe('2025-12-03');
        expect(mountainDayOf(Date.parse('2025-12-02T00:43:00Z'))).toBe('2025-12-01');
        const lateEvening = Date.parse('2025-12-04T05:00:00.000Z');
        expect(mountainToday(0, lateEvening)).toBe('2025-12-03');
        expect(mountainToday(-1, lateEvening)).toBe('2025-12-02');
    });
});
