/**
 * The walk's own servers: the built console and the reference API in a given profile (`v4`: only the
 * calls of spec §7; `full`: with the reference server's extensions), each on a free port over its own
 * copy of the browser tests' seed (the lanes' own when they made it, else seeded once per file). The
 * walk saves and edits, so it never shares the lanes' servers.
 */
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/store';
import { seed } from '../../server/seedDatabase';
import { laneSeedFile, SEED_TRACKS } from './globalSetup';
import { startProcess, stopProcess, type Started } from '../support/process';

export type ApiProfile = 'v4' | 'full';

let template: string | undefined;
const dirs: string[] = [];

function seeded(): string {
    if (template) return template;
    if (!existsSync('dist/index.html')) throw new Error('dist/index.html is missing: run `npx vite build` first.');
    // The lanes' global setup has made it before any file runs (seeding again cost 3.5 s of CPU).
    const lanes = laneSeedFile();
    if (lanes && existsSync(lanes)) return (template = lanes);
    const dir = mkdtempSync(join(tmpdir(), 'v4walk-seed-'));
    dirs.push(dir);
    const db = openDatabase(join(dir, 'seed.sqlite'));
    seed(db, { tracks: SEED_TRACKS });
    db.close();
    return (template = join(dir, 'seed.sqlite'));
}

export interface ProfileServer {
    base: string;
    profile: ApiProfile;
    stop: () => void;
}

/** Starts the console and API in `profile` on a copy of the seed; `stop` ends it and removes its files. */
export async function startProfileServer(profile: ApiProfile): Promise<ProfileServer> {
    const dir = mkdtempSync(join(tmpdir(), `v4walk-${profile}-`));
    const database = join(dir, 'store.sqlite');
    copyFileSync(seeded(), database);
    const server: Started = await startProcess(
        process.execPath,
        ['--import', 'tsx', 'server/main.ts', '--serve-console'],
        // NODE_ENV: Vitest sets `test`; the console under test is the production build.
        { DATABASE: database, NODE_ENV: 'production', API_PROFILE: profile },
        '/auth'
    );
    return {
        base: server.base,
        profile,
        stop: () => {
            stopProcess(server.child);
            rmSync(dir, { recursive: true, force: true });
        },
    };
}

/** Removes the seed once every server is stopped. */
export function removeSeed(): void {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    template = undefined;
}
