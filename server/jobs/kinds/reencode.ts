/** A track's re-encode: converts its audio (simulated in steps), then marks it CONVERTED. */
import { reencodeTrack } from '../../../resources/operations/catalog';
import { stmt, type DB } from '../../db';
import { diff, recordHistory } from '../../core/history';
import type { Row } from '../../core/rows';
import { JobFailure, type JobHandler } from '../handler';

export const ENCODE_STEPS = 5;
export const noAudio = 'The track has no audio file to encode.';

const trackRow = (db: DB, id: number) => stmt(db, 'SELECT * FROM tracks WHERE id = ?').get(id) as Row | undefined;

/** Sets a track's encode status, with its history entry, in one transaction. */
export function setEncodeStatus(db: DB, actor: Parameters<typeof recordHistory>[1], id: number, status: string) {
    db.transaction(() => {
        const before = trackRow(db, id);
        if (!before || before.encode_status === status) return;
        stmt(db, 'UPDATE tracks SET encode_status = ?, version = version + 1 WHERE id = ?').run(status, id);
        recordHistory(db, actor, 'catalog/tracks', id, 'encoded', diff(before, trackRow(db, id)!));
    })();
}

export const hasAudio = (db: DB, trackId: number) =>
    !!stmt(db, 'SELECT 1 FROM audio_files WHERE track_id = ? LIMIT 1').get(trackId);

const reencode: JobHandler = {
    // Who may start it is who may retry it.
    access: reencodeTrack.access,
    resumable: true,
    async run({ db, job, actor, progress, pause }) {
        const id = job.target_id!;
        if (!trackRow(db, id)) throw new JobFailure(`Track ${id} no longer exists.`);
        for (let step = 1; step <= ENCODE_STEPS; step++) {
            await pause();
            // The audio can be deleted while the job runs: checked at every step.
            if (!hasAudio(db, id)) {
                setEncodeStatus(db, actor, id, 'ERROR');
                throw new JobFailure(noAudio);
            }
            progress((step * 100) / ENCODE_STEPS);
        }
        setEncodeStatus(db, actor, id, 'CONVERTED');
    },
};
export default reencode;
