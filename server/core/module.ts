/**
 * A server module: one resource's table DDL, seed fragment, collection and sub-routes, mounted
 * from the registry (server/registry.ts) the way the console's registry lists resources.
 */
import type { Hono } from 'hono';
import type { DB } from '../db';
import type { Collection } from './collection';
import type { SubCollection } from './subCollection';
import type { Env } from './env';
import type { ServedOperation } from './operations';
import type { Prng } from '../seed/prng';

export interface SeedContext {
    db: DB;
    r: Prng;
    /** How many tracks the catalog gets; the other counts follow from it. */
    trackCount: number;
    /** Day zero of the seeded calendar, and the creation time of seeded rows. */
    base: Date;
    nowIso: string;
    log: (msg: string) => void;
}

export interface ServerModule {
    /** The resource's v4 path below /v4 (`catalog/tracks`), or an area name (`auth`). */
    name: string;
    ddl?: string;
    /** Fills the module's tables, inside one transaction with the others (order and PRNG: server/seedDatabase.ts seedPlan). */
    seed?: (s: SeedContext) => void;
    collection?: Collection;
    /** Lists under the collection's records, served by the generic sub-resource engine. */
    subCollections?: SubCollection[];
    /** Declared operations (custom actions) with their handlers, mounted before the routes below. */
    operations?: ServedOperation[];
    /** Routes below /v4/{name}/ beyond the collection's own (sub-resources, actions). */
    routes?: Hono<Env>;
    /** Routes at paths of their own (a list at `/v4/{name}/`, which a sub-app cannot give with its slash). */
    mount?: (app: Hono<Env>) => void;
}

/** `YYYY-MM-DD`, `days` after `base`. */
export const dayAfter = (base: Date, days: number) =>
    new Date(base.getTime() + days * 86400000).toISOString().slice(0, 10);
