/**
 * The revert of a change to a record's sub-resource rows (a territory added, a publisher changed,
 * a list replaced): the row or list gets its earlier state back through the same checks as the
 * sub-resource's own writes, under the same grants (delete to undo an add, create to undo a
 * removal, update or replace to undo a change).
 */
import type { PermissionList } from '../../resources/permissions';
import { writeAccessFor } from '../../resources/schema';
import { stmt, type DB } from '../db';
import { requireAccess, type Principal } from './access';
import { notFound } from './errors';
import { diff, recordHistory } from './history';
import { checkReferences } from './references';
import type { Row } from './rows';
import { addRow, checkNewRow, replaceRows, type SubCollection } from './subCollection';
import { checkBody, checkRules } from './validation';

type Change = { before: unknown; after: unknown };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const NOBODY: PermissionList = [];

const rowOf = (db: DB, s: SubCollection, parentId: number, id: unknown) =>
    (stmt(db, `SELECT * FROM ${s.table} WHERE id = ? AND ${s.parentColumn} = ?`).get(id, parentId) as
        Row | undefined) ?? null;

const listOf = (db: DB, s: SubCollection, parentId: number) =>
    stmt(db, `SELECT * FROM ${s.table} WHERE ${s.parentColumn} = ? ORDER BY id`).all(parentId) as Row[];

/** The row's (or list's) schema fields only: ids, parents, authors and positions are the write's own. */
function fieldsOf(s: SubCollection, row: Row): Row {
    const out: Row = {};
    for (const [k, f] of Object.entries(s.def.fields)) {
        if (!(k in row) || f.readOnly) continue;
        out[k] = f.kind === 'boolean' ? !!row[k] : row[k];
    }
    return out;
}

/** What the rows are now, when that is not what the entry left ("after"); null when nothing changed since. */
export function rowConflict(
    db: DB,
    s: SubCollection,
    parentId: number,
    change: Change
): { expected: unknown; current: unknown } | null {
    if (Array.isArray(change.after)) {
        const current = listOf(db, s, parentId);
        return same(current, change.after) ? null : { expected: change.after, current };
    }
    // A removal is undone by adding the row again: nothing later can be overwritten.
    if (!change.after) return null;
    const current = rowOf(db, s, parentId, (change.after as Row).id);
    return same(current, change.after) ? null : { expected: change.after, current };
}

/** Writes the earlier state of one sub-resource change (inside the caller's transaction). */
export function revertRow(db: DB, s: SubCollection, parentDef: string, p: Principal, parentId: number, change: Change) {
    const before = change.before as Row | Row[] | null;
    const after = change.after as Row | Row[] | null;
    if (Array.isArray(before) || Array.isArray(after)) {
        requireAccess(p, s.def.replaceAccess ?? NOBODY);
        replaceRows(
            db,
            s,
            parentDef,
            p,
            parentId,
            ((before ?? []) as Row[]).map(r => fieldsOf(s, r))
        );
        return;
    }
    if (!before) {
        // An added row: removed again.
        requireAccess(p, writeAccessFor(s.def, 'delete'));
        const current = rowOf(db, s, parentId, after!.id);
        if (!current) return;
        stmt(db, `DELETE FROM ${s.table} WHERE id = ?`).run(current.id);
        s.settle?.(db, parentId, null);
        recordHistory(db, p, parentDef, parentId, 'revert', { [s.def.path]: { before: current, after: null } });
        return;
    }
    const current = after ? rowOf(db, s, parentId, after.id) : null;
    if (!current) {
        // A removed row (or a changed one removed since): added again with its earlier values.
        requireAccess(p, writeAccessFor(s.def, 'create'));
        addRow(db, s, parentDef, p, parentId, checkNewRow(db, s, p, parentId, fieldsOf(s, before)));
        return;
    }
    requireAccess(p, writeAccessFor(s.def, 'update'));
    const changes = checkBody(s.def, fieldsOf(s, before), p, 'update');
    const next = { ...current, ...changes };
    checkRules(s.def, next);
    checkReferences(s.def.fields, db, changes, next);
    s.check?.(db, parentId, next);
    const keys = Object.keys(changes);
    if (keys.length)
        stmt(
            db,
            `UPDATE ${s.table} SET ${keys.map(k => `${k} = ?`).join(', ')}, version = version + 1 WHERE id = ?`
        ).run(...keys.map(k => changes[k]), current.id);
    s.settle?.(db, parentId, rowOf(db, s, parentId, current.id));
    const written = rowOf(db, s, parentId, current.id);
    if (!written) throw notFound();
    if (Object.keys(diff(current, written)).length)
        recordHistory(db, p, parentDef, parentId, 'revert', { [s.def.path]: { before: current, after: written } });
}
