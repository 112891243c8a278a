/** Link partners: admin and curation read and keep them (spec §6); a plain schema collection. */
import def from '../../resources/catalog/linkPartners';
import { collectionFromSchema } from '../core/collection';
import type { ServerModule } from '../core/module';
import { ADJ, NOUN } from '../seed/words';

/** Six named partners, then enough for a page of records to sweep (one hostile payload per record). */
const PARTNERS = [
    ...['Stream Link', 'Vinyl Finder', 'Radio Connect', 'Mix Cloudbase', 'Tour Dates', 'Merch Desk'],
    ...ADJ.slice(0, 18).map((adj, i) => `${adj} ${NOUN[(i * 7) % NOUN.length]} Links`),
];

const module: ServerModule = {
    name: def.name,
    ddl: `CREATE TABLE IF NOT EXISTS link_partners (id INTEGER PRIMARY KEY, name TEXT NOT NULL, url TEXT,
  enabled INTEGER NOT NULL DEFAULT 1, version INTEGER NOT NULL DEFAULT 1);`,
    seed: ({ db }) => {
        const insert = db.prepare('INSERT INTO link_partners (name, url, enabled) VALUES (?, ?, ?)');
        PARTNERS.forEach((name, i) =>
            insert.run(name, `https://${name.toLowerCase().replace(/ /g, '-')}.example`, i % 3 === 2 ? 0 : 1)
        );
    },
    collection: collectionFromSchema(def, 'link_partners'),
};
export default module;
