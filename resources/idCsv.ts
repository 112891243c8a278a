/**
 * Person-id lists uploaded as CSV (spec §5): coupon users, bulk credits, the new-user export.
 * Pure, so the console reads the file in the browser and the reference API checks the same file
 * with the same rules. Built on `parseCsv` (papaparse: it guesses `,` or `;` and keeps quoted
 * line breaks inside their cell).
 */
import { idColumn, parseCsv, type IdColumn } from './csv';
import { messages } from './messages';

/** What a screen says when the id column is missing: coupons and credits 'Invalid CSV' and the column, the export its own words. */
export type PersonIdCsvPurpose = 'coupon' | 'credits' | 'newUsers';
/** Files over this are refused unread (10 MB: about a million ids). */
export const PERSON_ID_CSV_MAX_BYTES = 10 * 1024 * 1024;

/** A cell of the id column that is not a whole positive number, with its row as a spreadsheet numbers it. */
export interface RejectedId {
    row: number;
    value: string;
}
export type PersonIdCsv =
    { ok: true; column: IdColumn; ids: number[]; rejected: RejectedId[] } | { ok: false; error: string };

const ID = /^\d{1,12}$/;
/** NUL or undecodable bytes (U+FFFD after UTF-8 decoding): an image or a spreadsheet, not a CSV. */
const BINARY = /[\u0000\uFFFD]/;
const missingColumn = (purpose: PersonIdCsvPurpose) =>
    purpose === 'newUsers' ? messages.validation.csvColumn : messages.validation.invalidCsvColumn;

/**
 * The ids of a CSV's `person_id` or `user_id` column (heading matched without case or spaces).
 * Blank cells are skipped and repeated ids kept once; cells that are not ids come back in
 * `rejected` with their row (the heading is row 1; blank lines are not counted).
 */
export function personIdsFromCsv(text: string, purpose: PersonIdCsvPurpose): PersonIdCsv {
    const unreadable = { ok: false as const, error: messages.errors.csvUpload };
    if (BINARY.test(text)) return unreadable;
    const { fields, rows, errors } = parseCsv(text.replace(/^\uFEFF/, ''));
    // An unclosed quote swallows the rest of the file: nothing after it can be trusted.
    if (errors.some(e => e.type === 'Quotes')) {
        return purpose === 'newUsers' ? unreadable : { ok: false, error: messages.validation.invalidCsv };
    }
    const heading = fields.find(f => idColumn([f.trim().toLowerCase()]));
    if (heading === undefined) return { ok: false, error: missingColumn(purpose) };
    const column = idColumn([heading.trim().toLowerCase()])!;
    const seen = new Set<number>();
    const ids: number[] = [];
    const rejected: RejectedId[] = [];
    rows.forEach((r, i) => {
        const value = (r[heading] ?? '').trim();
        if (!value) return;
        if (!ID.test(value) || Number(value) === 0) {
            rejected.push({ row: i + 2, value });
            return;
        }
        const id = Number(value);
        if (!seen.has(id)) ids.push(id);
        seen.add(id);
    });
    return { ok: true, column, ids, rejected };
}

/** What the reader needs of a browser File or Blob (the model has no DOM types). */
export interface TextSource {
    size: number;
    text(): Promise<string>;
}

/** A file (or its text) read and checked; a file that cannot be read or is too big gives the upload message. */
export async function readPersonIdCsv(source: TextSource | string, purpose: PersonIdCsvPurpose): Promise<PersonIdCsv> {
    if (typeof source === 'string') return personIdsFromCsv(source, purpose);
    if (source.size > PERSON_ID_CSV_MAX_BYTES) return { ok: false, error: messages.errors.csvUpload };
    let text: string;
    try {
        text = await source.text();
    } catch {
        return { ok: false, error: messages.errors.csvUpload };
    }
    return personIdsFromCsv(text, purpose);
}

/** 'Row 3: “abc”; row 7: “12x”' — the first few refused cells, for a message. */
export function rejectedText(rejected: readonly RejectedId[], shown = 5): string {
    const listed = rejected
        .slice(0, shown)
        .map(r => `row ${r.row}: “${r.value.length > 20 ? `${r.value.slice(0, 20)}…` : r.value}”`);
    const more = rejected.length > shown ? ` and ${rejected.length - shown} more` : '';
    return `${listed.join('; ')}${more}`;
}

/** '4, 9, 12 and 40 more' — the first few ids of a list, for a message that names them. */
export function unknownIdsText(ids: readonly number[], shown = 10): string {
    const more = ids.length > shown ? ` and ${ids.length - shown} more` : '';
    return `${ids.slice(0, shown).join(', ')}${more}`;
}
