/**
 * Accent- and case-insensitive search: `{table}_folded` holds the folded copy of a table's
 * searchable names (resources/fold.ts), kept in step by triggers on every write, whatever path the
 * write takes. Contains-filters match the folded text typed against it. It is an FTS5 table with
 * the trigram tokenizer. Text of three characters or more is matched as a phrase of trigrams
 * (`column MATCH '"text"'`: consecutive trigrams are exactly a substring, found from the index
 * alone, several times faster than the trigram `LIKE`, which reads every candidate row back);
 * shorter text is scanned with `LIKE '%…%'`.
 */
import type { DB } from '../db';

/** A folded copy's column: `{table}_folded.column`, whose rowid is `key` in the querying collection. */
export interface FoldedColumn {
    table: string;
    column: string;
    key: string;
}

/** The shadow table and its triggers, appended to the owning module's DDL. */
export function foldedShadow(table: string, columns: string[]): string {
    const shadow = `${table}_folded`;
    const cols = columns.join(', ');
    const folded = (row: 'NEW' | 'OLD') => columns.map(c => `fold(${row}.${c})`).join(', ');
    return `
CREATE VIRTUAL TABLE IF NOT EXISTS ${shadow} USING fts5(${cols}, tokenize = 'trigram');
CREATE TRIGGER IF NOT EXISTS ${shadow}_insert AFTER INSERT ON ${table} BEGIN
  INSERT INTO ${shadow} (rowid, ${cols}) VALUES (NEW.id, ${folded('NEW')}); END;
CREATE TRIGGER IF NOT EXISTS ${shadow}_update AFTER UPDATE OF ${cols} ON ${table} BEGIN
  UPDATE ${shadow} SET ${columns.map(c => `${c} = fold(NEW.${c})`).join(', ')} WHERE rowid = NEW.id; END;
CREATE TRIGGER IF NOT EXISTS ${shadow}_delete AFTER DELETE ON ${table} BEGIN
  DELETE FROM ${shadow} WHERE rowid = OLD.id; END;`;
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
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '%\\_folded' ESCAPE '\\'")
        .pluck()
        .all() as string[];
    for (const table of tables) db.prepare(`INSERT INTO ${table} (${table}) VALUES ('optimize')`).run();
}

/** The shortest text the trigram index can find (shorter text is scanned). */
const TRIGRAM = 3;

/** An FTS5 phrase: the text as one quoted string, its own quotes doubled (no operators survive). */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** A folded contains-search as SQL; `match` is set when the index answers it (for fast counts). */
export function foldedClause(folded: FoldedColumn, text: string): { clause: string; param: string; match?: string } {
    const { table, column, key } = folded;
    const inShadow = (op: string) => `${key} IN (SELECT rowid FROM ${table}_folded WHERE ${column} ${op})`;
    if ([...text].length >= TRIGRAM) {
        return { clause: inShadow('MATCH ?'), param: phrase(text), match: `${column} : ${phrase(text)}` };
    }
    const escaped = text.replace(/[\\%_]/g, c => `\\${c}`);
    return { clause: inShadow(`LIKE ? ESCAPE '\\'`), param: `%${escaped}%` };
}
