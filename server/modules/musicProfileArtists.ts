/**
 * The music-profile partner service's artist search, which the reference API stands in for: the
 * partner knows every console artist by the ID the seed gives synced ones (`mp-{id}`), with a
 * country, genres and a follower count of its own. Read-only; its names search accent-insensitively.
 */
import def from '../../resources/catalog/musicProfileArtists';
import { collectionFromSchema } from '../core/collection';
import { foldedFilter, foldedShadow } from '../core/folded';
import type { ServerModule } from '../core/module';

const COUNTRIES = ['US', 'GB', 'DE', 'NL', 'FR', 'BR', 'JP', 'AU', 'ZA', 'MX'];
const GENRES = ['House', 'Techno', 'Drum & Bass', 'Trance', 'Dubstep', 'Afro House', 'Melodic House & Techno'];

const module: ServerModule = {
    name: def.name,
    ddl: `CREATE TABLE IF NOT EXISTS music_profile_artists (id INTEGER PRIMARY KEY, partner_artist_id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL, country TEXT NOT NULL, genres TEXT NOT NULL, followers INTEGER NOT NULL);${foldedShadow('music_profile_artists', ['name'])}`,
    // From the artists (seeded before), so that the partner's profiles are the ones mapped.
    seed: ({ db }) => {
        const artists = db.prepare('SELECT id, name FROM artists ORDER BY id').all() as { id: number; name: string }[];
        const insert = db.prepare(
            'INSERT INTO music_profile_artists (id, partner_artist_id, name, country, genres, followers) VALUES (?,?,?,?,?,?)'
        );
        for (const { id, name } of artists) {
            const genres = [GENRES[id % GENRES.length], GENRES[(id * 3 + 1) % GENRES.length]];
            insert.run(
                id,
                `mp-${id}`,
                name,
                COUNTRIES[id % COUNTRIES.length],
                [...new Set(genres)].join(', '),
                (id * 7919) % 250_000
            );
        }
    },
    collection: collectionFromSchema(def, 'music_profile_artists', {
        filterSql: { name: foldedFilter('t.name', 'music_profile_artists', 'name') },
    }),
};
export default module;
