/**
 * What a revert from history writes, as the routes of those writes would be called: the four-eyes
 * layer (heldWrites.ts) holds a revert as it would hold these writes.
 */
import { allSubResources } from '../../resources/calls';
import { isImportAction } from '../../resources/csvImport';
import type { Changes } from '../../resources/changes';
import type { Field } from '../../resources/fields';
import { stmt, type DB } from '../db';
import { mountedCollections } from '../core/references';
import { isRow, type Row } from '../core/rows';

export interface Write {
    method: string;
    path: string;
    body: unknown;
}

/**
 * `POST /v4/{record}/history/{entry}/revert/`: a revert writes what the entry changed, so it is held
 * as those writes would be (a bank account put back waits for approval as its edit does), and it
 * waits, as they do, for a request that changes the same values. Approving it replays the revert.
 */
export const REVERT_PATH = /^\/v4\/(.+)\/(\d+)\/history\/(\d+)\/revert\/$/;

/**
 * `POST /v4/history/{bulk}/revert/`: a bulk change put back for all its records is the bulk PATCH of
 * their earlier values, one per resource, held as that bulk write would be (over 25 records). An
 * import was made record by record as PATCHes (no bulk grant, never held as a bulk): its revert is
 * the same PATCHes, held only where one of them would be.
 */
export const BULK_REVERT_PATH = /^\/v4\/history\/(\d+)\/revert\/$/;

/** A record's own writable fields of `row`, as a form or a bulk edit would send them. */
const own = (fields: Record<string, Field>, row: Row) =>
    Object.fromEntries(
        Object.entries(fields)
            .filter(([k, f]) => k in row && !f.readOnly)
            .map(([k, f]) => [k, f.kind === 'boolean' ? !!row[k] : row[k]])
    );

/** The bulk writes that put back every record of bulk change `bulkId` (a list it changed is left to the revert). */
export function bulkRevertWrites(db: DB, bulkId: string): Write[] {
    const entries = stmt(
        db,
        'SELECT resource, record_id, action, changes FROM history WHERE bulk_id = ? ORDER BY id'
    ).all(bulkId) as Row[];
    const byImport = entries.length > 0 && entries.every(e => isImportAction(String(e.action)));
    const byResource = new Map<string, Row[]>();
    for (const e of entries) {
        const col = mountedCollections().find(m => m.def.name === e.resource);
        if (!col) continue;
        const changes = JSON.parse(String(e.changes)) as Changes;
        const before = own(col.def.fields, Object.fromEntries(Object.entries(changes).map(([k, c]) => [k, c.before])));
        if (!Object.keys(before).length) continue;
        byResource.set(String(e.resource), [
            ...(byResource.get(String(e.resource)) ?? []),
            { id: e.record_id, ...before },
        ]);
    }
    if (byImport)
        return [...byResource].flatMap(([resource, rows]) =>
            rows.map(({ id, ...fields }) => ({ method: 'PATCH', path: `/v4/${resource}/${String(id)}/`, body: fields }))
        );
    return [...byResource].map(([resource, rows]) => ({ method: 'PATCH', path: `/v4/${resource}/bulk/`, body: rows }));
}

/** The writes a revert of entry `entryId` of a record makes, as their own routes would be called. */
export function revertWrites(db: DB, resource: string, id: string, entryId: string, body: unknown): Write[] {
    const entry = stmt(db, 'SELECT changes FROM history WHERE id = ? AND resource = ? AND record_id = ?').get(
        entryId,
        resource,
        id
    ) as Row | undefined;
    const col = mountedCollections().find(m => m.def.name === resource);
    if (!entry || !col) return [];
    const changes = JSON.parse(String(entry.changes)) as Changes;
    const asked = isRow(body) && Array.isArray(body.fields) ? body.fields.map(String) : Object.keys(changes);
    const base = `/v4/${resource}/${id}/`;
    const writes: Write[] = [];
    const fields: Row = {};
    for (const k of asked.filter(k => k in changes)) {
        const sub = allSubResources([col.def]).find(s => s.parent === resource && s.path === k);
        const before = changes[k].before as Row | Row[] | null;
        const after = changes[k].after as Row | Row[] | null;
        if (!sub) fields[k] = changes[k].before;
        else if (Array.isArray(before) || Array.isArray(after))
            writes.push({ method: 'PUT', path: `${base}${k}/`, body: (before ?? []) as Row[] });
        else if (!before) writes.push({ method: 'DELETE', path: `${base}${k}/${String(after!.id)}/`, body: undefined });
        else if (!after) writes.push({ method: 'POST', path: `${base}${k}/`, body: own(sub.fields, before) });
        else writes.push({ method: 'PATCH', path: `${base}${k}/${String(after.id)}/`, body: own(sub.fields, before) });
    }
    const record = own(col.def.fields, fields);
    return Object.keys(record).length ? [{ method: 'PATCH', path: base, body: record }, ...writes] : writes;
}
