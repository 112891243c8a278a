/** Suppliers: staff read and manage them; a supplier partner reads only its own record. */
import def from '../../resources/catalog/suppliers';
import { collectionFromSchema } from '../core/collection';
import type { ServerModule } from '../core/module';
import { ADJ, NOUN } from '../seed/words';

export const SUPPLIER_COUNT = 12;

const suppliers: ServerModule = {
    name: def.name,
    ddl: `CREATE TABLE IF NOT EXISTS suppliers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, ingester_key TEXT,
  ddex_party_id TEXT, vendor_code TEXT, enabled INTEGER NOT NULL DEFAULT 1, version INTEGER NOT NULL DEFAULT 1);`,
    seed: ({ db, r }) => {
        const insert = db.prepare(
            'INSERT INTO suppliers (id, name, ingester_key, ddex_party_id, vendor_code) VALUES (?, ?, ?, ?, ?)'
        );
        for (let i = 1; i <= SUPPLIER_COUNT; i++) {
            insert.run(
                i,
                `${r.pick(ADJ)} ${r.pick(NOUN)} Distribution`,
                `ingest-${i}`,
                `PADPIDA${String(2000000000 + i)}`,
                `V${1000 + i}`
            );
        }
    },
    collection: collectionFromSchema(def, 'suppliers', { tenancy: { supplierSql: 't.id = ?' } }),
};
export default suppliers;
