/**
 * The first rows a new record brings with it (a supplier's contact and contract): taken from the
 * create body under each sub-resource's path, checked as that list's own POST would check them
 * before anything is written, and added in the record's own transaction.
 */
import type { ResourceDef } from '../../resources/schema';
import { labelForms, writeAccessFor } from '../../resources/schema';
import { listError, needsFirstRow } from '../../resources/validation';
import type { DB } from '../db';
import { requireAccess, type Principal } from './access';
import { badRequest, HttpError } from './errors';
import type { Row } from './rows';
import { addRow, checkNewRow, mountedSub, type SubCollection } from './subCollection';
import { api } from '../../resources/messages/api';
import { fill } from '../../resources/messages/fill';

export type FirstRows = [SubCollection, Row[]][];
const MAX_FIRST_ROWS = 50;

function checkItems(db: DB, s: SubCollection, p: Principal, raw: unknown): Row[] {
    const { def } = s;
    if (raw !== undefined && !Array.isArray(raw)) throw badRequest(fill(api.expectedRows, { path: def.path }));
    const items = (raw ?? []) as unknown[];
    if (needsFirstRow(def) && !items.length) throw badRequest(def.atLeastOne!, { [def.path]: def.atLeastOne! });
    const max = def.limit?.max ?? MAX_FIRST_ROWS;
    if (items.length > max) throw badRequest(def.limit?.message ?? fill(api.tooManyRows, { path: def.path, max }));
    if (items.length) requireAccess(p, writeAccessFor(def, 'create'));
    const [one] = labelForms(def.label);
    const rows = items.map((item, i) => {
        try {
            return checkNewRow(db, s, p, null, item);
        } catch (e) {
            if (e instanceof HttpError && e.status === 400) throw badRequest(`${one} ${i + 1}: ${e.detail}`, e.fields);
            throw e;
        }
    });
    // The list's own rules, as a whole list's PUT has them (two stages of one number).
    const refused = listError(def, rows);
    if (refused) throw badRequest(refused, { [def.path]: refused });
    return rows;
}

/** Splits a create body into the record's own values and its checked first rows. */
export function takeFirstRows(
    def: ResourceDef,
    db: DB,
    p: Principal,
    body: unknown
): { own: unknown; rows: FirstRows } {
    if (!def.createWith?.length || typeof body !== 'object' || body === null || Array.isArray(body)) {
        return { own: body, rows: [] };
    }
    const own: Row = { ...(body as Row) };
    const rows = def.createWith.map((sub): [SubCollection, Row[]] => {
        const s = mountedSub(sub.name);
        if (!s) throw new Error(`${sub.name} is created with ${def.name} but not mounted`);
        const raw = own[sub.path];
        delete own[sub.path];
        return [s, checkItems(db, s, p, raw)];
    });
    return { own, rows };
}

/** Adds the first rows under the new record; call inside its transaction. */
export function addFirstRows(db: DB, def: ResourceDef, p: Principal, parentId: number, rows: FirstRows): void {
    for (const [s, list] of rows) {
        for (const values of list) {
            s.check?.(db, parentId, values);
            addRow(db, s, def.name, p, parentId, values);
        }
    }
}
