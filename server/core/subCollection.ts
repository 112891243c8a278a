/**
 * The generic engine for sub-resources: list, create, update (with If-Match) and delete rows
 * under a parent record that the caller may see, each write checked against the definition's
 * own list, validated from its fields, and recorded in the parent's history.
 */
import type { Context, Hono } from 'hono';
import { writeAccessFor } from '../../resources/schema';
import type { SubResourceDef } from '../../resources/schema';
import { stmt, type DB } from '../db';
import { requireAccess, type Principal } from './access';
import { parseId, visibleParent, expectedVersion, type Collection } from './collection';
import type { Env } from './env';
import { HttpError, notFound } from './errors';
import { diff, recordHistory } from './history';
import { pagedAnswer } from './paging';
import type { Row } from './rows';
import { checkBody, checkRules, readJson } from './validation';
import { messages } from '../../resources/messages';

export interface SubCollection {
    def: SubResourceDef;
    table: string;
    /** The column that names the parent record. */
    parentColumn: string;
    /** Values a new row gets besides the body (author, timestamps). */
    onCreate?: (p: Principal) => Row;
}

const singular = (def: SubResourceDef) => def.label.split('||||')[0].trim().toLowerCase();

export function mountSubCollection(app: Hono<Env>, parent: Collection, s: SubCollection): void {
    const { def, table, parentColumn } = s;
    const base = `/v4/${parent.def.name}/:id/${def.path}`;
    const order = def.newestFirst ? 'id DESC' : 'id ASC';
    const db = (ctx: Context<Env>) => ctx.get('db');
    /** The parent (visible to the caller) and, for writes, the caller's grant for the action. */
    const open = (ctx: Context<Env>, action?: 'create' | 'update' | 'delete') => {
        const found = visibleParent(ctx, parent);
        requireAccess(found.p, def.access ?? parent.def.access);
        if (action) requireAccess(found.p, writeAccessFor(def, action));
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
    ) =>
        recordHistory(db(ctx), p, parent.def.name, parentId, `${singular(def)} ${verb}`, {
            [def.path]: { before, after },
        });

    app.get(`${base}/`, ctx => {
        const { id } = open(ctx);
        return pagedAnswer(
            ctx,
            stmt(db(ctx), `SELECT * FROM ${table} WHERE ${parentColumn} = ? ORDER BY ${order}`).all(id) as Row[]
        );
    });

    // Writes are mounted only where the definition grants them to somebody.
    if (def.createAccess)
        app.post(`${base}/`, async ctx => {
            const { id, p } = open(ctx, 'create');
            const values = checkBody(def, await readJson(ctx.req.raw), p, 'create');
            checkRules(def, values);
            const created = db(ctx).transaction(() => {
                const data: Row = { ...values, ...s.onCreate?.(p), [parentColumn]: id };
                const keys = Object.keys(data);
                const info = stmt(
                    db(ctx),
                    `INSERT INTO ${table} (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`
                ).run(...keys.map(k => data[k]));
                const added = row(db(ctx), id, Number(info.lastInsertRowid))!;
                history(ctx, p, id, 'added', null, added);
                return added;
            })();
            return ctx.json(created, 201);
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
                    throw new HttpError(412, messages.conflict.stale, undefined, { current: before });
                }
                checkRules(def, { ...before, ...changes });
                const keys = Object.keys(changes);
                if (keys.length) {
                    stmt(
                        db(ctx),
                        `UPDATE ${table} SET ${keys.map(k => `${k} = ?`).join(', ')}, version = version + 1 WHERE id = ?`
                    ).run(...keys.map(k => changes[k]), subId);
                }
                const after = row(db(ctx), id, subId)!;
                if (Object.keys(diff(before, after)).length) history(ctx, p, id, 'changed', before, after);
                return after;
            })();
            return ctx.json(updated);
        });

    if (def.deleteAccess)
        app.delete(`${base}/:subId/`, ctx => {
            const { id, p } = open(ctx, 'delete');
            const subId = parseId(ctx.req.param('subId'));
            db(ctx).transaction(() => {
                const before = row(db(ctx), id, subId);
                if (!before) throw notFound();
                stmt(db(ctx), `DELETE FROM ${table} WHERE id = ?`).run(subId);
                history(ctx, p, id, 'removed', before, null);
            })();
            return ctx.body(null, 204);
        });
}
