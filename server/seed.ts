/** Deterministic seed data: the registry's fragments in order, in one transaction, with one PRNG. */
import { optimizeFolded } from './core/folded';
import type { DB } from './db';
import { MODULES } from './registry';
import { prng } from './seed/prng';
import { markSchema } from './store';

export { DEMO_PASSWORD } from './areas/auth';

export interface SeedOptions {
    tracks?: number;
    /**
     * The seed's now (sales end the day before it): by default the start of today (UTC), so a fresh
     * database's figures ("last 30 days") meet the server's clock. Tests fix it to name its days.
     */
    now?: Date;
    log?: (msg: string) => void;
}

/** The start of the current UTC day: the seed's now unless one is given. */
export const startOfToday = () => new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000);

export function seed(
    db: DB,
    { tracks: trackCount = 3000, now = startOfToday(), log = () => {} }: SeedOptions = {}
): void {
    const context = {
        db,
        r: prng(20261121),
        trackCount,
        base: new Date('2024-01-01T00:00:00Z'),
        nowIso: now.toISOString(),
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
