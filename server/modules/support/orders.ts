/**
 * Orders (support): the read-only collection, its items with their download availability
 * (dissociate / reassociate), refunds (each item once, in one transaction with the order's totals),
 * and the items as a streamed CSV. Admin and support only (spec §6); no partner sees an order.
 */
import type { Context } from 'hono';
import { fill, messages } from '../../../resources/messages';
import def from '../../../resources/support/orders';
import {
    AVAILABILITY,
    downloadChangeRefusal,
    downloadRefusal,
    nextDownload,
    refundAmounts,
    orderRefundRefusal,
    refundRefusal,
    REFUND_METHODS,
    type Availability,
    type RefundMethod,
} from '../../../resources/support/orderItems';
import { stmt, type DB } from '../../db';
import type { Principal } from '../../core/access';
import { collectionFromSchema, getVisible, parseId, presentOne, type Collection } from '../../core/collection';
import { streamCsv } from '../../core/csvStream';
import type { Env } from '../../core/env';
import { badRequest, HttpError } from '../../core/errors';
import { recordHistory, type Changes } from '../../core/history';
import type { ServerModule } from '../../core/module';
import { envelope, parsePaging } from '../../core/paging';
import type { Row } from '../../core/rows';
import { ORDER_ITEM_CSV_COLUMNS, ORDER_ITEM_CSV_SELECT, orderItemCsvRows } from './orderItemsCsv';
import { serve } from '../../core/operations';
import { seedOrders } from './orderSeed';
import { ORDERS_DDL } from './orderTables';
import {
    orderDownloads,
    orderItems,
    orderItemsCsv,
    refundableItems,
    refundOrderItems,
    setOrderDownloads,
} from '../../../resources/operations/support';

const money = (column: string) => `round(${column}, 2)`;

/** Nested lists of each order on the page, one query per list (not per order). */
function nestedLists(db: DB, ids: number[]) {
    const marks = ids.map(() => '?').join(',');
    const group = (sql: string) => {
        const by = new Map<number, Row[]>();
        for (const row of stmt(db, sql).all(...ids) as Row[]) {
            const { order_id, ...rest } = row;
            const list = by.get(order_id as number) ?? [];
            list.push(rest);
            by.set(order_id as number, list);
        }
        return by;
    };
    return {
        taxes: group(
            `SELECT order_id, kind, name, amount FROM order_tax_lines WHERE order_id IN (${marks}) ORDER BY id`
        ),
        fees: group(
            `SELECT order_id, audio_format, count(*) AS items, ${money('sum(fee)')} AS amount FROM order_items
             WHERE order_id IN (${marks}) AND fee > 0 GROUP BY order_id, audio_format ORDER BY audio_format`
        ),
        transactions: group(
            `SELECT order_id, id, kind, method, amount, reference, created FROM order_transactions
             WHERE order_id IN (${marks}) ORDER BY id`
        ),
    };
}

/** The receipt as the customer got it, with what has been refunded since. */
const receipt = (o: Row) => ({
    number: `R-${String(o.id).padStart(8, '0')}`,
    issued: o.date_created,
    currency: o.currency,
    subtotal: o.subtotal,
    tax_total: o.tax_total,
    fee_total: o.fee_total,
    total: o.total,
    refund_total: o.refund_total,
    net_total: o.net_total,
});

export const orders: Collection = collectionFromSchema(def, 'orders', {
    select: `t.*, ${money('t.total - t.refund_total')} AS net_total,
      (SELECT count(*) FROM order_items i WHERE i.order_id = t.id) AS item_count`,
    sortable: {
        id: 't.id',
        date_created: 't.date_created',
        username: 't.username',
        total: 't.total',
        status: 't.status',
        purchaser_ip: 't.purchaser_ip',
    },
    defaultOrder: 't.date_created DESC, t.id DESC',
    present: (rows, db) => {
        if (!rows.length) return rows;
        const lists = nestedLists(
            db,
            rows.map(r => r.id as number)
        );
        return rows.map(r => ({
            ...r,
            tax_lines: lists.taxes.get(r.id as number) ?? [],
            fees: lists.fees.get(r.id as number) ?? [],
            transactions: lists.transactions.get(r.id as number) ?? [],
            receipt: receipt(r),
        }));
    },
});

/** The order the call is about (404 for an unknown one); who may call is the declaration's `access`. */
function orderOf(ctx: Context<Env>): { id: number; order: Row; p: Principal; db: DB } {
    const p = ctx.get('principal');
    const id = parseId(ctx.req.param('id') ?? '');
    const db = ctx.get('db');
    return { id, order: getVisible(orders, db, p, id), p, db };
}

