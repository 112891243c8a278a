/**
 * The README's recipes ("How to add a resource", "… a custom action", "… a capability") followed as
 * written: their marked blocks go into a copy of the project (node_modules linked), then the checks
 * a newcomer runs must pass there: the type check, the permission tables (every mounted route has its
 * row; console visibility equals the server's 403), the v4 profile, the seed plan and the README's
 * table of extensions. A step left out of the README (an import, a registry line, a row) fails here.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyRecipes, recipeSteps } from '../../scripts/recipes';

const ROOT = new URL('../..', import.meta.url).pathname;
const LEFT_OUT = new Set(['node_modules', '.git', 'dist', 'coverage', 'data']);

/** Runs a command in the copy; its output's tail when it fails. */
function run(cwd: string, command: string): { ok: boolean; tail: string } {
    const done = spawnSync('sh', ['-c', command], { cwd, encoding: 'utf8', env: { ...process.env, CI: '1' } });
    const output = `${done.stdout ?? ''}${done.stderr ?? ''}`;
    return { ok: done.status === 0, tail: `$ ${command}\n${output.split('\n').slice(-40).join('\n')}` };
}

describe('the README recipes', () => {
    it('build a resource with a sub-tab, its custom action and its capability that pass the checks', () => {
        const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
        const steps = recipeSteps(readme);
        expect(steps.length).toBeGreaterThan(10);
        const copy = mkdtempSync(join(tmpdir(), 'recipes-'));
        try {
            for (const entry of readdirSync(ROOT).filter(e => !LEFT_OUT.has(e)))
                cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
            symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
            const commands = applyRecipes(copy, steps);
            for (const command of [
                ...commands,
                'npx tsc --noEmit -p tsconfig.json',
                'npx vitest run --project server tests/server/permissions.test.ts tests/server/permissionOperations.test.ts tests/server/v4Profile.test.ts tests/server/seedOrder.test.ts',
                'npx vitest run --project unit tests/unit/extensionTable.test.ts',
            ]) {
                const { ok, tail } = run(copy, command);
                expect(ok, tail).toBe(true);
            }
        } finally {
            rmSync(copy, { recursive: true, force: true });
        }
    }, 900_000);
});
