/** Starts `npm start` (build + console + seeded reference API) on a free port for the browser tests. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startProcess, stopProcess } from '../support/process';

declare module 'vitest' {
    export interface ProvidedContext {
        baseUrl: string;
    }
}

export default async function setup(project: TestProject) {
    // Vitest sets NODE_ENV=test; the console under test is the production build.
    const database = join(mkdtempSync(join(tmpdir(), 'e2e-')), 'store.sqlite');
    const server = await startProcess(
        'npm',
        ['start'],
        // JOB_TEST_HOOKS: the sales test asks for a job that never finishes (server/modules/sales).
        { DATABASE: database, SEED_TRACKS: '1500', NODE_ENV: 'production', JOB_TEST_HOOKS: '1' },
        '/auth'
    );
    project.provide('baseUrl', server.base);
    // npm start runs node as a child: end the whole process group.
    return () => stopProcess(server.child);
}
