/**
 * One generic engine for a catalog type: list (filters, order, paging, tenancy), detail, create,
 * update, delete and bulk update, all driven by the resource schema plus a little SQL.
 */
import type { Context, Hono } from 'hono';
import type { PermissionList } from '../../resources/permissions';
import { writeAccessFor, type Filter, type ResourceDef, type WriteAction } from '../../resources/schema';
import { dataVersion, stmt, type DB } from '../db';
import { allowed, requireAccess, tenancyClause, type Principal, type Tenancy } from './access';
import { badRequest, HttpError, notFound } from './errors';
import { buildWhere, type ServerFilter } from './filters';
import { envelope, parseOrderBy, parsePaging } from './paging';
import { checkBody, checkRules, readJson } from './validation';
import { diff, mountHistory, recordHistory } from './history';
import { messages } from '../../resources/messages';
import type { Env } from './env';

export type Row = Record<string, unknown>;

export interface Collection {
    def: ResourceDef;
    table: string;
    /** FROM clause; the main table is aliased `t`. */
    from: string;
    /**
     * The main table alone (`tracks t`), for counting when no filter touches a joined table.
     * Only where every join keeps every row (LEFT JOIN, or a NOT NULL foreign key).
     */
    countFrom?: string;
    select: string;
    /** SQL for the schema's filters whose column is not `t.<name>` (joined or derived values). */
    filterSql?: Record<string, string | Pick<ServerFilter, 'sql' | 'suffix'>>;
    /** Filters the console does not offer; their grants are in `filterAccess`. */
    serverFilters?: Record<string, ServerFilter>;
    sortable: Record<string, string>;
    defaultOrder: string;
    /** How partners are scoped; absent for shared reference data (genres, keys). */
    tenancy?: Tenancy;
    /**
     * Grants for server-only filters. Filters the schema declares carry their own `access`,
     * except `id`, which stays open to every reader: the console fetches referenced records by
     * id, and tenancy limits the answer anyway.
     */
    filterAccess?: Record<string, PermissionList>;
    /** Shapes rows for the wire (nested objects, related lists). */
    present: (rows: Row[], db: DB) => Row[];
    /** Domain rules beyond the schema (may adjust `changes`). */
    beforeWrite?: (ctx: { db: DB; p: Principal; changes: Row; previous?: Row; next: Row }) => void;
    /** Values a new row needs besides the body (derived keys, timestamps). */
    onCreate?: (db: DB, values: Row, p: Principal) => Row;
    /** After an insert or update, inside its transaction; `before` is the stored row (updates only). */
    afterWrite?: (db: DB, id: number, before?: Row) => void;
}

/**
 * The collection of a simple resource, straight from its schema: one table whose columns are
 * named like the schema's fields and filters. Pass `extra` for joins, tenancy or shaping.
 */
export function collectionFromSchema(def: ResourceDef, table: string, extra: Partial<Collection> = {}): Collection {
    return {
        def,
        table,
        from: `${table} t`,
        select: 't.*',
        sortable: Object.fromEntries(['id', ...Object.keys(def.fields)].map(k => [k, `t.${k}`])),
        defaultOrder: 't.id ASC',
        present: rows => rows,
        ...extra,
    };
}

const SERVER_KIND = { contains: 'text', prefix: 'prefix', exact: 'exact' } as const;

/** A schema filter as the server applies it: the same name, kind, match and choices. */
export function serverFilterFor(f: Filter, sql: Collection['filterSql'] = {}): ServerFilter {
    const column = sql[f.name] ?? `t.${f.name}`;
    const where = typeof column === 'string' ? { sql: column } : column;
    const kind = f.kind === 'text' ? SERVER_KIND[f.match ?? 'contains'] : f.kind === 'reference' ? 'idList' : f.kind;
    return { kind, ...where, choices: f.choices?.map(choice => choice.id) };
}

const filtersOf = new WeakMap<Collection, Record<string, ServerFilter>>();
/** Every filter of a collection: `id`, the schema's filters, and the server-only ones. */
export function collectionFilters(c: Collection): Record<string, ServerFilter> {
    let filters = filtersOf.get(c);
    if (!filters) {
        filters = { id: { kind: 'idList', sql: 't.id' }, ...c.serverFilters };
        for (const f of c.def.filters) filters[f.name] = serverFilterFor(f, c.filterSql);
        filtersOf.set(c, filters);
    }
    return filters;
}

