/** A new module's seed does not depend on where it sits in the registry, and shifts no other seed. */
import { describe, expect, it } from 'vitest';
import type { ServerModule } from '../../server/core/module';
import { MODULES } from '../../server/registry';
import { seedPlan } from '../../server/seed';

const venues: ServerModule = { name: 'catalog/venues', seed: () => {} };
const order = (modules: ServerModule[]) =>
    seedPlan(modules).map(({ module, r }) => `${module.name}:${r === 'shared' ? 'shared' : r.next()}`);

describe('the seed plan', () => {
    it('runs a new module after every module of the shared stream, on a stream named by it, wherever it is listed', () => {
        const first = order([venues, ...MODULES]);
        const middle = order([...MODULES.slice(0, 5), venues, ...MODULES.slice(5)]);
        const last = order([...MODULES, venues]);
        expect(first).toEqual(last);
        expect(middle).toEqual(last);
        // The modules already there keep their places and their shared stream.
        expect(last.slice(0, -1)).toEqual(order(MODULES));
        expect(last.at(-1)).toMatch(/^catalog\/venues:0\.\d+$/);
    });

    it('refuses a shared-stream name that no seeded module has (a renamed module would reseed others)', () => {
        expect(() => seedPlan(MODULES.filter(m => m.name !== 'catalog/keys'))).toThrow(/catalog\/keys/);
    });
});
