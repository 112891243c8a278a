import { PRICE_CURRENCIES } from '../constants';
import { P } from '../permissions';
import { defineResource, filter } from '../schema';
import { choice, datetime, money, number, reference, text } from '../fields';
import { callsOperation } from '../operations/define';
import { allOrderItemsCsv } from '../operations/support';
import { ORDER_ITEM_HISTORY } from './orderItems';

/** The orders list showing one user's orders (its User IDs filter set, on screen): a user's Orders link. */
export const userOrdersPath = (userId: number | string) =>
    `/support/orders?filter=${encodeURIComponent(JSON.stringify({ user_id: String(userId) }))}`;

/** Spec §4 order status filter. */
export const ORDER_STATUS_CHOICES = [
    { id: 'open', name: 'Open' },
    { id: 'complete', name: 'Complete' },
    { id: 'deleted', name: 'Deleted' },
] as const;

/**
 * Orders (spec §3 "Order", §6 admin and support): read-only records. Their items are refunded,
 * dissociated and reassociated from the Items tab; payments, tax lines, fees and the receipt
 * show on the Payment tab. No partner sees them.
 */
export default defineResource({
    name: 'support/orders',
    section: 'support',
    icon: 'ShoppingCart',
    searchSection: 'support',
    label: 'Order |||| Orders',
    access: P.ORDERS,
    fields: {
        status: choice('Status', ORDER_STATUS_CHOICES, { readOnly: true }),
        username: text('Username', { readOnly: true }),
        // The customer by name, linked to their user record (for those who may open users).
        user_id: reference('User', 'support/users', { display: 'username', readOnly: true }),
        email: text('Email', { readOnly: true }),
        purchaser_ip: text('Order IP Address', { readOnly: true }),
        date_created: datetime('Date Created', { readOnly: true }),
        currency: choice('Currency', PRICE_CURRENCIES, { readOnly: true }),
        subtotal: money('Subtotal', { readOnly: true, currencyField: 'currency' }),
        tax_total: money('Tax', { readOnly: true, currencyField: 'currency' }),
        fee_total: money('Audio Format Fees', { readOnly: true, currencyField: 'currency' }),
        total: money('Total', { readOnly: true, currencyField: 'currency' }),
        refund_total: money('Refunded', { readOnly: true, currencyField: 'currency' }),
        net_total: money('Total After Refunds', { readOnly: true, currencyField: 'currency' }),
        item_count: number('Items', { readOnly: true }),
    },
    groups: {
        Order: ['status', 'date_created', 'item_count', 'currency'],
        Customer: ['user_id', 'email', 'purchaser_ip'],
        Totals: ['subtotal', 'tax_total', 'fee_total', 'total', 'refund_total', 'net_total'],
    },
    filters: [
        filter('status', 'choice', 'Status', { choices: ORDER_STATUS_CHOICES, alwaysOn: true }),
        filter('purchaser_ip', 'text', 'Purchaser IP', { match: 'prefix', alwaysOn: true }),
        filter('date_created', 'dateRange', 'Date Created', { alwaysOn: true }),
        filter('id', 'idList', 'Order IDs'),
        filter('user_id', 'idList', 'User IDs'),
        filter('username', 'text', 'Username'),
        filter('email', 'text', 'Email'),
    ],
    // The order's ID first: a customer's orders are told apart by it (the total is one click away in the column picker).
    columns: ['id', 'date_created', 'username'],
    defaultSort: { field: 'date_created', order: 'DESC' },
    tabs: [
        {
            id: 'summary',
            label: 'Summary',
            fields: [
                'status',
                'date_created',
                'user_id',
                'email',
                'purchaser_ip',
                'currency',
                'item_count',
                'subtotal',
                'tax_total',
                'fee_total',
                'total',
                'refund_total',
                'net_total',
            ],
        },
        { id: 'items', label: 'Items', part: 'orders.items' },
        { id: 'payment', label: 'Payment', part: 'orders.payment' },
    ],
    actions: [
        {
            id: 'order-items-csv',
            label: 'Download order items CSV',
            placement: 'list',
            part: 'orders.itemsCsv',
            ...callsOperation(allOrderItemsCsv),
        },
    ],
    historyRows: [ORDER_ITEM_HISTORY],
    recordTitle: 'username',
});
