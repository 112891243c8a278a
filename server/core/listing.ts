/** Listing a collection: filters from the schema, counts kept per query, pages in two steps. */
import type { Filter } from '../../resources/schema';
import { allRows, keptUntilWrite, stmt, type DB } from '../db';
import { requireAccess, tenancyClause, type Principal } from './access';
import type { Collection, Row } from './collection';
import { buildWhere, refuseUnknownFilters, type ServerFilter, type Where } from './filters';
import { parseOrderBy, type Paging } from './paging';
import { api } from '../../resources/messages/api';
import { fill } from '../../resources/messages/fill';

const SERVER_KIND = { contains: 'text', prefix: 'prefix', exact: 'exact' } as const;

/** A schema filter as the server applies it: the same name, kind, match and choices. */
export function serverFilterFor(f: Filter, sql: Collection['filterSql'] = {}): ServerFilter {
    const column = sql[f.name] ?? `t.${f.name}`;
    const where: Pick<ServerFilter, 'sql' | 'suffix' | 'folded'> =
        typeof column === 'string' ? { sql: column } : column;
    const kind = f.kind === 'text' ? SERVER_KIND[f.match ?? 'contains'] : f.kind === 'reference' ? 'idList' : f.kind;
    return {
        kind,
        ...where,
        choices: f.choices?.map(choice => choice.id),
        instant: f.instant,
        canonical: f.canonical,
    };
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
const COUNTS = {};
export function countRows(db: DB, sql: string, params: unknown[]): number {
    const counts = keptUntilWrite<number>(db, COUNTS, 1000);
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    let n = counts.get(key);
    if (n === undefined) counts.set(key, (n = (stmt(db, sql).get(...params) as { n: number }).n));
    return n;
}

/**
 * Past this many matches a filtered list's count stops: the answer says `count_capped` and the
 * console shows "10,000+". Counting every match of a common word costs as much as the matches (at
 * 1M tracks, "deep" has 50,351: 6–8 ms), and nobody pages that far; a narrower filter counts exactly.
 */
export const COUNT_CAP = 10_000;

export function listQuery(c: Collection, p: Principal, query: Record<string, string | undefined>, cap = COUNT_CAP) {
    for (const name of Object.keys(query)) {
        const list = c.filterAccess?.[name] ?? c.def.filters.find(f => f.name === name)?.access;
        if (list) requireAccess(p, list, fill(api.mayNotFilter, { name }));
    }
    refuseUnknownFilters(query, collectionFilters(c));
    const where = buildWhere(query, collectionFilters(c));
    const tenancy = tenancyClause(p, c.tenancy);
    if (tenancy) {
        for (const w of [where, where.scan]) {
            w?.clauses.push(tenancy.sql);
            w?.params.push(...tenancy.params);
        }
    }
    const whereSql = where.clauses.length ? `WHERE ${where.clauses.join(' AND ')}` : '';
    const order = parseOrderBy(query.order_by, c.sortable, c.defaultOrder);
    const joined = [...c.from.matchAll(/JOIN\s+\w+\s+(\w+)\s+ON/gi)].map(m => m[1]);
    const touches = (sql: string) => joined.some(alias => new RegExp(`\\b${alias}\\.`).test(sql));
    const filterFrom = c.countFrom && !where.clauses.some(touches) ? c.countFrom : c.from;
    const idFrom = touches(order) ? c.from : filterFrom;
    const shadow = shadowOnly(c, where);
    const idsSql = (from: string, w = whereSql) => `SELECT t.id FROM ${from} ${w} ORDER BY ${order} LIMIT ? OFFSET ?`;
    const main = new RegExp(`^\\s*${c.table} t\\b`);
    // A page read in order tests each row as it comes (see Where.scan), so it names the tables those
    // tests read. Not when it searches the order's own column: its matches then bunch together in
    // the order (every "Deep …" after 200k other titles at 1M tracks), so the walk would read most of
    // the index, each entry folded; the search index's matches, gathered once, are tested instead.
    // A column searched by its distinct values (core/folded.ts foldedValues) is then read in order
    // anyway: its clause is an `IN` list of the matching values, which SQLite walks in index order.
    const sortColumn = order.split(',')[0].replace(/ (ASC|DESC)$/, '');
    const scan = where.scan && !where.scan.clauses.some(cl => cl.includes(`fold(${sortColumn})`)) ? where.scan : where;
    const scanFrom = c.countFrom && !scan.clauses.some(touches) && !touches(order) ? c.countFrom : c.from;
    const countFrom = shadow ? shadow.from : `FROM ${filterFrom} ${whereSql}`;
    const countParams = shadow ? shadow.params : where.params;
    return {
        whereSql,
        params: where.params,
        order,
        /** How many rows match: `SELECT count(*) AS n …`. */
        count: { sql: `SELECT count(*) AS n ${countFrom}`, params: countParams },
        /**
         * How many rows match, up to `cap + 1` (more means "at least cap"); without a
         * filter the table's own count, which SQLite keeps cheap.
         */
        cappedCount: whereSql
            ? {
                  sql: `SELECT count(*) AS n FROM (SELECT 1 ${countFrom} LIMIT ${cap + 1})`,
                  params: countParams,
              }
            : { sql: `SELECT count(*) AS n ${countFrom}`, params: countParams },
        /** A page of matching ids in order, `LIMIT ? OFFSET ?` still to bind. */
        ids:
            shadow && order === 't.id DESC'
                ? {
                      sql: `SELECT rowid AS id ${shadow.from} ORDER BY rowid DESC LIMIT ? OFFSET ?`,
                      params: shadow.params,
                  }
                : {
                      sql: idsSql(idFrom),
                      params: where.params,
                      /**
                       * The same read in order with an index hint on the main table (`NOT INDEXED`,
                       * `INDEXED BY x`), each row tested as it comes: SQL and parameters.
                       */
                      inOrder: (hint: string) =>
                          main.test(scanFrom)
                              ? {
                                    sql: idsSql(
                                        scanFrom.replace(main, `${c.table} t ${hint}`),
                                        scan.clauses.length ? `WHERE ${scan.clauses.join(' AND ')}` : ''
                                    ),
                                    params: scan.params,
                                }
                              : undefined,
                  },
    };
}

/**
 * A query that is only searches of the collection's own folded copies is counted by their indexes
 * alone, and so is its page of ids when newest first: every row has its folded copies (triggers
 * keep them in step), so neither need read the main table, which costs most for common words (a
 * title met 5,128 times in 100k tracks: counted in 0.6 ms, not 4.5). A search of a second column
 * narrows the first's matches by rowid.
 */
function shadowOnly(c: Collection, where: Where): { from: string; params: string[] } | undefined {
    const matches = where.matches ?? [];
    if (!matches.length || matches.length !== where.clauses.length) return undefined;
    if (matches.some(m => m.table !== c.table || m.key !== 't.id')) return undefined;
    const [first, ...rest] = matches;
    const narrowed = rest.map(m => ` AND rowid IN (SELECT rowid FROM ${m.shadow} WHERE ${m.shadow} MATCH ?)`);
    return {
        from: `FROM ${first.shadow} WHERE ${first.shadow} MATCH ?${narrowed.join('')}`,
        params: matches.map(m => m.query),
    };
}

/**
 * A filtered page's ids can be read two ways. SQLite's own plan gathers every match and sorts it,
 * which costs about as much as the matches. Reading the order's index (or the table, for id order)
 * from the top and keeping the matches stops after `end` of them, which costs about
 * `end × total / matching` entries, and each entry is far cheaper than a gathered row. The count,
 * known first, chooses: on 100k tracks a title met 5,128 times, ordered by name, went from 8–12 ms
 * to 3–5 ms; a label met 6,496 times, newest first, from 1.1 to 0.3 ms (raw SQLite).
 */
export function readsInOrder(matching: number, total: number, end: number): boolean {
    return matching > 0 && end * total < 4 * matching * matching;
}

const indexesOf = new WeakMap<DB, Map<string, string | undefined>>();
/** The name of a full index of `table` that leads with `column`, if it has one. */
function indexLeadingWith(db: DB, table: string, column: string): string | undefined {
    let cache = indexesOf.get(db);
    if (!cache) indexesOf.set(db, (cache = new Map()));
    const key = `${table}.${column}`;
    if (!cache.has(key)) {
        const indexes = stmt(db, 'SELECT name, partial FROM pragma_index_list(?)').all(table) as {
            name: string;
            partial: number;
        }[];
        const leading = indexes.find(
            ix =>
                !ix.partial &&
                stmt(db, 'SELECT name FROM pragma_index_info(?) WHERE seqno = 0').pluck().get(ix.name) === column
        );
        cache.set(key, leading?.name);
    }
    return cache.get(key);
}

/**
 * The page-of-ids statement that reads in order (see readsInOrder), when the order allows it: by
 * id, or by one column of the main table with an index of its own (ties by id).
 */
export function inOrderSql(
    c: Collection,
    db: DB,
    q: ReturnType<typeof listQuery>
): { sql: string; params: unknown[] } | undefined {
    const by = /^t\.(\w+) (?:ASC|DESC)(?:, t\.id (?:ASC|DESC))?$/.exec(q.order)?.[1];
    if (!by || !q.whereSql) return undefined;
    const index = by === 'id' ? undefined : indexLeadingWith(db, c.table, by);
    if (by !== 'id' && !index) return undefined;
    return q.ids.inOrder?.(index ? `INDEXED BY ${index}` : 'NOT INDEXED');
}

const plans = new WeakMap<DB, Map<string, boolean>>();
/**
 * Whether SQLite's own plan for a page gathers and sorts every match (a temporary b-tree for the
 * order), asked once per statement. When an index serves the filter and the order at once (genre
 * then publish date), its plan already stops at the page, and reading another index in order would
 * test hundreds of rows for nothing.
 */
function sortsEveryMatch(db: DB, sql: string, params: unknown[]): boolean {
    let cache = plans.get(db);
    if (!cache) plans.set(db, (cache = new Map()));
    let sorts = cache.get(sql);
    if (sorts === undefined) {
        const steps = stmt(db, `EXPLAIN QUERY PLAN ${sql}`).all(...params, 1, 0) as { detail: string }[];
        sorts = steps.some(s => /TEMP B-TREE FOR (RIGHT PART OF )?ORDER BY/.test(s.detail));
        if (cache.size >= 500) cache.clear();
        cache.set(sql, sorts);
    }
    return sorts;
}

/** One page of matching ids; `inOrder` reads the order's index from the top (see readsInOrder). */
export function pageIds(
    c: Collection,
    db: DB,
    q: ReturnType<typeof listQuery>,
    limit: number,
    offset: number,
    inOrder: boolean
): number[] {
    const { sql, params } = (inOrder && sortsEveryMatch(db, q.ids.sql, q.ids.params) && inOrderSql(c, db, q)) || q.ids;
    return (stmt(db, sql).all(...params, limit, offset) as { id: number }[]).map(r => r.id);
}

/**
 * One page of rows in two steps: the ids (over the main table alone where possible, so that
 * SQLite can use a covering index), then the full rows with their joins for those ids only.
 * `matching` is the page's count, which chooses how the ids are read.
 */
export function pageRows(
    c: Collection,
    db: DB,
    q: ReturnType<typeof listQuery>,
    limit: number,
    offset: number,
    matching: number
): Row[] {
    const { total } = stmt(db, `SELECT max(rowid) AS total FROM ${c.table}`).get() as { total: number | null };
    const ids = pageIds(c, db, q, limit, offset, readsInOrder(matching, total ?? 0, offset + limit));
    if (!ids.length) return [];
    const rows = allRows(db, `SELECT ${c.select} FROM ${c.from} WHERE t.id IN (${ids.map(() => '?').join(',')})`, ids);
    const byId = new Map(rows.map(r => [r.id as number, r]));
    return ids.map(id => byId.get(id)!).filter(Boolean);
}

/**
 * A list's page as the engine answers it: the count up to `cap` (`capped` when counting stopped,
 * with `more` when a row lies beyond the page, read as one row more than the page), and the rows.
 */
export function listPage(
    c: Collection,
    db: DB,
    p: Principal,
    query: Record<string, string | undefined>,
    paging: Paging,
    cap = COUNT_CAP
): { count: number; rows: Row[]; capped?: { more: boolean } } {
    const q = listQuery(c, p, query, cap);
    const n = countRows(db, q.cappedCount.sql, q.cappedCount.params);
    // Without a filter the count is the table's own, exact and cheap: never capped.
    if (n <= cap || !q.whereSql) return { count: n, rows: pageRows(c, db, q, paging.perPage, paging.offset, n) };
    const rows = pageRows(c, db, q, paging.perPage + 1, paging.offset, cap);
    return { count: cap, rows: rows.slice(0, paging.perPage), capped: { more: rows.length > paging.perPage } };
}
