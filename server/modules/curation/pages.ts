/** Curation pages: the generic collection, a unique slug, and the page's modules by slot (read-only list). */
import def, { pageModulesOfPage } from '../../../resources/curation/pages';
import { fill, messages } from '../../../resources/messages';
import { stmt } from '../../db';
import { collectionFromSchema } from '../../core/collection';
import { badRequest } from '../../core/errors';
import type { ServerModule } from '../../core/module';

export const pages = collectionFromSchema(def, 'pages', {
    defaultOrder: 't.id DESC',
    beforeWrite: ({ db, changes, previous }) => {
        if (changes.slug == null) return;
        const taken = stmt(db, 'SELECT id FROM pages WHERE slug = ? AND id IS NOT ?')
            .pluck()
            .get(changes.slug, previous?.id ?? null) as number | undefined;
        if (taken !== undefined) {
            const message = fill(messages.curation.slugTaken, { id: taken });
            throw badRequest(message, { slug: message });
        }
    },
});

const module: ServerModule = {
    name: def.name,
    ddl: `CREATE TABLE IF NOT EXISTS pages (id INTEGER PRIMARY KEY, name TEXT NOT NULL, slug TEXT NOT NULL UNIQUE,
  page_type_id INTEGER NOT NULL, show_primary_nav INTEGER NOT NULL DEFAULT 0, enabled INTEGER NOT NULL DEFAULT 0,
  start_date TEXT, end_date TEXT, version INTEGER NOT NULL DEFAULT 1);`,
    collection: pages,
    // By slot: header, left, right, then modules in no slot.
    subCollections: [
        {
            def: pageModulesOfPage,
            table: 'page_modules',
            parentColumn: 'page_id',
            order: 'slot_id IS NULL, slot_id, id',
        },
    ],
};
export default module;
