/**
 * The generic engine for sub-resources: list, create, update (with If-Match) and delete rows
 * under a parent record that the caller may see, each write checked against the definition's
 * own list, validated from its fields, and recorded in the parent's history.
 */
import type { Context, Hono } from 'hono';
import { labelForms, writeAccessFor } from '../../resources/schema';
import type { SubResourceDef } from '../../resources/schema';
import { stmt, type DB } from '../db';
import { requireAccess, type Principal } from './access';
import { parseId, visibleParent, expectedVersion, type Collection } from './collection';
import type { Env } from './env';
import { HttpError, notFound } from './errors';
import { diff, recordHistory } from './history';
import { pagedAnswer } from './paging';
import type { Row } from './rows';
import { checkReferences } from './references';
import { checkBody, checkRules, readJson } from './validation';
import { listError } from '../../resources/validation';
import { fill, messages } from '../../resources/messages';
import { api } from '../../resources/messages/api';

export interface SubCollection {
    def: SubResourceDef;
    table: string;
    /** The column that names the parent record. */
    parentColumn: string;
    /** Values a new row gets besides the body (author, timestamps). */
    onCreate?: (p: Principal) => Row;
    /** Domain rules beyond the schema, on the row as it would be after the write (a label of the parent's). */
    check?: (db: DB, parentId: number, row: Row) => void;
    /** The list's SQL order, where the rows keep one of their own (a position). */
    order?: string;
    /** After a row is added, changed (`row`) or removed (null), in the write's transaction: keeps derived order. */
    settle?: (db: DB, parentId: number, row: Row | null) => void;
}

/** A written row's author and time (notes). */
export const authored = (p: Principal): Row => ({ author: p.username, created: new Date().toISOString() });

const singular = (def: SubResourceDef) => labelForms(def.label)[0].toLowerCase();

/** A row for the wire: booleans as booleans (SQLite stores 0 and 1). */
function wireRow(def: SubResourceDef, row: Row): Row {
    const out: Row = { ...row };
    for (const [k, f] of Object.entries(def.fields)) if (f.kind === 'boolean' && k in out) out[k] = !!out[k];
    return out;
}

/** Every mounted sub-collection by name: a new parent's first rows are added through it. */
const mounted = new Map<string, SubCollection>();
export const mountedSub = (name: string) => mounted.get(name);

/** The parent's history entry for a change to one of its rows. */
function recordRowChange(
    db: DB,
    p: Principal,
    parentDef: string,
    s: SubCollection,
    parentId: number,
    verb: string,
    before: Row | null,
    after: Row | null
) {
    recordHistory(db, p, parentDef, parentId, `${singular(s.def)} ${verb}`, { [s.def.path]: { before, after } });
}

/** A unique field's value already held by another row of the parent: refused. */
function checkUnique(db: DB, s: SubCollection, parentId: number, row: Row, except?: number): void {
    const unique = s.def.unique;
    if (!unique || row[unique.field] == null) return;
    const held = stmt(
        db,
        `SELECT 1 FROM ${s.table} WHERE ${s.parentColumn} = ? AND ${unique.field} = ? AND id IS NOT ?`
    ).get(parentId, row[unique.field], except ?? null);
    if (held) throw new HttpError(400, unique.message, { [unique.field]: unique.message });
}

/** Values of a new row, checked as its own POST would be (fields, rules, references, domain). */
export function checkNewRow(db: DB, s: SubCollection, p: Principal, parentId: number | null, body: unknown): Row {
    const values = checkBody(s.def, body, p, 'create');
    checkRules(s.def, values);
    checkReferences(s.def.fields, db, values);
    if (parentId !== null) s.check?.(db, parentId, values);
    return values;
}

function insertRow(db: DB, s: SubCollection, p: Principal, parentId: number, values: Row): Row {
    const data: Row = { ...values, ...s.onCreate?.(p), [s.parentColumn]: parentId };
    const keys = Object.keys(data);
    const info = stmt(db, `INSERT INTO ${s.table} (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`).run(
        ...keys.map(k => data[k])
    );
    return stmt(db, `SELECT * FROM ${s.table} WHERE id = ?`).get(Number(info.lastInsertRowid)) as Row;
}

