/** Sub-genres, listed by genre; new ones get a slug from their name. */
import def from '../../resources/catalog/subGenres';
import { collectionFromSchema } from '../core/collection';
import { nested, without } from '../core/rows';
import type { ServerModule } from '../core/module';
import { slug } from '../seed/prng';
import { GENRES } from '../seed/words';

const GENRE_NAME = new Set(['genre_name']);

const subGenres: ServerModule = {
    name: def.name,
    ddl: `CREATE TABLE IF NOT EXISTS sub_genres (id INTEGER PRIMARY KEY, genre_id INTEGER NOT NULL REFERENCES genres(id),
  name TEXT NOT NULL, slug TEXT NOT NULL, version INTEGER NOT NULL DEFAULT 1);`,
    seed: ({ db }) => {
        const insert = db.prepare('INSERT INTO sub_genres (genre_id, name, slug) VALUES (?, ?, ?)');
        GENRES.forEach(([, subs], i) => subs.forEach(name => insert.run(i + 1, name, slug(name))));
    },
    collection: collectionFromSchema(def, 'sub_genres', {
        // Its genre by name: sub-genres of one name under two genres are told apart by it (`describe`).
        from: 'sub_genres t LEFT JOIN genres g ON g.id = t.genre_id',
        countFrom: 'sub_genres t',
        select: 't.*, g.name AS genre_name',
        present: rows => rows.map(r => ({ ...without(r, GENRE_NAME), genre: nested(r.genre_id, r.genre_name) })),
        onCreate: (_db, values) => ({ slug: slug(String(values.name)) }),
    }),
};
export default subGenres;
