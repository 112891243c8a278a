/** Artists: collection; partners see the artists on their own tracks. */
import def from '../../../resources/catalog/artists';
import type { Collection } from '../../core/collection';
import { foldedFilter, foldedShadow } from '../../core/folded';
import { mappingRows, mappingsDdl, syncOperations, pullImageOperation } from './musicProfile';
import type { ServerModule } from '../../core/module';
import { artistCountFor } from '../../seed/counts';
import { slug } from '../../seed/prng';
import { ADJ, FIRST, LAST, NOUN } from '../../seed/words';

const artists: Collection = {
    def,
    table: 'artists',
    from: 'artists t',
    // What tells namesakes apart (the model's `describe`): how many tracks, and the labels of most of them.
    select: `t.*, (SELECT count(*) FROM track_artists ta WHERE ta.artist_id = t.id) AS track_count,
  (SELECT group_concat(name, ', ') FROM (SELECT l.name AS name FROM track_artists ta JOIN tracks x ON x.id = ta.track_id
     JOIN labels l ON l.id = x.label_id WHERE ta.artist_id = t.id GROUP BY l.id ORDER BY count(*) DESC, l.name LIMIT 2))
    AS label_names`,
    // Counted over every supplier's tracks: a partner is told only of its own (tenancy), so not these.
    acrossTenants: ['track_count', 'label_names'],
    filterSql: { name: foldedFilter('t.name', 'artists', 'name') },

    sortable: { id: 't.id', name: 't.name' },
    defaultOrder: 't.id DESC',
    // Partners see the artists that appear on their own tracks.
    tenancy: {
        supplierSql:
            't.id IN (SELECT ta.artist_id FROM track_artists ta JOIN tracks x ON x.id = ta.track_id WHERE x.supplier_id = ?)',
        labelSql:
            't.id IN (SELECT ta.artist_id FROM track_artists ta JOIN tracks x ON x.id = ta.track_id WHERE x.label_id = ?)',
    },
    present: rows => rows,
    onCreate: () => ({ created: new Date().toISOString() }),
};

const module: ServerModule = {
    name: def.name,
    ddl: `CREATE TABLE IF NOT EXISTS artists (id INTEGER PRIMARY KEY, name TEXT NOT NULL, bio TEXT, dj_profile_id INTEGER,
  dj_slug TEXT, vanity_url TEXT, music_profile_partner_id TEXT, sync_enabled INTEGER NOT NULL DEFAULT 0,
  is_placeholder INTEGER NOT NULL DEFAULT 0, image TEXT, created TEXT NOT NULL, version INTEGER NOT NULL DEFAULT 1);
CREATE INDEX IF NOT EXISTS artists_name ON artists(name);${foldedShadow('artists', ['name'])}
${mappingsDdl}`,
    seed: ({ db, r, nowIso, trackCount }) => {
        const artistCount = artistCountFor(trackCount);
        const a = db.prepare(
            'INSERT INTO artists (id, name, bio, dj_slug, music_profile_partner_id, sync_enabled, is_placeholder, created) VALUES (?,?,?,?,?,?,?,?)'
        );
        for (let i = 1; i <= artistCount; i++) {
            const name =
                r.next() < 0.5
                    ? `${r.pick(FIRST)} ${r.pick(LAST)}`
                    : `${r.pick(ADJ)} ${r.pick(NOUN)}${i % 7 === 0 ? 's' : ''}`;
            const synced = i % 10 === 0;
            a.run(
                i,
                name,
                `${name} is a producer and DJ.`,
                `${slug(name)}-${i}`,
                synced ? `mp-${i}` : null,
                synced ? 1 : 0,
                i % 50 === 0 ? 1 : 0,
                nowIso
            );
        }
        db.exec(`INSERT INTO artist_music_profile_mappings (artist_id, partner_artist_id, partner_artist_name)
            SELECT id, music_profile_partner_id, name FROM artists WHERE music_profile_partner_id IS NOT NULL ORDER BY id`);
    },
    collection: artists,
    subCollections: [mappingRows],
    operations: [pullImageOperation(artists), ...syncOperations(artists)],
};
export default module;
