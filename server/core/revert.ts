/**
 * Revert from history (issue 30): an entry's fields (or some of them) get their "before" values
 * back through the same writes the engine makes (validation, permissions, tenancy), recorded as
 * "revert of #N" by whoever reverts. A field changed again since the entry is a conflict (409 with
 * each field's expected and current value) unless the caller saw it and forces the revert.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { fill, messages } from '../../resources/messages';
import { revertBulk, revertEntry, type RevertBody, type RevertConflict } from '../../resources/operations/history';
import { writeAccessFor } from '../../resources/schema';
import { stmt, type DB } from '../db';
import { requireAccess, type Principal } from './access';
import { booleans, getVisible, hiddenKeys, parseId, presentOne, type Collection } from './collection';
import { updateRecord } from './engine';
import type { Env } from './env';
import { badRequest, HttpError, notFound } from './errors';
import { asOneBulk, asRevertOf, ONCE_ONLY, type Changes } from './history';
import { allReverted, madeRecord, revertedKeys, revertRefusal } from '../../resources/revertRefusal';
import { isImportAction } from '../../resources/csvImport';
import { P } from '../../resources/permissions';
import type { ServedOperation } from './operations';
import { serve } from './operations';
import type { Row } from './rows';
import type { SubCollection } from './subCollection';
import { revertRow, rowConflict } from './revertRows';
import { parseBody, readJson } from './validation';

/** A resource whose records keep a history: its collection and its sub-resource lists by path. */
export interface Revertible {
    c: Collection;
    subs: Map<string, SubCollection>;
}

