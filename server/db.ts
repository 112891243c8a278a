/** The reference API's SQLite file: pragmas, the core tables, prepared statements. */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fold } from '../resources/fold';
import { mountainToday } from '../resources/time';

export type DB = Database.Database;

export const CORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE IF NOT EXISTS idempotency_keys (user_id INTEGER NOT NULL, key TEXT NOT NULL, request_hash TEXT NOT NULL,
  status INTEGER, content_type TEXT, body TEXT, created INTEGER NOT NULL, PRIMARY KEY (user_id, key));
CREATE INDEX IF NOT EXISTS idempotency_keys_by_created ON idempotency_keys(created);
`;

/** Opens (or creates) the file with the core tables; server/store.ts adds the modules' tables. */
export function connect(file: string): DB {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    // FULL: an answered write survives a killed process and a power cut alike.
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    addFunctions(db);
    db.exec(CORE_SCHEMA);
    return db;
}

/** The SQL functions our statements call: on every connection to the file (a CSV export's reader too). */
export function addFunctions(db: DB): void {
    // The triggers that keep folded search names call this (server/core/folded.ts), and so do name filters.
    db.function('fold', { deterministic: true }, (text: unknown) => (text == null ? null : fold(String(text))));
    // Today as a Mountain day: a coupon or a trial ending on a day lasts until Denver's midnight,
    // not UTC's (SQLite's date('now') is UTC's day, 7 hours early in the evening).
    db.function('mountain_today', () => mountainToday());
}

export function isSeeded(db: DB): boolean {
    return !!db.prepare("SELECT 1 FROM meta WHERE key = 'seeded'").get();
}

const statements = new WeakMap<DB, Map<string, Database.Statement>>();
/** A prepared statement, compiled once per database and SQL text (hot paths prepare per call otherwise). */
export function stmt(db: DB, sql: string): Database.Statement {
    let cache = statements.get(db);
    if (!cache) statements.set(db, (cache = new Map()));
    let s = cache.get(sql);
    if (!s) {
        if (cache.size > 500) cache.clear();
        cache.set(sql, (s = db.prepare(sql)));
    }
    return s;
}

type RowMaker = (values: unknown[]) => Record<string, unknown>;
const makers = new WeakMap<Database.Statement, RowMaker>();
/**
 * Every row of a statement as an object, built by a function compiled once for its columns. A page
 * of wide rows (a track's 43 columns) comes in half the time of the driver's own objects (25 tracks:
 * 113 µs, not 250), and every row shares one shape, which the code that shapes them then reads fast.
 * Columns named alike keep the last one's value, as the driver's objects do.
 */
export function allRows(db: DB, sql: string, params: unknown[]): Record<string, unknown>[] {
    const s = stmt(db, `${sql} /* rows */`);
    let make = makers.get(s);
    if (!make) {
        const names = s
            .raw(true)
            .columns()
            .map(c => c.name);
        // A literal names its keys as written; `__proto__` would set the prototype instead.
        const entries = names.map((name, i) => (name === '__proto__' ? undefined : `${JSON.stringify(name)}: v[${i}]`));
        if (entries.includes(undefined)) {
            make = v => Object.fromEntries(names.map((name, i) => [name, v[i]]));
        } else {
            make = new Function('v', `return { ${entries.join(', ')} };`) as RowMaker;
        }
        makers.set(s, make);
    }
    return (s.all(...params) as unknown[][]).map(make);
}

const otherCommits = new WeakMap<DB, unknown>();
/**
 * A token that changes whenever any connection commits a change to the file. total_changes() moves
 * with this connection's own writes, and is read each time. SQLite's data_version moves with other
 * connections' commits; it costs a read transaction (about 2 µs, a fifth of a kept page's answer),
 * so it is read once per turn of the event loop: a request's middleware and handler run in one
 * synchronous turn, and a commit elsewhere during that turn is seen by the next.
 */
function dataVersion(db: DB): string {
    if (!otherCommits.has(db)) {
        otherCommits.set(db, stmt(db, 'PRAGMA data_version').pluck().get());
        queueMicrotask(() => otherCommits.delete(db));
    }
    return `${otherCommits.get(db)}:${stmt(db, 'SELECT total_changes()').pluck().get()}`;
}

const kept = new WeakMap<DB, { version: string; maps: Map<object, Map<string, unknown>> }>();
/**
 * `owner`'s map of answers read from `db`, emptied whenever a write reaches the file (dataVersion):
 * what is kept in it (counts, list pages, tokens) is never staler than the file. `limit` bounds it:
 * a full map starts again empty.
 */
export function keptUntilWrite<V>(db: DB, owner: object, limit: number): Map<string, V> {
    const version = dataVersion(db);
    let all = kept.get(db);
    if (!all || all.version !== version) kept.set(db, (all = { version, maps: new Map() }));
    let map = all.maps.get(owner);
    if (!map || map.size >= limit) all.maps.set(owner, (map = new Map()));
    return map as Map<string, V>;
}
