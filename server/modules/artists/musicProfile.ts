/**
 * An artist's link to the music-profile partner service: its mappings (a generic sub-resource),
 * sync on and off (`POST`/`DELETE sync/`, the only way: the field is read-only; off removes the mapping), and pulling the partner's
 * image (`POST pull-image/`). The reference API stands in for the partner: the pulled image is
 * made here, one colour per partner ID.
 */
import { createHash } from 'node:crypto';
import mappings from '../../../resources/catalog/artistMusicProfileMappings';
import def from '../../../resources/catalog/artists';
import { COVER_ART_MIN } from '../../../resources/constants';
import { messages } from '../../../resources/messages';
import { pullArtistImage } from '../../../resources/operations/catalog';
import { startArtistSync, stopArtistSync } from '../../../resources/operations/musicProfile';
import { stmt, type DB } from '../../db';
import { presentOne, visibleParent, type Collection } from '../../core/collection';
import { badRequest } from '../../core/errors';
import { diff, recordHistory } from '../../core/history';
import { serve } from '../../core/operations';
import { solidPng } from '../../core/png';
import type { Row } from '../../core/rows';
import type { SubCollection } from '../../core/subCollection';

export const mappingsDdl = `CREATE TABLE IF NOT EXISTS artist_music_profile_mappings (id INTEGER PRIMARY KEY,
  artist_id INTEGER NOT NULL REFERENCES artists(id), partner_artist_id TEXT NOT NULL, partner_artist_name TEXT,
  version INTEGER NOT NULL DEFAULT 1);
CREATE INDEX IF NOT EXISTS artist_music_profile_mappings_artist ON artist_music_profile_mappings(artist_id);`;

export const mappingRows: SubCollection = {
    def: mappings,
    table: 'artist_music_profile_mappings',
    parentColumn: 'artist_id',
};

/** Sync on and off (declared in resources/operations/musicProfile.ts): on needs the partner ID saved. */
export function syncOperations(artists: Collection) {
    const row = (db: DB, id: number) => stmt(db, 'SELECT * FROM artists WHERE id = ?').get(id) as Row;
    const on = serve(startArtistSync, ctx => {
        const { id, p, row: artist } = visibleParent(ctx, artists, true);
        if (!artist.music_profile_partner_id) throw badRequest(messages.validation.musicProfileRequired);
        const db = ctx.get('db');
        db.transaction(() => {
            const before = row(db, id);
            stmt(db, 'UPDATE artists SET sync_enabled = 1, version = version + 1 WHERE id = ?').run(id);
            recordHistory(db, p, def.name, id, 'sync on', diff(before, row(db, id)));
        })();
        return ctx.json(presentOne(artists, db, p, id));
    });
    const off = serve(stopArtistSync, ctx => {
        const { id, p } = visibleParent(ctx, artists, true);
        const db = ctx.get('db');
        db.transaction(() => {
            const before = row(db, id);
            stmt(
                db,
                'UPDATE artists SET sync_enabled = 0, music_profile_partner_id = NULL, version = version + 1 WHERE id = ?'
            ).run(id);
            if (before.sync_enabled) stmt(db, 'DELETE FROM artist_music_profile_mappings WHERE artist_id = ?').run(id);
            recordHistory(db, p, def.name, id, 'sync off', diff(before, row(db, id)));
        })();
        return ctx.json(presentOne(artists, db, p, id));
    });
    return [on, off];
}

/** Pulls the partner's image (declared in resources/operations/catalog.ts). */
export function pullImageOperation(artists: Collection) {
    return serve(pullArtistImage, ctx => {
        const found = visibleParent(ctx, artists, true);
        if (!found.row.music_profile_partner_id) throw badRequest(messages.validation.musicProfileRequired);
        const { id, p, row: artist } = found;
        const db = ctx.get('db');
        const [r, g, b] = createHash('sha256').update(String(artist.music_profile_partner_id)).digest();
        const size = COVER_ART_MIN + 100;
        const url = db.transaction(() => {
            const info = stmt(db, 'INSERT INTO images (mime, width, height, data) VALUES (?, ?, ?, ?)').run(
                'image/png',
                size,
                size,
                solidPng(size, size, [r, g, b])
            );
            const image = `/v4/media/images/${info.lastInsertRowid}/`;
            stmt(db, 'UPDATE artists SET image = ?, version = version + 1 WHERE id = ?').run(image, id);
            recordHistory(db, p, def.name, id, 'image pulled', {
                image: { before: artist.image ?? null, after: image },
            });
            return image;
        })();
        return ctx.json({ image: url, width: size, height: size }, 201);
    });
}
