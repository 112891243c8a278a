/**
 * The generic engine of a collection: list (filters, order, paging, tenancy), detail, create,
 * update (with If-Match versions), delete and bulk update, each write recorded in the history.
 */
import type { Context, Hono } from 'hono';
import { messages } from '../../resources/messages';
import { writeAccessFor, type WriteAction } from '../../resources/schema';
import { stmt, type DB } from '../db';
import { requireAccess, type Principal } from './access';
import {
    booleans,
    expectedVersion,
    getVisible,
    hiddenKeys,
    parseId,
    presentOne,
    shape,
    visibleParent,
    type Collection,
    type Row,
} from './collection';
import type { Env } from './env';
import { badRequest, HttpError } from './errors';
import { asOneBulk, diff, mountHistory, recordHistory } from './history';
import { revertRefusal } from '../../resources/revertRefusal';
import { addFirstRows, takeFirstRows } from './firstRows';
import { listPage } from './listing';
import { cachedPage } from './pageCache';
import { checkReferences, clearDependents, registerCollection } from './references';
import { envelope, parsePaging } from './paging';
import { bulkIdentifierError, firstRowCounts } from '../../resources/validation';
import { checkBody, checkRules, readJson } from './validation';
import { api } from '../../resources/messages/api';

/** The record's row as stored (for history and version checks). */
const stored = (c: Collection, db: DB, id: number) =>
    stmt(db, `SELECT * FROM ${c.table} WHERE id = ?`).get(id) as Row | undefined;

/** A stale write is refused: the caller's version must be the stored one (when it sends one). */
function checkVersion(c: Collection, db: DB, p: Principal, id: number, expected: number | null): void {
    if (expected === null) return;
    const version = stored(c, db, id)?.version;
    if (version !== undefined && version !== expected) {
        throw new HttpError(412, messages.conflict.stale, undefined, { current: presentOne(c, db, p, id) });
    }
}

/** One record's PATCH as every engine write does it (call inside a transaction). */
export function updateRecord(
    c: Collection,
    db: DB,
    p: Principal,
    id: number,
    body: unknown,
    version: number | null
): void {
    const previous = getVisible(c, db, p, id);
    checkVersion(c, db, p, id, version);
    const changes = checkBody(c.def, body, p, 'update');
    const next = { ...shape(c, previous, p), ...changes };
    for (const k of booleans(c.def)) if (k in changes) next[k] = !!changes[k];
    clearDependents(c.def.fields, changes, next, previous);
    checkRules(c.def, next, shape(c, previous, p));
    checkReferences(c.def.fields, db, changes, next);
    c.beforeWrite?.({ db, p, changes, previous, next });
    const keys = Object.keys(changes);
    if (!keys.length) return;
    const before = stored(c, db, id)!;
    stmt(db, `UPDATE ${c.table} SET ${keys.map(k => `${k} = ?`).join(', ')}, version = version + 1 WHERE id = ?`).run(
        ...keys.map(k => changes[k]),
        id
    );
    c.afterWrite?.(db, id, before);
    recordHistory(db, p, c.def.name, id, 'update', diff(before, stored(c, db, id)!));
}

/**
 * One record's POST as the engine does it: checked, inserted with its first rows and its history
 * entry in one transaction (nested in the caller's, when a write creates several records at once).
 */
export function createRecord(c: Collection, db: DB, p: Principal, body: unknown): number {
    const { own, rows: firstRows } = takeFirstRows(c.def, db, p, body);
    const values = checkBody(c.def, own, p, 'create');
    // The rules see the counts of the rows that come with it (an enabled stream with its stages).
    const next: Row = { ...values, ...firstRowCounts(c.def, body as Row) };
    checkRules(c.def, next);
    checkReferences(c.def.fields, db, values);
    c.beforeWrite?.({ db, p, changes: values, next });
    return db.transaction(() => {
        const row = { ...values, ...(c.onCreate?.(db, values, p) ?? {}) };
        const keys = Object.keys(row);
        const info = stmt(
            db,
            `INSERT INTO ${c.table} (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`
        ).run(...keys.map(k => row[k]));
        const newId = Number(info.lastInsertRowid);
        c.afterWrite?.(db, newId);
        recordHistory(db, p, c.def.name, newId, 'create', diff(null, stored(c, db, newId)!));
        addFirstRows(db, c.def, p, newId, firstRows);
        return newId;
    })();
}

/**
 * A bulk update as one bulk change in the history, revertable whole (POST /v4/history/{bulk}/revert/):
 * all its records or none. The bulk PATCH and the CSV import (server/core/csvImport.ts) both write
 * through it. Returns the records' ids.
 */
