/**
 * CSV import with a dry run (issue 45): `POST /v4/{path}/import/preview/` says what a file would
 * change, writing nothing; `POST /v4/{path}/import/` applies the rows that would change as one bulk
 * change (applyBulk, the bulk PATCH's own write), revertable whole from any of its records' history.
 * Each row is written as its PATCH would be (validation, write permissions, tenancy) in a savepoint of
 * one transaction that is rolled back, so later rows see earlier ones as the apply will, and a preview
 * and its apply cannot disagree about which rows are refused and why.
 */
import type { Hono } from 'hono';
import {
    IMPORT_ACTION,
    IMPORT_JOB_ROWS,
    ImportFileError,
    importSummary,
    readImportCsv,
    type ImportAnswer,
    type ImportLine,
    type ImportRow,
} from '../../resources/csvImport';
import { fill } from '../../resources/messages';
import { csvImport as m } from '../../resources/messages/csvImport';
import { writeAccessFor } from '../../resources/schema';
import { stmt, type DB } from '../db';
import { requireAccess, tenancyClause, type Principal } from './access';
import { getVisible, shape, type Collection } from './collection';
import { applyBulk, updateRecord } from './engine';
import type { Env } from './env';
import { badRequest, HttpError, notFound } from './errors';
import { asAction, diff } from './history';
import type { Row } from './rows';
import { readUploadedFile } from './validation';
import { enqueueJob, presentJob, readJob } from './jobQueue';
import { api } from '../../resources/messages/api';

/** A CSV of 10,000 rows of a dozen columns stays well under this. */
const MAX_BYTES = 10 * 1024 ** 2;

/** What a `csv-import` job is given: the resource and the file's rows, read when it was asked. */
export interface ImportJobParams {
    resource: string;
    lines: ImportLine[];
}

/** Thrown to roll the dry run back once every row is read. */
class Rollback {}

const pick = (row: Row, keys: string[]): Row => Object.fromEntries(keys.map(k => [k, row[k] ?? null]));

/** The record a row names, if the caller may see it: by id, or by its identifier in canonical form. */
function findRecord(c: Collection, db: DB, p: Principal, key: ImportLine['key']): number | null {
    if (key.field === 'id') {
        if (!/^\d{1,12}$/.test(key.value)) return null;
        try {
            return getVisible(c, db, p, Number(key.value)).id as number;
        } catch {
            return null;
        }
    }
    const tenancy = tenancyClause(p, c.tenancy);
    const found = stmt(
        db,
        `SELECT t.id FROM ${c.from} WHERE t.${key.field} = ? ${tenancy ? `AND ${tenancy.sql}` : ''} LIMIT 1`
    )
        .pluck()
        .get(key.value, ...(tenancy?.params ?? [])) as number | undefined;
    return found ?? null;
}

/** Each line's outcome, written into the open transaction (the caller rolls it back or not). */
function runLines(c: Collection, db: DB, p: Principal, lines: readonly ImportLine[]): ImportRow[] {
    const resource = c.def.label.split('||||')[0].trim().toLowerCase();
    const lineOf = new Map<number, number>();
    return lines.map(({ line, key, values }): ImportRow => {
        const row = { line, key, id: null, changes: {} };
        if (!key.value) return { ...row, error: fill(m.missingKey, { key: key.field }) };
        const id = findRecord(c, db, p, key);
        // Another tenant's record reads as one that does not exist: nothing about it is told.
        if (id === null) return { ...row, error: fill(m.noRecord, { resource, key: key.field, value: key.value }) };
        const earlier = lineOf.get(id);
        if (earlier) return { ...row, id, error: fill(m.sameRecord, { line: earlier }) };
        lineOf.set(id, line);
        const keys = Object.keys(values);
        const before = pick(shape(c, getVisible(c, db, p, id), p), keys);
        try {
            db.transaction(() => updateRecord(c, db, p, id, values, null))();
        } catch (e) {
            if (!(e instanceof HttpError)) throw e;
            return { ...row, id, changes: diff(before, { ...before, ...values }), error: e.detail };
        }
        return { ...row, id, changes: diff(before, pick(shape(c, getVisible(c, db, p, id), p), keys)) };
    });
}

/** What the file would do, written nowhere. */
export function previewImport(c: Collection, db: DB, p: Principal, lines: readonly ImportLine[]): ImportAnswer {
    let rows: ImportRow[] = [];
    try {
        db.transaction(() => {
            rows = runLines(c, db, p, lines);
            throw new Rollback();
        })();
    } catch (e) {
        if (!(e instanceof Rollback)) throw e;
    }
    return { summary: importSummary(rows), rows };
}

/** The file applied: the rows that would change, as one bulk change through the bulk update's write. */
export function applyImport(
    c: Collection,
    db: DB,
    p: Principal,
    lines: readonly ImportLine[],
    preview = previewImport(c, db, p, lines)
): ImportAnswer {
    const changing = preview.rows.filter(r => r.id !== null && !r.error && Object.keys(r.changes).length);
    if (!changing.length) return { ...preview, bulk: null };
    const valuesOf = new Map(lines.map(l => [l.line, l.values]));
    const items = changing.map(r => ({ ...valuesOf.get(r.line), id: r.id }));
    const bulk = db.transaction(() => {
        asAction(IMPORT_ACTION, () => applyBulk(c, db, p, items));
        return stmt(db, 'SELECT max(bulk_id) FROM history').pluck().get() as number;
    })();
    return { ...preview, bulk: { id: bulk, size: changing.length } };
}

/** The CSV of the body: `text/csv` (or plain text), or the `file` of a multipart form. */
async function readCsvBody(req: Request): Promise<string> {
    const type = req.headers.get('content-type') ?? '';
    if (type.startsWith('multipart/form-data')) return (await readUploadedFile(req, MAX_BYTES)).text();
    if (!/^text\/(csv|plain)/.test(type)) throw badRequest(m.expectedCsv);
    const text = await req.text();
    if (text.length > MAX_BYTES) throw badRequest(api.bodyTooLarge);
    return text;
}

/** The routes, one pair for every resource with a collection; whoever may PATCH its records may import them. */
export function mountCsvImport(app: Hono<Env>, collections: Collection[]): void {
    const byName = new Map(collections.map(c => [c.def.name, c]));
    const route = (path: string, run: typeof previewImport, apply = false) =>
        app.post(`/v4/:resource{.+}/${path}`, async ctx => {
            const c = byName.get(ctx.req.param('resource'));
            if (!c) throw notFound();
            const p = ctx.get('principal');
            requireAccess(p, c.def.access);
            requireAccess(p, writeAccessFor(c.def, 'update'));
            let lines: ImportLine[];
            try {
                lines = readImportCsv(c.def, await readCsvBody(ctx.req.raw));
            } catch (e) {
                if (e instanceof ImportFileError) throw badRequest(e.message);
                throw e;
            }
            const db = ctx.get('db');
            // A big file is applied by the job worker (its progress in the job centre); its preview stays a call.
            if (apply && lines.length > IMPORT_JOB_ROWS) {
                const params: ImportJobParams = { resource: c.def.name, lines };
                const id = enqueueJob(db, { kind: 'csv-import', ownerId: p.userId, params: { ...params } });
                const job = presentJob({ ...readJob(db, id)!, owner_name: p.username });
                return ctx.json({ summary: importSummary([]), rows: [], job } satisfies ImportAnswer, 202);
            }
            return ctx.json(run(c, db, p, lines));
        });
    route('import/preview/', previewImport);
    route('import/', (c, db, p, lines) => applyImport(c, db, p, lines), true);
}
