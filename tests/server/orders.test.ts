/** Orders (support): list filters, the detail, availability rules, refunds once only, history. */
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../resources/messages';
import { AVAILABILITY, type Availability } from '../../resources/support/orderItems';
import { makeApi } from './helpers';

type Api = ReturnType<typeof makeApi>;
type Row = Record<string, unknown>;
const ORDERS = '/v4/support/orders';

let api: Api;
// Seeding takes seconds, more on a shared machine: more than a hook's default 10 s.
beforeAll(() => {
    api = makeApi();
}, 120_000);

const json = async (res: Response) => (await res.json()) as Row;
const cents = (amount: unknown) => Math.round((amount as number) * 100);
const get = async (path: string, who = 'support') => json(await api.as(who, path));
/** A complete order with at least `n` items none of which is refunded or dissociated. */
function freshOrder(n = 2): number {
    return api.db
        .prepare(
            `SELECT o.id FROM orders o WHERE o.status = 'complete' AND
             (SELECT count(*) FROM order_items i WHERE i.order_id = o.id AND i.refunded = 0 AND i.availability = 1) >= ?
             AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND (i.refunded = 1 OR i.availability <> 1))
             AND NOT EXISTS (SELECT 1 FROM history h WHERE h.resource = 'support/orders' AND h.record_id = o.id)
             ORDER BY o.id DESC LIMIT 1`
        )
        .pluck()
        .get(n) as number;
}
const itemsOf = async (id: number) => (await get(`${ORDERS}/${id}/items/?per_page=100`)).results as Row[];
const refund = (id: number, json: unknown, who = 'support') =>
    api.as(who, `${ORDERS}/${id}/refund-items/`, { method: 'POST', json });
const setAvailability = (id: number, json: unknown) =>
    api.as('support', `${ORDERS}/${id}/downloads/`, { method: 'PATCH', json });

describe('orders list', () => {
    it('has orders in every state, filters by status, purchaser IP and creation date, and pages', async () => {
        for (const status of ['open', 'complete', 'deleted']) {
            const body = await get(`${ORDERS}/?status=${status}&per_page=100`);
            expect(body.count as number).toBeGreaterThan(0);
            expect((body.results as Row[]).every(o => o.status === status)).toBe(true);
        }
        const all = await get(`${ORDERS}/`);
        expect(all.count as number).toBeGreaterThan(10);
        expect(all.next).toBeTruthy();
        const first = (all.results as Row[])[0];
        const byIp = await get(`${ORDERS}/?purchaser_ip=${first.purchaser_ip as string}`);
        expect((byIp.results as Row[]).map(o => o.id)).toContain(first.id);
        const day = String(first.date_created).slice(0, 10);
        const byDay = await get(`${ORDERS}/?date_created=${day}:${day}&per_page=100`);
        expect((byDay.results as Row[]).every(o => String(o.date_created).startsWith(day))).toBe(true);
        expect((byDay.results as Row[]).map(o => o.id)).toContain(first.id);
    });

    it('shows the detail: tax lines, audio-format fees, transactions, receipt, IP and totals', async () => {
        const id = freshOrder(1);
        const order = await get(`${ORDERS}/${id}/`);
        expect(order.purchaser_ip).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
        expect((order.tax_lines as Row[]).length).toBeGreaterThan(0);
        expect((order.tax_lines as Row[]).every(t => ['city', 'state', 'VAT'].includes(t.kind as string))).toBe(true);
        expect((order.transactions as Row[])[0]).toMatchObject({ kind: 'charge', amount: order.total });
        expect((order.receipt as Row).number).toBe(`R-${String(id).padStart(8, '0')}`);
        const sum = (xs: Row[], k: string) => xs.reduce((s, x) => s + Math.round((x[k] as number) * 100), 0) / 100;
        const items = await itemsOf(id);
        expect(order.item_count).toBe(items.length);
        expect(sum(items, 'price')).toBe(order.subtotal);
        expect(sum(order.fees as Row[], 'amount')).toBe(order.fee_total);
    });

    it('is for admin and support only: marketing, finance and partners are refused', async () => {
        for (const who of ['admin', 'support']) expect((await api.as(who, `${ORDERS}/`)).status).toBe(200);
        for (const who of ['marketing', 'finance', 'content_ops', 'label', 'supplier']) {
            expect((await api.as(who, `${ORDERS}/`)).status).toBe(403);
            expect((await api.as(who, `${ORDERS}/1/items/`)).status).toBe(403);
        }
    });
});

