/** Label managers (id, name, enabled): admin, curation and marketing keep them; never deleted. */
import def from '../../resources/catalog/labelManagers';
import { collectionFromSchema } from '../core/collection';
import type { ServerModule } from '../core/module';

/** The names the labels' label-manager filter finds (server/modules/labels.ts seeds them). */
const MANAGERS = ['Dana Cole', 'Ravi Shah', 'Ines Wolf', 'Tomas Berg'];

const module: ServerModule = {
    name: def.name,
    ddl: `CREATE TABLE IF NOT EXISTS label_managers (id INTEGER PRIMARY KEY, name TEXT NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1, version INTEGER NOT NULL DEFAULT 1);`,
    seed: ({ db }) => {
        const insert = db.prepare('INSERT INTO label_managers (name, enabled) VALUES (?, ?)');
        MANAGERS.forEach((name, i) => insert.run(name, i === MANAGERS.length - 1 ? 0 : 1));
    },
    collection: collectionFromSchema(def, 'label_managers'),
};
export default module;
