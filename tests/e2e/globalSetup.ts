/**
 * The browser tests' server: the built console and the seeded reference API on a free port, one
 * per e2e project (the lanes run side by side, each file of a lane after the other, so no
 * two files ever write to one database at once). The console is built and the database seeded
 * once per run; each server starts on its own copy of that seed.
 */
import { closeSync, copyFileSync, existsSync, mkdtempSync, openSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/store';
import { seed } from '../../server/seedDatabase';
import { startProcess, stopProcess } from '../support/process';

declare module 'vitest' {
    export interface ProvidedContext {
        baseUrl: string;
        /** How long after a change the browser tests' server lets a delivery be re-ingested (ms). */
        reingestAfterMs: number;
        /** The server's SQLite file: a journey adds the records the shared seed lacks (refundApproved). */
        databaseFile: string;
    }
}

export const SEED_TRACKS = 1500;

/** Where the lanes' shared seed lies when they run as processes of their own (scripts/e2eLanes.ts). */
export const laneSeedFile = () =>
    process.env.E2E_SEED_DIR ? join(process.env.E2E_SEED_DIR, `seed-${SEED_TRACKS}.sqlite`) : undefined;

/** Short, and not zero: a re-ingest clicked at once after a fix is still refused by the server. */
const REINGEST_AFTER_MS = 1000;

/** Once per run, shared by the projects' setups (Vitest may load this module once per project). */
const once = globalThis as typeof globalThis & { e2eSeed?: string };

/**
 * `npm run test:e2e` builds the console just before; a file run on its own needs `npx vite build`
 * first (not built here: a build empties dist/ under any other run serving it).
 */
function requireBuild() {
    if (!existsSync('dist/index.html')) throw new Error('dist/index.html is missing: run `npx vite build` first.');
}

function seedInto(file: string) {
    const aside = `${file}.${process.pid}`;
    const db = openDatabase(aside);
    seed(db, { tracks: SEED_TRACKS });
    db.close();
    renameSync(aside, file);
}

/**
 * The seed, made once per run: in this process, or, when the lanes run as processes of their own
 * (E2E_SEED_DIR, scripts/e2eLanes.ts), by the first lane to claim it while the others wait for it.
 */
async function seeded(): Promise<string> {
    if (once.e2eSeed) return once.e2eSeed;
    requireBuild();
    const shared = laneSeedFile();
    const file = shared ?? join(mkdtempSync(join(tmpdir(), 'e2e-seed-')), `seed-${SEED_TRACKS}.sqlite`);
    if (!shared) seedInto(file);
    else if (!existsSync(file)) {
        let claimed = false;
        try {
            closeSync(openSync(`${file}.claim`, 'wx'));
            claimed = true;
        } catch {
            /* another lane seeds it */
        }
        if (claimed) seedInto(file);
        for (const until = Date.now() + 120_000; !existsSync(file); await new Promise(r => setTimeout(r, 200)))
            if (Date.now() > until) throw new Error(`No seed at ${file} after 120 s (another lane makes it).`);
    }
    return (once.e2eSeed = file);
}

export default async function setup(project: TestProject) {
    const dir = mkdtempSync(join(tmpdir(), 'e2e-'));
    const database = join(dir, 'store.sqlite');
    copyFileSync(await seeded(), database);
    // Vitest sets NODE_ENV=test; the console under test is the production build.
    const server = await startProcess(
        process.execPath,
        ['--import', 'tsx', 'server/main.ts', '--serve-console'],
        {
            DATABASE: database,
            NODE_ENV: 'production',
            // JOB_TEST_HOOKS: the sales test asks for a job that never finishes (server/modules/sales).
            JOB_TEST_HOOKS: '1',
            // The re-ingest journeys move the console's clock past the 90 seconds it announces.
            REINGEST_AFTER_MS: String(REINGEST_AFTER_MS),
            // A scheduled change is applied within a second of its time (issue 44's journey waits for one).
            SCHEDULE_TICK_MS: '1000',
        },
        '/auth'
    );
    project.provide('baseUrl', server.base);
    project.provide('reingestAfterMs', REINGEST_AFTER_MS);
    project.provide('databaseFile', database);
    return () => {
        stopProcess(server.child);
        rmSync(dir, { recursive: true, force: true });
    };
}
