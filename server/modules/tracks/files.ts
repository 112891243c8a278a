/**
 * A track's stored files beyond the audio list: what support may send a customer
 * (`support-downloads`), and correcting a file's record (`track-file-update`).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { FILE_CLASSES } from '../../../resources/constants';
import { P } from '../../../resources/permissions';
import { stmt, type DB } from '../../db';
import { requireAccess } from '../../core/access';
import { visibleParent } from '../../core/collection';
import type { Env } from '../../core/env';
import { notFound } from '../../core/errors';
import { diff, recordHistory } from '../../core/history';
import type { Row } from '../../core/rows';
import { parseBody, readJson } from '../../core/validation';
import { tracks } from './collection';

/** A file's record for the wire: where to download it, when this server holds its bytes. */
export function fileOnWire(db: DB, row: Row): Row {
    const stored = stmt(db, 'SELECT 1 FROM file_blobs WHERE file_id = ?').get(row.id);
    return { ...row, download: stored ? `/v4/files/${row.guid}/download/` : null };
}

const update = z
    .object({
        guid: z.string().min(1).max(64),
        file_name: z
            .string()
            .min(1)
            .max(200)
            .regex(/^[\w.\- ]+$/, 'A file name is letters, digits, spaces, dots, dashes and underscores.')
            .optional(),
        file_class: z.enum(FILE_CLASSES.map(c => c.id) as [string, ...string[]]).optional(),
    })
    .strict();

export const trackFileRoutes = new Hono<Env>();

trackFileRoutes.get('/:id/support-downloads/', ctx => {
    // What a customer can be sent again: support and the catalog's keepers.
    requireAccess(ctx.get('principal'), P.ADMIN_CONTENT_OPS_SUPPORT);
    const { id } = visibleParent(ctx, tracks);
    const db = ctx.get('db');
    const rows = stmt(db, 'SELECT * FROM audio_files WHERE track_id = ? ORDER BY id').all(id) as Row[];
    return ctx.json({ results: rows.map(r => fileOnWire(db, r)) });
});

trackFileRoutes.patch('/:id/track-file-update/', async ctx => {
    requireAccess(ctx.get('principal'), P.ADMIN_CONTENT_OPS);
    const { id, p } = visibleParent(ctx, tracks, true);
    const { guid, ...changes } = parseBody(update, await readJson(ctx.req.raw));
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