/** Inserts a checked row under its parent and records it in the parent's history; call inside a transaction. */
export function addRow(db: DB, s: SubCollection, parentDef: string, p: Principal, parentId: number, values: Row): Row {
    const inserted = insertRow(db, s, p, parentId, values);
    // Derived state after the write (positions 1..n), then the row as it now stands.
    s.settle?.(db, parentId, inserted);
    const added = stmt(db, `SELECT * FROM ${s.table} WHERE id = ?`).get(inserted.id) as Row;
    recordRowChange(db, p, parentDef, s, parentId, 'added', null, added);
    return added;
}

/** The most rows one PUT may carry: a list replaced whole is a short list (publishers, mappings). */
export const MAX_REPLACED_ROWS = 500;

/**
 * Replaces a parent's rows with the body's list, all or nothing: every row is checked as its own
 * POST would be, then the list's own rule; one history entry holds the list before and after.
 */
export function replaceRows(
    db: DB,
    s: SubCollection,
    parentDef: string,
    p: Principal,
    parentId: number,
    body: unknown
): Row[] {
    if (!Array.isArray(body))
        throw new HttpError(400, fill(api.expectedList, { plural: labelForms(s.def.label)[1].toLowerCase() }));
    if (body.length > MAX_REPLACED_ROWS) {
        throw new HttpError(400, fill(messages.validation.tooManyRows, { max: MAX_REPLACED_ROWS }));
    }
    const rows = body.map(item => checkNewRow(db, s, p, parentId, item));
    if (s.def.limit && rows.length > s.def.limit.max) throw new HttpError(409, s.def.limit.message);
    const refused = listError(s.def, rows);
    if (refused) throw new HttpError(400, refused);
    return db.transaction(() => {
        const select = stmt(db, `SELECT * FROM ${s.table} WHERE ${s.parentColumn} = ? ORDER BY id`);
        const before = select.all(parentId) as Row[];
        stmt(db, `DELETE FROM ${s.table} WHERE ${s.parentColumn} = ?`).run(parentId);
        for (const row of rows) insertRow(db, s, p, parentId, row);
        const after = select.all(parentId) as Row[];
        recordHistory(db, p, parentDef, parentId, `${labelForms(s.def.label)[1].toLowerCase()} replaced`, {
            [s.def.path]: { before, after },
        });
        return after;
    })();
}

