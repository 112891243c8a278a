/** Catalog images: uploaded as data (PNG/JPEG only, size rules from the schema), served inert. */
import { stmt, type DB } from '../db';
import type { Field } from '../../resources/schema';
import type { Hono } from 'hono';
import { imageRuleOk, imageSize } from '../../resources/images';
import { parseId, visibleParent, type Collection } from '../core/collection';
import { readUploadedFile } from '../core/validation';
import { recordHistory } from '../core/history';
import type { ServerModule } from '../core/module';
import type { Env } from '../core/env';
import { badRequest, notFound } from '../core/errors';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

type ImageField = Extract<Field, { kind: 'image' }>;
export interface CheckedImage {
    bytes: Uint8Array;
    size: NonNullable<ReturnType<typeof imageSize>>;
}

/** PNG or JPEG that meets the field's size rule; refused in the field's own words (cover art, label image …). */
export function checkImage(rule: ImageField, bytes: Uint8Array, field = 'image'): CheckedImage {
    const size = imageSize(bytes);
    if (!size || !imageRuleOk(rule, size.width, size.height))
        throw badRequest(rule.rejection, { [field]: rule.rejection });
    return { bytes, size };
}

/** Stores a checked image and answers its URL. */
export function storeImage(db: DB, { bytes, size }: CheckedImage): string {
    const info = stmt(db, 'INSERT INTO images (mime, width, height, data) VALUES (?, ?, ?, ?)').run(
        size.mime,
        size.width,
        size.height,
        Buffer.from(bytes)
    );
    return `/v4/media/images/${info.lastInsertRowid}/`;
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

    for (const collection of collections) {
        const def = collection.def;
        const rule = def.fields.image;
        if (rule?.kind !== 'image') continue;
        app.post(`/v4/${def.name}/:id/images/`, async ctx => {
            const { id, p, row } = visibleParent(ctx, collection, true);
            const file = await readUploadedFile(ctx.req.raw, MAX_IMAGE_BYTES);
            const image = checkImage(rule, new Uint8Array(await file.arrayBuffer()));
            const db = ctx.get('db');
            const url = storeImage(db, image);
            const size = image.size;
            db.transaction(() => {
                stmt(db, `UPDATE ${collection.table} SET image = ?, version = version + 1 WHERE id = ?`).run(url, id);
                recordHistory(db, p, def.name, id, 'image', { image: { before: row.image ?? null, after: url } });
            })();
            return ctx.json({ image: url, width: size.width, height: size.height }, 201);
        });
    }
}

export const mediaModule: ServerModule = {
    name: 'media',
    ddl: 'CREATE TABLE IF NOT EXISTS images (id INTEGER PRIMARY KEY, mime TEXT NOT NULL, width INTEGER NOT NULL, height INTEGER NOT NULL, data BLOB NOT NULL);',
};
