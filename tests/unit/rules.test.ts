import { describe, expect, it } from 'vitest';
import {
    consecutiveOrder,
    dateRangeErrors,
    hypeErrors,
    musicProfileErrors,
    normaliseIdFilter,
    typedIdList,
    renumber,
    territoryErrors,
} from '../../resources/rules';
import { messages } from '../../resources/messages';
import { findResource } from '../../resources';

const v = messages.validation;

describe('validation rules of spec §5', () => {
    it('date ranges: start before end, ignored if either is empty', () => {
        expect(dateRangeErrors('2026-02-01', '2026-01-01', ['s', 'e'])).toEqual({
            s: v.startBeforeEnd,
            e: v.endAfterStart,
        });
        expect(dateRangeErrors('2026-01-01', '2026-01-01', ['s', 'e'])).toEqual({
            s: v.startBeforeEnd,
            e: v.endAfterStart,
        });
        expect(dateRangeErrors('2026-01-01', '2026-02-01', ['s', 'e'])).toEqual({});
        expect(dateRangeErrors('', '2026-02-01', ['s', 'e'])).toEqual({});
    });
    it('date ranges name the fields by their own labels: §5’s words for Start Date and End Date', () => {
        expect(dateRangeErrors('2026-02-01', '2026-01-01', ['s', 'e'], ['Start Date', 'End Date'])).toEqual({
            s: 'Start Date must be before End Date',
            e: 'End Date must be after Start Date',
        });
        expect(
            dateRangeErrors('2026-02-01', '2026-01-01', ['start_date', 'end_date'], ['Start Time', 'End Time'])
        ).toEqual({
            start_date: 'Start Time must be before End Time',
            end_date: 'End Time must be after Start Time',
        });
        // Where a resource calls them otherwise, its validation says its labels (a stream's times).
        const errors = findResource('live/streams')!.validate!({
            start_date: '2026-05-02T00:00:00Z',
            end_date: '2026-05-01T00:00:00Z',
        });
        expect(errors.start_date).toBe('Start Time must be before End Time');
        expect(errors.end_date).toBe('End Time must be after Start Time');
    });
    it('hype start and end each required; start not after end', () => {
        expect(hypeErrors({ is_hype: true })).toEqual({ hype_start: v.hypeStartRequired, hype_end: v.hypeEndRequired });
        expect(hypeErrors({ is_hype: true, hype_start: '2026-03-01', hype_end: '2026-02-01' })).toEqual({
            hype_start: v.hypeStartAfterEnd,
        });
        expect(hypeErrors({ is_hype: true, hype_start: '2026-02-01', hype_end: '2026-02-01' })).toEqual({});
        expect(hypeErrors({ is_hype: false })).toEqual({});
    });
    it('music profile: ID required to enable sync, locked while sync is on', () => {
        expect(musicProfileErrors({ sync_enabled: true, music_profile_partner_id: '' })).toEqual({
            music_profile_partner_id: v.musicProfileRequired,
        });
        expect(
            musicProfileErrors(
                { sync_enabled: true, music_profile_partner_id: 'b' },
                { sync_enabled: true, music_profile_partner_id: 'a' }
            )
        ).toEqual({ music_profile_partner_id: v.musicProfileLocked });
        expect(
            musicProfileErrors(
                { sync_enabled: false, music_profile_partner_id: 'b' },
                { sync_enabled: true, music_profile_partner_id: 'a' }
            )
        ).toEqual({});
        expect(
            musicProfileErrors(
                { sync_enabled: true, music_profile_partner_id: 'a' },
                { sync_enabled: false, music_profile_partner_id: null }
            )
        ).toEqual({});
    });
    it('territories: a territory and publish time; pre-order before, takedown after', () => {
        expect(territoryErrors({ country_id: 1 })).toEqual({ publish_time: v.territoryRequired });
        expect(territoryErrors({ publish_time: '2026-01-01T00:00:00Z' })).toEqual({
            publish_time: v.territoryRequired,
        });
        expect(territoryErrors({ country_id: 1, publish_time: 'not a time' })).toEqual({
            publish_time: v.territoryRequired,
        });
        expect(
            territoryErrors({
                country_id: 1,
                publish_time: '2026-01-01T00:00:00Z',
                pre_order_time: '2026-01-01T00:00:00Z',
                takedown_time: '2025-01-01T00:00:00Z',
            })
        ).toEqual({
            pre_order_time: v.preOrderBeforePublish,
            takedown_time: v.takedownAfterPublish,
        });
    });
    it('renumbering: moving to a 1-based position renumbers all consecutively', () => {
        const tracks = [{ id: 10 }, { id: 11 }, { id: 12 }, { id: 13 }];
        expect(renumber(tracks, 13, 1)).toEqual([
            { id: 13, track_position: 1 },
            { id: 10, track_position: 2 },
            { id: 11, track_position: 3 },
            { id: 12, track_position: 4 },
        ]);
        expect(renumber(tracks, 10, 3).map(t => t.id)).toEqual([11, 12, 10, 13]);
        expect(renumber(tracks, 11, 99).map(t => t.id)).toEqual([10, 12, 13, 11]);
        expect(() => renumber(tracks, 99, 1)).toThrow();
    });
    it('an order numbers its tracks 1..n, each track and each position once', () => {
        const at = (...pairs: [number, number][]) => pairs.map(([id, track_position]) => ({ id, track_position }));
        expect(consecutiveOrder(at([7, 2], [5, 1], [9, 3]))).toBe(true);
        expect(consecutiveOrder([])).toBe(true);
        expect(consecutiveOrder(at([7, 1], [5, 3]))).toBe(false);
        expect(consecutiveOrder(at([7, 1], [5, 1]))).toBe(false);
        expect(consecutiveOrder(at([7, 1], [7, 2]))).toBe(false);
        expect(consecutiveOrder(at([7, 0]))).toBe(false);
    });
    it('the id filter shows a pasted column of ids as a comma list at once', () => {
        expect(typedIdList('12\n34\r\n56\t78')).toBe('12,34,56,78');
        expect(typedIdList('  12  34 ')).toBe('12,34,');
        expect(typedIdList('12, 34,,56')).toBe('12,34,56');
        expect(typedIdList('')).toBe('');
    });
    it('search id filter turns whitespace into commas', () => {
        expect(normaliseIdFilter(' 1  2\t3\n4,5 ')).toBe('1,2,3,4,5');
    });
});
