/**
 * Page modules: the collection (with its page and item count), the items under each (at most
 * 250, no record twice, kept numbered 1..n), duplicating a module, and item image uploads checked
 * against the size where the module's items show.
 */
import { Hono } from 'hono';
import { isCatalogItem, itemImageSize } from '../../../resources/curation/layout';
import { itemImageUse } from '../../../resources/imageUses';
import items from '../../../resources/curation/moduleItems';
import def from '../../../resources/curation/pageModules';
import { fill, messages } from '../../../resources/messages';
import { stmt, type DB } from '../../db';
import { presentOne, visibleParent, type Collection } from '../../core/collection';
import type { Env } from '../../core/env';
import { badRequest, HttpError } from '../../core/errors';
import { diff, recordHistory } from '../../core/history';
import type { ServerModule } from '../../core/module';
import { nested, without, type Row } from '../../core/rows';
import type { SubCollection } from '../../core/subCollection';
import { storeImage, useNamed } from '../../areas/media';
import { seedCuration } from './seed';
import { duplicatePageModule } from '../../../resources/operations/curation';
import { serve } from '../../core/operations';

const JOINED = new Set(['page_name', 'page_type_id']);

export const pageModules: Collection = {
    def,
    table: 'page_modules',
    from: 'page_modules t LEFT JOIN pages pg ON pg.id = t.page_id',
    countFrom: 'page_modules t',
    select: `t.*, pg.name AS page_name, pg.page_type_id AS page_type_id,
  (SELECT count(*) FROM page_module_items i WHERE i.page_module_id = t.id) AS item_count`,
    sortable: { id: 't.id', name: 't.name' },
    defaultOrder: 't.id DESC',
    present: rows =>
        rows.map(r => ({
            ...without(r, JOINED),
            page: nested(r.page_id, r.page_name, { page_type_id: r.page_type_id }),
        })),
    // A module put on another page or in another slot goes last there (its place was in the old one).
    beforeWrite: ({ changes, previous }) => {
        const moved = (k: string) => k in changes && (changes[k] ?? null) !== (previous?.[k] ?? null);
        if (previous && (moved('page_id') || moved('slot_id'))) changes.slot_position = null;
    },
};

/** Where a catalog item's record lives, and its title and image columns. */
const RECORDS: Record<string, { table: string; title: string; image?: string }> = {
    releases: { table: 'releases', title: 'name', image: 'image' },
    tracks: { table: 'tracks', title: 'name' },
    artists: { table: 'artists', title: 'name', image: 'image' },
    charts: { table: 'charts', title: 'title', image: 'image' },
    playlists: { table: 'playlists', title: 'name' },
    labels: { table: 'labels', title: 'name', image: 'image' },
    page_modules: { table: 'page_modules', title: 'name' },
};

/** A catalog item names an existing record; no record (or link) is in a module twice. */
function itemRules(db: DB, moduleId: number, row: Row): void {
    const record = RECORDS[String(row.item_type)];
    if (isCatalogItem(row.item_type) && record) {
        if (!stmt(db, `SELECT 1 FROM ${record.table} WHERE id = ?`).get(row.item_id)) {
            const message = `${messages.curation.catalogRecord}: no ${String(row.item_type)} record ${String(row.item_id)}`;
            throw badRequest(message, { item_id: message });
        }
    }
    const same = isCatalogItem(row.item_type)
        ? stmt(
              db,
              'SELECT title, position FROM page_module_items WHERE page_module_id = ? AND item_type = ? AND item_id = ? AND id IS NOT ?'
          ).get(moduleId, row.item_type, row.item_id, row.id ?? null)
        : stmt(
              db,
              `SELECT title, position FROM page_module_items WHERE page_module_id = ? AND item_type = ?
               AND coalesce(url, image) = coalesce(?, ?) AND id IS NOT ?`
          ).get(moduleId, row.item_type, row.url ?? null, row.image ?? null, row.id ?? null);
    if (same) {
        const { title, position } = same as Row;
        throw new HttpError(
            409,
            fill(messages.curation.duplicateRemoved, { title: String(title ?? ''), position: Number(position) })
        );
    }
}

/**
 * Keeps the items numbered 1..n: the changed row takes its position (a new one without one goes
 * last), the others close up around it. A catalog item without a title takes its record's.
 */