describe('refunds', () => {
    it('refunds an item once: totals, transaction, refundable list and history follow; a second time is refused', async () => {
        const id = freshOrder(2);
        const before = await get(`${ORDERS}/${id}/`);
        const [item, other] = await itemsOf(id);
        const refundable = (await get(`${ORDERS}/${id}/items/refund/`)).results as Row[];
        expect(refundable.map(i => i.id)).toContain(item.id);

        const res = await refund(id, { item_ids: [item.id] });
        expect(res.status).toBe(200);
        const body = await json(res);
        // The item's format fee and its share of the tax follow it (README "Orders"); this test pinned
        // the price alone before, which left the fee and the tax charged without a word.
        const back = cents(item.price) + cents(item.fee) + cents(item.tax);
        expect(cents(item.tax)).toBeGreaterThan(0);
        expect(body).toMatchObject({ price: item.price, fees: item.fee, tax: item.tax, amount: back / 100 });
        const order = body.order as Row;
        expect(cents(order.refund_total)).toBe(cents(before.refund_total) + back);
        expect(cents(order.net_total)).toBe(cents(order.total) - cents(order.refund_total));
        expect((order.transactions as Row[]).at(-1)).toMatchObject({ kind: 'refund', amount: -back / 100 });
        expect(
            api.db.prepare('SELECT price, fee, tax, amount FROM order_refunds WHERE order_item_id = ?').get(item.id)
        ).toEqual({ price: item.price, fee: item.fee, tax: item.tax, amount: back / 100 });

        const again = await refund(id, { item_ids: [item.id, other.id] });
        expect(again.status).toBe(409);
        expect((await json(again)).detail).toBe(messages.errors.refundOnce);
        // Nothing of the refused request was written: the other item is still refundable.
        const left = (await get(`${ORDERS}/${id}/items/refund/`)).results as Row[];
        expect(left.map(i => i.id)).toEqual(expect.arrayContaining([other.id]));
        expect(left.map(i => i.id)).not.toContain(item.id);
        expect((await itemsOf(id)).find(i => i.id === item.id)).toMatchObject({ refunded: true, availability: 0 });

        const history = (await get(`${ORDERS}/${id}/history/`)).results as Row[];
        expect(history[0]).toMatchObject({ action: 'refund', username: 'support' });
        expect((history[0].changes as Row).refund_total).toEqual({
            before: before.refund_total,
            after: order.refund_total,
        });
    });

    it('refunding every item of an order, one by one, gives back all it charged: prices, fees and tax', async () => {
        const id = api.db
            .prepare(
                `SELECT o.id FROM orders o WHERE o.status = 'complete' AND o.fee_total > 0 AND o.refund_total = 0
                 AND (SELECT count(*) FROM order_items i WHERE i.order_id = o.id) >= 3
                 AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.availability <> 1)
                 ORDER BY o.id LIMIT 1`
            )
            .pluck()
            .get() as number;
        const before = await get(`${ORDERS}/${id}/`);
        const items = await itemsOf(id);
        // The item's tax shares are the order's tax, to the cent.
        expect(items.reduce((sum, i) => sum + cents(i.tax), 0)).toBe(cents(before.tax_total));
        for (const item of items) expect((await refund(id, { item_ids: [item.id] })).status).toBe(200);
        const after = await get(`${ORDERS}/${id}/`);
        expect(after.refund_total).toBe(before.total);
        expect(after.net_total).toBe(0);
        const refunds = (after.transactions as Row[]).filter(t => t.kind === 'refund');
        expect(refunds.reduce((sum, t) => sum - cents(t.amount), 0)).toBe(cents(before.total));
    });

    it('refuses items of another order, an open order, and marketing', async () => {
        const id = freshOrder(1);
        const foreign = api.db.prepare('SELECT id FROM order_items WHERE order_id <> ? LIMIT 1').pluck().get(id);
        const res = await refund(id, { item_ids: [foreign] });
        expect(res.status).toBe(400);
        expect((await json(res)).detail).toBe(messages.orders.unknownItems.replace('{ids}', String(foreign)));
        const open = api.db.prepare("SELECT id FROM orders WHERE status = 'open' LIMIT 1").pluck().get() as number;
        const openItem = (await itemsOf(open))[0];
        const refused = await refund(open, { item_ids: [openItem.id] });
        expect(refused.status).toBe(409);
        expect((await json(refused)).detail).toBe(messages.orders.notComplete);
        expect((await refund(id, { item_ids: [1] }, 'marketing')).status).toBe(403);
    });
});

