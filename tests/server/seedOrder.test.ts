/**
 * What the seed holds, not the order of the registry: a newcomer's module, wherever it is listed,
 * changes no row that another module seeds (the modules there first draw from one shared stream, a
 * new one from a stream of its own: server/seedDatabase.ts seedPlan), and every module's seed runs after the
 * seeds that fill the tables it reads. Neither names the order of MODULES, so a new module keeps
 * this test green; one that reads a table filled after it, or shifts another's rows, fails it.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SeedContext, ServerModule } from '../../server/core/module';
import type { DB } from '../../server/db';
import { MODULES } from '../../server/registry';
import { seed, seedPlan } from '../../server/seedDatabase';
import { openDatabase } from '../../server/store';

const NOW = new Date('2026-11-02T00:00:00Z');
const TRACKS = 30;

/** A newcomer's module: a table of its own, filled from its stream with rows that point at seeded tracks. */
const venues: ServerModule = {
    name: 'catalog/venues',
    ddl: 'CREATE TABLE IF NOT EXISTS venues (id INTEGER PRIMARY KEY, track_id INTEGER REFERENCES tracks(id), score REAL)',
    seed: ({ db, r }) => {
        const tracks = db.prepare('SELECT id FROM tracks ORDER BY id').pluck().all() as number[];
        const insert = db.prepare('INSERT INTO venues (track_id, score) VALUES (?, ?)');
        for (let i = 0; i < 5; i++) insert.run(r.pick(tracks) ?? null, r.next());
    },
};

/**
 * Values a seed takes from outside its random stream, different on every seed, left out: a salted
 * password hash, and streams placed around the real clock (their status is read against it) with a
 * random API key.
 */
const NOT_DRAWN: Record<string, string[]> = {
    users: ['password_hash'],
    live_streams: ['start_date', 'end_date', 'api_key'],
};

/** Each table's rows as a digest, by table (virtual tables are read through their shadow tables). */
function digests(db: DB): Record<string, string> {
    const tables = db
        .prepare(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND sql NOT LIKE 'CREATE VIRTUAL%'"
        )
        .pluck()
        .all() as string[];
    return Object.fromEntries(
        tables.map(table => {
            const columns = (db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all(table) as string[])
                .filter(column => !NOT_DRAWN[table]?.includes(column))
                .map(column => `"${column}"`);
            const rows = db
                .prepare(`SELECT ${columns.join(', ')} FROM "${table}"`)
                .raw()
                .all();
            return [table, `${rows.length}:${createHash('sha1').update(JSON.stringify(rows)).digest('hex')}`];
        })
    );
}

/** The tables a statement fills (an insert; an update or delete changes rows already there), and those it reads. */
const WRITES = /\b(?:INSERT(?:\s+OR\s+\w+)?\s+INTO|REPLACE\s+INTO|UPDATE|DELETE\s+FROM)\s+"?(\w+)/gi;
const FILLS = /\b(?:INSERT(?:\s+OR\s+\w+)?|REPLACE)\s+INTO\s+"?(\w+)/gi;
const READS = /\b(?:FROM|JOIN)\s+"?(\w+)/gi;
const NOT_TABLES = new Set(['SET', 'SELECT', 'VALUES']);
const tablesIn = (sql: string, pattern: RegExp) =>
    [...sql.matchAll(pattern)].map(m => m[1]).filter(name => !NOT_TABLES.has(name.toUpperCase()));

interface Trace {
    /** The seeded modules, in the order their seeds ran. */
    ran: string[];
    reads: Map<string, Set<string>>;
    fills: Map<string, Set<string>>;
}

/** The modules with each seed given a database that notes the SQL it prepares or runs. */
function traced(modules: readonly ServerModule[], trace: Trace): ServerModule[] {
    const note = (name: string, sql: string) => {
        const add = (into: Map<string, Set<string>>, tables: string[]) =>
            tables.forEach(t => (into.get(name) ?? into.set(name, new Set()).get(name)!).add(t));
        add(trace.fills, tablesIn(sql, FILLS));
        add(trace.reads, tablesIn(sql.replace(WRITES, ' '), READS));
    };
    const watching = (db: DB, name: string): DB =>
        new Proxy(db, {
            get(target, key) {
                const value: unknown = Reflect.get(target, key, target);
                if (typeof value !== 'function') return value;
                if (key !== 'prepare' && key !== 'exec') return value.bind(target);
                return (sql: string) => {
                    note(name, sql);
                    return value.call(target, sql) as unknown;
                };
            },
        });
    return modules.map(m => {
        const own = m.seed;
        if (!own) return m;
        const seed = (s: SeedContext) => {
            trace.ran.push(m.name);
            own({ ...s, db: watching(s.db, m.name) });
        };
        return { ...m, seed };
    });
}

function seeded(modules: readonly ServerModule[], extraDdl = ''): DB {
    const db = openDatabase(':memory:');
    if (extraDdl) db.exec(extraDdl);
    seed(db, { tracks: TRACKS, now: NOW, modules });
    return db;
}

describe('the seed', () => {
    const trace: Trace = { ran: [], reads: new Map(), fills: new Map() };
    let before: Record<string, string>;
    let after: Record<string, string>;
    beforeAll(() => {
        const registry = seeded(MODULES);
        before = digests(registry);
        registry.close();
        // The newcomer listed first, where it would shift every other seed if it drew from the shared stream.
        const withVenues = seeded(traced([venues, ...MODULES], trace), venues.ddl);
        after = digests(withVenues);
        withVenues.close();
    }, 120_000); // two seeds: seconds alone, longer beside other work

    it('with a new module listed first holds every other table’s rows as before, and the new one’s own', () => {
        const { venues: own, ...others } = after;
        expect(others).toEqual(before);
        expect(own).toMatch(/^5:/);
        // What is held is a seed: most tables have rows.
        expect(Object.values(before).filter(d => !d.startsWith('0:')).length).toBeGreaterThan(40);
    });

    it('runs each module’s seed after the seeds that fill the tables it reads', () => {
        expect(trace.ran).toContain('catalog/venues');
        expect(trace.reads.get('catalog/venues')).toContain('tracks');
        const late = [...trace.reads].flatMap(([reader, tables]) =>
            [...tables].flatMap(table =>
                [...trace.fills]
                    .filter(([filler, filled]) => filler !== reader && filled.has(table))
                    .filter(([filler]) => trace.ran.indexOf(filler) > trace.ran.indexOf(reader))
                    .map(([filler]) => `${reader} reads ${table}, which ${filler} fills after it`)
            )
        );
        expect(late).toEqual([]);
    });
});

describe('the seed plan', () => {
    /** Each seeded module by name, with what it is seeded from. */
    const seededFrom = (modules: ServerModule[]) =>
        Object.fromEntries(
            seedPlan(modules).map(({ module, r }) => [module.name, r === 'shared' ? 'shared' : r.next()] as const)
        );

    it('seeds a new module from a stream named by it, wherever it is listed, and every other module as before', () => {
        const before = seededFrom(MODULES);
        for (const modules of [
            [venues, ...MODULES],
            [...MODULES.slice(0, 5), venues, ...MODULES.slice(5)],
            [...MODULES, venues],
        ]) {
            const { ['catalog/venues']: own, ...others } = seededFrom(modules);
            expect(others).toEqual(before);
            expect(String(own)).toMatch(/^0\.\d+$/);
        }
    });

    it('refuses a shared-stream name that no seeded module has (a renamed module would reseed others)', () => {
        expect(() => seedPlan(MODULES.filter(m => m.name !== 'catalog/keys'))).toThrow(/catalog\/keys/);
    });
});
