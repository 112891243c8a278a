/** Label managers (id, name, enabled): admin, curation and marketing keep them; never deleted. */
import def from '../../resources/catalog/labelManagers';
import { collectionFromSchema } from '../core/collection';
import type { ServerModule } from '../core/module';
import { FIRST, LAST } from '../seed/words';

/** The names the labels' label-manager filter finds (server/modules/labels.ts seeds them), then more. */
const NAMED = ['Dana Cole', 'Ravi Shah', 'Ines Wolf', 'Tomas Berg'];
/** Enough for a page of records to sweep (the hostile-text tests write one payload per record). */
const MANAGERS = [...NAMED, ...FIRST.map((first, i) => `${first} ${LAST[(i * 3 + 5) % LAST.length]}`)];

const module: ServerModule = {
    name: def.name,
    ddl: `CREATE TABLE IF NOT EXISTS label_managers (id INTEGER PRIMARY KEY, name TEXT NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1, version INTEGER NOT NULL DEFAULT 1);`,
    seed: ({ db }) => {
        const insert = db.prepare('INSERT INTO label_managers (name, enabled) VALUES (?, ?)');
        MANAGERS.forEach((name, i) => insert.run(name, i === NAMED.length - 1 || i % 7 === 6 ? 0 : 1));
    },
    collection: collectionFromSchema(def, 'label_managers'),
};
export default module;