/**
 * Counts are the costly part of a page; they are kept per query until any write reaches the
 * database (so paging through one filter counts once, and a count is never stale).
 */
const counts = new WeakMap<DB, Map<string, { version: string; n: number }>>();
function countRows(db: DB, sql: string, params: unknown[]): number {
    let cache = counts.get(db);
    if (!cache) counts.set(db, (cache = new Map()));
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    const version = dataVersion(db);
    const hit = cache.get(key);
    if (hit && hit.version === version) return hit.n;
    const { n } = stmt(db, sql).get(...params) as { n: number };
    if (cache.size >= 1000) cache.clear();
    cache.set(key, { version, n });
    return n;
}

/** Every mounted collection by resource name, so that references can be checked. */
const registry = new Map<string, Collection>();

/** A reference field must name an existing record of its resource. */
function checkReferences(c: Collection, db: DB, changes: Row): void {
    for (const [key, value] of Object.entries(changes)) {
        const f = c.def.fields[key];
        if (f?.kind !== 'reference' || value == null) continue;
        const target = registry.get(f.reference);
        if (target && !stmt(db, `SELECT 1 FROM ${target.table} WHERE id = ?`).get(value)) {
            throw badRequest(`Unknown ${f.label.toLowerCase()}: ${value}.`, {
                [key]: `Choose an existing ${f.label.toLowerCase()}.`,
            });
        }
    }
}

const booleansOf = new WeakMap<ResourceDef, Set<string>>();
function booleans(def: ResourceDef): Set<string> {
    let set = booleansOf.get(def);
    if (!set)
        booleansOf.set(
            def,
            (set = new Set(
                Object.entries(def.fields)
                    .filter(([, f]) => f.kind === 'boolean')
                    .map(([k]) => k)
            ))
        );
    return set;
}

/** Booleans as booleans, and fields the caller may not see removed (a plain loop: hot path). */
export function shape(c: Collection, row: Row, p: Principal): Row {
    const bools = booleans(c.def);
    const out: Row = {};
    for (const k in row) {
        const f = c.def.fields[k];
        if (f?.access && !allowed(p, f.access)) continue;
        out[k] = bools.has(k) ? !!row[k] : row[k];
    }
    return out;
}

export function listQuery(c: Collection, p: Principal, query: Record<string, string | undefined>) {
    for (const name of Object.keys(query)) {
        const list =
            c.filterAccess?.[name] ?? (name === 'id' ? undefined : c.def.filters.find(f => f.name === name)?.access);
        if (list) requireAccess(p, list, `You may not filter by ${name}.`);
    }
    const where = buildWhere(query, collectionFilters(c));
    const tenancy = tenancyClause(p, c.tenancy);
    if (tenancy) {
        where.clauses.push(tenancy.sql);
        where.params.push(...tenancy.params);
    }
    const whereSql = where.clauses.length ? `WHERE ${where.clauses.join(' AND ')}` : '';
    const order = parseOrderBy(query.order_by, c.sortable, c.defaultOrder);
    const joined = [...c.from.matchAll(/JOIN\s+\w+\s+(\w+)\s+ON/gi)].map(m => m[1]);
    const touches = (sql: string) => joined.some(alias => new RegExp(`\\b${alias}\\.`).test(sql));
    const filterFrom = c.countFrom && !where.clauses.some(touches) ? c.countFrom : c.from;
    return {
        whereSql,
        params: where.params,
        order,
        countFrom: filterFrom,
        idFrom: touches(order) ? c.from : filterFrom,
    };
}

/**
 * One page of rows in two steps: the ids (over the main table alone where possible, so that
 * SQLite can use a covering index), then the full rows with their joins for those ids only.
 */
