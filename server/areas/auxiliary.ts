/** Reference lists under /v4/auxiliary/*: each item {id, name, description, ...extra}. */
import { stmt } from '../db';
import type { Hono } from 'hono';
import { P } from '../../resources/permissions';
import { requireAccess } from '../core/access';
import type { Env } from '../core/env';
import { notFound } from '../core/errors';
import { buildWhere } from '../core/filters';
import { envelope, parseOrderBy, parsePaging } from '../core/paging';

export const AUX_LISTS = [
    'account-types',
    'billing-info-types',
    'commercial-model-types',
    'contact-types',
    'countries',
    'current-status',
    'currency',
    'discount-types',
    'exclusive-period',
    'image-types',
    'item-types',
    'mime-types',
    'page-module-types',
    'page-types',
    'playlist-types',
    'reason',
    'release-types',
    'sale-types',
    'source-types',
    'states',
] as const;

export function mountAuxiliary(app: Hono<Env>): void {
    app.get('/v4/auxiliary/:list/', ctx => {
        requireAccess(ctx.get('principal'), P.ANY_USER);
        const list = ctx.req.param('list');
        if (!(AUX_LISTS as readonly string[]).includes(list)) throw notFound();
        const query = ctx.req.query();
        const paging = parsePaging(query);
        const where = buildWhere(query, {
            id: { kind: 'idList', sql: 'id' },
            name: { kind: 'text', sql: 'name' },
            country_id: { kind: 'idList', sql: "json_extract(extra, '$.country_id')" },
        });
        const sql = ['list = ?', ...where.clauses].join(' AND ');
        const params = [list, ...where.params];
        const db = ctx.get('db');
        const { n } = stmt(db, `SELECT count(*) AS n FROM aux WHERE ${sql}`).get(...params) as { n: number };
        const order = parseOrderBy(query.order_by, { id: 'id', name: 'name' }, 'id ASC');
        const rows = stmt(
            db,
            `SELECT id, name, description, extra FROM aux WHERE ${sql} ORDER BY ${order} LIMIT ? OFFSET ?`
        ).all(...params, paging.perPage, paging.offset) as {
            id: number;
            name: string;
            description: string | null;
            extra: string | null;
        }[];
        const results = rows.map(({ extra, ...r }) => ({ ...r, ...(extra ? JSON.parse(extra) : {}) }));
        return ctx.json(envelope(ctx.req.url, n, paging, results));
    });
}
