/**
 * A bulk edit's preview (issue 30): what the bulk PATCH with the same body would do to each record,
 * written nowhere. Each record's update runs as the bulk would run it (validation, permissions,
 * tenancy, versions) in a transaction that is always rolled back, so a preview and its apply
 * cannot disagree about which records are refused and why.
 */
import type { Hono } from 'hono';
import { previewBulk, type BulkItem, type BulkPreviewRow } from '../../resources/operations/history';
import { writeAccessFor } from '../../resources/schema';
import type { DB } from '../db';
import { requireAccess, type Principal } from './access';
import { expectedVersion, presentOne, type Collection } from './collection';
import { readBulkBody, updateRecord } from './engine';
import type { Env } from './env';
import { HttpError, notFound } from './errors';
import type { Row } from './rows';

/** Thrown to roll a preview's transaction back once the record's new values are read. */
class Rollback {
    constructor(readonly next: Row) {}
}

const pick = (row: Row, keys: string[]): Row => Object.fromEntries(keys.map(k => [k, row[k] ?? null]));

function previewOne(c: Collection, db: DB, p: Principal, item: BulkItem): BulkPreviewRow {
    const { id, version, ...changes } = item;
    const keys = Object.keys(changes);
    let current: Row = {};
    try {
        current = pick(presentOne(c, db, p, id), keys);
        db.transaction(() => {
            updateRecord(c, db, p, id, changes, expectedVersion(version));
            throw new Rollback(pick(presentOne(c, db, p, id), keys));
        })();
    } catch (e) {
        if (e instanceof Rollback) return { id, current, next: e.next, refused: null };
        if (e instanceof HttpError)
            return { id, current, next: changes, refused: { status: e.status, detail: e.detail } };
        throw e;
    }
    return { id, current, next: current, refused: null };
}

/** POST /v4/{path}/bulk/preview/: one route for every resource with a bulk update. */
export function mountBulkPreview(app: Hono<Env>, collections: Collection[]): void {
    const byName = new Map(collections.map(c => [c.def.name, c]));
    app.post('/v4/:resource{.+}/bulk/preview/', async ctx => {
        const c = byName.get(ctx.req.param('resource'));
        if (!c) throw notFound();
        const p = ctx.get('principal');
        requireAccess(p, previewBulk(c.def.name).access);
        requireAccess(p, c.def.access);
        // Who may not bulk-update at all is told so once, not once per record.
        requireAccess(p, writeAccessFor(c.def, 'bulk'));
        const items = (await readBulkBody(c, ctx.req.raw)) as BulkItem[];
        const db = ctx.get('db');
        return ctx.json(items.map(item => previewOne(c, db, p, item)));
    });
}
