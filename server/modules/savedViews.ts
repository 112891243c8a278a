/**
 * Saved views (issue 45): `GET /v4/saved-views/?resource=…` (the views the caller sees of that
 * list; without `resource`, of every list the caller may open), `POST /v4/saved-views/`, `PATCH` and `DELETE /v4/saved-views/{id}/` by the view's owner or
 * an admin. Who sees what is decided by resources/savedViews.ts `viewVisible`. A person's default
 * view of a list is theirs alone: `PATCH {default: true}` by anyone who sees the view.
 */
import { z } from 'zod';
import { resources } from '../../resources';
import { fill } from '../../resources/messages';
import { savedViews as m } from '../../resources/messages/savedViews';
import { staff } from '../../resources/permissions';
import {
    staffRolesOf,
    VIEW_SHARES,
    viewVisible,
    type SavedView,
    type ViewPerson,
    type ViewShare,
} from '../../resources/savedViews';
import { stmt, type DB } from '../db';
import { allowed, type Principal } from '../core/access';
import { parseId } from '../core/collection';
import { badRequest, forbidden, notFound } from '../core/errors';
import type { ServerModule } from '../core/module';
import { pagedAnswer } from '../core/paging';
import { parseBody, readJson } from '../core/validation';
import { serve } from '../core/operations';
import {
    createSavedView,
    deleteSavedView,
    listSavedViews,
    updateSavedView,
} from '../../resources/operations/csvImport';

const DDL = `CREATE TABLE IF NOT EXISTS saved_views (id INTEGER PRIMARY KEY, resource TEXT NOT NULL, name TEXT NOT NULL,
  query TEXT NOT NULL, columns TEXT, shared TEXT NOT NULL, owner_id INTEGER NOT NULL REFERENCES users(id),
  created TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS saved_views_resource ON saved_views(resource, id);
CREATE TABLE IF NOT EXISTS saved_view_defaults (user_id INTEGER NOT NULL, resource TEXT NOT NULL,
  view_id INTEGER NOT NULL REFERENCES saved_views(id) ON DELETE CASCADE, PRIMARY KEY (user_id, resource));`;

const query = z.object({
    filter: z.record(z.string(), z.unknown()).default({}),
    sort: z
        .object({ field: z.string().max(100), order: z.enum(['ASC', 'DESC']) })
        .nullable()
        .default(null),
    per_page: z.number().int().min(1).max(500).nullable().default(null),
});
const fields = {
    name: z.string().trim().min(1, m.nameRequired).max(80),
    query,
    columns: z.array(z.string().max(100)).max(100).nullable(),
    shared: z.enum(VIEW_SHARES),
};
const created = z.object({
    resource: z.string(),
    ...fields,
    columns: fields.columns.default(null),
    default: z.boolean().optional(),
});
const changed = z.object({ ...fields, default: z.boolean() }).partial();

type ViewRow = {
    id: number;
    resource: string;
    name: string;
    query: string;
    columns: string | null;
    shared: ViewShare;
    owner_id: number;
    owner_name: string;
    owner_scope: string;
    owner_supplier: number | null;
    owner_label: number | null;
};

const company = (partner: string | null, supplier: number | null, label: number | null) =>
    partner === 'supplier'
        ? `supplier:${supplier}`
        : partner === 'label'
          ? `label:${label}`
          : partner
            ? `${partner}`
            : null;

const reader = (p: Principal): ViewPerson => ({
    userId: p.userId,
    roles: p.partnerType ? [] : staffRolesOf(p.scope),
    company: company(p.partnerType, p.supplierId, p.labelId),
});

function owner(row: ViewRow): ViewPerson {
    const partner = row.owner_scope.match(/\buser:(supplier|label|artist|dj)\b/)?.[1] ?? null;
    return {
        userId: row.owner_id,
        roles: partner ? [] : staffRolesOf(row.owner_scope),
        // An artist or DJ account is its own company: its views are its own.
        company:
            partner === 'artist' || partner === 'dj'
                ? `user:${row.owner_id}`
                : company(partner, row.owner_supplier, row.owner_label),
    };
}

const SELECT = `SELECT v.*, u.username AS owner_name, u.scope AS owner_scope, u.supplier_id AS owner_supplier,
  u.label_id AS owner_label FROM saved_views v JOIN users u ON u.id = v.owner_id`;

const isAdmin = (p: Principal) => p.partnerType === null && allowed(p, [[staff('admin')]]);

function present(row: ViewRow, p: Principal, defaultId: number | null): SavedView {
    return {
        id: row.id,
        resource: row.resource,
        name: row.name,
        query: JSON.parse(row.query) as SavedView['query'],
        columns: row.columns === null ? null : (JSON.parse(row.columns) as string[]),
        shared: row.shared,
        owner: { id: row.owner_id, username: row.owner_name },
        mine: row.owner_id === p.userId || isAdmin(p),
        default: row.id === defaultId,
    };
}

const defaultOf = (db: DB, p: Principal, resource: string) =>
    (stmt(db, 'SELECT view_id FROM saved_view_defaults WHERE user_id = ? AND resource = ?')
        .pluck()
        .get(p.userId, resource) as number | undefined) ?? null;

