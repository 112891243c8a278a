/**
 * datetime inputs: the wire holds ISO UTC, the input shows America/Denver wall-clock time (UTC only
 * for fields flagged utc), both ways, across the DST changes of 2026 (8 March, 1 November).
 */
import { describe, expect, it } from 'vitest';
import { datetimeInput, formatTime, isoToLocal, localToIso, zoneOf } from '../../src/lib/time';

const mountain = datetimeInput('mountain');
const utc = datetimeInput('utc');

describe('Mountain-time inputs across the spring change (MST −7 → MDT −6, 8 March 2026)', () => {
    it('wire → input', () => {
        expect(mountain.format('2026-03-08T08:30:00.000Z')).toBe('2026-03-08T01:30');
        expect(mountain.format('2026-03-08T09:30:00.000Z')).toBe('2026-03-08T03:30');
        expect(mountain.format('2026-03-07T19:00:00Z')).toBe('2026-03-07T12:00');
        expect(mountain.format('2026-03-09T18:00:00Z')).toBe('2026-03-09T12:00');
    });
    it('input → wire', () => {
        expect(mountain.parse('2026-03-07T12:00')).toBe('2026-03-07T19:00:00.000Z');
        expect(mountain.parse('2026-03-09T12:00')).toBe('2026-03-09T18:00:00.000Z');
        expect(mountain.parse('2026-03-08T01:30')).toBe('2026-03-08T08:30:00.000Z');
        expect(mountain.parse('2026-03-08T03:30')).toBe('2026-03-08T09:30:00.000Z');
    });
});

describe('Mountain-time inputs across the autumn change (MDT −6 → MST −7, 1 November 2026)', () => {
    it('round-trips the days either side', () => {
        for (const [local, iso] of [
            ['2026-10-31T12:00', '2026-10-31T18:00:00.000Z'],
            ['2026-11-02T12:00', '2026-11-02T19:00:00.000Z'],
            ['2026-11-01T00:30', '2026-11-01T06:30:00.000Z'],
            ['2026-11-01T03:00', '2026-11-01T10:00:00.000Z'],
        ]) {
            expect(mountain.parse(local)).toBe(iso);
            expect(mountain.format(iso)).toBe(local);
        }
    });
});

describe('UTC fields and edges', () => {
    it('a field flagged utc reads and writes UTC; others Mountain time', () => {
        expect(zoneOf({ utc: true })).toBe('utc');
        expect(zoneOf({})).toBe('mountain');
        expect(utc.parse('2026-03-08T02:30')).toBe('2026-03-08T02:30:00.000Z');
        expect(utc.format('2026-11-01T08:30:00.000Z')).toBe('2026-11-01T08:30');
    });
    it('empty or unfinished values', () => {
        expect(mountain.format(null)).toBe('');
        expect(mountain.format('')).toBe('');
        // Formatting an input's own value again changes nothing.
        expect(mountain.format(mountain.format('2026-03-09T18:00:00Z'))).toBe('2026-03-09T12:00');
        expect(mountain.parse('')).toBeNull();
        expect(mountain.parse('2026-03-0')).toBeNull();
        expect(localToIso('2026-07-01T12:00', 'mountain')).toBe('2026-07-01T18:00:00.000Z');
        expect(isoToLocal('2026-07-01T18:00:00.000Z', 'mountain')).toBe('2026-07-01T12:00');
    });
});

describe('Mountain time across daylight-saving changes (native Intl, no time-zone library)', () => {
    it('a wall time in the spring gap moves forward an hour; one in the autumn overlap takes daylight time', () => {
        expect(localToIso('2026-03-08T01:59', 'mountain')).toBe('2026-03-08T08:59:00.000Z');
        expect(localToIso('2026-03-08T02:30', 'mountain')).toBe('2026-03-08T08:30:00.000Z');
        expect(localToIso('2026-03-08T03:00', 'mountain')).toBe('2026-03-08T09:00:00.000Z');
        expect(localToIso('2026-11-01T01:30', 'mountain')).toBe('2026-11-01T07:30:00.000Z');
    });

    it('instants on either side of a change show their own zone name', () => {
        expect(formatTime('2026-03-08T08:59:00Z')).toBe('2026-03-08 01:59 MST');
        expect(formatTime('2026-03-08T09:00:00Z')).toBe('2026-03-08 03:00 MDT');
        expect(isoToLocal('2026-11-01T08:30:00Z', 'mountain')).toBe('2026-11-01T01:30');
    });
});
