/**
 * Accent- and case-insensitive search: `{table}_folded` holds the folded copy of a table's
 * searchable names (resources/fold.ts), kept in step by triggers on every write, whatever path the
 * write takes. Contains-filters match the folded text typed against it. It is an FTS5 table with
 * the trigram tokenizer, whose index serves `LIKE '%…%'` for three characters or more (shorter
 * text is scanned), so a search inside words does not read every row.
 */
import type { ServerFilter } from './filters';

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
): Pick<ServerFilter, 'sql' | 'folded'> {
    return {
        sql: column,
        folded: { sql: `${key} IN (SELECT rowid FROM ${table}_folded WHERE ${foldedColumn}`, suffix: ')' },
    };
}
