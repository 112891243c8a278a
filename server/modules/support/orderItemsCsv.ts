/**
 * The order items' CSV, as an order's download and the users' order-items export both write it: its
 * columns, its query and its rows.
 */
import { ORDER_DATE_COLUMN } from '../../../resources/support/orderItems';
import { zonedIso } from '../../../resources/time';
import type { Row } from '../../core/rows';

export const ORDER_ITEM_CSV_COLUMNS = [
    'order_id',
    'item_id',
    ORDER_DATE_COLUMN,
    'status',
    'username',
    'purchaser_ip',
    'name',
    'audio_format',
    'price',
    'fee',
    'tax',
    'availability',
    'refunded',
] as const;
export const ORDER_ITEM_CSV_SELECT = `SELECT o.id AS order_id, i.id AS item_id, o.date_created, o.status, o.username,
  o.purchaser_ip, i.name, i.audio_format, i.price, i.fee, i.tax, i.availability, i.refunded
  FROM order_items i JOIN orders o ON o.id = i.order_id`;

/** The CSV's rows: each order's time written in Mountain time under its heading. */
export function* orderItemCsvRows(rows: Iterable<Row>): Iterable<Row> {
    for (const { date_created, ...row } of rows) yield { ...row, [ORDER_DATE_COLUMN]: zonedIso(String(date_created)) };
}
