/** Publishers: a plain list, added and removed by admin and content ops; seeded from the track publisher rows' names. */
import def from '../../resources/catalog/publishers';
import { collectionFromSchema } from '../core/collection';
import type { ServerModule } from '../core/module';

const publishers: ServerModule = {
    name: def.name,
    ddl: `CREATE TABLE IF NOT EXISTS publishers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, society TEXT,
  version INTEGER NOT NULL DEFAULT 1);`,
    seed: ({ db }) => {
        db.prepare(
            `INSERT INTO publishers (name, society)
             SELECT name, max(society) FROM track_publishers GROUP BY name ORDER BY min(id) LIMIT 200`
        ).run();
    },
    collection: collectionFromSchema(def, 'publishers'),
};
export default publishers;
