import react from '@vitejs/plugin-react';
import { resourceManifest } from './scripts/resourceManifest.ts';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The browser files of the second e2e project: about half of the e2e time, read-mostly or on
 * records of their own (the hostile sweep renames records: only these files share its server).
 */
const E2E_SIDE = [
    'tests/e2e/hostileText.test.ts',
    'tests/e2e/accessibility.test.ts',
    'tests/e2e/console.test.ts',
    'tests/e2e/curation.test.ts',
    'tests/e2e/packaging.test.ts',
    'tests/e2e/search.test.ts',
];

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
                    setupFiles: ['tests/integration/setup.ts', 'tests/integration/warmup.ts'],
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
            // The browser tests in two projects that run side by side, each with its own server and
            // its files one after the other (see tests/e2e/globalSetup.ts): `--project 'e2e*'`.
            e2eProject('e2e', ['tests/e2e/**/*.test.ts'], E2E_SIDE),
            e2eProject('e2e-side', E2E_SIDE, []),
        ],
    },
});