function setDefault(db: DB, p: Principal, resource: string, viewId: number, on: boolean): void {
    if (on)
        stmt(db, 'INSERT OR REPLACE INTO saved_view_defaults (user_id, resource, view_id) VALUES (?, ?, ?)').run(
            p.userId,
            resource,
            viewId
        );
    else stmt(db, 'DELETE FROM saved_view_defaults WHERE user_id = ? AND view_id = ?').run(p.userId, viewId);
}

/** A view the caller sees (another's private view, or the other side's, is not found). */
function visibleView(db: DB, p: Principal, id: number): ViewRow {
    const row = stmt(db, `${SELECT} WHERE v.id = ?`).get(id) as ViewRow | undefined;
    if (!row || !viewVisible(row.shared, owner(row), reader(p))) throw notFound();
    return row;
}

/** A list the caller may read: views are of lists, and only of those one sees. */
function checkResource(p: Principal, resource: string): void {
    const def = resources.find(r => r.name === resource);
    if (!def || !allowed(p, def.access)) throw badRequest(fill(m.unknownResource, { resource }));
}

/** One name once per person and list: two chips of one name could not be told apart. */
function nameFree(db: DB, p: Principal, resource: string, name: string, except = 0): void {
    const taken = stmt(
        db,
        'SELECT 1 FROM saved_views WHERE owner_id = ? AND resource = ? AND lower(name) = lower(?) AND id != ?'
    ).get(p.userId, resource, name, except);
    if (taken) throw badRequest(fill(m.nameTaken, { name }), { name: fill(m.nameTaken, { name }) });
}

// Each handler reads its own body: a PATCH finds the view (404) before it looks at what is sent.
const operations = [
    serve(listSavedViews, ctx => {
        const p = ctx.get('principal');
        const db = ctx.get('db');
        const resource = ctx.req.query('resource');
        // Without `resource`: the views of every list the caller may open, in one read (the console's).
        if (resource !== undefined) checkResource(p, resource);
        const rows = (
            resource === undefined
                ? stmt(db, `${SELECT} ORDER BY v.resource, v.name, v.id`).all()
                : stmt(db, `${SELECT} WHERE v.resource = ? ORDER BY v.name, v.id`).all(resource)
        ) as ViewRow[];
        const me = reader(p);
        const defaults = new Map<string, number | null>();
        const defaultFor = (r: string) => {
            if (!defaults.has(r)) defaults.set(r, defaultOf(db, p, r));
            return defaults.get(r) ?? null;
        };
        const readable = (r: ViewRow) => {
            const def = resources.find(d => d.name === r.resource);
            return !!def && allowed(p, def.access);
        };
        return pagedAnswer(
            ctx,
            rows
                .filter(r => readable(r) && viewVisible(r.shared, owner(r), me))
                .map(r => present(r, p, defaultFor(r.resource)))
        );
    }),

    serve(createSavedView, async ctx => {
        const p = ctx.get('principal');
        const db = ctx.get('db');
        const body = parseBody(created, await readJson(ctx.req.raw));
        checkResource(p, body.resource);
        nameFree(db, p, body.resource, body.name);
        const id = db.transaction(() => {
            const info = stmt(
                db,
                'INSERT INTO saved_views (resource, name, query, columns, shared, owner_id, created) VALUES (?, ?, ?, ?, ?, ?, ?)'
            ).run(
                body.resource,
                body.name,
                JSON.stringify(body.query),
                body.columns === null ? null : JSON.stringify(body.columns),
                body.shared,
                p.userId,
                new Date().toISOString()
            );
            const newId = Number(info.lastInsertRowid);
            if (body.default) setDefault(db, p, body.resource, newId, true);
            return newId;
        })();
        return ctx.json(present(visibleView(db, p, id), p, defaultOf(db, p, body.resource)), 201);
    }),

    serve(updateSavedView, async ctx => {
        const p = ctx.get('principal');
        const db = ctx.get('db');
        const row = visibleView(db, p, parseId(ctx.req.param('id') ?? ''));
        const { default: isDefault, ...body } = parseBody(changed, await readJson(ctx.req.raw));
        const keys = Object.keys(body) as (keyof typeof body)[];
        // One's own default is anyone's to choose; the view itself is its owner's (or an admin's).
        if (keys.length && !present(row, p, null).mine) throw forbidden(m.notOwner);
        if (body.name !== undefined) nameFree(db, p, row.resource, body.name, row.id);
        db.transaction(() => {
            for (const k of keys) {
                const value = body[k];
                const stored = k === 'name' || k === 'shared' ? value : value === null ? null : JSON.stringify(value);
                stmt(db, `UPDATE saved_views SET ${k} = ? WHERE id = ?`).run(stored, row.id);
            }
            if (isDefault !== undefined) setDefault(db, p, row.resource, row.id, isDefault);
        })();
        return ctx.json(present(visibleView(db, p, row.id), p, defaultOf(db, p, row.resource)));
    }),

    serve(deleteSavedView, ctx => {
        const p = ctx.get('principal');
        const db = ctx.get('db');
        const row = visibleView(db, p, parseId(ctx.req.param('id') ?? ''));
        if (!present(row, p, null).mine) throw forbidden(m.notOwner);
        db.transaction(() => {
            stmt(db, 'DELETE FROM saved_view_defaults WHERE view_id = ?').run(row.id);
            stmt(db, 'DELETE FROM saved_views WHERE id = ?').run(row.id);
        })();
        return ctx.body(null, 204);
    }),
];

const savedViews: ServerModule = { name: 'saved-views', ddl: DDL, operations };
export default savedViews;
