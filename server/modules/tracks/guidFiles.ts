/**
 * Stored files by GUID (spec §7 "Others"): a file's record, its download where this server holds
 * the bytes (served as an attachment, never as a page), and the list of file classes.
 */
import { Hono, type Context } from 'hono';
import { FILE_CLASSES } from '../../../resources/constants';
import { fileClasses } from '../../../resources/operations/trackFiles';
import { serve } from '../../core/operations';
import { P } from '../../../resources/permissions';
import { stmt } from '../../db';
import { requireAccess } from '../../core/access';
import { getVisible } from '../../core/collection';
import type { Env } from '../../core/env';
import { HttpError, notFound } from '../../core/errors';
import type { ServerModule } from '../../core/module';
import type { Row } from '../../core/rows';
import { tracks } from '../../core/catalog/tracks';
import { fileOnWire } from './files';
import { api } from '../../../resources/messages/api';

const routes = new Hono<Env>();

const classes = serve(fileClasses, ctx => ctx.json({ results: FILE_CLASSES }));

/** The file, if the caller may see its track. */
function visibleFile(ctx: Context<Env>): Row {
    const p = ctx.get('principal');
    requireAccess(p, P.CATALOG);
    const db = ctx.get('db');
    const row = stmt(db, 'SELECT * FROM audio_files WHERE guid = ?').get(ctx.req.param('guid') ?? '') as
        Row | undefined;
    if (!row) throw notFound();
    getVisible(tracks, db, p, Number(row.track_id));
    return row;
}

routes.get('/:guid/', ctx => ctx.json(fileOnWire(ctx.get('db'), visibleFile(ctx))));

routes.get('/:guid/download/', ctx => {
    const file = visibleFile(ctx);
    const blob = stmt(ctx.get('db'), 'SELECT data FROM file_blobs WHERE file_id = ?').get(file.id) as
        { data: Buffer } | undefined;
    if (!blob) throw new HttpError(404, api.fileNotStored);
    return ctx.body(new Uint8Array(blob.data), 200, {
        'Content-Type': 'application/octet-stream',
        'Content-Disposition': `attachment; filename="${String(file.file_name).replace(/[^\w.\- ]/g, '_')}"`,
        'Content-Security-Policy': "default-src 'none'",
        'X-Content-Type-Options': 'nosniff',
    });
});

export const filesModule: ServerModule = { name: 'files', routes, operations: [classes] };