const ITEM_COLUMNS = 'id, order_id, track_id, name, audio_format, price, fee, tax, availability, refunded';
const itemShape = (r: Row): Row => ({ ...r, refunded: !!r.refunded });
const itemsOf = (db: DB, orderId: number) =>
    (stmt(db, `SELECT ${ITEM_COLUMNS} FROM order_items WHERE order_id = ? ORDER BY id`).all(orderId) as Row[]).map(
        itemShape
    );

/** What an item was charged: its price, its format fee and its share of the order's tax. */
const charged = (it: Row) => ({ price: it.price as number, fee: it.fee as number, tax: it.tax as number });

/** Per item: which refund methods it refuses, and why (the console explains before the click). */
const refusals = (item: Row) =>
    Object.fromEntries(
        REFUND_METHODS.map(m => [
            m.id,
            refundRefusal({ availability: item.availability as Availability, refunded: !!item.refunded }, m.id),
        ])
    );

/** An order's items, paged in SQL (an order may hold very many). */
const items = serve(orderItems, ctx => {
    const { id, db } = orderOf(ctx);
    const paging = parsePaging(ctx.req.query());
    const n = stmt(db, 'SELECT count(*) FROM order_items WHERE order_id = ?').pluck().get(id) as number;
    const rows = stmt(
        db,
        `SELECT ${ITEM_COLUMNS} FROM order_items WHERE order_id = ? ORDER BY id LIMIT ? OFFSET ?`
    ).all(id, paging.perPage, paging.offset) as Row[];
    return ctx.json(envelope(ctx.req.url, n, paging, rows.map(itemShape)));
});

const itemsCsv = serve(orderItemsCsv, ctx => {
    const { id, db } = orderOf(ctx);
    return streamCsv(db, {
        columns: ORDER_ITEM_CSV_COLUMNS,
        filename: `order-${id}-items.csv`,
        count: stmt(db, 'SELECT count(*) FROM order_items WHERE order_id = ?').pluck().get(id) as number,
        rows: reader =>
            orderItemCsvRows(
                reader
                    .prepare(`${ORDER_ITEM_CSV_SELECT} WHERE i.order_id = ? ORDER BY i.id`)
                    .iterate(id) as Iterable<Row>
            ),
    });
});

/** The items still refundable (never refunded), each with the methods it refuses. */
const refundable = serve(refundableItems, ctx => {
    const { id, db } = orderOf(ctx);
    const items = itemsOf(db, id).filter(i => !i.refunded);
    return ctx.json({ count: items.length, results: items.map(i => ({ ...i, refusals: refusals(i) })) });
});

/**
 * Refunds the selected items: the check (each item once, dissociated ones only to the payment),
 * the refund rows (each item's price, its format fee and its share of the tax: `refundAmounts`),
 * the items, the transaction and the order's totals in ONE immediate transaction,
 * so two requests for one item at the same instant make one refund; the UNIQUE item column backs it.
 */
function refundItems(db: DB, p: Principal, id: number, itemIds: number[], method: RefundMethod) {
    return db
        .transaction(() => {
            const before = stmt(db, 'SELECT * FROM orders WHERE id = ?').get(id) as Row;
            const notComplete = orderRefundRefusal(before);
            if (notComplete) throw new HttpError(409, notComplete);
            const unique = [...new Set(itemIds)];
            const marks = unique.map(() => '?').join(',');
            const items = stmt(
                db,
                `SELECT ${ITEM_COLUMNS} FROM order_items WHERE order_id = ? AND id IN (${marks})`
            ).all(id, ...unique) as Row[];
            const missing = unique.filter(i => !items.some(it => it.id === i));
            if (missing.length) throw badRequest(fill(messages.orders.unknownItems, { ids: missing.join(', ') }));
            for (const it of items) {
                const refusal = refundRefusal(
                    { availability: it.availability as Availability, refunded: !!it.refunded },
                    method
                );
                if (refusal) throw new HttpError(409, refusal);
            }
            const now = new Date().toISOString();
            const addRefund = stmt(
                db,
                `INSERT INTO order_refunds (order_id, order_item_id, method, price, fee, tax, amount, username, created)
                 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`
            );
            // A refund ends the download, except that a dissociated item stays marked so.
            const markItem = stmt(
                db,
                `UPDATE order_items SET refunded = 1, availability = CASE availability WHEN ${AVAILABILITY.dissociated}
                 THEN ${AVAILABILITY.dissociated} ELSE ${AVAILABILITY.unavailable} END WHERE id = ?`
            );
            for (const it of items) {
                const one = refundAmounts([charged(it)]);
                addRefund.run(id, it.id, method, one.price, one.fees, one.tax, one.total, p.username, now);
                markItem.run(it.id);
            }
            const amounts = refundAmounts(items.map(charged));
            const amount = amounts.total;
            stmt(
                db,
                `INSERT INTO order_transactions (order_id, kind, method, amount, reference, created) VALUES (?, 'refund', ?, ?, ?, ?)`
            ).run(id, method, -amount, `RF-${unique.join('-')}`.slice(0, 64), now);
            stmt(
                db,
                'UPDATE orders SET refund_total = round(refund_total + ?, 2), version = version + 1 WHERE id = ?'
            ).run(amount, id);
            const after = stmt(db, 'SELECT refund_total FROM orders WHERE id = ?').get(id) as Row;
            // Each item as a row of the order's items (resources/support/orderItems.ts), read by its title.
            const changes: Changes = { refund_total: { before: before.refund_total, after: after.refund_total } };
            for (const it of items) {
                const stored = stmt(db, 'SELECT availability FROM order_items WHERE id = ?').get(it.id) as Row;
                changes[`items/${String(it.id)}`] = {
                    before: { id: it.id, name: it.name, availability: it.availability, refunded: false },
                    after: {
                        id: it.id,
                        name: it.name,
                        availability: stored.availability,
                        refunded: true,
                        refund_method: method,
                    },
                };
            }
            recordHistory(db, p, def.name, id, 'refund', changes);
            return { refunded: unique, ...amounts, amount, method };
        })
        .immediate();
}

