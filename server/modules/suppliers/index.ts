/** Suppliers: staff without support read and keep them, with their contacts, contracts, mappings, notes and banking. */
import banking from '../../../resources/catalog/supplierBanking';
import contacts from '../../../resources/catalog/supplierContacts';
import contracts from '../../../resources/catalog/supplierContracts';
import genreMappings from '../../../resources/catalog/supplierGenreMappings';
import labelMappings from '../../../resources/catalog/supplierLabelMappings';
import supplierLabels from '../../../resources/catalog/supplierLabels';
import notes from '../../../resources/catalog/supplierNotes';
import def from '../../../resources/catalog/suppliers';
import subscribers from '../../../resources/catalog/supplierSubscribers';
import { stmt, type DB } from '../../db';
import { collectionFromSchema, type Collection } from '../../core/collection';
import { badRequest } from '../../core/errors';
import type { ServerModule } from '../../core/module';
import type { Row } from '../../core/rows';
import { authored } from '../../core/subCollection';
import { seedSuppliersAndLists } from './seed';
import { api } from '../../../resources/messages/api';

/** The primary contact's value of a column (the first primary contact, if several). */
const primary = (column: string) =>
    `(SELECT c.${column} FROM supplier_contacts c WHERE c.supplier_id = t.id AND c.contact_type = 'primary'
      ORDER BY c.id LIMIT 1)`;

export const suppliers: Collection = collectionFromSchema(def, 'suppliers', {
    tenancy: { supplierSql: 't.id = ?' },
    filterSql: { primary_contact_email: primary('email'), primary_contact_username: primary('username') },
});

/** A label mapping names one of the supplier's own labels (or none yet). */
function ownLabel(db: DB, supplierId: number, row: Row): void {
    if (row.label_id == null) return;
    if (!stmt(db, 'SELECT 1 FROM labels WHERE id = ? AND supplier_id = ?').get(row.label_id, supplierId)) {
        throw badRequest(api.chooseSupplierLabel, { label_id: api.chooseSupplierLabel });
    }
}

const list = (columns: string) =>
    `(id INTEGER PRIMARY KEY, supplier_id INTEGER NOT NULL REFERENCES suppliers(id), ${columns},
  version INTEGER NOT NULL DEFAULT 1)`;

const module: ServerModule = {
    name: def.name,
    ddl: `CREATE TABLE IF NOT EXISTS suppliers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, ingester_key TEXT,
  ddex_party_id TEXT, vendor_code TEXT, enabled INTEGER NOT NULL DEFAULT 1, auto_create_labels INTEGER NOT NULL DEFAULT 0,
  pposp_enrollment_status INTEGER NOT NULL DEFAULT 0, address_1 TEXT, address_2 TEXT, city TEXT, country_id INTEGER,
  state_id INTEGER, postal_code TEXT, phone TEXT, phone_ext TEXT, alt_phone TEXT, alt_phone_ext TEXT,
  version INTEGER NOT NULL DEFAULT 1);
CREATE TABLE IF NOT EXISTS supplier_contacts ${list('contact_type TEXT NOT NULL, name TEXT NOT NULL, email TEXT, username TEXT, phone TEXT, phone_ext TEXT')};
CREATE INDEX IF NOT EXISTS supplier_contacts_supplier ON supplier_contacts(supplier_id, contact_type);
CREATE TABLE IF NOT EXISTS supplier_contracts ${list('name TEXT NOT NULL, start_date TEXT, end_date TEXT, revenue_share REAL')};
CREATE TABLE IF NOT EXISTS supplier_label_mappings ${list('source_name TEXT NOT NULL, label_id INTEGER, restricted INTEGER NOT NULL DEFAULT 0')};
CREATE TABLE IF NOT EXISTS supplier_genre_mappings ${list('source_name TEXT NOT NULL, genre_id INTEGER NOT NULL REFERENCES genres(id), restricted INTEGER NOT NULL DEFAULT 0')};
CREATE TABLE IF NOT EXISTS supplier_notes ${list('note TEXT NOT NULL, author TEXT NOT NULL, created TEXT NOT NULL')};
CREATE TABLE IF NOT EXISTS supplier_banking ${list(`bank_name TEXT NOT NULL, account_name TEXT, routing_number TEXT,
  account_number TEXT, sort_code TEXT, swift TEXT, iban TEXT, payment_email TEXT, tax_id TEXT`)};
CREATE TABLE IF NOT EXISTS supplier_subscribers ${list('username TEXT NOT NULL, email TEXT, subscribed TEXT NOT NULL')};`,
    seed: seedSuppliersAndLists,
    collection: suppliers,
    subCollections: [
        { def: contacts, table: 'supplier_contacts', parentColumn: 'supplier_id' },
        { def: contracts, table: 'supplier_contracts', parentColumn: 'supplier_id' },
        { def: labelMappings, table: 'supplier_label_mappings', parentColumn: 'supplier_id', check: ownLabel },
        { def: genreMappings, table: 'supplier_genre_mappings', parentColumn: 'supplier_id' },
        { def: notes, table: 'supplier_notes', parentColumn: 'supplier_id', onCreate: authored },
        { def: banking, table: 'supplier_banking', parentColumn: 'supplier_id' },
        { def: subscribers, table: 'supplier_subscribers', parentColumn: 'supplier_id' },
        { def: supplierLabels, table: 'labels', parentColumn: 'supplier_id' },
    ],
};
export default module;
