/** Paths and query strings of the v4 API, as pure functions. */
import type { SubRef } from '../resources/subLists';
import { sameValue } from '../resources/changes';
import { normaliseIdFilter } from '../resources/rules';
import type { Paged } from '../resources/wire';
import { operationPath, type AnyOperation, type OperationParams } from '../resources/operations/define';

export interface ListParams {
    pagination?: { page: number; perPage: number };
    sort?: { field: string; order: 'ASC' | 'DESC' | string };
    filter?: Record<string, unknown>;
}

/** `/catalog/tracks` + id → `{apiUrl}/catalog/tracks/12/`; paths always end with `/`. */
export function resourcePath(apiUrl: string, resource: string, ...parts: (string | number)[]): string {
    const segments = [resource.replace(/^\/+|\/+$/g, ''), ...parts.map(p => encodeURIComponent(String(p)))];
    return `${apiUrl.replace(/\/+$/, '')}/${segments.join('/')}/`;
}

export type { SubRef };

/**
 * A sub-list's path below /v4 (`catalog/tracks/12/audio-files`), or one of its rows'
 * (`…/audio-files/3`); without a trailing slash, as a resource name is (`resourcePath` adds it).
 */
export function subPath(
    sub: Pick<SubRef, 'parent' | 'path'>,
    parentId: string | number,
    rowId?: string | number
): string {
    const parts = [
        sub.parent.replace(/\/+$/, ''),
        encodeURIComponent(String(parentId)),
        sub.path.replace(/^\/+|\/+$/g, ''),
    ];
    if (rowId !== undefined) parts.push(encodeURIComponent(String(rowId)));
    return parts.join('/');
}

/** Where and how a list is saved whole: its own `save`, or PUT on the list itself (a sub-resource's replace). */
export const wholeSave = (sub: SubRef): { path: string; method: 'PUT' | 'PATCH' } =>
    sub.save ?? { path: sub.path, method: 'PUT' };

/** A collection's filtered list as CSV (§7 "CSV download"): `{resource}/csv/download/`. */
export const csvPath = (resource: string): string => `${resource.replace(/\/+$/, '')}/csv/download/`;

/** Where a CSV is read: a path as given, a resource's CSV export, or an operation's path. */
export const csvSourcePath = (
    source: string | { resource: string } | { operation: AnyOperation; params?: OperationParams }
): string =>
    typeof source === 'string'
        ? source
        : 'resource' in source
          ? csvPath(source.resource)
          : operationPath(source.operation, source.params);

/**
 * The base URL a path is called on: the one configured for its first segment (`identity`,
 * `inspector`: services the spec puts on hosts of their own), the main API's otherwise.
 */
export function baseUrlFor(apiUrl: string, hosts: Readonly<Record<string, string>> | undefined, path: string): string {
    const first = path.replace(/^\/+/, '').split('/')[0];
    return (hosts?.[first] || apiUrl).replace(/\/+$/, '');
}

/** `path` on the base URL its first segment maps to: `{base}/{path}`. */
export function apiPath(apiUrl: string, hosts: Readonly<Record<string, string>> | undefined, path: string): string {
    return `${baseUrlFor(apiUrl, hosts, path)}/${path.replace(/^\/+/, '')}`;
}

const isIdKey = (key: string) => key === 'id' || key.endsWith('_id');

/** One filter value in wire form, or null to leave it out. */
export function filterValue(key: string, value: unknown): string | null {
    if (value === undefined || value === null || value === '') return null;
    if (Array.isArray(value)) return value.length ? value.join(',') : null;
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    if (typeof value === 'object') {
        const { gte, lte } = value as { gte?: string; lte?: string };
        if (!gte && !lte) return null;
        return `${gte ?? ''}:${lte ?? ''}`;
    }
    const s = String(value).trim();
    if (!s) return null;
    return isIdKey(key) ? normaliseIdFilter(s) : s;
}

export function listQuery({ pagination, sort, filter = {} }: ListParams): URLSearchParams {
    const q = new URLSearchParams();
    if (pagination) {
        q.set('page', String(pagination.page));
        q.set('per_page', String(pagination.perPage));
    }
    if (sort?.field) q.set('order_by', `${sort.order === 'DESC' ? '-' : ''}${sort.field}`);
    for (const [key, value] of Object.entries(filter)) {
        if (key === 'q') continue;
        const v = filterValue(key, value);
        if (v !== null) q.set(key, v);
    }
    return q;
}

/** What a list shows of a capped count: "at least this many" (see listResult). */
export interface ListMeta {
    countAtLeast?: number;
}

/**
 * A page of the v4 envelope as react-admin's list result. A capped count (`count_capped`: the server
 * stopped counting) is no total: the list pages by `next`/`previous` (no last page to jump to) and
 * `meta.countAtLeast` carries the count for the pagination's "1–25 of 10,000+".
 */
export function listResult<T>(body: Paged<T>): {
    data: T[];
    total?: number;
    pageInfo?: { hasNextPage: boolean; hasPreviousPage: boolean };
    meta?: ListMeta;
} {
    if (!body.count_capped) return { data: body.results, total: body.count };
    return {
        data: body.results,
        pageInfo: { hasNextPage: body.next !== null, hasPreviousPage: body.previous !== null },
        meta: { countAtLeast: body.count },
    };
}

/** "2/50" → { current: 2, total: 50 } */
export function parsePageField(page: unknown): { current: number; total: number } {
    const m = typeof page === 'string' ? page.match(/^(\d+)\/(\d+)$/) : null;
    return m ? { current: Number(m[1]), total: Number(m[2]) } : { current: 1, total: 1 };
}

/** The fields of `data` that differ from `previous` (PATCH sends only those). */
export function changedFields(
    data: Record<string, unknown>,
    previous?: Record<string, unknown>
): Record<string, unknown> {
    if (!previous) return data;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(data)) {
        if (k === 'id' || k === 'version') continue;
        if (!sameValue(v, previous[k])) out[k] = v === '' ? null : v;
    }
    return out;
}

/**
 * Without versions a stale save cannot be refused by the API: the fields of a save whose value
 * differs between what the form loaded and the record read again just before it. A field that now
 * holds what the save sends is no conflict: the same change was made meanwhile (often the person's
 * own, sent before and its answer lost).
 */
export function changedMeanwhile(
    loaded: Record<string, unknown>,
    now: Record<string, unknown>,
    fields: readonly string[],
    sending: Record<string, unknown> = {}
): string[] {
    return fields.filter(
        k =>
            k !== 'id' &&
            k !== 'version' &&
            !sameValue(loaded[k], now[k]) &&
            !(Object.hasOwn(sending, k) && sameValue(sending[k], now[k]))
    );
}

/**
 * The newest row (highest id) holding every value `sent` names: a create whose answer was lost,
 * found before it is sent again (on a server that keeps no Idempotency-Keys).
 */
export function newestMatching<T extends Record<string, unknown>>(
    rows: readonly T[],
    sent: Record<string, unknown>
): T | undefined {
    const matching = rows.filter(row => Object.entries(sent).every(([k, v]) => sameValue(row[k], v)));
    return matching.sort((a, b) => Number(b.id) - Number(a.id))[0];
}

/** Runs tasks with at most `limit` in flight, keeping the order of results. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
    const results = new Array<R>(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const i = next++;
            results[i] = await fn(items[i]);
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
}
