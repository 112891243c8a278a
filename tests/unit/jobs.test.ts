import { describe, expect, it } from 'vitest';
import { formatDuration, isJobKind, jobDurationSeconds, JOB_KINDS } from '../../resources/jobs/jobs';

describe('jobs model', () => {
    it('a duration runs from start to finish, or to now while running; none before it starts', () => {
        const started = '2026-11-23T12:00:00.000Z';
        expect(jobDurationSeconds({ started: null, finished: null })).toBeNull();
        expect(jobDurationSeconds({ started, finished: '2026-11-23T12:02:05.400Z' })).toBe(125);
        expect(jobDurationSeconds({ started, finished: null }, Date.parse('2026-11-23T12:00:09.000Z'))).toBe(9);
    });

    it('durations read as seconds, minutes or hours', () => {
        expect(formatDuration(4)).toBe('4 s');
        expect(formatDuration(125)).toBe('2 min 5 s');
        expect(formatDuration(3780)).toBe('1 h 3 min');
    });

    it('knows its kinds, and no inherited name passes for one', () => {
        expect(isJobKind('reencode')).toBe(true);
        expect(isJobKind('delivery-ingest')).toBe(true);
        expect(isJobKind('constructor')).toBe(false);
        expect(isJobKind('toString')).toBe(false);
        for (const kind of Object.values(JOB_KINDS)) expect(kind.label).not.toBe('');
    });
});
