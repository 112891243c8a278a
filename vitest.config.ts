import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
    plugins: [react()],
    test: {
        projects: [
            { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
            { extends: true, test: { name: 'server', include: ['tests/server/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
            {
                extends: true,
                test: {
                    name: 'integration',
                    include: ['tests/integration/**/*.test.tsx'],
                    environment: 'jsdom',
                    setupFiles: ['tests/integration/setup.ts'],
                    testTimeout: 20_000,
                },
            },
            {
                extends: true,
                test: {
                    name: 'e2e',
                    include: ['tests/e2e/**/*.test.ts'],
                    environment: 'node',
                    globalSetup: ['tests/e2e/globalSetup.ts'],
                    fileParallelism: false,
                    testTimeout: 60_000,
                    hookTimeout: 120_000,
                },
            },
        ],
    },
});