function pageRows(c: Collection, db: DB, q: ReturnType<typeof listQuery>, limit: number, offset: number): Row[] {
    const ids = (
        stmt(db, `SELECT t.id FROM ${q.idFrom} ${q.whereSql} ORDER BY ${q.order} LIMIT ? OFFSET ?`).all(
            ...q.params,
            limit,
            offset
        ) as { id: number }[]
    ).map(r => r.id);
    if (!ids.length) return [];
    const rows = stmt(db, `SELECT ${c.select} FROM ${c.from} WHERE t.id IN (${ids.map(() => '?').join(',')})`).all(
        ...ids
    ) as Row[];
    const byId = new Map(rows.map(r => [r.id as number, r]));
    return ids.map(id => byId.get(id)!).filter(Boolean);
}

export function getVisible(c: Collection, db: DB, p: Principal, id: number): Row {
    const tenancy = tenancyClause(p, c.tenancy);
    const row = stmt(db, `SELECT ${c.select} FROM ${c.from} WHERE t.id = ? ${tenancy ? `AND ${tenancy.sql}` : ''}`).get(
        id,
        ...(tenancy?.params ?? [])
    ) as Row | undefined;
    if (!row) throw notFound();
    return row;
}

/** The record a sub-resource call is about, visible to the caller (and writable, for writes). */
export function visibleParent(ctx: Context<Env>, c: Collection, write = false): { id: number; row: Row; p: Principal } {
    const p = ctx.get('principal');
    requireAccess(p, c.def.access);
    if (write) requireAccess(p, writeAccessFor(c.def, 'update'));
    const id = parseId(ctx.req.param('id') ?? '');
    return { id, row: getVisible(c, ctx.get('db'), p, id), p };
}

/** One record as the caller may see it. */
export function presentOne(c: Collection, db: DB, p: Principal, id: number): Row {
    return shape(c, c.present([getVisible(c, db, p, id)], db)[0], p);
}

export function parseId(raw: string): number {
    if (!/^\d{1,12}$/.test(raw)) throw notFound();
    return Number(raw);
}

/** The record's row as stored (for history and version checks). */
const stored = (c: Collection, db: DB, id: number) =>
    stmt(db, `SELECT * FROM ${c.table} WHERE id = ?`).get(id) as Row | undefined;

/** A stale write is refused: the caller's version must be the stored one (when it sends one). */
function checkVersion(c: Collection, db: DB, p: Principal, id: number, expected: number | null): void {
    if (expected === null) return;
    const version = stored(c, db, id)?.version;
    if (version !== undefined && version !== expected) {
        throw new HttpError(412, messages.conflict.stale, undefined, { current: presentOne(c, db, p, id) });
    }
}

