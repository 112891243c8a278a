// Lint: typescript-eslint, React hooks, and the layer boundaries of the design
// card (arrows point down only: src, authProvider, dataProvider and server import resources;
// resources imports nothing of ours; server never imports console code). Import circles:
// scripts/importCycles.ts, the next lint step.
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** A relative import that enters one of these top-level folders. */
const into = (...folders) => `^\\.{1,2}/(?:.*/)?(?:${folders.join('|')})(?:/|$)`;
const ui = ['react', 'react-*', 'react-admin', 'ra-*', '@mui/*', '@emotion/*', '@sentry/*', 'msw', 'msw/*'];
const serverOnly = ['hono', 'hono/*', '@hono/*', 'better-sqlite3', 'node:*'];
const forbid = (message, { folders = [], packages = [] }, paths = []) => [
    'error',
    {
        paths,
        patterns: [
            ...(folders.length ? [{ regex: into(...folders), message }] : []),
            ...(packages.length ? [{ group: packages, message }] : []),
        ],
    },
];

export default tseslint.config(
    { ignores: ['dist/**', 'node_modules/**', 'tests/e2e/screenshots/**'] },
    ...tseslint.configs.recommended,
    {
        rules: {
            '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
        },
    },
    {
        files: ['src/**/*.{ts,tsx}'],
        plugins: { 'react-hooks': reactHooks },
        rules: { ...reactHooks.configs.recommended.rules },
    },
    {
        files: ['resources/**/*.ts'],
        rules: {
            'no-restricted-imports': forbid(
                'The model (resources/) is pure TypeScript: no React, browser, server or console imports.',
                { folders: ['src', 'server', 'authProvider', 'dataProvider'], packages: [...ui, ...serverOnly] }
            ),
        },
    },
    {
        files: ['server/**/*.ts'],
        rules: {
            'no-restricted-imports': forbid('The reference API imports only the model and its own files.', {
                folders: ['src', 'authProvider', 'dataProvider'],
                packages: ui,
            }),
        },
    },
    {
        files: ['authProvider/**/*.ts', 'dataProvider/**/*.ts'],
        rules: {
            'no-restricted-imports': forbid(
                'authProvider/ and dataProvider/ sit below the screens and beside the API.',
                {
                    folders: ['src', 'server'],
                    packages: serverOnly,
                }
            ),
        },
    },
    {
        files: ['src/**/*.{ts,tsx}'],
        rules: {
            'no-restricted-imports': forbid(
                'The console talks to the API over HTTP, never by importing it.',
                { folders: ['server'], packages: serverOnly },
                // react-admin's proxy answers a call that signed the person out with `{data: {}}`.
                [
                    {
                        name: 'react-admin',
                        importNames: ['useDataProvider'],
                        message: 'Use useConsoleDataProvider (src/lib/useConsoleDataProvider.ts).',
                    },
                ]
            ),
        },
    }
);
