/**
 * A track's master audio as uploaded: checked by content and stored with its history. The track's own
 * upload and the packaging tool's (a release with its tracks at once) both store audio so.
 */
import { randomUUID } from 'node:crypto';
import { AUDIO_HEADER_BYTES, checkAudio } from '../../../resources/audio';
import def from '../../../resources/catalog/tracks';
import { AUDIO_UPLOAD_TYPES } from '../../../resources/constants';
import { messages } from '../../../resources/messages';
import { stmt, type DB } from '../../db';
import type { Principal } from '../access';
import { badRequest } from '../errors';
import { diff, recordHistory } from '../history';
import { nowIso, type Row } from '../rows';

/** The track's stored row, for history. */
const track = (db: DB, id: number) => stmt(db, 'SELECT * FROM tracks WHERE id = ?').get(id) as Row;

/** Uploaded audio up to this size is stored for download; a larger file is kept as metadata only. */
export const MAX_STORED_BYTES = 64 * 1024 * 1024;
/** The largest master accepted. */
export const MAX_AUDIO_BYTES = 2 * 1024 ** 3;

/** An uploaded audio file that passed the checks, ready to be stored. */
export interface CheckedAudio {
    ext: string;
    safeName: string;
    size: number;
    bytes: Buffer | null;
}

/** wav, flac and aiff only, verified by content (spec §9): the header of the kind its name claims, a readable duration. */
export async function checkAudioUpload(file: File, field = 'file'): Promise<CheckedAudio> {
    const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(AUDIO_UPLOAD_TYPES as readonly string[]).includes(ext)) {
        throw badRequest(messages.validation.audioType, { [field]: messages.validation.audioType });
    }
    const check = checkAudio(ext, new Uint8Array(await file.slice(0, AUDIO_HEADER_BYTES).arrayBuffer()));
    if (!check.ok) {
        const detail = `${messages.errors.uploadFailed} ${check.reason}`;
        throw badRequest(detail, { [field]: detail });
    }
    const safeName = file.name.replace(/[^\w.\- ]/g, '_').slice(0, 200);
    const bytes = file.size <= MAX_STORED_BYTES ? Buffer.from(await file.arrayBuffer()) : null;
    return { ext, safeName, size: file.size, bytes };
}

/** Stores a checked file as the track's master, with its history entry (call inside a transaction). */
export function addAudioFile(db: DB, p: Principal, id: number, audio: CheckedAudio): number {
    const before = track(db, id);
    const added = stmt(
        db,
        'INSERT INTO audio_files (track_id, format, file_name, size, created, guid, file_class) VALUES (?, ?, ?, ?, ?, ?, ?)'
    ).run(id, audio.ext, audio.safeName, audio.size, nowIso(), randomUUID(), 'master');
    // Kept here for download when small enough; larger masters are metadata only on this server.
    if (audio.bytes)
        stmt(db, 'INSERT INTO file_blobs (file_id, data) VALUES (?, ?)').run(added.lastInsertRowid, audio.bytes);
    stmt(
        db,
        "UPDATE tracks SET encode_status = 'Not Converted', is_available_for_streaming = 0, version = version + 1 WHERE id = ?"
    ).run(id);
    recordHistory(db, p, def.name, id, 'audio file added', {
        ...diff(before, track(db, id)),
        audio_file: { before: null, after: audio.safeName },
    });
    return Number(added.lastInsertRowid);
}
