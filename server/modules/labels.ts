/** Labels: collection, contracts and mappings, CSV download; partners see their own. */
import { Hono } from 'hono';
import contracts from '../../resources/catalog/labelContracts';
import mappings from '../../resources/catalog/labelMappings';
import def from '../../resources/catalog/labels';
import { streamCsv } from '../core/csvStream';
import { requireAccess } from '../core/access';
import type { Collection } from '../core/collection';
import { listQuery } from '../core/listing';
import type { Env } from '../core/env';
import { badRequest } from '../core/errors';
import { foldedFilter, foldedShadow } from '../core/folded';
import { dayAfter, type ServerModule } from '../core/module';
import { without, type Row } from '../core/rows';
import { NOUN } from '../seed/words';
import { labelCountFor, supplierOfLabel } from '../seed/counts';
import { api } from '../../resources/messages/api';
import { hypeActiveSql, hypeStatusSql } from '../core/hypeStatus';

const JOINED = new Set(['supplier_name']);

const labels: Collection = {
    def,
    table: 'labels',
    from: 'labels t JOIN suppliers s ON s.id = t.supplier_id',
    countFrom: 'labels t',
    select: `t.*, s.name AS supplier_name, ${hypeStatusSql('t')} AS hype_status`,
    filterSql: {
        name: foldedFilter('t.name', 'labels', 'name'),
        supplier_name: 's.name',
        hype_active: hypeActiveSql('t'),
        multiple_contracts_active: `((SELECT count(*) FROM label_contracts c WHERE c.label_id = t.id
                AND (c.start_date IS NULL OR c.start_date <= date('now'))
                AND (c.end_date IS NULL OR c.end_date >= date('now'))) > 1)`,
    },

    sortable: { id: 't.id', name: 't.name', supplier_name: 's.name' },
    defaultOrder: 't.id DESC',
    tenancy: { supplierSql: 't.supplier_id = ?', labelSql: 't.id = ?' },
    present: rows =>
        rows.map(r => {
            const out = without(r, JOINED);
            out.supplier = { id: r.supplier_id, name: r.supplier_name };
            return out;
        }),
    beforeWrite: ({ changes, p }) => {
        if (p.partnerType === 'supplier' && changes.supplier_id != null && changes.supplier_id !== p.supplierId) {
            throw badRequest(api.ownLabelsOnly, {
                supplier_id: api.ownSupplier,
            });
        }
    },
    onCreate: () => ({ created: new Date().toISOString() }),
};

const routes = new Hono<Env>();

/** CSV download of labels, with the list's filters and tenancy; streamed without a cap, cells neutralised. */
routes.get('/csv/download/', ctx => {
    const p = ctx.get('principal');
    requireAccess(p, labels.def.access);
    const { whereSql, params, order } = listQuery(labels, p, ctx.req.query());
    const columns = ['id', 'name', 'supplier_id', 'supplier_name', 'enabled', 'hype_status', 'account_claimed'];
    return streamCsv(ctx.get('db'), {
        columns,
        filename: 'labels.csv',
        rows: reader =>
            reader
                .prepare(`SELECT ${labels.select} FROM ${labels.from} ${whereSql} ORDER BY ${order}`)
                .iterate(...params) as Iterable<Row>,
    });
});

const module: ServerModule = {
    name: def.name,
    ddl: `CREATE TABLE IF NOT EXISTS labels (id INTEGER PRIMARY KEY, name TEXT NOT NULL, supplier_id INTEGER NOT NULL REFERENCES suppliers(id),
  bio TEXT, enabled INTEGER NOT NULL DEFAULT 1, hype_trial_start TEXT, hype_trial_end TEXT, hype_eligible INTEGER NOT NULL DEFAULT 0,
  is_available_for_pre_order INTEGER NOT NULL DEFAULT 0, pre_order_weeks INTEGER NOT NULL DEFAULT 0,
  account_claimed INTEGER NOT NULL DEFAULT 0, temporary_username TEXT, temporary_password TEXT,
  label_manager TEXT, image TEXT, created TEXT NOT NULL, version INTEGER NOT NULL DEFAULT 1);
CREATE INDEX IF NOT EXISTS labels_supplier ON labels(supplier_id);
CREATE TABLE IF NOT EXISTS label_contracts (id INTEGER PRIMARY KEY, label_id INTEGER NOT NULL REFERENCES labels(id),
  name TEXT NOT NULL, start_date TEXT, end_date TEXT, revenue_share REAL, version INTEGER NOT NULL DEFAULT 1);
CREATE TABLE IF NOT EXISTS label_mappings (id INTEGER PRIMARY KEY, label_id INTEGER NOT NULL REFERENCES labels(id),
  source_name TEXT NOT NULL, version INTEGER NOT NULL DEFAULT 1);${foldedShadow('labels', ['name'])}`,
    seed: ({ db, r, base, nowIso, trackCount }) => {
        const labelCount = labelCountFor(trackCount);
        const l = db.prepare(
            `INSERT INTO labels (id, name, supplier_id, bio, hype_eligible, hype_trial_start, hype_trial_end, pre_order_weeks,
             account_claimed, temporary_username, temporary_password, label_manager, created) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)`
        );
        for (let i = 1; i <= labelCount; i++) {
            const supplier = supplierOfLabel(i);
            const eligible = r.next() < 0.5;
            l.run(
                i,
                `${r.pick(NOUN)} ${r.pick(['Records', 'Recordings', 'Music', 'Audio', 'Sounds'])} ${i}`,
                supplier,
                `Independent label founded in ${2000 + (i % 24)}.`,
                eligible ? 1 : 0,
                eligible ? dayAfter(base, i) : null,
                eligible ? dayAfter(base, 700 + i * 3) : null,
                i % 5,
                i % 3 === 0 ? 1 : 0,
                i % 3 === 0 ? null : `label${i}_tmp`,
                i % 3 === 0 ? null : `tmp-${(i * 7919) % 100000}`,
                r.pick(['Dana Cole', 'Ravi Shah', 'Ines Wolf']),
                nowIso
            );
        }
        const contract = db.prepare(
            'INSERT INTO label_contracts (label_id, name, start_date, end_date, revenue_share) VALUES (?, ?, ?, ?, ?)'
        );
        const mapping = db.prepare('INSERT INTO label_mappings (label_id, source_name) VALUES (?, ?)');
        for (let i = 1; i <= labelCount; i++) {
            contract.run(i, 'Standard distribution', dayAfter(base, -365), dayAfter(base, 1500), 70);
            mapping.run(i, `LABEL-${i}`);
        }
    },
    collection: labels,
    subCollections: [
        { def: contracts, table: 'label_contracts', parentColumn: 'label_id' },
        { def: mappings, table: 'label_mappings', parentColumn: 'label_id' },
    ],
    routes,
};
export default module;
