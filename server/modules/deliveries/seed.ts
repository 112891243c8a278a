/** Seeded deliveries: two per release (up to a cap), through every state and §8 message in turn. */
import { stepDetail } from '../../../resources/delivery/statuses';
import type { DB } from '../../db';

/** [release_status, status_message, ingested]: each §4 state and each §8 message appears. */
const OUTCOMES: [string, string | null, 0 | 1][] = [
    ['release-ingested', 'Filtering complete', 1],
    ['metadata-processing-error', 'missing-isrc', 0],
    ['filter-error', 'Non-existent label', 0],
    ['filter-rejected', 'Restricted genre', 0],
    ['filter-error', 'Non existent genre', 0],
    ['ingest-error', 'invalid-image', 0],
    ['ingest-error', 'already-live-error', 0],
    ['reingestion-error', 'reingestion-error', 0],
    ['ingestion-error', 'fatal', 0],
    ['filter-rejected', 'Restricted label', 0],
    ['index-error', 'index-error', 0],
    ['updated', 'Updated', 1],
    ['published', 'published-with-update', 1],
    ['filter-rejected', 'Source is disabled', 0],
    ['filter-rejected', 'Supplier is disabled', 0],
    ['filter-rejected', 'Restricted album action', 0],
    ['release-received', null, 0],
    ['encoded', 'Filtering complete', 1],
    ['encoding-error', 'fatal', 0],
    ['currently-reingesting', null, 0],
    ['move-error', 'fatal', 0],
    ['filter-bypassed', 'Filtering complete', 0],
];
const ACTIONS = ['insert', 'update', 'insert', 'delete', 'insert', 'purge'];
const MAX_DELIVERIES = 300;

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function seedDeliveries(db: DB, base: Date): void {
    const releases = db
        .prepare(
            `SELECT r.id, r.name, r.upc, r.catalog_number, r.artist_name, r.label_id, l.supplier_id,
             (SELECT x.genre_id FROM tracks x WHERE x.release_id = r.id ORDER BY x.id LIMIT 1) AS genre_id
             FROM releases r JOIN labels l ON l.id = r.label_id ORDER BY r.id`
        )
        .all() as {
        id: number;
        name: string;
        upc: string | null;
        catalog_number: string | null;
        artist_name: string;
        label_id: number;
        supplier_id: number;
        genre_id: number | null;
    }[];
    const insert = db.prepare(
        `INSERT INTO deliveries (release_id, release_title, release_status, status_message, album_action, xml_file_path,
         xml, ingested, label_id, supplier_id, genre_id, upc, catalog_number, artist, updated, brand)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
    );
    const step = db.prepare(
        'INSERT INTO delivery_steps (delivery_id, release_status, status_message, detail, at) VALUES (?, ?, ?, ?, ?)'
    );
    let n = 0;
    for (const round of [0, 1]) {
        for (const r of releases) {
            if (n >= MAX_DELIVERIES) return;
            const [status, message, ingested] = OUTCOMES[n % OUTCOMES.length];
            const upc = r.upc ?? String(800000000000 + r.id);
            const xml = `<?xml version="1.0" encoding="UTF-8"?>
<release upc="${upc}">
  <title>${escape(r.name)}</title>
  <artist>${escape(r.artist_name)}</artist>
  <catalog_number>${escape(r.catalog_number ?? '')}</catalog_number>
</release>
`;
            const updated = new Date(base.getTime() + (n * 7 + round) * 3600_000).toISOString();
            const info = insert.run(
                r.id,
                r.name,
                status,
                message,
                ACTIONS[n % ACTIONS.length],
                `/ingest/supplier-${r.supplier_id}/${upc}/${upc}${round ? `-${round}` : ''}.xml`,
                xml,
                ingested,
                r.label_id,
                r.supplier_id,
                // A received delivery names no genre: the pipeline gives it the automated ingestion genre.
                status === 'release-received' ? null : r.genre_id,
                upc,
                r.catalog_number,
                r.artist_name,
                updated,
                n % 5 === 4 ? 'dj' : 'download'
            );
            // The timeline: received, then where it ended.
            const id = Number(info.lastInsertRowid);
            const received = new Date(Date.parse(updated) - 600_000).toISOString();
            step.run(id, 'release-received', null, `Received ${upc}.xml`, received);
            if (status !== 'release-received') step.run(id, status, message, stepDetail(status, message), updated);
            n++;
        }
    }
}

/**
 * A missing-isrc delivery's release really misses an ISRC (its last track's is blank), so what the
 * inspector says matches the catalog, and fixing the track and re-ingesting is a real repair.
 */
export function seedMissingIsrc(db: DB): void {
    db.prepare(
        `UPDATE tracks SET isrc = NULL WHERE id IN (
           SELECT (SELECT max(t.id) FROM tracks t WHERE t.is_dj_edit = 0 AND t.release_id = d.release_id)
           FROM deliveries d WHERE d.status_message = 'missing-isrc')`
    ).run();
}
