/** Musical keys. */
import def from '../../resources/catalog/keys';
import { collectionFromSchema } from '../core/collection';
import type { ServerModule } from '../core/module';
import { KEYS } from '../seed/words';

const keys: ServerModule = {
    name: def.name,
    ddl: 'CREATE TABLE IF NOT EXISTS keys (id INTEGER PRIMARY KEY, name TEXT NOT NULL, version INTEGER NOT NULL DEFAULT 1);',
    seed: ({ db }) => {
        const insert = db.prepare('INSERT INTO keys (id, name) VALUES (?, ?)');
        KEYS.forEach((name, i) => insert.run(i + 1, name));
    },
    collection: collectionFromSchema(def, 'keys'),
};
export default keys;
