/**
 * A track's stored files beyond the audio list: what support may send a customer
 * (`support-downloads`), and correcting a file's record (`track-file-update`).
 */
import { trackFileUpdate, trackSupportDownloads } from '../../../resources/operations/trackFiles';
import { stmt, type DB } from '../../db';
import { visibleParent } from '../../core/collection';
import { notFound } from '../../core/errors';
import { diff, recordHistory } from '../../core/history';
import type { Row } from '../../core/rows';
import { serve } from '../../core/operations';
import { tracks } from '../../core/catalog/tracks';

/** A file's record for the wire: where to download it, when this server holds its bytes. */
export function fileOnWire(db: DB, row: Row): Row {
    const stored = stmt(db, 'SELECT 1 FROM file_blobs WHERE file_id = ?').get(row.id);
    return { ...row, download: stored ? `/v4/files/${row.guid}/download/` : null };
}

const supportDownloads = serve(trackSupportDownloads, ctx => {
    const { id } = visibleParent(ctx, tracks);
    const db = ctx.get('db');
    const rows = stmt(db, 'SELECT * FROM audio_files WHERE track_id = ? ORDER BY id').all(id) as Row[];
    return ctx.json({ results: rows.map(r => fileOnWire(db, r)) });
});

const fileUpdate = serve(trackFileUpdate, (ctx, body) => {
    const { id, p } = visibleParent(ctx, tracks, true);
    const { guid, ...changes } = body;
    const db = ctx.get('db');
    const file = () => stmt(db, 'SELECT * FROM audio_files WHERE guid = ? AND track_id = ?').get(guid, id) as Row;
    const updated = db.transaction(() => {
        const before = file();
        if (!before) throw notFound();
        const keys = Object.keys(changes) as (keyof typeof changes)[];
        if (keys.length)
            stmt(
                db,
                `UPDATE audio_files SET ${keys.map(k => `${k} = ?`).join(', ')}, version = version + 1 WHERE id = ?`
            ).run(...keys.map(k => changes[k]), before.id);
        const after = file();
        recordHistory(db, p, tracks.def.name, id, 'file record corrected', diff(before, after));
        return after;
    })();
    return ctx.json(fileOnWire(db, updated));
});

/** Declared in resources/operations/trackFiles.ts, mounted from there. */
export const trackFileOperations = [supportDownloads, fileUpdate];
