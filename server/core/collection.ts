/**
 * A collection: how one resource's table is read, shaped and scoped (joins, filters, sorting,
 * tenancy, wire shape, domain rules), and the reads every engine shares.
 */
import type { Context } from 'hono';
import type { PermissionList } from '../../resources/permissions';
import type { ResourceDef } from '../../resources/schema';
import { stmt, type DB } from '../db';
import { allowed, requireAccess, tenancyClause, type Principal, type Tenancy } from './access';
import { badRequest, notFound } from './errors';
import type { ServerFilter } from './filters';
import type { Row } from './rows';
import { writeAccessFor } from '../../resources/schema';
import type { Env } from './env';
import { api } from '../../resources/messages/api';

export type { Row } from './rows';

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
    filterSql?: Record<string, string | Pick<ServerFilter, 'sql' | 'suffix' | 'folded'>>;
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
    /** Values counted over every tenant's rows (an artist's tracks and labels): left out for partners. */
    acrossTenants?: readonly string[];
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

const booleansOf = new WeakMap<ResourceDef, Set<string>>();
export function booleans(def: ResourceDef): Set<string> {
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

const unseenOf = new WeakMap<Principal, Map<ResourceDef, Set<string>>>();
/** The fields of `def` the caller may not see, worked out once per request's principal. */
function unseenFields(def: ResourceDef, p: Principal): Set<string> {
    let byDef = unseenOf.get(p);
    if (!byDef) unseenOf.set(p, (byDef = new Map()));
    let unseen = byDef.get(def);
    if (!unseen) {
        unseen = new Set(Object.keys(def.fields).filter(k => !allowed(p, def.fields[k].access)));
        byDef.set(def, unseen);
    }
    return unseen;
}

/** Booleans as booleans, and fields the caller may not see removed (a plain loop: hot path). */
export function shape(c: Collection, row: Row, p: Principal): Row {
    const bools = booleans(c.def);
    const unseen = unseenFields(c.def, p);
    const out: Row = {};
    const partner = p.partnerType !== null;
    for (const k in row) {
        if (unseen.has(k) || (partner && c.acrossTenants?.includes(k))) continue;
        out[k] = bools.has(k) ? !!row[k] : row[k];
    }
    return out;
}

/** Fields and sub-resource lists of a resource the caller may not see (left out of its history too). */
export function hiddenKeys(def: ResourceDef, p: Principal): Set<string> {
    const hidden = new Set(unseenFields(def, p));
    for (const tab of def.tabs)
        for (const sub of tab.subs ?? []) if (!allowed(p, tab.access) || !allowed(p, sub.access)) hidden.add(sub.path);
    return hidden;
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

/** The version a PATCH was based on: `If-Match: "3"` (or a bulk item's `version`). */
export function expectedVersion(raw: unknown): number | null {
    const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.replace(/^W\//, '') : '';
    const m = /^"?(\d{1,12})"?$/.exec(text.trim());
    if (raw !== undefined && raw !== null && raw !== '' && !m) throw badRequest(api.versionHeader);
    return m ? Number(m[1]) : null;
}
