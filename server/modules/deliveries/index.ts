/**
 * Legacy deliveries (spec §7 "Deliveries: GET; POST resubmit; PUT xml"): the list with its §4/§8
 * filters, Resubmit of a selection (at most the configured limit), the XML read and replaced
 * (well-formed, no DOCTYPE or entities). Partners see their own supplier's or label's deliveries.
 */
import { deliveryXml, replaceDeliveryXml, resubmitDeliveries } from '../../../resources/operations/delivery';
import { serve } from '../../core/operations';
import def from '../../../resources/delivery/deliveries';
import { xmlProblem } from '../../../resources/delivery/xml';
import { DELIVERY_SELECTION_LIMIT } from '../../../resources/constants';
import { fill, messages } from '../../../resources/messages';
import { stmt, type DB } from '../../db';
import { getVisible, visibleParent } from '../../core/collection';
import { badRequest } from '../../core/errors';
import { diff, recordHistory } from '../../core/history';
import type { ServerModule } from '../../core/module';
import { nowIso, type Row } from '../../core/rows';
import { seedDeliveries, seedMissingIsrc } from './seed';
import { deliveries } from './collection';
import { inspectorOperations } from './inspector';
import { enqueueJob, presentJob, readJob } from '../../core/jobQueue';

const stored = (db: DB, id: number) => stmt(db, 'SELECT * FROM deliveries WHERE id = ?').get(id) as Row;

/** Resubmit: each delivery goes back to release-received, and a job runs it through the pipeline again. */
const resubmit = serve(resubmitDeliveries, (ctx, { ids }) => {
    const p = ctx.get('principal');
    if (ids.length > DELIVERY_SELECTION_LIMIT)
        throw badRequest(fill(messages.errors.selectOverDeliveries, { limit: DELIVERY_SELECTION_LIMIT }));
    const db = ctx.get('db');
    const unique = [...new Set(ids)];
    for (const id of unique) getVisible(deliveries, db, p, id); // 404 for one that is not there
    const jobs = db.transaction(() =>
        unique.map(id => {
            const before = stored(db, id);
            stmt(
                db,
                `UPDATE deliveries SET release_status = 'release-received', status_message = NULL, ingested = 0,
                 updated = ?, version = version + 1 WHERE id = ?`
            ).run(nowIso(), id);
            recordHistory(db, p, def.name, id, 'resubmit', diff(before, stored(db, id)));
            // The ingestion pipeline takes it from here.
            return enqueueJob(db, { kind: 'delivery-ingest', ownerId: p.userId, targetId: id });
        })
    )();
    return ctx.json({
        resubmitted: unique,
        jobs: jobs.map(j => presentJob({ ...readJob(db, j)!, owner_name: p.username })),
    });
});

const readXml = serve(deliveryXml, ctx => {
    const { id } = visibleParent(ctx, deliveries);
    const row = stmt(ctx.get('db'), 'SELECT xml, xml_file_path FROM deliveries WHERE id = ?').get(id) as Row;
    return ctx.json({ xml: row.xml ?? '', xml_file_path: row.xml_file_path });
});

/** Replace the XML: refused unless well-formed (and never with a DOCTYPE or entity declarations). */
const replaceXml = serve(replaceDeliveryXml, (ctx, { xml }) => {
    const { id, p } = visibleParent(ctx, deliveries);
    const problem = xmlProblem(xml);
    if (problem) throw badRequest(problem, { xml: problem });
    const db = ctx.get('db');
    db.transaction(() => {
        const before = stored(db, id);
        stmt(db, 'UPDATE deliveries SET xml = ?, updated = ?, version = version + 1 WHERE id = ?').run(
            xml,
            nowIso(),
            id
        );
        const after = stored(db, id);
        // The document itself is too long for history: its length before and after says it changed.
        const changes = diff({ ...before, xml: String(before.xml ?? '').length }, { ...after, xml: xml.length });
        recordHistory(db, p, def.name, id, 'xml replaced', changes);
    })();
    return ctx.json({ xml, xml_file_path: stored(db, id).xml_file_path });
});

const module: ServerModule = {
    name: def.name,
    ddl: `CREATE TABLE IF NOT EXISTS deliveries (id INTEGER PRIMARY KEY, release_id INTEGER REFERENCES releases(id),
  release_title TEXT NOT NULL, release_status TEXT NOT NULL, status_message TEXT, album_action TEXT NOT NULL,
  xml_file_path TEXT NOT NULL, xml TEXT, ingested INTEGER NOT NULL DEFAULT 0, label_id INTEGER, supplier_id INTEGER,
  genre_id INTEGER, upc TEXT, catalog_number TEXT, artist TEXT, updated TEXT NOT NULL, version INTEGER NOT NULL DEFAULT 1,
  brand TEXT NOT NULL DEFAULT 'download');
CREATE TABLE IF NOT EXISTS delivery_steps (id INTEGER PRIMARY KEY, delivery_id INTEGER NOT NULL REFERENCES deliveries(id),
  release_status TEXT NOT NULL, status_message TEXT, detail TEXT, at TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS delivery_steps_delivery ON delivery_steps(delivery_id, id);
CREATE INDEX IF NOT EXISTS deliveries_supplier ON deliveries(supplier_id, id);
CREATE INDEX IF NOT EXISTS deliveries_status ON deliveries(release_status, id);
CREATE INDEX IF NOT EXISTS deliveries_brand ON deliveries(brand, id);`,
    seed: ({ db, base }) => {
        seedDeliveries(db, base);
        seedMissingIsrc(db);
    },
    collection: deliveries,
    operations: [resubmit, readXml, replaceXml, ...inspectorOperations],
};
export default module;
