import react from '@vitejs/plugin-react';
import { resourceManifest } from './scripts/resourceManifest.ts';
import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import ServerFirst from './tests/support/serverFirst.ts';

/**
 * The browser tests run in lanes side by side (scripts/e2eLanes.ts: one Vitest process per lane,
 * since one process runs such projects one file at a time), each lane with its own server and its
 * files one after the other. The lanes are balanced by measured file times.
 * The second lane: the hostile sweep (it renames records: only files that find records by
 * content share its server) with read-mostly files.
 */
const E2E_SIDE = [
    'tests/e2e/hostileText.test.ts',
    'tests/e2e/console.test.ts',
    'tests/e2e/search.test.ts',
    'tests/e2e/packaging.test.ts',
    'tests/e2e/v4Walk.test.ts', // its own servers (v4Server.ts): it shares nothing with the lane's
];
/** The third: the two long accessibility walks and three long files of their own records. */
const E2E_THIRD = [
    'tests/e2e/accessibility.test.ts',
    'tests/e2e/curation.test.ts',
    'tests/e2e/jobs.test.ts',
    'tests/e2e/ingestFlow.test.ts',
    'tests/e2e/supportPeople.test.ts',
];

/** The fourth: the journeys (one everyday job each, as a person does it), new ones included. */
const E2E_JOURNEYS = ['tests/e2e/journeys/**/*.test.ts'];

/** Each lane's files; the first lane takes every browser test file no other lane names. */
const LANES: Record<string, string[]> = { 'e2e-side': E2E_SIDE, 'e2e-third': E2E_THIRD, 'e2e-journeys': E2E_JOURNEYS };
/** The lanes' project names (`npm run test:e2e` runs each in a process of its own). */
export const E2E_LANES = ['e2e', ...Object.keys(LANES)];

function e2eProject(name: string, include: string[], exclude: string[]): TestProjectInlineConfiguration {
    return {
        extends: true,
        test: {
            name,
            include,
            exclude,
            environment: 'node',
            globalSetup: ['tests/e2e/globalSetup.ts'],
            setupFiles: ['tests/e2e/failureShots.ts'],
            fileParallelism: false,
            // A lane's files share its worker and its loaded modules (playwright-core, the helpers, and the
            // lane's one Chromium: useBrowser); each file still runs its own code afresh and closes the
            // pages it opened. Measured: the journeys lane 2:40 → 2:32 on its own (2:20 with one Chromium).
            isolate: false,
            testTimeout: 60_000,
            hookTimeout: 120_000,
        },
    };
}

export default defineConfig({
    plugins: [react(), resourceManifest()],
    // react-router-dom 7 only re-exports react-router; one module keeps one router context.
    resolve: { alias: [{ find: /^react-router-dom$/, replacement: 'react-router' }] },
    test: {
        // A worker per core: Vitest's default leaves one core to its main process, which on two cores
        // ran the unit stage in one worker at half the machine (5:23 → 2:48 measured with two).
        maxWorkers: availableParallelism(),
        sequence: { sequencer: ServerFirst },
        projects: [
            {
                extends: true,
                test: {
                    name: 'unit',
                    include: ['tests/unit/**/*.test.ts'],
                    environment: 'node',
                    // Pure functions: the files share their workers' module cache (no re-import per file),
                    // in threads (a third of the forks' start-up).
                    pool: 'threads',
                    isolate: false,
                },
            },
            {
                extends: true,
                test: {
                    name: 'server',
                    include: ['tests/server/**/*.test.ts'],
                    environment: 'node',
                    globalSetup: ['tests/support/seedTemplates.ts'],
                    // Each file makes its own API over its own database: the server's modules load once per worker.
                    isolate: false,
                    testTimeout: 60_000,
                },
            },
            {
                extends: true,
                test: {
                    name: 'integration',
                    include: ['tests/integration/**/*.test.tsx'],
                    environment: 'jsdom',
                    globalSetup: ['tests/support/seedTemplates.ts'],
                    // perceivedStyles: jsdom gets only the styles that decide what is shown and takes the pointer.
                    setupFiles: [
                        'tests/integration/setup.ts',
                        'tests/integration/perceivedStyles.tsx',
                        'tests/integration/warmup.ts',
                    ],
                    // A worker's files share its module cache: the console's modules load once per worker, not
                    // once per file (6 files: 59 s → 35 s CPU). Each test unmounts its screen and clears the
                    // stored state (setup.ts, harness.tsx); each file's API is its own.
                    isolate: false,
                    // One copy of react-router for the console and react-admin alike.
                    server: {
                        deps: {
                            inline: ['react-admin', 'ra-core', 'ra-ui-materialui', 'react-router', 'react-router-dom'],
                        },
                    },
                    env: { VITE_API_URL: 'http://api.test/v4', VITE_SUPPORT_EMAIL: 'help@store.test' },
                    testTimeout: 20_000,
                },
            },
            // The browser tests in lanes (see LANES and scripts/e2eLanes.ts); one file on its own:
            // `--project 'e2e*' tests/e2e/<file>`.
            e2eProject('e2e', ['tests/e2e/**/*.test.ts'], Object.values(LANES).flat()),
            ...Object.entries(LANES).map(([name, files]) => e2eProject(name, files, [])),
        ],
    },
});
