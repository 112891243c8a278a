/**
 * The model's view of papaparse (tsconfig.model.json maps `papaparse` here). @types/papaparse
 * references all of Node's types, which would let Node globals into the model unnoticed. The
 * console project still checks resources/csv.ts against the real types, so this cannot drift.
 */
export interface ParseError {
    type: 'Quotes' | 'Delimiter' | 'FieldMismatch';
    code: string;
    message: string;
    row?: number;
}
export interface ParseResult<T> {
    data: T[];
    errors: ParseError[];
    meta: { fields?: string[] };
}
export function parse<T>(text: string, config: { header: true; skipEmptyLines: boolean }): ParseResult<T>;
/** Rows as arrays of cells (the import reads its header row itself: resources/csvImport.ts). */
export function parse<T>(text: string, config: { header?: false; skipEmptyLines: boolean }): ParseResult<T>;
export function unparse(
    data: { fields: string[]; data: unknown[][] },
    config: { escapeFormulae: boolean | RegExp; newline: string; header?: boolean }
): string;
