/** Reference fields name existing records: every mounted collection, by resource name, to check them against. */
import type { Field } from '../../resources/fields';
import { stmt, type DB } from '../db';
import type { Collection, Row } from './collection';
import { badRequest } from './errors';
import { api } from '../../resources/messages/api';
import { fill } from '../../resources/messages/fill';

const mounted = new Map<string, Collection>();

export const registerCollection = (c: Collection) => mounted.set(c.def.name, c);
/** Every mounted collection, in mount order (the registry's). */
export const mountedCollections = (): Collection[] => [...mounted.values()];

/** A reference field must name an existing record of its resource. */
export function checkReferences(fields: Record<string, Field>, db: DB, changes: Row, next: Row = changes): void {
    for (const [key, value] of Object.entries(changes)) {
        const f = fields[key];
        if (f?.kind !== 'reference' || value == null) continue;
        const target = mounted.get(f.reference);
        // Reference lists (`auxiliary/countries`) live in one table, by list name.
        const list = f.reference.startsWith('auxiliary/') ? f.reference.slice('auxiliary/'.length) : null;
        const found = target
            ? stmt(db, `SELECT 1 FROM ${target.table} WHERE id = ?`).get(value)
            : list
              ? stmt(db, 'SELECT 1 FROM aux WHERE list = ? AND id = ?').get(list, value)
              : true;
        if (!found) {
            throw badRequest(fill(api.unknownReference, { label: f.label.toLowerCase(), value: String(value) }), {
                [key]: fill(api.chooseExisting, { label: f.label.toLowerCase() }),
            });
        }
    }
    checkDependents(fields, db, changes, next);
}

/** A record's field of a reference resource or list, `param` of it: a state's country, a sub-genre's genre. */
function parentOf(reference: string, id: unknown, param: string, db: DB): unknown {
    const target = mounted.get(reference);
    if (target) return (stmt(db, `SELECT ${param} AS parent FROM ${target.table} WHERE id = ?`).get(id) as Row)?.parent;
    if (!reference.startsWith('auxiliary/')) return undefined;
    const row = stmt(db, "SELECT json_extract(extra, '$.' || ?) AS parent FROM aux WHERE list = ? AND id = ?").get(
        param,
        reference.slice('auxiliary/'.length),
        id
    ) as Row | undefined;
    return row?.parent;
}

/**
 * A new value of a field others depend on (a country) clears those not sent with it (its state):
 * they named one of the old value's. Call before the checks, with the record as it was.
 */
export function clearDependents(fields: Record<string, Field>, changes: Row, next: Row, previous?: Row): void {
    for (const [key, f] of Object.entries(fields)) {
        if (f.kind !== 'reference' || !f.dependsOn || key in changes) continue;
        const parentKey = f.dependsOn.field;
        if (!(parentKey in changes) || String(changes[parentKey]) === String(previous?.[parentKey])) continue;
        if (next[key] != null) changes[key] = next[key] = null;
    }
}

/**
 * A reference whose options depend on another field (spec §4: a state's on its country) names one
 * of that field's, as the record is after the write: a state of another country is refused (the
 * console's picker offers only the country's).
 */
function checkDependents(fields: Record<string, Field>, db: DB, changes: Row, next: Row): void {
    for (const [key, f] of Object.entries(fields)) {
        if (f.kind !== 'reference' || !f.dependsOn) continue;
        const parentKey = f.dependsOn.field;
        if (!(key in changes) && !(parentKey in changes)) continue;
        const value = next[key];
        if (value == null) continue;
        // No parent chosen: none of its values is (the picker waits for the country).
        const parent = next[parentKey];
        if (parent != null && String(parentOf(f.reference, value, f.dependsOn.param, db)) === String(parent)) continue;
        const said = fill(api.chooseOfParent, {
            label: f.label.toLowerCase(),
            parent: (fields[parentKey]?.label ?? parentKey).toLowerCase(),
        });
        throw badRequest(said, { [key]: said });
    }
}