export function mountSubCollection(app: Hono<Env>, parent: Collection, s: SubCollection): void {
    const { def, table, parentColumn } = s;
    mounted.set(def.name, s);
    const base = `/v4/${parent.def.name}/:id/${def.path}`;
    const order = s.order ?? (def.newestFirst ? 'id DESC' : 'id ASC');
    const db = (ctx: Context<Env>) => ctx.get('db');
    /** The parent (visible to the caller) and, for writes, the caller's grant for the action. */
    const open = (ctx: Context<Env>, action?: 'create' | 'update' | 'delete' | 'replace') => {
        // The list's own access first: who may not read it does not learn which parents exist.
        requireAccess(ctx.get('principal'), def.access ?? parent.def.access);
        const found = visibleParent(ctx, parent);
        if (action)
            requireAccess(found.p, action === 'replace' ? (def.replaceAccess ?? []) : writeAccessFor(def, action));
        return found;
    };
    const row = (database: DB, parentId: number, id: number) =>
        stmt(database, `SELECT * FROM ${table} WHERE id = ? AND ${parentColumn} = ?`).get(id, parentId) as
            Row | undefined;
    const history = (
        ctx: Context<Env>,
        p: Principal,
        parentId: number,
        verb: string,
        before: Row | null,
        after: Row | null
    ) => recordRowChange(db(ctx), p, parent.def.name, s, parentId, verb, before, after);

    const rowCount = (database: DB, parentId: number) =>
        stmt(database, `SELECT count(*) FROM ${table} WHERE ${parentColumn} = ?`).pluck().get(parentId) as number;

    app.get(`${base}/`, ctx => {
        const { id } = open(ctx);
        return pagedAnswer(
            ctx,
            (stmt(db(ctx), `SELECT * FROM ${table} WHERE ${parentColumn} = ? ORDER BY ${order}`).all(id) as Row[]).map(
                r => wireRow(def, r)
            )
        );
    });

    // Writes are mounted only where the definition grants them to somebody.
    if (def.createAccess)
        app.post(`${base}/`, async ctx => {
            const { id, p } = open(ctx, 'create');
            // A full list refuses the next row before its values are judged (a sixth stage: the limit, not its number).
            if (def.limit && rowCount(db(ctx), id) >= def.limit.max) throw new HttpError(409, def.limit.message);
            const values = checkNewRow(db(ctx), s, p, id, await readJson(ctx.req.raw));
            checkUnique(db(ctx), s, id, values);
            const created = db(ctx).transaction(() => {
                if (def.limit && rowCount(db(ctx), id) >= def.limit.max) throw new HttpError(409, def.limit.message);
                return addRow(db(ctx), s, parent.def.name, p, id, values);
            })();
            return ctx.json(wireRow(def, created), 201);
        });

    if (def.writeAccess)
        app.patch(`${base}/:subId/`, async ctx => {
            const { id, p } = open(ctx, 'update');
            const subId = parseId(ctx.req.param('subId'));
            const version = expectedVersion(ctx.req.header('If-Match'));
            const changes = checkBody(def, await readJson(ctx.req.raw), p, 'update');
            const updated = db(ctx).transaction(() => {
                const before = row(db(ctx), id, subId);
                if (!before) throw notFound();
                if (version !== null && before.version !== version) {
                    throw new HttpError(412, messages.conflict.stale, undefined, { current: wireRow(def, before) });
                }
                checkRules(def, { ...before, ...changes });
                checkReferences(def.fields, db(ctx), changes, { ...before, ...changes });
                s.check?.(db(ctx), id, { ...before, ...changes });
                checkUnique(db(ctx), s, id, { ...before, ...changes }, subId);
                const keys = Object.keys(changes);
                if (keys.length) {
                    stmt(
                        db(ctx),
                        `UPDATE ${table} SET ${keys.map(k => `${k} = ?`).join(', ')}, version = version + 1 WHERE id = ?`
                    ).run(...keys.map(k => changes[k]), subId);
                }
                s.settle?.(db(ctx), id, row(db(ctx), id, subId)!);
                const after = row(db(ctx), id, subId)!;
                if (Object.keys(diff(before, after)).length) history(ctx, p, id, 'changed', before, after);
                return after;
            })();
            return ctx.json(wireRow(def, updated));
        });

    if (def.replaceAccess)
        app.put(`${base}/`, async ctx => {
            const { id, p } = open(ctx, 'replace');
            const rows = replaceRows(db(ctx), s, parent.def.name, p, id, await readJson(ctx.req.raw));
            return pagedAnswer(
                ctx,
                rows.map(r => wireRow(def, r))
            );
        });

    if (def.deleteAccess)
        app.delete(`${base}/:subId/`, ctx => {
            const { id, p, row: parentRow } = open(ctx, 'delete');
            const subId = parseId(ctx.req.param('subId'));
            // The last row may go when the parent needs none now (a stream that is not enabled).
            const needsOne = !!def.atLeastOne && (!def.atLeastOneWhile || !!parentRow[def.atLeastOneWhile]);
            db(ctx).transaction(() => {
                const before = row(db(ctx), id, subId);
                if (!before) throw notFound();
                if (needsOne && rowCount(db(ctx), id) <= 1) throw new HttpError(409, def.atLeastOne!);
                stmt(db(ctx), `DELETE FROM ${table} WHERE id = ?`).run(subId);
                s.settle?.(db(ctx), id, null);
                history(ctx, p, id, 'removed', before, null);
            })();
            return ctx.body(null, 204);
        });
}
