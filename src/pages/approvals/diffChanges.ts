/**
 * A held write's diff read as the History tab reads changes (resources/changes.ts): each record's
 * fields by their model labels and displays, a row of one of its lists (an order's item, a supplier's
 * bank account) by the row's name. Pure; ApprovalDiff loads the schemas and the names.
 */
import type { ApprovalDiffRow } from '../../../resources/approvals';
import { sameValue, type Changes } from '../../../resources/changes';

/** A diff row's record: `catalog/tracks/12/`, or a row of one of its lists below it (`…/orders/7/items/5/`). */
export interface DiffRecord {
    resource: string;
    id: string;
    /** The list row's key as history writes it (`items/5`; `banking` for a row the write adds). */
    row?: string;
}

/** Its record, from the row's API path; null for a path that names none. */
export function diffRecord(path: string | null): DiffRecord | null {
    const parts = path?.replace(/^\/+|\/+$/g, '').split('/') ?? [];
    if (parts.length < 3) return null;
    const [section, name, id, ...below] = parts;
    return { resource: `${section}/${name}`, id, ...(below.length ? { row: below.join('/') } : {}) };
}

/** The row's changes: the record's fields that change (all of them when it is created), or its list row whole. */
export function diffChanges(record: DiffRecord | null, row: ApprovalDiffRow): Changes {
    if (record?.row) return { [record.row]: { before: row.current, after: row.next } };
    const { current, next } = row;
    return Object.fromEntries(
        Object.keys({ ...current, ...next })
            .filter(k => !current || !next || !sameValue(current[k], next[k]))
            .map(k => [k, { before: current?.[k] ?? null, after: next?.[k] ?? null }])
    );
}
