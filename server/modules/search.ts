/**
 * `GET search/` and `GET search/autocomplete/` (spec §7 "Others"): names across every type the
 * search area offers (resources that declare `searchSection`) that the caller may read, with
 * partner tenancy, accent- and case-insensitive where the type keeps folded names. Autocomplete
 * also finds a record by an identifier (ISRC, UPC/EAN, GUID, catalog number) or a catalog link.
 * Each hit carries what tells it apart from its namesakes (its type's `describe`: `detail`, `image`).
 */
import { searchAll, searchAutocomplete } from '../../resources/operations/search';
import { serve } from '../core/operations';
import type { Context } from 'hono';
import { classifyLookup, type Identifier, type SearchHit } from '../../resources/lookup';
import { SEARCH_SECTIONS } from '../../resources/schema';
import { describe } from '../../resources/describe';
import { allRows, stmt, type DB } from '../db';
import { allowed, tenancyClause, type Principal } from '../core/access';
import { shape, type Collection, type Row } from '../core/collection';
import type { Env } from '../core/env';
import { badRequest } from '../core/errors';
import { collectionFilters, countRows, listQuery } from '../core/listing';
import type { ServerModule } from '../core/module';
import { envelope, parsePaging } from '../core/paging';
import { mountedCollections } from '../core/references';
import { api } from '../../resources/messages/api';
import { fill } from '../../resources/messages/fill';

/** The types the caller may search, in the search area's order: by section, then the registry's. */
function searchable(p: Principal): Collection[] {
    const rank = (c: Collection) => SEARCH_SECTIONS.indexOf(c.def.searchSection!);
    return mountedCollections()
        .filter(c => c.def.searchSection && allowed(p, c.def.access) && nameFilter(c, p))
        .sort((a, b) => rank(a) - rank(b));
}

/** The filter a type's names are searched by: its `name` (or `title`) contains-filter, else its first. */
function nameFilter(c: Collection, p: Principal): string | undefined {
    const texts = c.def.filters.filter(
        f => f.kind === 'text' && (f.match ?? 'contains') === 'contains' && allowed(p, f.access)
    );
    return (texts.find(f => f.name === 'name' || f.name === 'title') ?? texts[0])?.name;
}

function readQuery(ctx: Context<Env>): { q: string; types: Collection[] } {
    const query = ctx.req.query();
    const q = (query.q ?? '').trim();
    if (!q) throw badRequest(api.searchEmpty);
    if (q.length > 250) throw badRequest(api.searchTooLong);
    const p = ctx.get('principal');
    let types = searchable(p);
    if (query.types) {
        const names = query.types.split(',');
        const known = new Set(
            mountedCollections()
                .filter(c => c.def.searchSection)
                .map(c => c.def.name)
        );
        const unknown = names.filter(n => !known.has(n));
        if (unknown.length) throw badRequest(fill(api.searchTypes, { types: unknown.join(', ') }));
        // Types the caller may not read are left out, as they are when none is named.
        types = types.filter(c => names.includes(c.def.name));
    }
    return { q, types };
}

/**
 * Hits with what tells each apart (its type's `describe`), read from the records as the type's list
 * answers them, fields the caller may not see left out.
 */
function described(types: Collection[], db: DB, p: Principal, hits: SearchHit[]): SearchHit[] {
    const records = new Map<string, Row>();
    for (const c of types) {
        const ids = hits.filter(h => h.type === c.def.name).map(h => h.id);
        if (!c.def.describe || !ids.length) continue;
        const rows = allRows(
            db,
            `SELECT ${c.select} FROM ${c.from} WHERE t.id IN (${ids.map(() => '?').join(',')})`,
            ids
        );
        for (const r of c.present(rows, db)) records.set(`${c.def.name}#${String(r.id)}`, shape(c, r, p));
    }
    return hits.map(hit => {
        const record = records.get(`${hit.type}#${hit.id}`);
        if (!record) return hit;
        const { detail, image } = describe(types.find(c => c.def.name === hit.type)!.def, record);
        return { ...hit, ...(detail ? { detail } : {}), ...(image ? { image } : {}) };
    });
}

/** One type's names that contain the text, a page of them, and how many there are (unless `counted` is false). */
function namesOf(c: Collection, db: DB, p: Principal, q: string, limit: number, offset: number, counted = true) {
    const filter = nameFilter(c, p)!;
    const where = listQuery(c, p, { [filter]: q });
    const n = counted ? countRows(db, where.count.sql, where.count.params) : 0;
    const rows = limit
        ? (stmt(
              db,
              `SELECT t.id AS id, ${collectionFilters(c)[filter].sql} AS name FROM ${c.from} ${where.whereSql}
               ORDER BY ${where.order} LIMIT ? OFFSET ?`
          ).all(...where.params, limit, offset) as { id: number; name: string }[])
        : [];
    return {
        n,
        hits: rows.map((r): SearchHit => ({ type: c.def.name, id: r.id, name: String(r.name ?? ''), match: 'name' })),
    };
}

