/**
 * The README's recipes ("How to add a resource", "… a custom action", "… a capability") followed as
 * written: their marked blocks go into a copy of the project (what the checks read; node_modules
 * linked), then the checks a newcomer runs must pass there: the type check of the model and of the
 * server, the permission tables (every mounted route has its row; console visibility equals the
 * server's 403), the v4 profile's classification, the seed and the README's table of extensions. A
 * step left out of the README (an import, a registry line, a row, a message) fails here.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyRecipes, recipeSteps } from '../../scripts/recipes';

const ROOT = new URL('../..', import.meta.url).pathname;
/** What the checks below read: the model, the server, their tests, and the configs. */
const COPIED = [
    'README.md',
    'package.json',
    'tsconfig.json',
    'tsconfig.model.json',
    'vitest.config.ts',
    'types',
    'resources',
    'server',
    'scripts',
    'tests/support',
    'tests/server',
    'tests/unit/extensionTable.test.ts',
];
/** The server's type check: the server and the permission tables (with the model they import). */
const SERVER_CONFIG = { extends: './tsconfig.json', include: ['server', 'tests/server/permissionCases.ts'] };
/** The README's example resource: the permission tables run its rows, beside the checks of the whole. */
const EXAMPLE = 'catalog/studios';
const TEST_FILES = [
    'tests/server/permissions.test.ts',
    'tests/server/permissionOperations.test.ts',
    'tests/server/v4Profile.test.ts',
    'tests/server/seedOrder.test.ts',
    'tests/unit/extensionTable.test.ts',
];
/**
 * The tests run: the example's rows (before the final logout row, whose test runs too), every route
 * or operation with a row and a classification, the capability list, the seed, the README's table.
 */
const ONLY = [
    EXAMPLE,
    'hand-written',
    'auth/logout',
    'declares each',
    'without a token',
    'classified',
    'capabilities',
    'seed',
    'README',
];
const bin = (name: string) => join(ROOT, 'node_modules/.bin', name);

/** Runs a command in the copy; its output's tail when it fails. */
function run(cwd: string, command: string): Promise<{ ok: boolean; tail: string }> {
    return new Promise(resolve => {
        const child = spawn('sh', ['-c', command], { cwd, env: { ...process.env, CI: '1' } });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('close', status =>
            resolve({ ok: status === 0, tail: `$ ${command}\n${output.split('\n').slice(-40).join('\n')}` })
        );
    });
}

interface Results {
    testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
}

/** The tests that passed, by file: a filter that matched nothing would pass too, so each file must have some. */
function passedByFile(copy: string, results: Results): Record<string, string[]> {
    return Object.fromEntries(
        results.testResults.map(file => [
            file.name.slice(copy.length + 1),
            file.assertionResults.filter(a => a.status === 'passed').map(a => a.fullName),
        ])
    );
}

describe('the README recipes', () => {
    it('build a resource with a sub-tab, its custom action and its capability that pass the checks', async () => {
        const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
        const steps = recipeSteps(readme);
        expect(steps.length).toBeGreaterThan(10);
        const copy = mkdtempSync(join(tmpdir(), 'recipes-'));
        try {
            for (const entry of COPIED) cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
            symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
            writeFileSync(join(copy, 'tsconfig.server.json'), JSON.stringify(SERVER_CONFIG));
            // The README's own commands first (the extension table it regenerates), one after the other.
            for (const command of applyRecipes(copy, steps)) {
                const { ok, tail } = await run(copy, command);
                expect(ok, tail).toBe(true);
            }
            // The checks side by side: the type checks' one core beside the tests' workers.
            const report = join(copy, 'results.json');
            const [types, tests] = await Promise.all([
                run(
                    copy,
                    `${bin('tsc')} --noEmit -p tsconfig.model.json && ${bin('tsc')} --noEmit -p tsconfig.server.json`
                ),
                run(
                    copy,
                    `${bin('vitest')} run --project server --project unit ${TEST_FILES.join(' ')} ` +
                        `-t '${ONLY.join('|')}' --reporter=default --reporter=json --outputFile.json=${report}`
                ),
            ]);
            expect(types.ok, types.tail).toBe(true);
            expect(tests.ok, tests.tail).toBe(true);
            const passed = passedByFile(copy, JSON.parse(readFileSync(report, 'utf8')) as Results);
            for (const file of TEST_FILES) expect(passed[file]?.length, `tests run in ${file}`).toBeGreaterThan(0);
            for (const file of TEST_FILES.slice(0, 2))
                expect(
                    passed[file].filter(name => name.includes(EXAMPLE)).length,
                    `${EXAMPLE} rows in ${file}`
                ).toBeGreaterThan(0);
        } finally {
            rmSync(copy, { recursive: true, force: true });
        }
    }, 300_000);
});
