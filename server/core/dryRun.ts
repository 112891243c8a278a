/**
 * A record's PATCH run as the engine runs it (validation, permissions, tenancy, versions) and rolled
 * back: what it would change, written nowhere (issue 44: a held write's diff, a scheduled change's
 * check). The same rollback as the bulk edit's preview (./bulkPreview.ts), so they cannot disagree.
 */
import type { DB } from '../db';
import type { Principal } from './access';
import { presentOne, type Collection } from './collection';
import { updateRecord } from './engine';
import type { Row } from './rows';

class Rollback {
    constructor(readonly next: Row) {}
}

export const pick = (row: Row, keys: readonly string[]): Row => Object.fromEntries(keys.map(k => [k, row[k] ?? null]));

/** The changed fields' values now and after; throws the write's own HttpError when it would be refused. */
export function dryRunUpdate(
    c: Collection,
    db: DB,
    p: Principal,
    id: number,
    changes: Row,
    version: number | null
): { current: Row; next: Row } {
    const keys = Object.keys(changes);
    const current = pick(presentOne(c, db, p, id), keys);
    try {
        db.transaction(() => {
            updateRecord(c, db, p, id, changes, version);
            throw new Rollback(pick(presentOne(c, db, p, id), keys));
        })();
    } catch (e) {
        if (e instanceof Rollback) return { current, next: e.next };
        throw e;
    }
    return { current, next: current };
}