/** Records whose identifier field is exactly the text, among the types that have such a field. */
function byIdentifier(types: Collection[], db: DB, p: Principal, kind: Identifier, value: string): SearchHit[] {
    const hits: SearchHit[] = [];
    for (const c of types) {
        const field = c.def.fields[kind];
        if (!field || !allowed(p, field.access)) continue;
        const tenancy = tenancyClause(p, c.tenancy);
        const name = collectionFilters(c)[nameFilter(c, p)!].sql;
        // One stored form (canonicalCode): matched as it is, so the column's index serves it.
        const same = field.kind === 'text' && field.canonical ? '= ?' : '= ? COLLATE NOCASE';
        const rows = stmt(
            db,
            `SELECT t.id AS id, ${name} AS name FROM ${c.from} WHERE t.${kind} ${same}
             ${tenancy ? `AND ${tenancy.sql}` : ''} ORDER BY t.id LIMIT 10`
        ).all(value, ...(tenancy?.params ?? [])) as { id: number; name: string }[];
        hits.push(...rows.map(r => ({ type: c.def.name, id: r.id, name: String(r.name ?? ''), match: kind })));
    }
    return hits;
}

/** A `catalog/{type}/{id}` link: the record, when the caller may see it. */
function byLink(types: Collection[], db: DB, p: Principal, resource: string, id: number): SearchHit[] {
    const c = types.find(t => t.def.name === resource);
    if (!c) return [];
    const tenancy = tenancyClause(p, c.tenancy);
    const name = collectionFilters(c)[nameFilter(c, p)!].sql;
    const row = stmt(
        db,
        `SELECT t.id AS id, ${name} AS name FROM ${c.from} WHERE t.id = ? ${tenancy ? `AND ${tenancy.sql}` : ''}`
    ).get(id, ...(tenancy?.params ?? [])) as { id: number; name: string } | undefined;
    return row ? [{ type: c.def.name, id: row.id, name: String(row.name ?? ''), match: 'id' }] : [];
}

/** The record an identifier (ISRC, UPC/EAN, GUID, catalog number, in any form typed) or a link names. */
function lookedUp(types: Collection[], db: DB, p: Principal, q: string): SearchHit[] {
    const lookup = classifyLookup(q);
    if (lookup.kind === 'record') return byLink(types, db, p, lookup.resource, lookup.id);
    if (lookup.kind === 'words') return [];
    return byIdentifier(types, db, p, lookup.kind, lookup.value);
}

/** The records an identifier or link names first, then every type's names in the area's order, paged as one list. */
const searchEverything = serve(searchAll, ctx => {
    const { q, types } = readQuery(ctx);
    const p = ctx.get('principal');
    const db = ctx.get('db');
    const paging = parsePaging(ctx.req.query());
    const [start, end] = [paging.offset, paging.offset + paging.perPage];
    const found = lookedUp(types, db, p, q);
    let count = found.length;
    const results: SearchHit[] = found.slice(start, end);
    for (const c of types) {
        // This type's matches are places [count, count + n) of the whole list: take the page's share.
        const { n } = namesOf(c, db, p, q, 0, 0);
        const [lo, hi] = [Math.max(start, count), Math.min(end, count + n)];
        if (hi > lo) results.push(...namesOf(c, db, p, q, hi - lo, lo - count).hits);
        count += n;
    }
    return ctx.json(envelope(ctx.req.url, count, paging, described(types, db, p, results)));
});

/**
 * Up to `n` hits shared fairly among the types, type after type: each type takes one in turn while
 * it has more, so one type's namesakes are all offered when few other types match.
 */
function shareOut(lists: readonly SearchHit[][], n: number): SearchHit[] {
    const taken = lists.map(() => 0);
    for (let left = n, more = true; left > 0 && more;) {
        more = false;
        lists.forEach((list, i) => {
            if (left > 0 && taken[i] < list.length) [taken[i], left, more] = [taken[i] + 1, left - 1, true];
        });
    }
    return lists.flatMap((list, i) => list.slice(0, taken[i]));
}

/** Names as the text is typed, several per type, or the record an identifier or link names. */
const autocomplete = serve(searchAutocomplete, ctx => {
    const { q, types } = readQuery(ctx);
    const p = ctx.get('principal');
    const db = ctx.get('db');
    const paging = parsePaging({ per_page: ctx.req.query('per_page') ?? '10' });
    let results = lookedUp(types, db, p, q);
    // Text that only looks like an identifier (a title such as "ABC123") is searched as words too.
    if (!results.length)
        results = shareOut(
            types.map(c => namesOf(c, db, p, q, paging.perPage, 0, false).hits),
            paging.perPage
        );
    return ctx.json(
        envelope(ctx.req.url, results.length, { ...paging, page: 1, offset: 0 }, described(types, db, p, results))
    );
});

/** Mounted at /v4/ itself: its operations name `search/`. */
const module: ServerModule = { name: '', operations: [searchEverything, autocomplete] };
export default module;
