import { describe, expect, it, vi } from 'vitest';
import { coalescing } from '../../src/lib/coalescedNotices';

describe("react-query's notices, coalesced", () => {
    it('runs every notice scheduled before its timer in that one timer, in order', () => {
        const timers: (() => void)[] = [];
        const schedule = coalescing(run => timers.push(run));
        const ran: number[] = [];
        for (const n of [1, 2, 3]) schedule(() => ran.push(n));
        expect(timers).toHaveLength(1);
        expect(ran).toEqual([]);
        timers[0]();
        expect(ran).toEqual([1, 2, 3]);
        // One scheduled after (or while) they ran waits for a timer of its own.
        schedule(() => ran.push(4));
        expect(timers).toHaveLength(2);
        timers[1]();
        expect(ran).toEqual([1, 2, 3, 4]);
    });

    it('a notice that throws stops none of the others, and its error is still thrown (on a timer)', () => {
        vi.useFakeTimers();
        try {
            const timers: (() => void)[] = [];
            const schedule = coalescing(run => timers.push(run));
            const ran: string[] = [];
            schedule(() => {
                throw new Error('observer failed');
            });
            schedule(() => ran.push('after'));
            timers[0]();
            expect(ran).toEqual(['after']);
            expect(() => vi.runAllTimers()).toThrow('observer failed');
        } finally {
            vi.useRealTimers();
        }
    });
});
