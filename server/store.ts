/** The reference API's database: the core tables and every module's own. */
import { createHash } from 'node:crypto';
import { existsSync, renameSync } from 'node:fs';
import { connect, CORE_SCHEMA, isSeeded, type DB } from './db';
import type { ServerModule } from './core/module';
import { MODULES } from './registry';

/**
 * An index for each sortable column of a module's collection that no index of its own leads with:
 * a sorted page of a large list then reads 25 index entries, not every row. Columns the table does
 * not have (sorts by a joined or computed value) are skipped when the database is opened.
 */
export function sortIndexes(m: ServerModule): { column: string; sql: string }[] {
    const c = m.collection;
    if (!c) return [];
    const led = (column: string) => new RegExp(`ON ${c.table}\\(${column}[,)]`).test(m.ddl ?? '');
    const columns = Object.values(c.sortable)
        .map(sql => /^t\.(\w+)$/.exec(sql)?.[1])
        .filter((column): column is string => !!column && column !== 'id' && !led(column));
    return [...new Set(columns)].map(column => ({
        column,
        sql: `CREATE INDEX IF NOT EXISTS ${c.table}_by_${column} ON ${c.table}(${column});`,
    }));
}

/** A fingerprint of every table definition: a file made under other definitions no longer fits. */
export const SCHEMA_FINGERPRINT = createHash('sha256')
    .update([CORE_SCHEMA, ...MODULES.flatMap(m => [m.ddl ?? '', ...sortIndexes(m).map(i => i.sql)])].join('\n'))
    .digest('hex')
    .slice(0, 16);

export function openDatabase(file: string): DB {
    const db = connect(file);
    for (const m of MODULES) if (m.ddl) db.exec(m.ddl);
    for (const m of MODULES) {
        const indexes = sortIndexes(m);
        if (!indexes.length) continue;
        const columns = new Set(
            (db.prepare(`SELECT name FROM pragma_table_info(?)`).all(m.collection!.table) as { name: string }[]).map(
                r => r.name
            )
        );
        for (const index of indexes) if (columns.has(index.column)) db.exec(index.sql);
    }
    return db;
}

/** Records that the file's tables are this version's (written with the seed). */
export function markSchema(db: DB): void {
    db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('schema', ?)").run(SCHEMA_FINGERPRINT);
}

/**
 * Opens the file; when it was seeded under other table definitions (an older checkout's demo data),
 * it is set aside beside itself, never deleted, and a fresh one is opened. Returns where it went.
 */
export function openCurrentDatabase(file: string): { db: DB; setAside?: string } {
    const db = openDatabase(file);
    const stored = db.prepare("SELECT value FROM meta WHERE key = 'schema'").get() as { value: string } | undefined;
    if (file === ':memory:' || !isSeeded(db) || stored?.value === SCHEMA_FINGERPRINT) return { db };
    db.close();
    const setAside = `${file}.${stored?.value ?? 'unversioned'}.old`;
    renameSync(file, setAside);
    for (const suffix of ['-wal', '-shm']) if (existsSync(file + suffix)) renameSync(file + suffix, setAside + suffix);
    return { db: openDatabase(file), setAside };
}
