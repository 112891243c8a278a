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
export function checkReferences(fields: Record<string, Field>, db: DB, changes: Row): void {
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
}
