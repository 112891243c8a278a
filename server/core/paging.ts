/** Paging, ordering and the v4 envelope `{count, next, previous, page: "n/m", per_page, results}`. */
import type { Context } from 'hono';
import type { Paged } from '../../resources/wire';
import type { Env } from './env';
import { badRequest } from './errors';
import { api } from '../../resources/messages/api';
import { fill } from '../../resources/messages/fill';

export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;

function positiveInt(raw: string | undefined, name: string, fallback: number): number {
    if (raw === undefined || raw === '') return fallback;
    if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw badRequest(fill(api.invalidPage, { name }));
    return Number(raw);
}

export interface Paging {
    page: number;
    perPage: number;
    offset: number;
}
export function parsePaging(query: Record<string, string | undefined>): Paging {
    const page = positiveInt(query.page, 'page', 1);
    const perPage = positiveInt(query.per_page, 'per_page', DEFAULT_PER_PAGE);
    if (perPage > MAX_PER_PAGE) throw badRequest(fill(api.perPageTooLarge, { max: MAX_PER_PAGE }));
    return { page, perPage, offset: (page - 1) * perPage };
}

/** `order_by=-publish_date,name` against a map of sortable field → SQL expression. */
export function parseOrderBy(raw: string | undefined, sortable: Record<string, string>, fallback: string): string {
    if (!raw) return fallback;
    const parts = raw.split(',').map(part => {
        const desc = part.startsWith('-');
        const field = desc ? part.slice(1) : part;
        const sql = sortable[field];
        if (!sql) throw badRequest(fill(api.cannotOrderBy, { field }));
        return `${sql} ${desc ? 'DESC' : 'ASC'}`;
    });
    // Ties by id run the way the last key runs: an index on the column holds the rowid after it,
    // so it then serves the whole order in both directions without sorting a tied block.
    const tie = /^t\.id (ASC|DESC)$/.test(fallback) ? `t.id ${parts[parts.length - 1].split(' ').pop()}` : fallback;
    return `${parts.join(', ')}, ${tie}`;
}

/**
 * The envelope of one page. `capped` says `count` is a lower bound (core/listing.ts COUNT_CAP):
 * the answer then says so, and `next` and the page total follow what the page found (`more`: a row
 * lies beyond it) rather than the count.
 */
export function envelope<T>(
    requestUrl: string,
    count: number,
    paging: Paging,
    results: T[],
    capped?: { more: boolean }
): Paged<T> {
    const counted = Math.max(1, Math.ceil(count / paging.perPage));
    const pages = capped ? Math.max(counted, paging.page + (capped.more ? 1 : 0)) : counted;
    const link = (page: number) => {
        const url = new URL(requestUrl);
        url.searchParams.set('page', String(page));
        return url.toString();
    };
    return {
        count,
        ...(capped && { count_capped: true as const }),
        next: paging.page < pages ? link(paging.page + 1) : null,
        previous: paging.page > 1 ? link(Math.min(paging.page - 1, pages)) : null,
        page: `${paging.page}/${pages}`,
        per_page: paging.perPage,
        results,
    };
}

/** A whole list answered as one page of the envelope (sub-resource lists are small). */
export function pagedAnswer<T>(ctx: Context<Env>, rows: T[]): Response {
    const paging = parsePaging(ctx.req.query());
    return ctx.json(
        envelope(ctx.req.url, rows.length, paging, rows.slice(paging.offset, paging.offset + paging.perPage))
    );
}