/** The version a PATCH was based on: `If-Match: "3"` (or a bulk item's `version`). */
export function expectedVersion(raw: unknown): number | null {
    const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.replace(/^W\//, '') : '';
    const m = /^"?(\d{1,12})"?$/.exec(text.trim());
    if (raw !== undefined && raw !== null && raw !== '' && !m) throw badRequest('If-Match must name a record version.');
    return m ? Number(m[1]) : null;
}

function write(c: Collection, db: DB, p: Principal, id: number, body: unknown, version: number | null): void {
    const previous = getVisible(c, db, p, id);
    checkVersion(c, db, p, id, version);
    const changes = checkBody(c.def, body, p, 'update');
    const next = { ...shape(c, previous, p), ...changes };
    for (const k of booleans(c.def)) if (k in changes) next[k] = !!changes[k];
    checkRules(c.def, next, shape(c, previous, p));
    checkReferences(c, db, changes);
    c.beforeWrite?.({ db, p, changes, previous, next });
    const keys = Object.keys(changes);
    if (!keys.length) return;
    const before = stored(c, db, id)!;
    stmt(db, `UPDATE ${c.table} SET ${keys.map(k => `${k} = ?`).join(', ')}, version = version + 1 WHERE id = ?`).run(
        ...keys.map(k => changes[k]),
        id
    );
    c.afterWrite?.(db, id, before);
    recordHistory(db, p, c.def.name, id, 'update', diff(before, stored(c, db, id)!));
}

export function mountCollection(app: Hono<Env>, c: Collection): void {
    registry.set(c.def.name, c);
    const base = `/v4/${c.def.name}`;
    const db = (ctx: Context<Env>) => ctx.get('db');
    const who = (ctx: Context<Env>) => {
        const p = ctx.get('principal');
        requireAccess(p, c.def.access);
        return p;
    };
    const canWrite = (p: Principal, action: WriteAction) => requireAccess(p, writeAccessFor(c.def, action));
    const detail = (ctx: Context<Env>, p: Principal, id: number) => presentOne(c, db(ctx), p, id);

    app.get(`${base}/`, ctx => {
        const p = who(ctx);
        const query = ctx.req.query();
        const paging = parsePaging(query);
        const q = listQuery(c, p, query);
        const n = countRows(db(ctx), `SELECT count(*) AS n FROM ${q.countFrom} ${q.whereSql}`, q.params);
        const rows = pageRows(c, db(ctx), q, paging.perPage, paging.offset);
        const results = c.present(rows, db(ctx)).map(r => shape(c, r, p));
        return ctx.json(envelope(ctx.req.url, n, paging, results));
    });

    const bulk = async (ctx: Context<Env>) => {
        const p = who(ctx);
        canWrite(p, 'bulk');
        const body = await readJson(ctx.req.raw);
        if (!Array.isArray(body) || !body.length || body.length > 500) {
            throw badRequest('Expected a list of 1 to 500 objects, each with an id.');
        }
        const ids = body.map(item => {
            const id = (item as Row)?.id;
            if (typeof id !== 'number' || !Number.isInteger(id) || id < 1)
                throw badRequest('Each object needs a numeric id.');
            return id;
        });
        db(ctx).transaction(() =>
            body.forEach((item, i) => {
                const { version, ...changes } = item as Row;
                write(c, db(ctx), p, ids[i], changes, expectedVersion(version));
            })
        )();
        return ctx.json(ids.map(id => detail(ctx, p, id)));
    };
    app.patch(`${base}/bulk/`, bulk);
    app.put(`${base}/bulk/`, bulk);

    mountHistory(app, base, c.def.name, ctx => visibleParent(ctx, c).id);

    app.get(`${base}/:id/`, ctx => {
        const p = who(ctx);
        return ctx.json(detail(ctx, p, parseId(ctx.req.param('id'))));
    });

    app.patch(`${base}/:id/`, async ctx => {
        const p = who(ctx);
        canWrite(p, 'update');
        const id = parseId(ctx.req.param('id'));
        const body = await readJson(ctx.req.raw);
        const version = expectedVersion(ctx.req.header('If-Match'));
        db(ctx).transaction(() => write(c, db(ctx), p, id, body, version))();
        return ctx.json(detail(ctx, p, id));
    });

    app.post(`${base}/`, async ctx => {
        const p = who(ctx);
        canWrite(p, 'create');
        const body = await readJson(ctx.req.raw);
        const values = checkBody(c.def, body, p, 'create');
        const next: Row = { ...values };
        checkRules(c.def, next);
        checkReferences(c, db(ctx), values);
        c.beforeWrite?.({ db: db(ctx), p, changes: values, next });
        const id = db(ctx).transaction(() => {
            const row = { ...values, ...(c.onCreate?.(db(ctx), values, p) ?? {}) };
            const keys = Object.keys(row);
            const info = stmt(
                db(ctx),
                `INSERT INTO ${c.table} (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`
            ).run(...keys.map(k => row[k]));
            const newId = Number(info.lastInsertRowid);
            c.afterWrite?.(db(ctx), newId);
            recordHistory(db(ctx), p, c.def.name, newId, 'create', diff(null, stored(c, db(ctx), newId)!));
            return newId;
        })();
        return ctx.json(detail(ctx, p, id), 201);
    });

    app.delete(`${base}/:id/`, ctx => {
        const p = who(ctx);
        canWrite(p, 'delete');
        const id = parseId(ctx.req.param('id'));
        getVisible(c, db(ctx), p, id);
        try {
            db(ctx).transaction(() => {
                const before = stored(c, db(ctx), id)!;
                stmt(db(ctx), `DELETE FROM ${c.table} WHERE id = ?`).run(id);
                recordHistory(db(ctx), p, c.def.name, id, 'delete', diff(before, null));
            })();
        } catch (e) {
            if (String((e as { code?: string }).code).startsWith('SQLITE_CONSTRAINT')) {
                throw new HttpError(409, 'This record is still in use and cannot be deleted.');
            }
            throw e;
        }
        return ctx.body(null, 204);
    });
}
