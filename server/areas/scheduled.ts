/**
 * Scheduled changes (issue 44, capability `scheduled-changes`): a record's PATCH kept with the
 * values of the fields it changes as they were when it was scheduled, and applied by the server
 * within a tick of its time through the ordinary PATCH as its scheduler (server/core/replay.ts:
 * their permission is checked again, history says "scheduled by … for …, applied at …"). A field
 * changed since it was scheduled stops it: status `conflict`, the scheduler sees it.
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { ScheduledChange, ScheduledStatus } from '../../resources/approvals';
import { formatInstant } from '../../resources/format';
import { fill } from '../../resources/messages/fill';
import { scheduled as text } from '../../resources/messages/approvals';
import { P, staff } from '../../resources/permissions';
import { writeAccessFor } from '../../resources/schema';
import { stmt, type DB } from '../db';
import { allowed, makePrincipal, requireAccess, type Principal } from '../core/access';
import { presentOne, parseId, type Collection } from '../core/collection';
import { dryRunUpdate, pick } from '../core/dryRun';
import type { Env } from '../core/env';
import { badRequest, forbidden, HttpError, notFound } from '../core/errors';
import { pagedAnswer } from '../core/paging';
import { mountedCollections } from '../core/references';
import { historyNote, replay } from '../core/replay';
import type { Row } from '../core/rows';
import { parseBody, readJson } from '../core/validation';

export const SCHEDULED_DDL = `CREATE TABLE IF NOT EXISTS scheduled_changes (id INTEGER PRIMARY KEY, resource TEXT NOT NULL,
  record_id INTEGER NOT NULL, at TEXT NOT NULL, status TEXT NOT NULL, changes TEXT NOT NULL, before TEXT NOT NULL,
  user_id INTEGER NOT NULL, username TEXT NOT NULL, created TEXT NOT NULL, applied_at TEXT, detail TEXT, note TEXT);
CREATE INDEX IF NOT EXISTS scheduled_due ON scheduled_changes(status, at);`;

/** How often the server looks for due changes: at most a minute; `SCHEDULE_TICK_MS` shortens it (tests). */
export const scheduleTickMs = (env: Record<string, string | undefined> = process.env) =>
    Math.min(60_000, Math.max(200, Number(env.SCHEDULE_TICK_MS) || 30_000));

const instant = z
    .string({ message: text.atRequired })
    .refine(v => /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(v) && !Number.isNaN(Date.parse(v)), text.atRequired)
    .transform(v => new Date(v).toISOString());
const SCHEDULE = z.object({
    at: instant,
    changes: z.record(z.string(), z.unknown()).refine(c => Object.keys(c).length > 0, text.changesRequired),
});
const MOVE = z.object({ at: instant });

interface ScheduledRow {
    id: number;
    resource: string;
    record_id: number;
    at: string;
    status: ScheduledStatus;
    changes: string;
    before: string;
    user_id: number;
    username: string;
    created: string;
    applied_at: string | null;
    detail: string | null;
    note: string | null;
}

const present = (r: ScheduledRow): ScheduledChange => ({
    id: r.id,
    resource: r.resource,
    record: r.record_id,
    at: r.at,
    status: r.status,
    changes: JSON.parse(r.changes) as Row,
    before: JSON.parse(r.before) as Row,
    scheduled_by: r.username,
    created: r.created,
    applied_at: r.applied_at,
    detail: r.detail,
});

const collectionOf = (name: string): Collection => {
    const c = mountedCollections().find(m => m.def.name === name);
    if (!c) throw notFound();
    return c;
};

/**
 * Who may schedule a record's change: staff who may PATCH it (the agenda, and moving or cancelling,
 * are staff's: a partner could not see what it scheduled).
 */
function mayUpdate(c: Collection, p: Principal): void {
    requireAccess(p, P.STAFF);
    requireAccess(p, c.def.access);
    requireAccess(p, writeAccessFor(c.def, 'update'));
}

function future(at: string): void {
    if (Date.parse(at) <= Date.now()) throw badRequest(text.atInPast, { at: text.atInPast });
}

function ownScheduled(ctx: Context<Env>): ScheduledRow {
    const p = ctx.get('principal');
    requireAccess(p, P.STAFF);
    const row = stmt(ctx.get('db'), 'SELECT * FROM scheduled_changes WHERE id = ?').get(
        parseId(ctx.req.param('id') ?? '')
    ) as ScheduledRow | undefined;
    if (!row || !allowed(p, collectionOf(row.resource).def.access)) throw notFound();
    // The scheduler moves and cancels their own; an admin anyone's.
    if (row.user_id !== p.userId && !allowed(p, [[staff('admin')]])) throw forbidden(text.notScheduler);
    if (row.status !== 'scheduled') throw new HttpError(409, text.notScheduled);
    return row;
}

