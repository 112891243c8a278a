/**
 * Seeded database files for the server tests: one template per track count, seeded once per run
 * and copied for each API a test makes (seeding 300 tracks takes seconds, a copy milliseconds).
 * The default export is the server project's global setup: a folder for the run's templates.
 */
import { copyFileSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { SCHEMA_FINGERPRINT, openDatabase } from '../../server/store';
import { seed } from '../../server/seedDatabase';

declare module 'vitest' {
    export interface ProvidedContext {
        seedTemplates: string;
    }
}

export default function setup(project: TestProject) {
    const dir = mkdtempSync(join(tmpdir(), 'seed-templates-'));
    project.provide('seedTemplates', dir);
    return () => rmSync(dir, { recursive: true, force: true });
}

/** Outside the projects that set the folder up: one for this process. */
let ownFolder: string | undefined;
function folder(): string {
    const provided = inject('seedTemplates');
    if (provided) return provided;
    if (!ownFolder) {
        const made = (ownFolder = mkdtempSync(join(tmpdir(), 'seed-templates-')));
        process.once('exit', () => rmSync(made, { recursive: true, force: true }));
    }
    return ownFolder;
}

/** A fresh copy of the run's database seeded with `tracks` tracks as of `now`, in a folder of its own. */
export function seededCopy(tracks: number, now?: Date): { file: string; dir: string } {
    const day = now ? now.toISOString().slice(0, 10) : 'clock';
    const template = join(folder(), `seed-${tracks}-${day}-${SCHEMA_FINGERPRINT.slice(0, 12)}.sqlite`);
    if (!existsSync(template)) {
        // Seeded aside and renamed into place: a worker racing to make the same one leaves an equal file.
        const aside = `${template}.${process.pid}-${threadId}`;
        const db = openDatabase(aside);
        seed(db, { tracks, now });
        db.close();
        renameSync(aside, template);
    }
    // In the run's folder, which its teardown removes (one in tmpdir each leaked ~9 MB per API made).
    const dir = mkdtempSync(join(folder(), 'api-test-'));
    const file = join(dir, 'test.sqlite');
    copyFileSync(template, file);
    return { file, dir };
}
