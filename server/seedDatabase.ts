/** Deterministic seed data: the registry's fragments in one transaction, each with a known PRNG stream. */
import { optimizeFolded } from './core/folded';
import type { SeedContext, ServerModule } from './core/module';
import type { DB } from './db';
import { MODULES } from './registry';
import { prng, type Prng } from './seed/prng';
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
    /** The modules seeded: the registry's, or a test's own list (tests/server/seedOrder.test.ts). */
    modules?: readonly ServerModule[];
}

/** The start of the current UTC day: the seed's now unless one is given. */
export const startOfToday = () => new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000);

const SEED = 20261121;

/**
 * The modules whose seeds draw, in registry order, from one shared PRNG stream: the seed as it grew,
 * kept so its records stay those the tests and screenshots know. Any other module seeds after them
 * all, from a stream of its own named by the module: where a new module sits in MODULES changes no
 * seeded record, and its seed may read every row above.
 */
const SHARED_STREAM = [
    'auxiliary',
    'catalog/genres',
    'catalog/sub-genres',
    'catalog/keys',
    'catalog/suppliers',
    'catalog/labels',
    'catalog/artists',
    'catalog/tracks',
    'auth',
    'catalog/dj-profiles',
    'catalog/charts',
    'catalog/link-partners',
    'catalog/label-managers',
    'live/host-vendors',
    'live/tracklist-vendors',
    'live/streams',
    'catalog/playlists',
    'curation/page-modules',
    'jobs',
    'deliveries/deliveries',
    'music-profile/artists',
    'ingestion',
    'ftp-users',
    'catalog/publishers',
    'asset-library',
    'partner',
    'support/users',
    'support/coupons',
    'support/credits',
    'support/hype-offers',
    'support/orders',
    'sales',
];

/** A module's own stream: its name hashed (FNV-1a) into the seed. */
export const streamOf = (name: string): Prng =>
    prng([...name].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0, 2166136261) ^ SEED);

/**
 * The seeds in the order they run, each with its stream: the shared stream's modules in registry
 * order, then every other seeded module in registry order, on its own stream.
 */
export function seedPlan(modules: readonly ServerModule[]): { module: ServerModule; r: 'shared' | Prng }[] {
    const seeded = modules.filter(m => m.seed);
    const shared = new Set(SHARED_STREAM);
    const missing = SHARED_STREAM.filter(name => !seeded.some(m => m.name === name));
    if (missing.length) throw new Error(`seed: SHARED_STREAM names ${missing.join(', ')}, no seeded module (renamed?)`);
    return [
        ...seeded.filter(m => shared.has(m.name)).map(module => ({ module, r: 'shared' as const })),
        ...seeded.filter(m => !shared.has(m.name)).map(module => ({ module, r: streamOf(module.name) })),
    ];
}

export function seed(
    db: DB,
    { tracks: trackCount = 3000, now = startOfToday(), log = () => {}, modules = MODULES }: SeedOptions = {}
): void {
    const context: SeedContext = {
        db,
        r: prng(SEED),
        trackCount,
        base: new Date('2024-01-01T00:00:00Z'),
        nowIso: now.toISOString(),
        log,
    };
    db.transaction(() => {
        for (const { module, r } of seedPlan(modules)) module.seed!(r === 'shared' ? context : { ...context, r });
        db.prepare("INSERT INTO meta (key, value) VALUES ('seeded', ?)").run(String(trackCount));
        markSchema(db);
    })();
    optimizeFolded(db);
    log(`seeded ${trackCount} tracks`);
}
