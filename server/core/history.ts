/**
 * Record history: who changed what, when, with each field's before → after. Written by every
 * engine write in the same transaction as the write itself; read by staff per record.
 */
import type { Context, Hono } from 'hono';
import type { Changes } from '../../resources/changes';
import { P } from '../../resources/permissions';
import { stmt, type DB } from '../db';
import { requireAccess, type Principal } from './access';
import type { Env } from './env';
import { pagedAnswer } from './paging';
import type { Row } from './rows';

export type { Changes };

/** The history table (a module of the registry, without routes of its own). */
export const historyModule = {
    name: 'history',
    ddl: `CREATE TABLE IF NOT EXISTS history (id INTEGER PRIMARY KEY, resource TEXT NOT NULL,
  record_id INTEGER NOT NULL, action TEXT NOT NULL, user_id INTEGER, username TEXT NOT NULL, at TEXT NOT NULL,
  changes TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS history_record ON history(resource, record_id, id);`,
};

const IGNORED = new Set(['version']);

/** Each field whose value differs between two versions of a row (either may be absent). */
export function diff(before: Row | null, after: Row | null): Changes {
    const out: Changes = {};
    for (const k of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
        if (IGNORED.has(k)) continue;
        const b = before?.[k] ?? null;
        const a = after?.[k] ?? null;
        if (JSON.stringify(b) !== JSON.stringify(a)) out[k] = { before: b, after: a };
    }
    return out;
}

/** Records one write; call inside the write's transaction. Writes that change nothing leave no entry. */
export function recordHistory(
    db: DB,
    p: Pick<Principal, 'userId' | 'username'>,
    resource: string,
    recordId: number,
    action: string,
    changes: Changes
): void {
    if (!Object.keys(changes).length) return;
    stmt(
        db,
        'INSERT INTO history (resource, record_id, action, user_id, username, at, changes) VALUES (?, ?, ?, ?, ?, ?, ?)'
    ).run(resource, recordId, action, p.userId, p.username, new Date().toISOString(), JSON.stringify(changes));
}

/** An entry's changes without the keys the reader may not see; null when nothing is left. */
export function redact(changes: Changes, hidden: ReadonlySet<string>): Changes | null {
    const out: Changes = {};
    for (const k in changes) if (!hidden.has(k)) out[k] = changes[k];
    return Object.keys(out).length ? out : null;
}

/**
 * GET {base}/:id/history/: staff only, newest first; `visible` checks the record (and tenancy);
 * fields and sub-resources the reader may not see (`hidden`) are left out, and so are entries of nothing else.
 */
export function mountHistory(
    app: Hono<Env>,
    base: string,
    resource: string,
    visible: (ctx: Context<Env>) => number,
    hidden: (p: Principal) => ReadonlySet<string> = () => new Set()
): void {
    app.get(`${base}/:id/history/`, ctx => {
        const p = ctx.get('principal');
        requireAccess(p, P.STAFF);
        const id = visible(ctx);
        const keys = hidden(p);
        const rows = stmt(
            ctx.get('db'),
            'SELECT id, action, username, at, changes FROM history WHERE resource = ? AND record_id = ? ORDER BY id DESC'
        ).all(resource, id) as Row[];
        const entries = rows.map(r => ({ ...r, changes: redact(JSON.parse(String(r.changes)) as Changes, keys) }));
        return pagedAnswer(
            ctx,
            entries.filter(r => r.changes)
        );
    });
}