export function settleItems(db: DB, moduleId: number, changed: Row | null): void {
    const ids = stmt(
        db,
        'SELECT id FROM page_module_items WHERE page_module_id = ? ORDER BY position IS NULL, position, id'
    )
        .pluck()
        .all(moduleId) as number[];
    if (changed) {
        const rest = ids.filter(id => id !== changed.id);
        const at =
            typeof changed.position === 'number'
                ? Math.min(Math.max(changed.position, 1), rest.length + 1)
                : rest.length + 1;
        rest.splice(at - 1, 0, changed.id as number);
        ids.splice(0, ids.length, ...rest);
        const record = RECORDS[String(changed.item_type)];
        if (record && changed.item_id != null && (changed.title == null || (record.image && changed.image == null))) {
            const found = stmt(
                db,
                `SELECT ${record.title} AS title, ${record.image ?? 'NULL'} AS image FROM ${record.table} WHERE id = ?`
            ).get(changed.item_id) as Row | undefined;
            if (found)
                stmt(
                    db,
                    'UPDATE page_module_items SET title = coalesce(title, ?), image = coalesce(image, ?) WHERE id = ?'
                ).run(found.title, found.image, changed.id);
        }
    }
    const number = stmt(db, 'UPDATE page_module_items SET position = ? WHERE id = ? AND position IS NOT ?');
    ids.forEach((id, i) => number.run(i + 1, id, i + 1));
}

const itemsCollection: SubCollection = {
    def: items,
    table: 'page_module_items',
    parentColumn: 'page_module_id',
    check: itemRules,
    settle: settleItems,
    order: 'position, id',
};

const routes = new Hono<Env>();

/** A copy of the module with its items, attached to no page until staff link it (spec §4). */
const duplicate = serve(duplicatePageModule, ctx => {
    const { id, p } = visibleParent(ctx, pageModules);
    const db = ctx.get('db');
    const copy = db.transaction(() => {
        const source = stmt(db, 'SELECT * FROM page_modules WHERE id = ?').get(id) as Row;
        const { id: _id, version: _v, ...values } = source;
        const row: Row = {
            ...values,
            name: `${String(source.name)} (copy)`.slice(0, 250),
            page_id: null,
            slot_id: null,
            slot_position: null,
        };
        const keys = Object.keys(row);
        const newId = Number(
            stmt(db, `INSERT INTO page_modules (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`).run(
                ...keys.map(k => row[k])
            ).lastInsertRowid
        );
        stmt(
            db,
            `INSERT INTO page_module_items (page_module_id, position, item_type, item_id, title, image, url)
             SELECT ?, position, item_type, item_id, title, image, url FROM page_module_items WHERE page_module_id = ?`
        ).run(newId, id);
        const created = stmt(db, 'SELECT * FROM page_modules WHERE id = ?').get(newId) as Row;
        recordHistory(db, p, def.name, newId, `duplicate of module ${id}`, diff(null, created));
        return newId;
    })();
    return ctx.json(presentOne(pageModules, db, p, copy), 201);
});

/** An item image, exactly the size where this module's items show: the general upload's check for that use. */
routes.post('/:id/images/', async ctx => {
    const { row, p } = visibleParent(ctx, pageModules, true);
    const use = useNamed(itemImageUse(itemImageSize(row.page_type_id, row.slot_id, row.type_id)));
    return ctx.json(await storeImage(ctx.get('db'), p, ctx.req.raw, use), 201);
});

const module: ServerModule = {
    name: def.name,
    ddl: `CREATE TABLE IF NOT EXISTS page_modules (id INTEGER PRIMARY KEY, name TEXT NOT NULL, type_id INTEGER NOT NULL,
  page_id INTEGER REFERENCES pages(id), slot_id INTEGER, slot_position INTEGER, item_type TEXT, source_type_id INTEGER, number_set_id INTEGER,
  items_shown INTEGER, enabled INTEGER NOT NULL DEFAULT 0, enabled_start TEXT, enabled_end TEXT,
  sponsored_item INTEGER NOT NULL DEFAULT 0, guest_pick INTEGER NOT NULL DEFAULT 0, external_url TEXT,
  paginated INTEGER NOT NULL DEFAULT 0, version INTEGER NOT NULL DEFAULT 1);
CREATE INDEX IF NOT EXISTS page_modules_page ON page_modules(page_id);
CREATE TABLE IF NOT EXISTS page_module_items (id INTEGER PRIMARY KEY,
  page_module_id INTEGER NOT NULL REFERENCES page_modules(id) ON DELETE CASCADE, position INTEGER,
  item_type TEXT NOT NULL, item_id INTEGER, title TEXT, image TEXT, url TEXT, version INTEGER NOT NULL DEFAULT 1);
CREATE INDEX IF NOT EXISTS page_module_items_module ON page_module_items(page_module_id, position);`,
    seed: seedCuration,
    collection: pageModules,
    subCollections: [itemsCollection],
    routes,
    operations: [duplicate],
};
export default module;
