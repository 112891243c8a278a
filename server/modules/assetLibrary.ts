/**
 * A release's asset-library files (spec §7 "al/files"): what arrived with the delivery beside the
 * audio (full-size artwork, label copy), listed and downloaded by whoever may read the release.
 * Downloads are attachments, never pages.
 */
import type { Hono } from 'hono';
import { stmt } from '../db';
import { parseId, visibleParent } from '../core/collection';
import type { Env } from '../core/env';
import { notFound } from '../core/errors';
import type { ServerModule } from '../core/module';
import { solidPng } from '../core/png';
import type { Row } from '../core/rows';
import { releases } from '../core/catalog/releases';

const COLUMNS = 'id, release_id, guid, name, kind, mime, size, created';
/** Releases seeded with asset-library files (the first ones; the rest have none yet). */
const SEEDED_RELEASES = 40;
/** Small stand-in artwork: a full-size PNG per release would slow every test database's seed. */
const ART_SIZE = 160;

const onWire = (row: Row) => ({
    ...row,
    download: `/v4/catalog/releases/${row.release_id}/al/files/${row.id}/download/`,
});

export function mountAssetLibrary(app: Hono<Env>): void {
    const base = '/v4/catalog/releases/:id/al/files';
    app.get(`${base}/`, ctx => {
        const { id } = visibleParent(ctx, releases);
        const rows = stmt(
            ctx.get('db'),
            `SELECT ${COLUMNS} FROM asset_library_files WHERE release_id = ? ORDER BY id`
        ).all(id) as Row[];
        return ctx.json({ results: rows.map(onWire) });
    });
    app.get(`${base}/:fileId/download/`, ctx => {
        const { id } = visibleParent(ctx, releases);
        const file = stmt(
            ctx.get('db'),
            'SELECT name, mime, data, release_id FROM asset_library_files WHERE id = ?'
        ).get(parseId(ctx.req.param('fileId'))) as
            { name: string; mime: string; data: Buffer; release_id: number } | undefined;
        if (!file || file.release_id !== id) throw notFound();
        return ctx.body(new Uint8Array(file.data), 200, {
            'Content-Type': file.mime,
            'Content-Disposition': `attachment; filename="${file.name.replace(/[^\w.\- ]/g, '_')}"`,
            'Content-Security-Policy': "default-src 'none'",
            'X-Content-Type-Options': 'nosniff',
        });
    });
}

export const assetLibraryModule: ServerModule = {
    name: 'asset-library',
    ddl: `CREATE TABLE IF NOT EXISTS asset_library_files (id INTEGER PRIMARY KEY,
  release_id INTEGER NOT NULL REFERENCES releases(id), guid TEXT NOT NULL UNIQUE, name TEXT NOT NULL, kind TEXT NOT NULL,
  mime TEXT NOT NULL, size INTEGER NOT NULL, data BLOB NOT NULL, created TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS asset_library_release ON asset_library_files(release_id, id);`,
    // Each of the first releases: its full-size artwork and its label copy, as delivered.
    seed: ({ db, base }) => {
        const insert = db.prepare(
            'INSERT INTO asset_library_files (release_id, guid, name, kind, mime, size, data, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)'
        );
        const rows = db
            .prepare('SELECT id, name, upc, catalog_number, artist_name FROM releases ORDER BY id LIMIT ?')
            .all(SEEDED_RELEASES) as {
            id: number;
            name: string;
            upc: string | null;
            catalog_number: string | null;
            artist_name: string;
        }[];
        for (const rel of rows) {
            const stem = rel.upc ?? `release-${rel.id}`;
            const art = solidPng(ART_SIZE, ART_SIZE, [(rel.id * 37) % 256, (rel.id * 91) % 256, (rel.id * 53) % 256]);
            const copy = Buffer.from(
                `Label copy\nRelease: ${rel.name}\nArtist: ${rel.artist_name}\nUPC: ${rel.upc ?? ''}\nCatalog number: ${rel.catalog_number ?? ''}\n`
            );
            const created = base.toISOString();
            const guid = (kind: string) => `al-${rel.id.toString(16).padStart(8, '0')}-${kind}`;
            insert.run(
                rel.id,
                guid('artwork'),
                `${stem}-artwork.png`,
                'artwork',
                'image/png',
                art.length,
                art,
                created
            );
            insert.run(
                rel.id,
                guid('label-copy'),
                `${stem}-label-copy.txt`,
                'label-copy',
                'text/plain; charset=utf-8',
                copy.length,
                copy,
                created
            );
        }
    },
    mount: mountAssetLibrary,
};
