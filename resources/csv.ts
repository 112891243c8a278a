/**
 * CSV through papaparse, for downloads (server) and uploads (console) alike.
 * Downloads neutralise formula-leading cells (=, +, -, @, tab, CR) so a spreadsheet shows them
 * as text: the data is partly partner-written, so a cell must never run as a formula.
 */
// The default import is papaparse's CommonJS module object: it works in Node (tsx) and in Vite,
// where named imports from a UMD file do not.
import Papa from 'papaparse';

/** Objects become JSON rather than papaparse's "[object Object]". */
const cell = (value: unknown) =>
    value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value;

/**
 * A cell a spreadsheet would run as a formula: its first character alone decides. papaparse's own
 * `escapeFormulae: true` is `/^[=+\-@\t\r].*$/`, whose `.` stops at a line break, so a multi-line
 * cell such as "=1+1\nnotes" went out unescaped.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** RFC 4180 text (CRLF, quoting where needed) with the header row `columns`, in that order. */
export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
    return Papa.unparse(
        { fields: [...columns], data: rows.map(r => columns.map(c => cell(r[c]))) },
        { escapeFormulae: FORMULA_START, newline: '\r\n' }
    );
}

/**
 * The data rows alone (no header), each ending in CRLF: one batch of a streamed export, with
 * `toCsv`'s neutralisation, so that batches joined after `toCsv(columns, [])` make one file.
 */
export function csvRows(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
    if (!rows.length) return '';
    return (
        Papa.unparse(
            { fields: [...columns], data: rows.map(r => columns.map(c => cell(r[c]))) },
            { escapeFormulae: FORMULA_START, newline: '\r\n', header: false }
        ) + '\r\n'
    );
}

export { countCsvLines, type CsvCount } from './csvLines';

export interface ParsedCsv {
    fields: string[];
    rows: Record<string, string>[];
    /** Structural problems papaparse found (unclosed quotes, ragged rows). */
    errors: Papa.ParseError[];
}

/** Header row first; blank lines skipped; every value stays a string. */
export function parseCsv(text: string): ParsedCsv {
    const result = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
    return { fields: result.meta.fields ?? [], rows: result.data, errors: result.errors };
}

/** Spec §5: a person list (coupon users, new-user export) has one of these column headings. */
export const ID_COLUMNS = ['person_id', 'user_id'] as const;
export type IdColumn = (typeof ID_COLUMNS)[number];

export function idColumn(fields: readonly string[]): IdColumn | null {
    return ID_COLUMNS.find(c => fields.includes(c)) ?? null;
}