export function applyBulk(c: Collection, db: DB, p: Principal, items: readonly Row[]): number[] {
    const ids = items.map(item => item.id as number);
    db.transaction(() =>
        asOneBulk(db, () =>
            items.forEach((item, i) => {
                const { version, ...changes } = item;
                updateRecord(c, db, p, ids[i], changes, expectedVersion(version));
            })
        )
    )();
    return ids;
}

export function mountCollection(app: Hono<Env>, c: Collection): void {
    registerCollection(c);
    const base = `/v4/${c.def.name}`;
    const db = (ctx: Context<Env>) => ctx.get('db');
    const who = (ctx: Context<Env>) => {
        const p = ctx.get('principal');
        requireAccess(p, c.def.access);
        return p;
    };
    const canWrite = (p: Principal, action: WriteAction) => requireAccess(p, writeAccessFor(c.def, action));
    const detail = (ctx: Context<Env>, p: Principal, id: number) => presentOne(c, db(ctx), p, id);

    app.get(`${base}/`, ctx => {
        const p = who(ctx);
        const query = ctx.req.query();
        const paging = parsePaging(query);
        const answer = cachedPage(c, db(ctx), p, ctx.req.url, () => {
            const page = listPage(c, db(ctx), p, query, paging);
            const results = c.present(page.rows, db(ctx)).map(r => shape(c, r, p));
            return JSON.stringify(envelope(ctx.req.url, page.count, paging, results, page.capped));
        });
        return ctx.body(answer, 200, { 'Content-Type': 'application/json' });
    });

    const bulk = async (ctx: Context<Env>) => {
        const p = who(ctx);
        canWrite(p, 'bulk');
        const body = await readBulkBody(c, ctx.req.raw);
        const ids = applyBulk(c, db(ctx), p, body);
        return ctx.json(ids.map(id => detail(ctx, p, id)));
    };
    app.patch(`${base}/bulk/`, bulk);
    app.put(`${base}/bulk/`, bulk);

    mountHistory(
        app,
        base,
        c.def.name,
        ctx => visibleParent(ctx, c).id,
        p => hiddenKeys(c.def, p),
        (changes, hidden) => revertRefusal(c.def, changes, hidden)
    );

    app.get(`${base}/:id/`, ctx => {
        const p = who(ctx);
        return ctx.json(detail(ctx, p, parseId(ctx.req.param('id'))));
    });

    app.patch(`${base}/:id/`, async ctx => {
        const p = who(ctx);
        canWrite(p, 'update');
        const id = parseId(ctx.req.param('id'));
        const body = await readJson(ctx.req.raw);
        const version = expectedVersion(ctx.req.header('If-Match'));
        db(ctx).transaction(() => updateRecord(c, db(ctx), p, id, body, version))();
        return ctx.json(detail(ctx, p, id));
    });

    app.post(`${base}/`, async ctx => {
        const p = who(ctx);
        canWrite(p, 'create');
        const id = createRecord(c, db(ctx), p, await readJson(ctx.req.raw));
        return ctx.json(detail(ctx, p, id), 201);
    });

    app.delete(`${base}/:id/`, ctx => {
        const p = who(ctx);
        canWrite(p, 'delete');
        const id = parseId(ctx.req.param('id'));
        getVisible(c, db(ctx), p, id);
        try {
            db(ctx).transaction(() => {
                const before = stored(c, db(ctx), id)!;
                stmt(db(ctx), `DELETE FROM ${c.table} WHERE id = ?`).run(id);
                recordHistory(db(ctx), p, c.def.name, id, 'delete', diff(before, null));
            })();
        } catch (e) {
            if (String((e as { code?: string }).code).startsWith('SQLITE_CONSTRAINT')) {
                throw new HttpError(409, api.stillInUse);
            }
            throw e;
        }
        return ctx.body(null, 204);
    });
}

/** A bulk body: 1 to 500 objects, each with a numeric id, no identifier shared between them. */
export async function readBulkBody(c: Collection, raw: Request): Promise<Row[]> {
    const body = await readJson(raw);
    if (!Array.isArray(body) || !body.length || body.length > 500) throw badRequest(api.bulkList);
    for (const item of body) {
        const id = (item as Row)?.id;
        if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) throw badRequest(api.bulkId);
    }
    const shared = bulkIdentifierError(c.def, body as Row[]);
    if (shared) throw badRequest(shared);
    return body as Row[];
}
