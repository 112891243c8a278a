/**
 * Record history: who changed what, when, with each field's before → after. Written by every
 * engine write in the same transaction as the write itself; read by staff per record.
 */
import type { Context, Hono } from 'hono';
import type { Changes } from '../../resources/changes';
import { messages } from '../../resources/messages';
import { P } from '../../resources/permissions';
import { allReverted, revertedKeys } from '../../resources/revertRefusal';
import { stmt, type DB } from '../db';
import { requireAccess, type Principal } from './access';
import type { Env } from './env';
import { pagedAnswer } from './paging';
import type { Row } from './rows';
import { historyNote } from './replay';

export type { Changes };

/** The history table (a module of the registry, without routes of its own). */
export const historyModule = {
    name: 'history',
    ddl: `CREATE TABLE IF NOT EXISTS history (id INTEGER PRIMARY KEY, resource TEXT NOT NULL,
  record_id INTEGER NOT NULL, action TEXT NOT NULL, user_id INTEGER, username TEXT NOT NULL, at TEXT NOT NULL,
  changes TEXT NOT NULL, bulk_id INTEGER);
CREATE INDEX IF NOT EXISTS history_record ON history(resource, record_id, id);
CREATE INDEX IF NOT EXISTS history_bulk ON history(bulk_id);`,
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

/**
 * What the write in progress is part of: a bulk change (its entries share one bulk id, so it can be
 * reverted whole) and a revert (its entries say "revert of #N"). Writes are synchronous inside one
 * SQLite transaction, so the caller's settings cannot leak into another request's write.
 */
const current: { bulk: number | null; action: string | null } = { bulk: null, action: null };

/** Runs `write` (inside the caller's transaction) with every entry it records tagged as one bulk change. */
export function asOneBulk<T>(db: DB, write: () => T): T {
    const outer = current.bulk;
    current.bulk = stmt(db, 'SELECT coalesce(max(bulk_id), 0) + 1 FROM history').pluck().get() as number;
    try {
        return write();
    } finally {
        current.bulk = outer;
    }
}

/** Runs `write` with every entry it records named `action` (what made it: an import, a revert). */
export function asAction<T>(action: string, write: () => T): T {
    const outer = current.action;
    current.action = action;
    try {
        return write();
    } finally {
        current.action = outer;
    }
}

/** Runs `write` with every entry it records named as the revert of entry `entryId`. */
export const asRevertOf = <T>(entryId: number, write: () => T): T => asAction(`revert of #${entryId}`, write);

/** Entries never reverted from history (their own refusal, 400): a record's creation and deletion. */
export const ONCE_ONLY: ReadonlySet<string> = new Set(['create', 'delete']);

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
    // A write replayed for its approver or its schedule says so: "update; requested by …, approved by …".
    const note = historyNote();
    const named = current.action ?? action;
    stmt(
        db,
        'INSERT INTO history (resource, record_id, action, user_id, username, at, changes, bulk_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)'
    ).run(
        resource,
        recordId,
        note ? `${named}; ${note}` : named,
        p.userId,
        p.username,
        new Date().toISOString(),
        JSON.stringify(changes),
        current.bulk
    );
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
 * An entry that cannot be reverted whole says why (`unrevertible`, from `refusal`), so no one is offered it.
 */
export function mountHistory(
    app: Hono<Env>,
    base: string,
    resource: string,
    visible: (ctx: Context<Env>) => number,
    hidden: (p: Principal) => ReadonlySet<string> = () => new Set(),
    refusal: (changes: Changes, hidden: ReadonlySet<string>) => string | null = () => null
): void {
    app.get(`${base}/:id/history/`, ctx => {
        const p = ctx.get('principal');
        requireAccess(p, P.STAFF);
        const id = visible(ctx);
        const keys = hidden(p);
        const rows = stmt(
            ctx.get('db'),
            `SELECT id, action, username, at, changes, bulk_id,
               (SELECT count(*) FROM history b WHERE b.bulk_id = h.bulk_id) AS bulk_size
             FROM history h WHERE resource = ? AND record_id = ? ORDER BY id DESC`
        ).all(resource, id) as Row[];
        const recorded = rows.map(r => ({
            id: Number(r.id),
            action: String(r.action),
            changes: JSON.parse(String(r.changes)) as Changes,
        }));
        const reverted = revertedKeys(recorded);
        // A bulk write's entry names its bulk and how many records it changed ("Revert for all N records").
        const entries = rows.map(({ bulk_id, bulk_size, ...r }, i) => {
            const all = recorded[i].changes;
            const changes = redact(all, keys);
            const done = reverted.get(recorded[i].id);
            const reason =
                !changes || ONCE_ONLY.has(String(r.action))
                    ? null
                    : allReverted(Object.keys(all), done)
                      ? messages.history.alreadyReverted
                      : refusal(all, keys);
            return {
                ...r,
                changes,
                ...(bulk_id ? { bulk: { id: bulk_id, size: bulk_size } } : {}),
                ...(reason ? { unrevertible: reason } : {}),
                // The keys a revert of it gave back already (a field put back): not offered again.
                ...(done?.size ? { reverted: [...done] } : {}),
            };
        });
        return pagedAnswer(
            ctx,
            entries.filter(r => r.changes)
        );
    });
}
