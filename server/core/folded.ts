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

/**
 * A contains-filter on `column` (the plain SQL, for anything that reads the value) that matches
 * by the folded copy of `table.foldedColumn`, whose id is `key` in the collection's query.
 */
export function foldedFilter(
    column: string,
    table: string,
    foldedColumn: string,
    key = 't.id'
): { sql: string; folded: FoldedColumn } {
    return { sql: column, folded: { table, column: foldedColumn, key } };
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
    text: string
): { clause: string; param: string; match?: { shadow: string; query: string } } {
    const { table, column, key } = folded;
    const shadow = shadowOf(table, column);
    const inShadow = (op: string) => `${key} IN (SELECT rowid FROM ${shadow} WHERE ${column} ${op})`;
    if ([...text].length >= TRIGRAM) {
        return { clause: inShadow('MATCH ?'), param: phrase(text), match: { shadow, query: phrase(text) } };
    }
    const escaped = text.replace(/[\\%_]/g, c => `\\${c}`);
    return { clause: inShadow(`LIKE ? ESCAPE '\\'`), param: `%${escaped}%` };
}
