/**
 * The support CSV downloads (spec §7 Users): new users by registration date (at most
 * NEW_USER_EXPORT_DAYS days, optionally only some ids) and order items, both streamed without a cap.
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { P } from '../../../resources/permissions';
import {
    DATE_JOINED_COLUMN,
    EXPORT_ID_LIMIT,
    exportRangeError,
    NEW_USER_EXPORT_PATH,
} from '../../../resources/support/newUserExport';
import { mountainDayBounds, zonedIso } from '../../../resources/time';
import { stmt } from '../../db';
import { requireAccess } from '../../core/access';
import { streamCsv } from '../../core/csvStream';
import type { Env } from '../../core/env';
import { badRequest } from '../../core/errors';
import { buildWhere, type ServerFilter } from '../../core/filters';
import type { ServerModule } from '../../core/module';
import type { Row } from '../../core/rows';
import { serve } from '../../core/operations';
import { parseBody, readJson } from '../../core/validation';
import { allOrderItemsCsv } from '../../../resources/operations/support';
import { ORDER_ITEM_CSV_COLUMNS, ORDER_ITEM_CSV_SELECT, orderItemCsvRows } from './orderItemsCsv';
import { api } from '../../../resources/messages/api';
import { fill } from '../../../resources/messages/fill';

export const NEW_USER_CSV_COLUMNS = [
    'user_id',
    'person_id',
    'username',
    'email',
    'first_name',
    'last_name',
    'register_ip_address',
    DATE_JOINED_COLUMN,
] as const;

/** Rows with their registration instant written as Mountain time (the range's zone). */
function* inRangeZone(rows: Iterable<Row>): Iterable<Row> {
    for (const { created_date, ...row } of rows) yield { ...row, [DATE_JOINED_COLUMN]: zonedIso(String(created_date)) };
}

/** `1,2,3` → ids; anything else is a 400 that says so. */
function parseIds(raw: string | undefined): number[] | undefined {
    if (raw === undefined || raw.trim() === '') return undefined;
    const parts = raw.split(',').map(s => s.trim());
    if (parts.length > EXPORT_ID_LIMIT)
        throw badRequest(fill(api.atMostIds, { limit: EXPORT_ID_LIMIT }), { ids: api.tooManyIds });
    if (!parts.every(s => /^\d{1,12}$/.test(s))) throw badRequest(api.idsNumbers, { ids: api.numbersOnly });
    return parts.map(Number);
}

const idsBody = z.object({
    column: z.enum(['user_id', 'person_id']).optional(),
    ids: z
        .array(z.number().int().positive().max(1e12))
        .max(EXPORT_ID_LIMIT, fill(api.atMostIds, { limit: EXPORT_ID_LIMIT })),
});

/**
 * New users registered from `created_date`'s first day to its last (`YYYY-MM-DD:YYYY-MM-DD`,
 * Mountain days), at most 2 days. `ids` (optional, a comma list in the query or `{ids: [...], column}` in a POST
 * body, `column` saying whether they are `user_id`s or `person_id`s) keeps only those users: the
 * uploaded list of the export page.
 */
function newUsers(ctx: Context<Env>, ids: number[] | undefined, column: 'user_id' | 'person_id' = 'user_id') {
    requireAccess(ctx.get('principal'), P.USERS);
    const [from, to, ...rest] = (ctx.req.query('created_date') ?? '').split(':');
    const error = rest.length ? exportRangeError('', '') : exportRangeError(from, to);
    if (error) throw badRequest(error, { created_date: error });
    const db = ctx.get('db');
    const where = `WHERE created_date >= ? AND created_date < ?${
        ids ? ` AND ${column === 'person_id' ? 'person_id' : 'id'} IN (SELECT value FROM json_each(?))` : ''
    }`;
    // The days are Mountain days, as everywhere in the console (registration times are instants).
    const { start, end } = mountainDayBounds(from, to)!;
    const params: unknown[] = [start, end, ...(ids ? [JSON.stringify(ids)] : [])];
    return streamCsv(db, {
        columns: NEW_USER_CSV_COLUMNS,
        filename: `new-users-${from}-${to}.csv`,
        count: stmt(db, `SELECT count(*) FROM customers ${where}`)
            .pluck()
            .get(...params) as number,
        rows: reader =>
            inRangeZone(
                reader
                    .prepare(
                        `SELECT id AS user_id, person_id, username, email, first_name, last_name, register_ip_address,
                     created_date FROM customers ${where} ORDER BY created_date, id`
                    )
                    .iterate(...params) as Iterable<Row>
            ),
    });
}

/** The orders list's own filters (`id` its order ids; `order_id` the same), so the console sends what the list shows. */
const ORDER_ITEM_FILTERS: Record<string, ServerFilter> = {
    order_id: { kind: 'idList', sql: 'o.id' },
    id: { kind: 'idList', sql: 'o.id' },
    user_id: { kind: 'idList', sql: 'o.user_id' },
    username: { kind: 'text', sql: 'o.username' },
    email: { kind: 'text', sql: 'o.email' },
    date_created: { kind: 'dateRange', sql: 'o.date_created', instant: true },
    status: { kind: 'choice', sql: 'o.status', choices: ['open', 'complete', 'deleted'] },
    purchaser_ip: { kind: 'prefix', sql: 'o.purchaser_ip' },
};

/** Every order item the filters keep (none: all of them), oldest order first, without a cap. */
const allOrderItems = serve(allOrderItemsCsv, ctx => {
    const db = ctx.get('db');
    const where = buildWhere(ctx.req.query(), ORDER_ITEM_FILTERS);
    const whereSql = where.clauses.length ? `WHERE ${where.clauses.join(' AND ')}` : '';
    return streamCsv(db, {
        columns: ORDER_ITEM_CSV_COLUMNS,
        filename: 'order-items.csv',
        count: stmt(db, `SELECT count(*) FROM order_items i JOIN orders o ON o.id = i.order_id ${whereSql}`)
            .pluck()
            .get(...where.params) as number,
        rows: reader =>
            orderItemCsvRows(
                reader
                    .prepare(`${ORDER_ITEM_CSV_SELECT} ${whereSql} ORDER BY i.order_id, i.id`)
                    .iterate(...where.params) as Iterable<Row>
            ),
    });
});

const module: ServerModule = {
    name: 'support/exports',
    mount: (app: Hono<Env>) => {
        app.get(`/v4/${NEW_USER_EXPORT_PATH}`, ctx => newUsers(ctx, parseIds(ctx.req.query('ids'))));
        app.post(`/v4/${NEW_USER_EXPORT_PATH}`, async ctx => {
            requireAccess(ctx.get('principal'), P.USERS);
            const body = parseBody(idsBody, await readJson(ctx.req.raw));
            return newUsers(ctx, body.ids, body.column);
        });
    },
    operations: [allOrderItems],
};
export default module;
