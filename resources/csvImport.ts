/**
 * CSV import with a dry run (issue 45), the part both sides share: how a file's first row names
 * fields, which column names the record (`id` or the resource's identifier: ISRC, UPC), and how a
 * cell becomes the value a PATCH would send. Cells are data: nothing is evaluated, so a cell that
 * starts with = + - @ is text (and refused where a field wants a number).
 */
import Papa from 'papaparse';
import type { Changes } from './changes';
import { canEditField, type Field } from './fields';
import type { Job } from './jobs/jobs';
import { fill } from './messages';
import { csvImport as m } from './messages/csvImport';
import type { PermissionList } from './permissions';
import type { ResourceDef } from './schema';
import { storedForm } from './validation';

/** The most rows one file may hold. */
export const IMPORT_MAX_ROWS = 10_000;
/** A file with more rows than this is applied as a job, with its progress in the job centre. */
export const IMPORT_JOB_ROWS = 1_000;

/** The action of an import's history entries: its bulk is reverted by whoever may write its records. */
export const IMPORT_ACTION = 'import';

/** Whether a history entry's action is an import's: an action may carry a note after ";" (the console and server agree). */
export const isImportAction = (action: string): boolean => action.split(';')[0] === IMPORT_ACTION;

/** Kinds of field a cell can set (a list of ids, an image or an instant are not typed into a sheet). */
const IMPORTABLE = new Set(['text', 'number', 'money', 'boolean', 'date', 'choice', 'reference']);

/** The field that names a record besides its id: the resource's first identifier (ISRC, UPC). */
export function importKeyField(def: Pick<ResourceDef, 'fields'>): string | undefined {
    return Object.keys(def.fields).find(k => def.fields[k].identifier);
}

/** The columns that may name the record, as a person reads them (`id`, `isrc`). */
export const importKeys = (def: Pick<ResourceDef, 'fields'>): string[] => ['id', ...[importKeyField(def) ?? []].flat()];

/** The labels of the fields a file may change for this user, in the model's order (the dialog lists them). */
export const importableLabels = (
    def: Pick<ResourceDef, 'fields'>,
    allowed: (list?: PermissionList) => boolean
): string[] =>
    Object.entries(def.fields)
        .filter(([name, f]) => name !== importKeyField(def) && IMPORTABLE.has(f.kind) && canEditField(f, allowed))
        .map(([, f]) => f.label);

/** A rejected file: its message is the 400's detail. */
export class ImportFileError extends Error {}

/** One data row of the file: its line (the header is line 1), the record's key, the cells as PATCH values. */
export interface ImportLine {
    line: number;
    key: { field: string; value: string };
    values: Record<string, unknown>;
}

/** The answer of a preview, and of an import (which adds what it applied). */
export interface ImportRow {
    line: number;
    id: number | null;
    /** The record's key as the file gave it, in canonical form. */
    key: { field: string; value: string };
    changes: Changes;
    error?: string;
}
export interface ImportSummary {
    change: number;
    unchanged: number;
    refused: number;
    unknown: number;
}
export interface ImportAnswer {
    summary: ImportSummary;
    rows: ImportRow[];
    /** After an import: the bulk change that holds it (revert it whole from any record's history). */
    bulk?: { id: number; size: number } | null;
    /** After an import of more than IMPORT_JOB_ROWS rows: the job that applies it (its file is this answer). */
    job?: Job;
}

/** Whether an answer is an import's (a call answered by something else, a sign-in page, says so in words). */
export const isImportAnswer = (v: unknown): v is ImportAnswer => {
    const answer = v as Partial<ImportAnswer> | null;
    return typeof answer?.summary === 'object' && answer.summary !== null && Array.isArray(answer.rows);
};

const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0']);
const NUMBER = /^-?\d+(\.\d+)?$/;