const refund = serve(refundOrderItems, (ctx, body) => {
    const { id, p, db } = orderOf(ctx);
    const result = refundItems(db, p, id, body.item_ids, body.method ?? 'refund');
    return ctx.json({ ...result, order: presentOne(orders, db, p, id) });
});

/** Each item's download availability, and why a blocked one is blocked. */
const downloadsOf = (db: DB, id: number) =>
    itemsOf(db, id).map(i => ({
        id: i.id,
        name: i.name,
        availability: i.availability,
        refunded: i.refunded,
        download_refusal: downloadRefusal({ availability: i.availability as Availability }),
    }));

const downloads = serve(orderDownloads, ctx => {
    const { id, db } = orderOf(ctx);
    return ctx.json(downloadsOf(db, id));
});

/**
 * Dissociates (2) or reassociates (1) items. A dissociation keeps the item's availability in
 * `dissociated_from`; reassociating puts it back (a refunded item stays unavailable): `nextDownload`.
 */
const setDownloads = serve(setOrderDownloads, (ctx, entries) => {
    const { id, p, db } = orderOf(ctx);
    db.transaction(() => {
        const changes: Changes = {};
        for (const e of entries) {
            const item = stmt(
                db,
                'SELECT name, availability, refunded, dissociated_from FROM order_items WHERE id = ? AND order_id = ?'
            ).get(e.id, id) as Row | undefined;
            if (!item) throw badRequest(fill(messages.orders.unknownItems, { ids: e.id }));
            const action = e.availability === AVAILABILITY.dissociated ? 'dissociate' : 'reassociate';
            const refusal = downloadChangeRefusal({ refunded: !!item.refunded }, action);
            if (refusal) throw new HttpError(409, refusal);
            const next = nextDownload(action, {
                availability: item.availability as Availability,
                refunded: !!item.refunded,
                dissociated_from: item.dissociated_from as Availability | null,
            });
            if (next.availability === item.availability) continue;
            stmt(db, 'UPDATE order_items SET availability = ?, dissociated_from = ? WHERE id = ?').run(
                next.availability,
                next.dissociated_from,
                e.id
            );
            // A row of the order's items, named by its title in the history (resources/support/orderItems.ts).
            const row = { id: e.id, name: item.name };
            changes[`items/${e.id}`] = {
                before: { ...row, availability: item.availability },
                after: { ...row, availability: next.availability },
            };
        }
        if (Object.keys(changes).length) stmt(db, 'UPDATE orders SET version = version + 1 WHERE id = ?').run(id);
        recordHistory(db, p, def.name, id, 'downloads', changes);
    })();
    return ctx.json(downloadsOf(db, id));
});

/** Declared in resources/operations/support.ts, mounted from there. */
const operations = [items, itemsCsv, refundable, refund, downloads, setDownloads];

const module: ServerModule = {
    name: def.name,
    ddl: ORDERS_DDL,
    seed: ({ db, trackCount, nowIso }) => seedOrders(db, trackCount, nowIso),
    collection: orders,
    operations,
};
export default module;
