/** The bad-input sweep's order calls: bad ids, refunds of unknown items, huge and negative values, dates out of range. */
import type { makeApi } from './helpers';

type Api = ReturnType<typeof makeApi>;
const ORDERS = '/v4/support/orders';
const refund =
    (json: unknown, order = 1) =>
    (api: Api) =>
        api.as('support', `${ORDERS}/${order}/refund-items/`, { method: 'POST', json });
const downloads = (json: unknown) => (api: Api) =>
    api.as('support', `${ORDERS}/2/downloads/`, { method: 'PATCH', json });
const usersCsv =
    (query: string, init: RequestInit & { json?: unknown } = {}) =>
    (api: Api) =>
        api.as('support', `/v4/support/users-csv/download/?${query}`, init);
const raw = (body: BodyInit, type: string) => (api: Api) =>
    api.token('support').then(t =>
        api.request('/v4/support/users-csv/download/?created_date=2025-12-30:2025-12-31', {
            method: 'POST',
            headers: { Authorization: `Bearer ${t}`, 'Content-Type': type },
            body,
        })
    );

const calls: [string, (api: Api) => Promise<Response>][] = [
    ['order id not a number', api => api.as('support', `${ORDERS}/abc/`)],
    ['order id huge', api => api.as('support', `${ORDERS}/99999999999999999999/items/`)],
    ['order id unknown', api => api.as('support', `${ORDERS}/99999999/items/refund/`)],
    ['order id negative', api => api.as('support', `${ORDERS}/-1/downloads/`)],
    ['refund of an unknown item', refund({ item_ids: [999999999] })],
    ['refund of an item of another order', refund({ item_ids: [3] }, 2)],
    ['refund of no items', refund({ item_ids: [] })],
    ['refund item ids as text', refund({ item_ids: ['1'] })],
    ['refund item id negative', refund({ item_ids: [-1] })],
    ['refund item id huge', refund({ item_ids: [1e15] })],
    ['refund item id fractional', refund({ item_ids: [1.5] })],
    ['refund of 501 items', refund({ item_ids: Array.from({ length: 501 }, (_, i) => i + 1) })],
    ['refund with an unknown method', refund({ item_ids: [2], method: 'cash' })],
    ['refund body a list', refund([2])],
    ['refund of an already refunded item', refund({ item_ids: [1] })],
    ['availability 0 by PATCH', downloads([{ id: 4, availability: 0 }])],
    ['availability 3', downloads([{ id: 4, availability: 3 }])],
    ['availability negative', downloads([{ id: 4, availability: -1 }])],
    ['availability as text', downloads([{ id: 4, availability: 'dissociated' }])],
    ['availability of an unknown item', downloads([{ id: 999999999, availability: 2 }])],
    ['availability body an object', downloads({ id: 4, availability: 2 })],
    ['availability of no items', downloads([])],
    ['status filter unknown', api => api.as('support', `${ORDERS}/?status=refunded`)],
    ['date filter out of range', api => api.as('support', `${ORDERS}/?date_created=2025-02-30:2025-03-01`)],
    ['date filter not a date', api => api.as('support', `${ORDERS}/?date_created=yesterday`)],
    ['purchaser IP filter over 250 characters', api => api.as('support', `${ORDERS}/?purchaser_ip=${'1'.repeat(251)}`)],
    [
        'order-items CSV with a text order id',
        api => api.as('support', '/v4/support/order-items-csv/download/?order_id=x'),
    ],
    [
        'order-items CSV date out of range',
        api => api.as('support', '/v4/support/order-items-csv/download/?date_created=2025-13-01:2025-13-02'),
    ],
    ['new-user export of 3 days', usersCsv('created_date=2025-12-29:2025-12-31')],
    ['new-user export of a year', usersCsv('created_date=2025-01-01:2025-12-31')],
    ['new-user export without dates', usersCsv('')],
    ['new-user export ending before it starts', usersCsv('created_date=2025-12-31:2025-12-30')],
    ['new-user export on 30 February', usersCsv('created_date=2025-02-30:2025-03-01')],
    ['new-user export ids not numbers', usersCsv('created_date=2025-12-30:2025-12-31&ids=1;2')],
    ['new-user export ids negative', usersCsv('created_date=2025-12-30:2025-12-31&ids=-5')],
    [
        'new-user export 10 001 ids',
        usersCsv(`created_date=2025-12-30:2025-12-31&ids=${Array(10_001).fill(1).join(',')}`),
    ],
    [
        'new-user export ids body as text',
        usersCsv('created_date=2025-12-30:2025-12-31', { method: 'POST', json: { ids: '1,2' } }),
    ],
    [
        'new-user export CSV with a BOM and semicolons as the body',
        raw('\uFEFFuser_id;name\r\n1;"a\nb"\r\n', 'text/csv'),
    ],
    ['new-user export binary junk as JSON', raw(new Uint8Array([0, 255, 1, 254, 0x7b]), 'application/json')],
    ['new-user export 10 MB body', raw(`{"ids":[${'1,'.repeat(5_000_000)}1]}`, 'application/json')],
];

export const orderCases = (api: Api): [string, () => Promise<Response>][] =>
    calls.map(([name, call]) => [name, () => call(api)]);

/** Everything a bad order call could have written: refunds, items' state, totals, history. */
export const orderFingerprint = (api: Api) =>
    JSON.stringify([
        api.db.prepare('SELECT count(*) FROM order_refunds').pluck().get(),
        api.db.prepare('SELECT group_concat(availability || refunded) FROM order_items').pluck().get(),
        api.db.prepare('SELECT sum(refund_total), sum(version) FROM orders').get(),
        api.db.prepare("SELECT count(*) FROM history WHERE resource = 'support/orders'").pluck().get(),
    ]);