/** A cell as the value a PATCH would carry; what cannot be read stays text, so the field's check refuses it. */
export function cellValue(field: Field, cell: string): unknown {
    const text = cell.trim();
    switch (field.kind) {
        case 'number':
        case 'money':
            return NUMBER.test(text) ? Number(text) : cell;
        case 'reference':
            return /^\d{1,12}$/.test(text) ? Number(text) : cell;
        case 'boolean': {
            const word = text.toLowerCase();
            const [on, off] = (field.states ?? []).map(s => s.toLowerCase());
            if (TRUE.has(word) || word === on) return true;
            if (FALSE.has(word) || word === off) return false;
            return cell;
        }
        case 'choice': {
            const choice = field.choices.find(
                c => String(c.id) === text || c.name.toLowerCase() === text.toLowerCase()
            );
            return choice ? choice.id : cell;
        }
        case 'date':
            return text;
        default:
            return cell;
    }
}

/** The field a header cell names: its name, or its label (any case). */
function columnField(def: Pick<ResourceDef, 'fields'>, header: string): string | undefined {
    const h = header.trim();
    if (h === 'id' || def.fields[h]) return h;
    const lower = h.toLowerCase();
    return Object.keys(def.fields).find(k => k.toLowerCase() === lower || def.fields[k].label.toLowerCase() === lower);
}

/**
 * The file's rows, each keyed and with its cells as PATCH values; an empty cell changes nothing.
 * Throws ImportFileError for a file that cannot be imported at all (no key column, an unknown column).
 */
export function readImportCsv(def: Pick<ResourceDef, 'fields' | 'label'>, text: string): ImportLine[] {
    const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    const broken = parsed.errors.find(e => e.type === 'Quotes');
    if (broken) throw new ImportFileError(fill(m.unreadable, { line: (broken.row ?? 0) + 2, problem: broken.message }));
    // A line of empty cells (a spreadsheet's trailing ",,,") is no row.
    const [header, ...data] = parsed.data.filter(cells => cells.some(c => c.trim() !== ''));
    if (!header || !data.length) throw new ImportFileError(m.empty);
    if (data.length > IMPORT_MAX_ROWS)
        throw new ImportFileError(fill(m.tooManyRows, { count: data.length, max: IMPORT_MAX_ROWS }));
    const resource = def.label.split('||||').pop()!.trim();
    const keyField = importKeyField(def);
    const fields = header.map(h => {
        const name = columnField(def, h);
        if (!name) throw new ImportFileError(fill(m.unknownColumn, { column: h, resource }));
        if (name !== 'id' && !IMPORTABLE.has(def.fields[name].kind))
            throw new ImportFileError(fill(m.notImportable, { column: h, field: def.fields[name].label }));
        return name;
    });
    const twice = fields.findIndex((f, i) => fields.indexOf(f) !== i);
    if (twice >= 0) throw new ImportFileError(fill(m.twiceColumn, { column: header[twice] }));
    // The id names the record when the file has one; else the identifier does (and is not changed by it).
    const key = fields.includes('id') ? 'id' : keyField && fields.includes(keyField) ? keyField : undefined;
    if (!key) throw new ImportFileError(fill(m.noKey, { key: importKeys(def).join(' or ') }));
    return data.map((cells, i) => {
        const values: Record<string, unknown> = {};
        let keyValue = '';
        fields.forEach((name, c) => {
            const cell = cells[c] ?? '';
            if (name === key) keyValue = key === 'id' ? cell.trim() : String(storedForm(def.fields[key], cell.trim()));
            else if (name !== 'id' && cell !== '') values[name] = cellValue(def.fields[name], cell);
        });
        return { line: i + 2, key: { field: key, value: keyValue }, values };
    });
}

/** The counts of a preview's rows: a row with no record is unknown, one with an error refused. */
export function importSummary(rows: readonly ImportRow[]): ImportSummary {
    const summary = { change: 0, unchanged: 0, refused: 0, unknown: 0 };
    for (const r of rows) {
        if (r.id === null) summary.unknown++;
        else if (r.error) summary.refused++;
        else if (Object.keys(r.changes).length) summary.change++;
        else summary.unchanged++;
    }
    return summary;
}

/** The rows a person sends back fixed: refused and unknown ones, with their line and reason. */
export function refusedRows(rows: readonly ImportRow[]): Record<string, unknown>[] {
    return rows.filter(r => r.error).map(r => ({ line: r.line, [r.key.field]: r.key.value, reason: r.error }));
}

/** The import's Apply button: the records it changes, one or many (walk 53: "Apply 1 changes"). */
export const applyLabel = (count: number) => (count === 1 ? m.applyOne : fill(m.apply, { count }));
