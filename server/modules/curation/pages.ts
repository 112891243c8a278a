/**
 * Curation pages: the generic collection, a unique slug, the page's modules by slot (read-only
 * list, each slot in its order) and the order of one slot's modules, set whole.
 */
import def, { pageModulesOfPage } from '../../../resources/curation/pages';
import { SLOTS } from '../../../resources/curation/layout';
import { moduleOrderError } from '../../../resources/curation/moduleOrder';
import { fill, messages } from '../../../resources/messages';
import { orderPageModules } from '../../../resources/operations/curation';
import { stmt, type DB } from '../../db';
import { collectionFromSchema, visibleParent } from '../../core/collection';
import { badRequest } from '../../core/errors';
import { recordHistory } from '../../core/history';
import type { ServerModule } from '../../core/module';
import { serve } from '../../core/operations';

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

/** A slot's modules top first (those new to the slot, without a place yet, last): as the console and the preview order them. */
const IN_SLOT_ORDER = 'slot_position IS NULL, slot_position, id';

const slotModules = (db: DB, pageId: number, slot: number) =>
    stmt(db, `SELECT id FROM page_modules WHERE page_id = ? AND slot_id = ? ORDER BY ${IN_SLOT_ORDER}`)
        .pluck()
        .all(pageId, slot) as number[];

/** One slot's order, whole: each of its modules once, numbered 1..n, in the page's history. */
const orderModules = serve(orderPageModules, (ctx, body) => {
    const { id, p } = visibleParent(ctx, pages, true);
    const db = ctx.get('db');
    db.transaction(() => {
        const before = slotModules(db, id, body.slot_id);
        const problem = moduleOrderError(body.slot_id, before, body.ids);
        if (problem) throw badRequest(problem, { ids: problem });
        const place = stmt(db, 'UPDATE page_modules SET slot_position = ? WHERE id = ?');
        body.ids.forEach((moduleId, i) => place.run(i + 1, moduleId));
        const slot = SLOTS.find(s => s.id === body.slot_id)!.name.toLowerCase();
        if (before.join() !== body.ids.join())
            recordHistory(db, p, def.name, id, 'module order', {
                [`${slot}_modules`]: { before, after: body.ids },
            });
    })();
    return ctx.json(body);
});

const module: ServerModule = {
    name: def.name,
    ddl: `CREATE TABLE IF NOT EXISTS pages (id INTEGER PRIMARY KEY, name TEXT NOT NULL, slug TEXT NOT NULL UNIQUE,
  page_type_id INTEGER NOT NULL, show_primary_nav INTEGER NOT NULL DEFAULT 0, enabled INTEGER NOT NULL DEFAULT 0,
  start_date TEXT, end_date TEXT, version INTEGER NOT NULL DEFAULT 1);`,
    collection: pages,
    // By slot: header, left, right (each in its order), then modules in no slot.
    subCollections: [
        {
            def: pageModulesOfPage,
            table: 'page_modules',
            parentColumn: 'page_id',
            order: `slot_id IS NULL, slot_id, ${IN_SLOT_ORDER}`,
        },
    ],
    operations: [orderModules],
};
export default module;