interface Entry {
    id: number;
    resource: string;
    record_id: number;
    action: string;
    changes: Changes;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function loadEntry(db: DB, where: string, ...params: unknown[]): Entry[] {
    return (stmt(db, `SELECT * FROM history WHERE ${where} ORDER BY id`).all(...params) as Row[]).map(r => ({
        id: Number(r.id),
        resource: String(r.resource),
        record_id: Number(r.record_id),
        action: String(r.action),
        changes: JSON.parse(String(r.changes)) as Changes,
    }));
}

/** The keys of an entry the caller asked to revert: schema fields and sub-resource lists they may see. */
function chosenKeys(t: Revertible, p: Principal, entry: Entry, fields?: string[]): string[] {
    if (ONCE_ONLY.has(entry.action) || madeRecord(entry.changes)) throw badRequest(messages.history.noRevertCreate);
    const hidden = hiddenKeys(t.c.def, p);
    const revertible = (k: string) =>
        !hidden.has(k) && ((k in t.c.def.fields && !t.c.def.fields[k].readOnly) || t.subs.has(k));
    for (const k of fields ?? [])
        if (!(k in entry.changes) || !revertible(k)) throw badRequest(fill(messages.history.noSuchField, { field: k }));
    // The whole entry: every value it changed gets its earlier value back, or nothing is written (the reason, 409).
    const refused = fields ? null : revertRefusal(t.c.def, entry.changes, hidden);
    if (refused) throw new HttpError(409, refused);
    // Derived and read-only columns (folded names, slugs, counters) follow from the fields; they are not reverted themselves.
    return (fields ?? Object.keys(entry.changes)).filter(revertible);
}

/**
 * The keys still to revert: those a standing revert of the entry gave back already are left out (a
 * field put back, then the whole entry reverted); none left is refused (409: a removed row added twice).
 */
function notYetReverted(db: DB, entry: Entry, keys: string[], fields?: string[]): string[] {
    const covered = revertedKeys(loadEntry(db, 'resource = ? AND record_id = ?', entry.resource, entry.record_id)).get(
        entry.id
    );
    if (allReverted(fields ?? Object.keys(entry.changes), covered))
        throw new HttpError(409, messages.history.alreadyReverted);
    return keys.filter(k => !covered?.has(k));
}

/** The fields of one entry that changed again since (the record as stored now against the entry's "after"). */
function conflictsOf(db: DB, t: Revertible, p: Principal, entry: Entry, keys: string[]): RevertConflict[] {
    const stored = stmt(db, `SELECT * FROM ${t.c.table} WHERE id = ?`).get(entry.record_id) as Row | undefined;
    if (!stored) throw notFound();
    getVisible(t.c, db, p, entry.record_id);
    const out: RevertConflict[] = [];
    for (const k of keys) {
        const sub = t.subs.get(k);
        if (sub) {
            const conflict = rowConflict(db, sub, entry.record_id, entry.changes[k]);
            if (conflict) out.push({ field: k, ...conflict });
        } else if (!same(stored[k], entry.changes[k].after))
            out.push({ field: k, expected: entry.changes[k].after, current: stored[k] ?? null });
    }
    return out;
}

/** Writes the revert of one entry (inside the caller's transaction), conflicts already settled. */
function writeRevert(db: DB, t: Revertible, p: Principal, entry: Entry, keys: string[]): void {
    asRevertOf(entry.id, () => {
        const bools = booleans(t.c.def);
        const body: Row = {};
        for (const k of keys) {
            const sub = t.subs.get(k);
            if (sub) revertRow(db, sub, t.c.def.name, p, entry.record_id, entry.changes[k]);
            else body[k] = bools.has(k) ? !!entry.changes[k].before : entry.changes[k].before;
        }
        if (Object.keys(body).length) {
            requireAccess(p, writeAccessFor(t.c.def, 'update'));
            updateRecord(t.c, db, p, entry.record_id, body, null);
        }
    });
}

const conflictError = (extra: Record<string, unknown>) =>
    new HttpError(409, messages.history.conflict, undefined, extra);

/** The routes: a record's entry (one route for every resource) and a bulk change's (a declared operation). */
export function mountRevert(app: Hono<Env>, revertible: Revertible[]): void {
    const byName = new Map(revertible.map(t => [t.c.def.name, t]));
    // The route every `revertEntry(resource)` declaration fills in: /v4/{path}/{id}/history/{entry}/revert/.
    // (One regex parameter for path and id: Hono matches no greedy parameter followed by another.)
    app.post('/v4/:record{.+/[0-9]+}/history/:entry{[0-9]+}/revert/', async ctx => {
        const [, resource, rawId] = /^(.+)\/(\d+)$/.exec(ctx.req.param('record'))!;
        const t = byName.get(resource);
        if (!t) throw notFound();
        const p = ctx.get('principal');
        const op = revertEntry(t.c.def.name);
        requireAccess(p, op.access);
        requireAccess(p, t.c.def.access);
        const { fields, force } = parseBody(op.body!(z), await readJson(ctx.req.raw));
        const db = ctx.get('db');
        const id = parseId(rawId);
        const [entry] = loadEntry(
            db,
            'id = ? AND resource = ? AND record_id = ?',
            Number(ctx.req.param('entry')),
            t.c.def.name,
            id
        );
        if (!entry) throw notFound();
        db.transaction(() => {
            const keys = notYetReverted(db, entry, chosenKeys(t, p, entry, fields), fields);
            const conflicts = conflictsOf(db, t, p, entry, keys);
            if (conflicts.length && !force) throw conflictError({ conflicts });
            writeRevert(db, t, p, entry, keys);
        })();
        return ctx.json(presentOne(t.c, db, p, id));
    });
}

/** POST /v4/history/{bulk}/revert/: every entry of a bulk change, all or nothing, as one bulk change itself. */
export function bulkRevertOperation(revertible: Revertible[]): ServedOperation {
    const byName = new Map(revertible.map(t => [t.c.def.name, t]));
    return serve(revertBulk, (ctx, { force }: RevertBody) => {
        const p = ctx.get('principal');
        const db = ctx.get('db');
        const entries = loadEntry(db, 'bulk_id = ?', parseId(ctx.req.param('id') ?? ''));
        if (!entries.length) throw notFound();
        // An import is undone by whoever may write every record it touched (as a PATCH, tenancy included);
        // a bulk edit, as before, only by staff holding the bulk grant. (An entry's action may carry a note after ";".)
        const byImport = entries.every(e => isImportAction(e.action));
        if (!byImport) requireAccess(p, P.STAFF);
        const bulk = db.transaction(() => {
            const plans = entries.map(entry => {
                const t = byName.get(entry.resource);
                if (!t) throw notFound();
                requireAccess(p, t.c.def.access);
                // Undoing a bulk change for all its records needs what made it: the bulk grant, or for an import a PATCH's.
                requireAccess(p, writeAccessFor(t.c.def, byImport ? 'update' : 'bulk'));
                const keys = notYetReverted(db, entry, chosenKeys(t, p, entry));
                return { t, entry, keys, conflicts: conflictsOf(db, t, p, entry, keys) };
            });
            const records = plans
                .filter(x => x.conflicts.length)
                .map(x => ({ resource: x.entry.resource, id: x.entry.record_id, conflicts: x.conflicts }));
            if (records.length && !force) throw conflictError({ records });
            return asOneBulk(db, () => {
                for (const x of plans) writeRevert(db, x.t, p, x.entry, x.keys);
                return stmt(db, 'SELECT max(bulk_id) FROM history').pluck().get() as number;
            });
        })();
        return ctx.json({ reverted: entries.length, bulk });
    });
}
