/**
 * What a delivery's failure is about in the catalog, read as the catalog is now: the ingestion
 * job checks with it, and the inspector names (and links) what it finds.
 */
import { stmt, type DB } from '../../db';

export interface FailingTrack {
    id: number;
    name: string;
    track_position: number;
}

/** The release's tracks without an ISRC (DJ edits carry their original's). */
export const tracksMissingIsrc = (db: DB, releaseId: unknown): FailingTrack[] =>
    stmt(
        db,
        `SELECT id, name, track_position FROM tracks
         WHERE release_id = ? AND is_dj_edit = 0 AND (isrc IS NULL OR trim(isrc) = '') ORDER BY track_position, id`
    ).all(releaseId) as FailingTrack[];

/** The tracks a delivery's status message is about, as the catalog is now (none for most messages). */
export const failingTracks = (db: DB, d: { status_message?: unknown; release_id?: unknown }): FailingTrack[] =>
    d.status_message === 'missing-isrc' && d.release_id != null ? tracksMissingIsrc(db, d.release_id) : [];
