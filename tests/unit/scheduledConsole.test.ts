/** The pieces of the console's scheduled changes (issue 44): the zone's name, the record's line, the agenda's days, what a schedule sends. */
import { describe, expect, it } from 'vitest';
import type { ScheduledChange } from '../../resources/approvals';
import {
    byMountainDay,
    dayHeading,
    mountainZoneAt,
    nextMountainMidnight,
    scheduledLine,
} from '../../resources/scheduled';
import { scheduledFields } from '../../src/pages/scheduled/ScheduleButton';
import { whenProblem } from '../../src/pages/scheduled/WhenDialog';
import { agendaLink } from '../../src/pages/scheduled/agendaLink';

const change = (id: number, at: string, status: ScheduledChange['status'] = 'scheduled') =>
    ({ id, at, status, resource: 'catalog/tracks', record: 1, changes: {}, before: {} }) as unknown as ScheduledChange;

describe('the store zone of a scheduled time', () => {
    it('is MST in winter and MDT in summer, by the date itself', () => {
        expect(mountainZoneAt('2026-12-01T07:00:00.000Z')).toBe('MST');
        expect(mountainZoneAt('2026-07-01T06:00:00.000Z')).toBe('MDT');
        // DST starts at 02:00 MST on 2026-03-08 (09:00 UTC).
        expect(mountainZoneAt('2026-03-08T08:59:00.000Z')).toBe('MST');
        expect(mountainZoneAt('2026-03-08T09:00:00.000Z')).toBe('MDT');
        expect(mountainZoneAt(null)).toBe('');
    });
    it('proposes the next Mountain midnight first', () => {
        // 2026-11-29 05:00 UTC is still 2026-11-28 in Denver.
        expect(nextMountainMidnight(Date.parse('2026-11-29T05:00:00Z'))).toBe('2026-11-29T00:00');
        expect(nextMountainMidnight(Date.parse('2026-11-29T08:00:00Z'))).toBe('2026-11-30T00:00');
    });
    it('refuses no time and a time already past, before anything is sent', () => {
        const now = Date.parse('2026-11-29T08:00:00Z');
        expect(whenProblem(null, now)).toMatch(/date and time/);
        expect(whenProblem('2026-11-29T07:59:00.000Z', now)).toMatch(/future/);
        expect(whenProblem('2026-11-29T08:01:00.000Z', now)).toBe('');
    });
});

describe("a record's scheduled changes", () => {
    it('counts those still to happen and names the first one, with its zone', () => {
        expect(scheduledLine([])).toBe('');
        expect(scheduledLine([change(1, '2026-12-01T07:00:00.000Z', 'applied')])).toBe('');
        expect(scheduledLine([change(1, '2026-12-01T07:00:00.000Z')])).toBe(
            '1 change scheduled for 2026-12-01 00:00 MST'
        );
        expect(
            scheduledLine([
                change(2, '2026-12-03T07:00:00.000Z'),
                change(1, '2026-07-02T06:30:00.000Z'),
                change(3, '2026-07-01T06:00:00.000Z', 'cancelled'),
            ])
        ).toBe('2 changes scheduled, the first for 2026-07-02 00:30 MDT');
    });
});

describe('the agenda', () => {
    it('groups by the Mountain day, days and times in order', () => {
        const days = byMountainDay([
            change(1, '2026-12-02T06:59:00.000Z'), // 2026-12-01 23:59 MST
            change(2, '2026-12-02T07:00:00.000Z'), // 2026-12-02 00:00 MST
            change(3, '2026-12-01T18:00:00.000Z'),
        ]);
        expect(days.map(d => [d.day, d.changes.map(c => c.id)])).toEqual([
            ['2026-12-01', [3, 1]],
            ['2026-12-02', [2]],
        ]);
        expect(dayHeading('2026-12-01')).toBe('Tuesday, 2026-12-01');
    });
    it('keeps its filters in the address', () => {
        expect(agendaLink({})).toBe('/scheduled');
        expect(agendaLink({ resource: 'catalog/tracks', record: 5, status: undefined })).toBe(
            '/scheduled?resource=catalog%2Ftracks&record=5'
        );
    });
});

describe('what a schedule sends', () => {
    it('is the changed fields the user may change, and only those', () => {
        const record = { id: 1, version: 3, name: 'A', bpm: 120, isrc: 'X' };
        expect(scheduledFields({ ...record, bpm: 128, isrc: 'Y' }, record, ['name', 'bpm'])).toEqual({ bpm: 128 });
        expect(scheduledFields({ ...record }, record, ['name', 'bpm'])).toEqual({});
    });
});