describe('download availability', () => {
    it('dissociating blocks the download, credit and void (not a refund to the payment); reassociating gives it back', async () => {
        const id = freshOrder(2);
        const [item, second] = await itemsOf(id);
        let downloads = (await json(await setAvailability(id, [{ id: item.id, availability: 2 }]))) as unknown as Row[];
        const mine = () => downloads.find(d => d.id === item.id)!;
        expect(mine()).toMatchObject({
            availability: AVAILABILITY.dissociated,
            download_refusal: messages.orders.dissociatedDownload,
        });

        const refusals = ((await get(`${ORDERS}/${id}/items/refund/`)).results as Row[]).find(i => i.id === item.id)!
            .refusals as Row;
        expect(refusals).toEqual({
            refund: null,
            credit: messages.orders.dissociatedBlocks,
            void: messages.orders.dissociatedBlocks,
        });
        for (const method of ['credit', 'void']) {
            const res = await refund(id, { item_ids: [item.id], method });
            expect(res.status).toBe(409);
            expect((await json(res)).detail).toBe(messages.orders.dissociatedBlocks);
        }

        downloads = (await json(await setAvailability(id, [{ id: item.id, availability: 1 }]))) as unknown as Row[];
        expect(mine()).toMatchObject({ availability: AVAILABILITY.available, download_refusal: null });
        expect((await refund(id, { item_ids: [item.id], method: 'credit' })).status).toBe(200);
        // A refunded item reassociated stays unavailable: the refund ended its download.
        downloads = (await json(await setAvailability(id, [{ id: item.id, availability: 1 }]))) as unknown as Row[];
        expect(mine()).toMatchObject({ availability: AVAILABILITY.unavailable, refunded: true });
        expect(downloads.find(d => d.id === second.id)).toMatchObject({ availability: 1 });

        const history = (await get(`${ORDERS}/${id}/history/`)).results as Row[];
        expect(history.map(h => h.action)).toEqual(['refund', 'downloads', 'downloads']);
    });

    it('reassociating puts back the download the item had before it was dissociated', async () => {
        // An open order's item is unavailable; a complete order's is available.
        const open = api.db
            .prepare(
                `SELECT o.id FROM orders o WHERE o.status = 'open'
                 AND (SELECT count(*) FROM order_items i WHERE i.order_id = o.id) >= 2 AND NOT EXISTS
                 (SELECT 1 FROM history h WHERE h.resource = 'support/orders' AND h.record_id = o.id) ORDER BY o.id LIMIT 1`
            )
            .pluck()
            .get() as number;
        const complete = freshOrder(2);
        const cases: [number, Row, Availability][] = [
            [open, (await itemsOf(open))[0]!, AVAILABILITY.unavailable],
            [complete, (await itemsOf(complete))[0]!, AVAILABILITY.available],
        ];
        for (const [order, item, was] of cases) {
            expect(item.availability).toBe(was);
            const dissociated = (await json(
                await setAvailability(order, [{ id: item.id, availability: AVAILABILITY.dissociated }])
            )) as unknown as Row[];
            expect(dissociated.find(d => d.id === item.id)!.availability).toBe(AVAILABILITY.dissociated);
            const back = (await json(
                await setAvailability(order, [{ id: item.id, availability: AVAILABILITY.available }])
            )) as unknown as Row[];
            expect(back.find(d => d.id === item.id)!.availability).toBe(was);
            // Still so when read again, and the history says so.
            expect((await itemsOf(order)).find(i => i.id === item.id)!.availability).toBe(was);
            const [last] = (await get(`${ORDERS}/${order}/history/`)).results as Row[];
            expect(JSON.stringify(last)).toContain(`"availability":${was}`);
        }
        // Reassociating an item that is not dissociated changes nothing (an unavailable one stays so).
        const [, other] = await itemsOf(open);
        const res = (await json(
            await setAvailability(open, [{ id: other!.id, availability: AVAILABILITY.available }])
        )) as unknown as Row[];
        expect(res.find(d => d.id === other!.id)!.availability).toBe(AVAILABILITY.unavailable);
    });

    it('a dissociated item refunded to the payment, then reassociated, stays unavailable', async () => {
        const id = freshOrder(1);
        const [item] = await itemsOf(id);
        await setAvailability(id, [{ id: item.id, availability: AVAILABILITY.dissociated }]);
        expect((await refund(id, { item_ids: [item.id], method: 'refund' })).status).toBe(200);
        const back = (await json(
            await setAvailability(id, [{ id: item.id, availability: AVAILABILITY.available }])
        )) as unknown as Row[];
        expect(back.find(d => d.id === item.id)).toMatchObject({
            availability: AVAILABILITY.unavailable,
            refunded: true,
        });
    });

    it('a refunded item cannot be dissociated: refused, and nothing changes', async () => {
        const id = freshOrder(1);
        const [item] = await itemsOf(id);
        expect((await refund(id, { item_ids: [item.id] })).status).toBe(200);
        const res = await setAvailability(id, [{ id: item.id, availability: AVAILABILITY.dissociated }]);
        expect(res.status).toBe(409);
        expect((await json(res)).detail).toBe(messages.orders.refundedNoDissociate);
        expect((await itemsOf(id)).find(i => i.id === item.id)).toMatchObject({ availability: 0, refunded: true });
    });

    it('refuses availability 0, unknown items and other orders’ items', async () => {
        const id = freshOrder(1);
        const [item] = await itemsOf(id);
        expect((await setAvailability(id, [{ id: item.id, availability: 0 }])).status).toBe(400);
        expect((await setAvailability(id, [{ id: 999999999, availability: 2 }])).status).toBe(400);
        expect((await setAvailability(id, { id: item.id, availability: 2 })).status).toBe(400);
        expect((await api.as('marketing', `${ORDERS}/${id}/downloads/`)).status).toBe(403);
    });
});
