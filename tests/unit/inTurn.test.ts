import { describe, expect, it } from 'vitest';
import { inTurn } from '../../src/lib/inTurn';

/** A task that notes its start and end, and ends when released. */
function gated(name: string, log: string[]) {
    let release!: () => void;
    const gate = new Promise<void>(r => (release = r));
    const task = async () => {
        log.push(`${name} start`);
        await gate;
        log.push(`${name} end`);
        return name;
    };
    return { task, release };
}

describe('inTurn', () => {
    it('starts each task once the one before it has ended, in the order asked', async () => {
        const log: string[] = [];
        const turns = inTurn();
        const a = gated('a', log);
        const b = gated('b', log);
        const first = turns.run(a.task);
        const second = turns.run(b.task);
        await new Promise(r => setTimeout(r));
        expect(log).toEqual(['a start']);
        b.release(); // b may finish its wait early; it still has not started
        await new Promise(r => setTimeout(r));
        expect(log).toEqual(['a start']);
        a.release();
        expect(await first).toBe('a');
        expect(await second).toBe('b');
        expect(log).toEqual(['a start', 'a end', 'b start', 'b end']);
    });

    it('a failed task fails its own caller and the next still runs; settled waits for all', async () => {
        const turns = inTurn();
        const failed = turns.run(() => Promise.reject(new Error('refused')));
        let ran = false;
        const next = turns.run(async () => {
            ran = true;
            return 2;
        });
        await expect(failed).rejects.toThrow('refused');
        expect(await next).toBe(2);
        await expect(turns.settled()).resolves.toBeUndefined();
        expect(ran).toBe(true);
    });
});
