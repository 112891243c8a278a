/** Sub-genres, listed by genre; new ones get a slug from their name. */
import def from '../../resources/catalog/subGenres';
import { collectionFromSchema } from '../core/collection';
import type { ServerModule } from '../core/module';
import { slug } from '../seed/prng';
import { GENRES } from '../seed/words';

const subGenres: ServerModule = {
    name: def.name,
    ddl: `CREATE TABLE IF NOT EXISTS sub_genres (id INTEGER PRIMARY KEY, genre_id INTEGER NOT NULL REFERENCES genres(id),
  name TEXT NOT NULL, slug TEXT NOT NULL, version INTEGER NOT NULL DEFAULT 1);`,
    seed: ({ db }) => {
        const insert = db.prepare('INSERT INTO sub_genres (genre_id, name, slug) VALUES (?, ?, ?)');
        GENRES.forEach(([, subs], i) => subs.forEach(name => insert.run(i + 1, name, slug(name))));
    },
    collection: collectionFromSchema(def, 'sub_genres', {
        onCreate: (_db, values) => ({ slug: slug(String(values.name)) }),
    }),
};
export default subGenres;
