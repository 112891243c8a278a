/**
 * Images: uploaded as data (PNG/JPEG only, each checked by the size rule of its use, spec §9),
 * served inert. `POST media/images/?use=…` is the general upload any image field uses; a record's
 * own `POST …/{id}/images/` checks by the same use and sets the record's image.
 */
import { stmt, type DB } from '../db';
import type { Hono } from 'hono';
import { imageSize } from '../../resources/images';
import { imageUse, type ImageUse } from '../../resources/imageUses';
import { fill, messages } from '../../resources/messages';
import { requireAccess, type Principal } from '../core/access';
import { parseId, visibleParent, type Collection } from '../core/collection';
import { readUploadedFile } from '../core/validation';
import { recordHistory } from '../core/history';
import type { ServerModule } from '../core/module';
import type { Env } from '../core/env';
import { badRequest, notFound } from '../core/errors';
import { api } from '../../resources/messages/api';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export interface CheckedImage {
    bytes: Uint8Array;
    size: NonNullable<ReturnType<typeof imageSize>>;
}

/** PNG or JPEG that fits the use; refused in the use's own words under `field` (cover art, label image …). */
export function checkImage(use: ImageUse, bytes: Uint8Array, field = 'image'): CheckedImage {
    const size = imageSize(bytes);
    const refusal = use.check(size);
    if (!size || refusal) throw badRequest(refusal ?? api.notAnImage, { [field]: refusal ?? '' });
    return { bytes, size };
}

/** Stores a checked image (inside the caller's transaction, if any) and answers its address. */
export function saveImage(db: DB, { bytes, size }: CheckedImage): string {
    const info = stmt(db, 'INSERT INTO images (mime, width, height, data) VALUES (?, ?, ?, ?)').run(
        size.mime,
        size.width,
        size.height,
        Buffer.from(bytes)
    );
    return `/v4/media/images/${info.lastInsertRowid}/`;
}

/**
 * Reads the upload, refuses what does not fit the use (in the use's own words), stores it and
 * answers its address and size.
 */
export async function storeImage(
    db: DB,
    p: Principal,
    req: Request,
    use: ImageUse
): Promise<{ image: string; width: number; height: number }> {
    requireAccess(p, use.access);
    const file = await readUploadedFile(req, MAX_IMAGE_BYTES);
    const image = checkImage(use, new Uint8Array(await file.arrayBuffer()));
    return { image: saveImage(db, image), width: image.size.width, height: image.size.height };
}

/** A use by its name, or 400 naming the unknown one. */
export function useNamed(raw: string | undefined): ImageUse {
    const use = imageUse(raw ?? '');
    if (!use) throw badRequest(fill(messages.ingestion.unknownImageUse, { use: String(raw ?? '') }));
    return use;
}

/** Image downloads, and `POST …/{id}/images/` for every collection whose schema has an image field. */
export function mountMedia(app: Hono<Env>, collections: Collection[]): void {
    app.get('/v4/media/images/:id/', ctx => {
        const row = stmt(ctx.get('db'), 'SELECT mime, data FROM images WHERE id = ?').get(
            parseId(ctx.req.param('id'))
        ) as { mime: string; data: Buffer } | undefined;
        if (!row) throw notFound();
        return ctx.body(new Uint8Array(row.data), 200, {
            'Content-Type': row.mime,
            'Content-Disposition': 'inline',
            'Cache-Control': 'public, max-age=86400',
            'Content-Security-Policy': "default-src 'none'",
        });
    });

    app.post('/v4/media/images/', async ctx => {
        const use = useNamed(ctx.req.query('use'));
        return ctx.json(await storeImage(ctx.get('db'), ctx.get('principal'), ctx.req.raw, use), 201);
    });

    for (const collection of collections) {
        const def = collection.def;
        if (def.fields.image?.kind !== 'image') continue;
        const use = useNamed(`${def.name}.image`);
        app.post(`/v4/${def.name}/:id/images/`, async ctx => {
            const { id, p, row } = visibleParent(ctx, collection, true);
            const db = ctx.get('db');
            const { image: url, width, height } = await storeImage(db, p, ctx.req.raw, use);
            db.transaction(() => {
                stmt(db, `UPDATE ${collection.table} SET image = ?, version = version + 1 WHERE id = ?`).run(url, id);
                recordHistory(db, p, def.name, id, 'image', { image: { before: row.image ?? null, after: url } });
            })();
            return ctx.json({ image: url, width, height }, 201);
        });
    }
}

export const mediaModule: ServerModule = {
    name: 'media',
    ddl: 'CREATE TABLE IF NOT EXISTS images (id INTEGER PRIMARY KEY, mime TEXT NOT NULL, width INTEGER NOT NULL, height INTEGER NOT NULL, data BLOB NOT NULL);',
};
