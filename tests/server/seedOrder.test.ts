/**
 * A new module's seed does not depend on where it sits in the registry, and shifts no other seed.
 * What is held is what each module is seeded from (the shared stream, or its own stream's first
 * draw), not the order of the list: a newcomer's module added to the registry keeps this test green.
 */
import { describe, expect, it } from 'vitest';
import type { ServerModule } from '../../server/core/module';
import { MODULES } from '../../server/registry';
import { seedPlan } from '../../server/seed';

const venues: ServerModule = { name: 'catalog/venues', seed: () => {} };
/** Each seeded module by name, with what it is seeded from. */
const seededFrom = (modules: ServerModule[]) =>
    Object.fromEntries(
        seedPlan(modules).map(({ module, r }) => [module.name, r === 'shared' ? 'shared' : r.next()] as const)
    );

describe('the seed plan', () => {
    it('seeds a new module from a stream named by it, wherever it is listed, and every other module as before', () => {
        const before = seededFrom(MODULES);
        for (const modules of [
            [venues, ...MODULES],
            [...MODULES.slice(0, 5), venues, ...MODULES.slice(5)],
            [...MODULES, venues],
        ]) {
            const { ['catalog/venues']: own, ...others } = seededFrom(modules);
            expect(others).toEqual(before);
            expect(String(own)).toMatch(/^0\.\d+$/);
        }
    });

    it('runs the shared stream first, in registry order, then each module of its own stream, each once', () => {
        const plan = seedPlan([venues, ...MODULES]);
        const names = plan.map(p => p.module.name);
        expect(new Set(names).size).toBe(names.length);
        const shared = plan.filter(p => p.r === 'shared').map(p => p.module.name);
        expect(names.slice(0, shared.length)).toEqual(shared);
        expect(shared).toEqual(MODULES.map(m => m.name).filter(name => shared.includes(name)));
        expect(names).toContain('catalog/venues');
        expect(shared).not.toContain('catalog/venues');
    });

    it('refuses a shared-stream name that no seeded module has (a renamed module would reseed others)', () => {
        expect(() => seedPlan(MODULES.filter(m => m.name !== 'catalog/keys'))).toThrow(/catalog\/keys/);
    });
});
