/** Genres, each answered with its sub-genres; new ones get a slug from their name. */
import def from '../../resources/catalog/genres';
import { stmt } from '../db';
import { collectionFromSchema } from '../core/collection';
import type { ServerModule } from '../core/module';
import { slug } from '../seed/prng';
import { GENRES } from '../seed/words';

const genres: ServerModule = {
    name: def.name,
    ddl: `CREATE TABLE IF NOT EXISTS genres (id INTEGER PRIMARY KEY, name TEXT NOT NULL, slug TEXT NOT NULL,
  version INTEGER NOT NULL DEFAULT 1);`,
    seed: ({ db }) => {
        const insert = db.prepare('INSERT INTO genres (id, name, slug) VALUES (?, ?, ?)');
        GENRES.forEach(([name], i) => insert.run(i + 1, name, slug(name)));
    },
    collection: collectionFromSchema(def, 'genres', {
        present: (rows, db) =>
            rows.map(r => ({
                ...r,
                sub_genres: stmt(db, 'SELECT id, name, slug FROM sub_genres WHERE genre_id = ? ORDER BY name').all(
                    r.id
                ),
            })),
        onCreate: (_db, values) => ({ slug: slug(String(values.name)) }),
    }),
};
export default genres;
