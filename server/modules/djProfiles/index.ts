/**
 * DJ profiles: collection (GET/PATCH), and removing a profile's artist association. The
 * association is the artist's `dj_profile_id` (one place for it); partners see the profiles of
 * artists on their own tracks. Seeded after the users: the `dj` demo user has profile 1.
 */
import def from '../../../resources/catalog/djProfiles';
import { removeArtistAssociation } from '../../../resources/operations/catalog';
import { serve } from '../../core/operations';
import { stmt } from '../../db';
import { visibleParent, type Collection } from '../../core/collection';
import { notFound } from '../../core/errors';
import { recordHistory } from '../../core/history';
import type { ServerModule } from '../../core/module';
import { nested, without } from '../../core/rows';
import { slug } from '../../seed/prng';
import { artistCountFor, djProfileCountFor } from '../../seed/counts';
import { api } from '../../../resources/messages/api';

const JOINED = new Set(['artist_id', 'artist_name']);
const onTracksOf = (column: 'supplier_id' | 'label_id') =>
    `t.id IN (SELECT a.dj_profile_id FROM artists a JOIN track_artists ta ON ta.artist_id = a.id
      JOIN tracks x ON x.id = ta.track_id WHERE x.${column} = ?)`;

export const djProfiles: Collection = {
    def,
    table: 'dj_profiles',
    // The first artist associated with the profile (an artist names one profile).
    from: `dj_profiles t LEFT JOIN artists a ON a.id = (SELECT min(id) FROM artists WHERE dj_profile_id = t.id)`,
    countFrom: 'dj_profiles t',
    select: 't.*, a.id AS artist_id, a.name AS artist_name',
    filterSql: { dj_name: 't.name', dj_slug: 't.slug' },
    // The console's reference inputs (a chart's owner) search profiles by name.
    serverFilters: { name: { kind: 'text', sql: 't.name' } },
    sortable: { id: 't.id', name: 't.name', slug: 't.slug' },
    defaultOrder: 't.id DESC',
    tenancy: { supplierSql: onTracksOf('supplier_id'), labelSql: onTracksOf('label_id') },
    present: rows =>
        rows.map(r => {
            const out = without(r, JOINED);
            out.artist = nested(r.artist_id, r.artist_name);
            return out;
        }),
};

/**
 * Removes the association with the profile's artist(s); each side's history records it. Partners may
 * change their profiles, but not this: the declaration's access refuses them before the profile is looked up.
 */
const removeAssociation = serve(removeArtistAssociation, ctx => {
    const { id, p } = visibleParent(ctx, djProfiles, true);
    const db = ctx.get('db');
    const artists = stmt(db, 'SELECT id FROM artists WHERE dj_profile_id = ? ORDER BY id').pluck().all(id) as number[];
    if (!artists.length) throw notFound(api.noDjProfileArtist);
    db.transaction(() => {
        stmt(db, 'UPDATE artists SET dj_profile_id = NULL, version = version + 1 WHERE dj_profile_id = ?').run(id);
        for (const artist of artists) {
            recordHistory(db, p, 'catalog/artists', artist, 'update', { dj_profile_id: { before: id, after: null } });
        }
        recordHistory(db, p, def.name, id, 'artist association removed', {
            artist_ids: { before: artists, after: [] },
        });
    })();
    return ctx.body(null, 204);
});

const module: ServerModule = {
    name: def.name,
    ddl: `CREATE TABLE IF NOT EXISTS dj_profiles (id INTEGER PRIMARY KEY, name TEXT NOT NULL, slug TEXT NOT NULL UNIQUE,
  bio TEXT, user_id INTEGER UNIQUE, version INTEGER NOT NULL DEFAULT 1);
CREATE INDEX IF NOT EXISTS artists_dj_profile ON artists(dj_profile_id);`,
    seed: ({ db, trackCount }) => {
        const dj = db.prepare("SELECT id FROM users WHERE username = 'dj'").pluck().get() as number;
        const insert = db.prepare('INSERT INTO dj_profiles (id, name, slug, bio, user_id) VALUES (?, ?, ?, ?, ?)');
        const associate = db.prepare('UPDATE artists SET dj_profile_id = ? WHERE id = ?');
        const artistCount = artistCountFor(trackCount);
        // Profile i is the DJ side of artist 3i (every third artist), so its name is the artist's.
        for (let i = 1; i <= djProfileCountFor(trackCount); i++) {
            const artist = 3 * i <= artistCount ? 3 * i : null;
            const name = artist
                ? (db.prepare('SELECT name FROM artists WHERE id = ?').pluck().get(artist) as string)
                : `DJ ${i}`;
            insert.run(i, name, `${slug(name)}-dj-${i}`, `${name} plays out every weekend.`, i === 1 ? dj : null);
            // Every fourth profile has no artist yet (a DJ who does not release music).
            if (artist && i % 4 !== 0) associate.run(i, artist);
        }
    },
    collection: djProfiles,
    operations: [removeAssociation],
};
export default module;
