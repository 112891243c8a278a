/**
 * What every encode shares (a track's re-encode, a release's encode and re-encode, their starts in the
 * track, release and job-centre modules): whether a track has audio, a release's tracks, and a
 * track's encode status set with its history.
 */
import { stmt, type DB } from '../../db';
import { api } from '../../../resources/messages/api';
import { diff, recordHistory } from '../history';
import type { Row } from '../rows';

export const noAudio = api.noAudio;
export const noReleaseAudio = api.noReleaseAudio;

export const trackRow = (db: DB, id: number) =>
    stmt(db, 'SELECT * FROM tracks WHERE id = ?').get(id) as Row | undefined;

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

/** A release's tracks in their order, DJ edits aside. */
export const releaseTracks = (db: DB, releaseId: number) =>
    stmt(db, 'SELECT id FROM tracks WHERE release_id = ? AND is_dj_edit = 0 ORDER BY track_position, id')
        .pluck()
        .all(releaseId) as number[];