/** Applies one due change: a field changed since → `conflict`; else the PATCH as its scheduler. */
async function applyDue(app: Hono<Env>, db: DB, row: ScheduledRow): Promise<void> {
    const finish = (status: ScheduledStatus, detail: string | null) =>
        stmt(db, 'UPDATE scheduled_changes SET status = ?, applied_at = ?, detail = ? WHERE id = ?').run(
            status,
            new Date().toISOString(),
            detail,
            row.id
        );
    const user = stmt(db, 'SELECT * FROM users WHERE id = ?').get(row.user_id) as
        Parameters<typeof makePrincipal>[0] | undefined;
    if (!user) return void finish('failed', null);
    const p = makePrincipal(user);
    const c = mountedCollections().find(m => m.def.name === row.resource);
    const before = JSON.parse(row.before) as Row;
    let now: Row;
    try {
        if (!c) throw notFound();
        now = pick(presentOne(c, db, p, row.record_id), Object.keys(before));
    } catch (e) {
        if (e instanceof HttpError) return void finish('failed', e.detail);
        throw e;
    }
    const changed = Object.keys(before).filter(k => JSON.stringify(before[k]) !== JSON.stringify(now[k]));
    if (changed.length) return void finish('conflict', fill(text.conflict, { fields: changed.join(', ') }));
    // Claimed before the replay, so that a slow apply is not started again by the next tick.
    stmt(db, "UPDATE scheduled_changes SET status = 'applying' WHERE id = ?").run(row.id);
    const appliedAt = new Date().toISOString();
    const note = [
        fill(text.historyNote, { who: row.username, at: formatInstant(row.at), applied: formatInstant(appliedAt) }),
        row.note,
    ]
        .filter(Boolean)
        .join('; ');
    const result = await replay(
        app,
        p,
        { method: 'PATCH', path: `/v4/${row.resource}/${row.record_id}/`, body: JSON.parse(row.changes) },
        note
    );
    if (result.status < 400) return void finish('applied', null);
    const detail = (result.body as { detail?: string } | null)?.detail ?? null;
    finish(result.status === 412 ? 'conflict' : 'failed', detail);
}

/** The due changes, applied one after another. */
export async function applyDueChanges(app: Hono<Env>, db: DB, now = new Date()): Promise<number> {
    const due = stmt(db, "SELECT * FROM scheduled_changes WHERE status = 'scheduled' AND at <= ? ORDER BY at, id").all(
        now.toISOString()
    ) as ScheduledRow[];
    for (const row of due) await applyDue(app, db, row);
    return due.length;
}

/** The schedule routes and the timer that applies due changes (unref'd: it never keeps a process alive). */
export function mountScheduled(app: Hono<Env>, db: DB, { tick = true }: { tick?: boolean } = {}): void {
    db.exec(SCHEDULED_DDL);

    app.post('/v4/:record{.+/[0-9]+}/schedule/', async ctx => {
        const p = ctx.get('principal');
        const record = ctx.req.param('record');
        const cut = record.lastIndexOf('/');
        const c = collectionOf(record.slice(0, cut));
        const id = Number(record.slice(cut + 1));
        mayUpdate(c, p);
        const { at, changes } = parseBody(SCHEDULE, await readJson(ctx.req.raw));
        future(at);
        // Checked as the PATCH would be now; the values it replaces are kept to detect a change since.
        const { current } = dryRunUpdate(c, ctx.get('db'), p, id, changes, null);
        const info = stmt(
            ctx.get('db'),
            `INSERT INTO scheduled_changes (resource, record_id, at, status, changes, before, user_id, username, created, note)
             VALUES (?, ?, ?, 'scheduled', ?, ?, ?, ?, ?, ?)`
        ).run(
            c.def.name,
            id,
            at,
            JSON.stringify(changes),
            JSON.stringify(current),
            p.userId,
            p.username,
            new Date().toISOString(),
            historyNote() ?? null
        );
        const row = stmt(ctx.get('db'), 'SELECT * FROM scheduled_changes WHERE id = ?').get(
            info.lastInsertRowid
        ) as ScheduledRow;
        return ctx.json(present(row), 201);
    });

    app.get('/v4/scheduled-changes/', ctx => {
        const p = ctx.get('principal');
        requireAccess(p, P.STAFF);
        const q = ctx.req.query();
        const where: string[] = [];
        const args: unknown[] = [];
        const add = (sql: string, value: unknown) => (where.push(sql), args.push(value));
        if (q.resource) add('resource = ?', q.resource);
        if (q.record) add('record_id = ?', Number(q.record));
        // One status, or several by commas (a record banner's `scheduled,conflict`).
        if (q.status) {
            const statuses = q.status.split(',');
            where.push(`status IN (${statuses.map(() => '?').join(', ')})`);
            args.push(...statuses);
        }
        if (q.from) add('at >= ?', q.from);
        if (q.to) add('at < ?', q.to);
        const rows = stmt(
            ctx.get('db'),
            `SELECT * FROM scheduled_changes ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY at, id`
        ).all(...args) as ScheduledRow[];
        const readable = rows.filter(r => {
            const c = mountedCollections().find(m => m.def.name === r.resource);
            return !!c && allowed(p, c.def.access);
        });
        return pagedAnswer(ctx, readable.map(present));
    });

    app.patch('/v4/scheduled-changes/:id/', async ctx => {
        const row = ownScheduled(ctx);
        const { at } = parseBody(MOVE, await readJson(ctx.req.raw));
        future(at);
        stmt(ctx.get('db'), 'UPDATE scheduled_changes SET at = ? WHERE id = ?').run(at, row.id);
        return ctx.json(present({ ...row, at }));
    });

    app.delete('/v4/scheduled-changes/:id/', ctx => {
        const row = ownScheduled(ctx);
        stmt(ctx.get('db'), "UPDATE scheduled_changes SET status = 'cancelled' WHERE id = ?").run(row.id);
        return ctx.body(null, 204);
    });

    if (!tick) return;
    let busy = false;
    const timer = setInterval(() => {
        if (busy || !db.open) return;
        busy = true;
        applyDueChanges(app, db)
            .catch(e => console.error(e))
            .finally(() => (busy = false));
    }, scheduleTickMs());
    timer.unref();
}
