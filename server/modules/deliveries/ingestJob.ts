/**
 * A resubmitted delivery's ingestion, run by the job worker: release-received → metadata
 * processing → filter → ingest, one step at a time. Each check reads the catalog as it is now, so
 * a cause fixed meanwhile (a track's ISRC, the XML) lets the delivery through; a failure leaves
 * the delivery in its §4 state with its §8 message, and the job FAILED with the explanation.
 */
import {
    explainStatusMessage,
    stepDetail,
    type ReleaseStatus,
    type StatusMessage,
} from '../../../resources/delivery/statuses';
import { xmlProblem } from '../../../resources/delivery/xml';
import releases from '../../../resources/catalog/releases';
import tracks from '../../../resources/catalog/tracks';
import { canonicalCode } from '../../../resources/rules';
import type { ResourceDef } from '../../../resources/schema';
import { fill, messages } from '../../../resources/messages';
import { P } from '../../../resources/permissions';
import { stmt, type DB } from '../../db';
import { diff, recordHistory } from '../../core/history';
import { nowIso, type Row } from '../../core/rows';
import { tracksMissingIsrc } from './causes';
import { automatedGenre } from './ingestion';
import { JobFailure, type Actor, type JobHandler } from '../../core/jobHandler';
import { api } from '../../../resources/messages/api';

const RESOURCE = 'deliveries/deliveries';
const delivery = (db: DB, id: number) => stmt(db, 'SELECT * FROM deliveries WHERE id = ?').get(id) as Row | undefined;

function move(
    db: DB,
    actor: Actor,
    id: number,
    status: ReleaseStatus,
    message: StatusMessage | null,
    ingested = 0,
    detail = stepDetail(status, message)
) {
    db.transaction(() => {
        const before = delivery(db, id)!;
        stmt(
            db,
            `UPDATE deliveries SET release_status = ?, status_message = ?, ingested = ?, updated = ?,
             version = version + 1 WHERE id = ?`
        ).run(status, message, ingested, nowIso(), id);
        recordHistory(db, actor, RESOURCE, id, 'pipeline', diff(before, delivery(db, id)!));
        stmt(
            db,
            'INSERT INTO delivery_steps (delivery_id, release_status, status_message, detail, at) VALUES (?, ?, ?, ?, ?)'
        ).run(id, status, message, detail, nowIso());
    })();
}

/** The first failing check of a stage: the state and message it leaves, or null to go on. */
type Check = (db: DB, d: Row) => [ReleaseStatus, StatusMessage] | null;

const metadata: Check = (db, d) => {
    if (xmlProblem(String(d.xml ?? ''))) return ['index-error', 'index-error'];
    return tracksMissingIsrc(db, d.release_id).length ? ['metadata-processing-error', 'missing-isrc'] : null;
};

const filter: Check = (db, d) => {
    const label = stmt(db, 'SELECT supplier_id, enabled FROM labels WHERE id = ?').get(d.label_id) as
        { supplier_id: number; enabled: number } | undefined;
    if (!label || label.supplier_id !== d.supplier_id) return ['filter-error', 'Non-existent label'];
    const supplier = stmt(db, 'SELECT enabled FROM suppliers WHERE id = ?').pluck().get(d.supplier_id);
    if (!supplier) return ['filter-rejected', 'Supplier is disabled'];
    // A delivery that names no genre takes the automated ingestion genre; without one it has none to map.
    if (d.genre_id == null && !automatedGenre(db)) return ['filter-error', 'Non existent genre'];
    return null;
};

/** Sets the automated ingestion genre on a delivery that names none; answers the genre it gave. */
function giveAutomatedGenre(db: DB, actor: Actor, id: number): { id: number; name: string } | null {
    if (delivery(db, id)!.genre_id != null) return null;
    const genre = automatedGenre(db);
    if (!genre) return null;
    db.transaction(() => {
        const before = delivery(db, id)!;
        stmt(db, 'UPDATE deliveries SET genre_id = ?, version = version + 1 WHERE id = ?').run(genre.id, id);
        recordHistory(db, actor, RESOURCE, id, 'automated genre', diff(before, delivery(db, id)!));
    })();
    return genre;
}

/** The fields of a resource kept in canonical form (ISRC, UPC/EAN, GUID). */
const canonicalFields = (def: ResourceDef) =>
    Object.entries(def.fields)
        .filter(([, f]) => f.kind === 'text' && f.canonical)
        .map(([name]) => name);

/**
 * An ingested release's identifiers, and its tracks', are stored in canonical form (resources/rules.ts
 * canonicalCode) like every other write's: one written in another form before is put right here.
 */
function canonicalIdentifiers(db: DB, actor: Actor, releaseId: unknown): void {
    if (releaseId == null) return;
    const targets: [ResourceDef, string, string][] = [
        [releases, 'releases', 'id'],
        [tracks, 'tracks', 'release_id'],
    ];
    for (const [def, table, key] of targets) {
        const names = canonicalFields(def);
        const rows = stmt(db, `SELECT id, ${names.join(', ')} FROM ${table} WHERE ${key} = ?`).all(releaseId) as Row[];
        for (const row of rows) {
            const changed = names.filter(n => typeof row[n] === 'string' && canonicalCode(row[n]) !== row[n]);
            if (!changed.length) continue;
            const before = stmt(db, `SELECT * FROM ${table} WHERE id = ?`).get(row.id) as Row;
            stmt(
                db,
                `UPDATE ${table} SET ${changed.map(n => `${n} = ?`).join(', ')}, version = version + 1 WHERE id = ?`
            ).run(...changed.map(n => canonicalCode(row[n] as string)), row.id);
            const after = stmt(db, `SELECT * FROM ${table} WHERE id = ?`).get(row.id) as Row;
            recordHistory(db, actor, def.name, row.id as number, 'ingestion', diff(before, after));
        }
    }
}

const STAGES: { status: ReleaseStatus; check: Check }[] = [
    { status: 'release-received', check: metadata },
    { status: 'currently-reingesting', check: filter },
];

const deliveryIngest: JobHandler = {
    access: P.DELIVERIES,
    resumable: true,
    async run({ db, job, actor, progress, pause }) {
        const id = job.target_id!;
        if (!delivery(db, id)) throw new JobFailure(fill(api.deliveryGone, { id }));
        for (const [i, stage] of STAGES.entries()) {
            move(db, actor, id, stage.status, null);
            await pause();
            const failed = stage.check(db, delivery(db, id)!);
            if (failed) {
                move(db, actor, id, ...failed);
                throw new JobFailure(explainStatusMessage(failed[1]));
            }
            progress(((i + 1) * 100) / (STAGES.length + 1));
        }
        await pause();
        db.transaction(() => canonicalIdentifiers(db, actor, delivery(db, id)!.release_id))();
        const genre = giveAutomatedGenre(db, actor, id);
        const detail =
            genre && `release-ingested: ${fill(messages.ingestion.automatedGenreSet, { genre: genre.name })}`;
        move(db, actor, id, 'release-ingested', 'Filtering complete', 1, detail || undefined);
    },
};
export default deliveryIngest;
