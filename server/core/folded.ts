/**
 * Accent- and case-insensitive search: `{table}_folded_{column}` holds the folded copy of one of a
 * table's searchable names (resources/fold.ts), kept in step by triggers on every write, whatever
 * path the write takes. Contains-filters match the folded text typed against it. Each is an FTS5
 * table with the trigram tokenizer, one per column so that a term's list holds only that column's
 * rows (counting "deep" in 100k titles: 0.55 ms, against 0.84 in one table shared with the mix
 * and artist names). Text of three characters or more is matched as a phrase of trigrams
 * (`MATCH '"text"'`: consecutive trigrams are exactly a substring, found from the index alone,
 * several times faster than the trigram `LIKE`, which reads every candidate row back); shorter
 * text is scanned with `LIKE '%…%'`.
 */
import type { DB } from '../db';

/** A folded copy's column: `{table}_folded.column`, whose rowid is `key` in the querying collection. */
export interface FoldedColumn {
    table: string;
    column: string;
    key: string;
    /** Searched by its distinct values (foldedValues): the filter's SQL is the column itself. */
    byValue?: boolean;
}

/** The folded copy of `table.column`. */
export const shadowOf = (table: string, column: string) => `${table}_folded_${column}`;

/**
 * The folded copies and their triggers, appended to the owning module's DDL. A copy created for a
 * table that already has rows (a database file from before it) is filled from them; the single
 * copy of every column that earlier versions kept is dropped with its triggers.
 */
export function foldedShadow(table: string, columns: string[]): string {
    const legacy = `${table}_folded`;
    const drops = ['insert', 'update', 'delete'].map(t => `DROP TRIGGER IF EXISTS ${legacy}_${t};`).join('\n');
    const copies = columns.map(c => {
        const shadow = shadowOf(table, c);
        return `
CREATE VIRTUAL TABLE IF NOT EXISTS ${shadow} USING fts5(${c}, tokenize = 'trigram');
INSERT INTO ${shadow} (rowid, ${c}) SELECT id, fold(${c}) FROM ${table} WHERE NOT EXISTS (SELECT 1 FROM ${shadow});
CREATE TRIGGER IF NOT EXISTS ${shadow}_insert AFTER INSERT ON ${table} BEGIN
  INSERT INTO ${shadow} (rowid, ${c}) VALUES (NEW.id, fold(NEW.${c})); END;
CREATE TRIGGER IF NOT EXISTS ${shadow}_update AFTER UPDATE OF ${c} ON ${table} BEGIN
  UPDATE ${shadow} SET ${c} = fold(NEW.${c}) WHERE rowid = NEW.id; END;
CREATE TRIGGER IF NOT EXISTS ${shadow}_delete AFTER DELETE ON ${table} BEGIN
  DELETE FROM ${shadow} WHERE rowid = OLD.id; END;`;
    });
    return `\n${drops}\nDROP TABLE IF EXISTS ${legacy};${copies.join('')}`;
}

/** The distinct values of `table.column` and their folded copy (see foldedValues). */
export const valuesOf = (table: string, column: string) => `${table}_values_${column}`;

/**
 * For a column whose values repeat (a track title: 404 distinct in 1M seeded tracks), the distinct
 * values with how many rows hold each, and their folded copy: a search finds the few matching
 * values, then the rows through the column's own index. So the work follows the distinct values,
 * not the rows: "deep" in 1M titles is 20 values, not 50,351 rows gathered and sorted, and a page
 * in the column's order is read from its index in order (SQLite walks an `IN` list in order). The
 * column needs an index. Replaces the per-row copy of the same column (foldedShadow) where one was.
 */
