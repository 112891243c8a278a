import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';

/**
 * A database path in a folder of its own, removed when the running test ends (a server still
 * holding it open does not stop the removal on Linux).
 */
export function tempDatabase(prefix: string): string {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    return join(dir, 'store.sqlite');
}
