/** Query filters of the v4 API turned into SQL: comma lists, date ranges, booleans, substrings. */
import type { FilterKind } from '../../resources/schema';
import { fold } from '../../resources/fold';
import { canonicalCode } from '../../resources/rules';
import { dayRangeBounds } from '../../resources/time';
import { badRequest } from './errors';
import { foldedClause, type FoldedColumn } from './folded';
import { api } from '../../resources/messages/api';
import { fill } from '../../resources/messages/fill';

export type ServerFilterKind = Exclude<FilterKind, 'reference'> | 'exact' | 'prefix';
export interface ServerFilter {
    kind: ServerFilterKind;
    /** SQL expression the filter applies to. */
    sql: string;
    /** Closes a sub-select opened in `sql`. */
    suffix?: string;
    choices?: readonly (string | number)[];
    /** A contains-filter matched accent- and case-insensitively against a folded copy (core/folded.ts). */
    folded?: FoldedColumn;
    /** A date range over instants (ISO UTC text): its days are Mountain days. */
    instant?: boolean;
    /** Over an identifier stored in canonical form: the text searched for is put in that form first. */
    canonical?: boolean;
}
export interface Where {
    clauses: string[];
    params: unknown[];
    /** Clauses a folded copy's index answers alone: the copy and its FTS5 query (listing counts with them). */
    matches?: { table: string; key: string; shadow: string; query: string }[];
    /**
     * The same conditions tested row by row, for a page read in its order's index (core/listing.ts):
     * a folded contains-search becomes `instr(fold(column), ?) > 0` on the row at hand instead of a
     * lookup among every match of the search index, which would gather them all first.
     */
    scan?: { clauses: string[]; params: unknown[] };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date that exists (Date would roll 2026-02-30 over into March). */
const validDate = (d: string) => {
    const t = new Date(`${d}T00:00:00Z`);
    return DATE.test(d) && !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
};

export function filterClause(name: string, given: string, f: ServerFilter): Where {
    const raw = f.canonical ? canonicalCode(given) : given;
    const bad = (why: string) => badRequest(fill(api.invalidFilter, { name, why }));
    switch (f.kind) {
        case 'idList': {
            const ids = raw
                .split(',')
                .map(s => s.trim())
                .filter(Boolean);
            if (!ids.length || ids.length > 500 || ids.some(id => !/^\d{1,12}$/.test(id))) throw bad(api.filterIds);
            return {
                clauses: [`${f.sql} IN (${ids.map(() => '?').join(',')})${f.suffix ?? ''}`],
                params: ids.map(Number),
            };
        }
        case 'number': {
            if (!/^\d{1,9}$/.test(raw)) throw bad(api.filterWholeNumber);
            return { clauses: [`${f.sql} = ?`], params: [Number(raw)] };
        }
        case 'text': {
            if (raw.length > 250) throw bad(api.filterTooLong);
            if (f.folded) {
                const { clause, param, match } = foldedClause(f.folded, fold(raw), f.sql);
                const { table, key } = f.folded;
                return {
                    clauses: [clause],
                    params: [param],
                    matches: match ? [{ table, key, ...match }] : [],
                    // A search by distinct values tests each row against the few matching values.
                    ...(!f.folded.byValue && {
                        scan: { clauses: [`instr(fold(${f.sql}), ?) > 0`], params: [fold(raw)] },
                    }),
                };
            }
            // Without a folded copy, still accent- and case-insensitive: every name filter matches alike.
            return { clauses: [`instr(fold(${f.sql}), ?) > 0`], params: [fold(raw)] };
        }
        case 'prefix': {
            // A range instead of LIKE, so that the column's index serves it.
            if (raw.length > 250) throw bad(api.filterTooLong);
            return { clauses: [`${f.sql} >= ? AND ${f.sql} < ?`], params: [raw, `${raw}\uffff`] };
        }
        case 'exact': {
            const values = raw.split(',').filter(Boolean);
            if (!values.length || raw.length > 2000) throw bad(api.filterValue);
            return { clauses: [`${f.sql} IN (${values.map(() => '?').join(',')})`], params: values };
        }
        case 'boolean': {
            const map: Record<string, number> = { true: 1, false: 0, '1': 1, '0': 0 };
            if (!(raw in map)) throw bad(api.filterBoolean);
            return { clauses: [`${f.sql} = ?`], params: [map[raw]] };
        }
        case 'choice': {
            const values = raw.split(',');
            const allowed = (f.choices ?? []).map(String);
            if (values.some(v => !allowed.includes(v)))
                throw bad(fill(api.filterOneOf, { values: allowed.join(', ') }));
            return { clauses: [`${f.sql} IN (${values.map(() => '?').join(',')})`], params: values };
        }
        case 'dateRange': {
            const [from, to, ...rest] = raw.includes(':') ? raw.split(':') : [raw, raw];
            if (rest.length || (!from && !to)) throw bad(api.filterRange);
            for (const bound of [from, to]) if (bound && !validDate(bound)) throw bad(api.filterDates);
            // Plain comparisons keep the column's index usable; the end day is included whole.
            const bounds = dayRangeBounds(from, to, !!f.instant)!;
            const where: Where = { clauses: [], params: [] };
            if (bounds.start) {
                where.clauses.push(`${f.sql} >= ?`);
                where.params.push(bounds.start);
            }
            if (bounds.end) {
                where.clauses.push(`${f.sql} < ?`);
                where.params.push(bounds.end);
            }
            return where;
        }
    }
}

/** Query parameters of a list that are not filters. */
const PAGING_PARAMS = new Set(['page', 'per_page', 'order_by']);

/** A list query naming a filter the list does not have is refused, as an unknown body field is. */
export function refuseUnknownFilters(query: Record<string, unknown>, filters: Record<string, ServerFilter>): void {
    const unknown = Object.keys(query).find(name => !PAGING_PARAMS.has(name) && !(name in filters));
    if (unknown !== undefined) throw badRequest(fill(api.unknownFilter, { name: unknown }));
}

export function buildWhere(query: Record<string, string | undefined>, filters: Record<string, ServerFilter>): Where {
    const where: Where = { clauses: [], params: [] };
    const scan: Required<Where>['scan'] = { clauses: [], params: [] };
    let scans = false;
    for (const [name, f] of Object.entries(filters)) {
        const raw = query[name];
        if (raw === undefined || raw === '') continue;
        const part = filterClause(name, raw, f);
        where.clauses.push(...part.clauses);
        where.params.push(...part.params);
        if (part.matches) (where.matches ??= []).push(...part.matches);
        scans ||= !!part.scan;
        scan.clauses.push(...(part.scan ?? part).clauses);
        scan.params.push(...(part.scan ?? part).params);
    }
    if (scans) where.scan = scan;
    return where;
}
