/** Deterministic seed data: the registry's fragments in order, in one transaction, with one PRNG. */
import { optimizeFolded } from './core/folded';
import type { DB } from './db';
import { MODULES } from './registry';
import { prng } from './seed/prng';
import { markSchema } from './store';

export { DEMO_PASSWORD } from './areas/auth';

export interface SeedOptions {
    tracks?: number;
    log?: (msg: string) => void;
}

export function seed(db: DB, { tracks: trackCount = 3000, log = () => {} }: SeedOptions = {}): void {
    const context = {
        db,
        r: prng(20261121),
        trackCount,
        base: new Date('2024-01-01T00:00:00Z'),
        nowIso: new Date('2026-01-01T00:00:00Z').toISOString(),
        log,
    };
    db.transaction(() => {
        for (const m of MODULES) m.seed?.(context);
        db.prepare("INSERT INTO meta (key, value) VALUES ('seeded', ?)").run(String(trackCount));
        markSchema(db);
    })();
    optimizeFolded(db);
    log(`seeded ${trackCount} tracks`);
}