export function foldedValues(table: string, column: string): string {
    const values = valuesOf(table, column);
    const copy = `${values}_folded`;
    const row = shadowOf(table, column);
    const drops = ['insert', 'update', 'delete'].map(t => `DROP TRIGGER IF EXISTS ${row}_${t};`).join('\n');
    const add = (v: string) =>
        `INSERT INTO ${values} (value, n) VALUES (${v}.${column}, 1) ON CONFLICT (value) DO UPDATE SET n = n + 1;`;
    const remove = (v: string) =>
        `UPDATE ${values} SET n = n - 1 WHERE value = ${v}.${column}; DELETE FROM ${values} WHERE value = ${v}.${column} AND n <= 0;`;
    return `
${drops}
DROP TABLE IF EXISTS ${row};
CREATE TABLE IF NOT EXISTS ${values} (id INTEGER PRIMARY KEY, value TEXT NOT NULL UNIQUE, n INTEGER NOT NULL);
CREATE VIRTUAL TABLE IF NOT EXISTS ${copy} USING fts5(value, tokenize = 'trigram');
INSERT INTO ${values} (value, n) SELECT ${column}, count(*) FROM ${table}
  WHERE ${column} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${values}) GROUP BY ${column};
INSERT INTO ${copy} (rowid, value) SELECT id, fold(value) FROM ${values} WHERE NOT EXISTS (SELECT 1 FROM ${copy});
CREATE TRIGGER IF NOT EXISTS ${values}_insert AFTER INSERT ON ${values} BEGIN
  INSERT INTO ${copy} (rowid, value) VALUES (NEW.id, fold(NEW.value)); END;
CREATE TRIGGER IF NOT EXISTS ${values}_delete AFTER DELETE ON ${values} BEGIN
  DELETE FROM ${copy} WHERE rowid = OLD.id; END;
CREATE TRIGGER IF NOT EXISTS ${values}_row_insert AFTER INSERT ON ${table} WHEN NEW.${column} IS NOT NULL BEGIN
  ${add('NEW')} END;
CREATE TRIGGER IF NOT EXISTS ${values}_row_update AFTER UPDATE OF ${column} ON ${table}
  WHEN OLD.${column} IS NOT NEW.${column} BEGIN
  ${remove('OLD')}
  INSERT INTO ${values} (value, n) SELECT NEW.${column}, 1 WHERE NEW.${column} IS NOT NULL
    ON CONFLICT (value) DO UPDATE SET n = n + 1; END;
CREATE TRIGGER IF NOT EXISTS ${values}_row_delete AFTER DELETE ON ${table} WHEN OLD.${column} IS NOT NULL BEGIN
  ${remove('OLD')} END;`;
}

/**
 * A contains-filter on `column` (the plain SQL, for anything that reads the value) that matches
 * by the folded copy of `table.foldedColumn`, whose id is `key` in the collection's query; with
 * `byValue`, by the column's distinct values (foldedValues).
 */
export function foldedFilter(
    column: string,
    table: string,
    foldedColumn: string,
    key = 't.id',
    byValue = false
): { sql: string; folded: FoldedColumn } {
    return { sql: column, folded: { table, column: foldedColumn, key, ...(byValue && { byValue }) } };
}

/**
 * Merges every folded index into one segment. Rows written one at a time leave FTS5 with many
 * segments, and a search reads each term's list in every one of them: on 100k seeded tracks, 16
 * segments made a two-word title search 3 times slower than one. Run after bulk writes (the seed).
 */
export function optimizeFolded(db: DB): void {
    const tables = db
        .prepare(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE % USING fts5%'"
        )
        .pluck()
        .all() as string[];
    for (const table of tables) db.prepare(`INSERT INTO ${table} (${table}) VALUES ('optimize')`).run();
}

/** The shortest text the trigram index can find (shorter text is scanned). */
const TRIGRAM = 3;

/** An FTS5 phrase: the text as one quoted string, its own quotes doubled (no operators survive). */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * A folded contains-search as SQL; `match` is set when the index answers it alone: the copy and its
 * FTS5 query (listing counts and pages with it).
 */
export function foldedClause(
    folded: FoldedColumn,
    text: string,
    sql = ''
): { clause: string; param: string; match?: { shadow: string; query: string } } {
    const { table, column, key } = folded;
    if (folded.byValue) {
        const values = valuesOf(table, column);
        const inCopy = (op: string) =>
            `${sql} IN (SELECT value FROM ${values} WHERE id IN (SELECT rowid FROM ${values}_folded WHERE value ${op}))`;
        if ([...text].length >= TRIGRAM) return { clause: inCopy('MATCH ?'), param: phrase(text) };
        return { clause: inCopy(`LIKE ? ESCAPE '\\'`), param: `%${text.replace(/[\\%_]/g, c => `\\${c}`)}%` };
    }
    const shadow = shadowOf(table, column);
    const inShadow = (op: string) => `${key} IN (SELECT rowid FROM ${shadow} WHERE ${column} ${op})`;
    if ([...text].length >= TRIGRAM) {
        return { clause: inShadow('MATCH ?'), param: phrase(text), match: { shadow, query: phrase(text) } };
    }
    const escaped = text.replace(/[\\%_]/g, c => `\\${c}`);
    return { clause: inShadow(`LIKE ? ESCAPE '\\'`), param: `%${escaped}%` };
}
