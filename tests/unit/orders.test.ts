/** Pure rules of orders and streamed CSV: refund and download refusals, availability, the 2-day range, line counting. */
import { describe, expect, it } from 'vitest';
import { countCsvLines, csvRows, parseCsv, toCsv } from '../../resources/csv';
import { fill, messages } from '../../resources/messages';
import {
    AVAILABILITY,
    type Availability,
    chargedAfter,
    downloadChangeRefusal,
    downloadRefusal,
    nextDownload,
    refundAmounts,
    refundRefusal,
    sumMoney,
    taxShares,
} from '../../resources/support/orderItems';
import { daysIncluded, exportRangeError } from '../../resources/support/newUserExport';

describe('order item rules', () => {
    it('refunds an item once; a dissociated one only back to the payment', () => {
        const available = { availability: AVAILABILITY.available, refunded: false };
        const dissociated = { availability: AVAILABILITY.dissociated, refunded: false };
        expect(refundRefusal(available, 'credit')).toBeNull();
        expect(refundRefusal({ ...available, refunded: true }, 'refund')).toBe(messages.errors.refundOnce);
        expect(refundRefusal(dissociated, 'refund')).toBeNull();
        expect(refundRefusal(dissociated, 'credit')).toBe(messages.orders.dissociatedBlocks);
        expect(refundRefusal(dissociated, 'void')).toBe(messages.orders.dissociatedBlocks);
        expect(refundRefusal({ ...dissociated, refunded: true }, 'refund')).toBe(messages.errors.refundOnce);
    });

    it('blocks the download of a dissociated or unavailable item', () => {
        expect(downloadRefusal({ availability: AVAILABILITY.available })).toBeNull();
        expect(downloadRefusal({ availability: AVAILABILITY.dissociated })).toBe(messages.orders.dissociatedDownload);
        expect(downloadRefusal({ availability: AVAILABILITY.unavailable })).toBe(messages.orders.unavailableDownload);
    });

    it('dissociating keeps the availability; reassociating puts it back unless the item was refunded', () => {
        const item = (availability: Availability, refunded = false, dissociated_from: Availability | null = null) => ({
            availability,
            refunded,
            dissociated_from,
        });
        expect(nextDownload('dissociate', item(0))).toEqual(item(2, false, 0));
        expect(nextDownload('dissociate', item(1))).toEqual(item(2, false, 1));
        expect(nextDownload('dissociate', item(2, false, 0))).toEqual(item(2, false, 0));
        expect(nextDownload('reassociate', item(2, false, 0))).toEqual(item(0));
        expect(nextDownload('reassociate', item(2, false, 1))).toEqual(item(1));
        expect(nextDownload('reassociate', item(2, true, 1))).toEqual(item(0, true));
        // Not dissociated: nothing to put back (an unavailable item is not made available).
        expect(nextDownload('reassociate', item(0))).toEqual(item(0));
        // Not known what it was: no download is given that may not have been there.
        expect(nextDownload('reassociate', item(2))).toEqual(item(0));
    });

    it('a refunded item is not dissociated; reassociating it is no refusal', () => {
        expect(downloadChangeRefusal({ refunded: true }, 'dissociate')).toBe(messages.orders.refundedNoDissociate);
        expect(downloadChangeRefusal({ refunded: true }, 'reassociate')).toBeNull();
        expect(downloadChangeRefusal({ refunded: false }, 'dissociate')).toBeNull();
    });

    it('adds money without float drift', () => {
        expect(0.1 + 0.2).not.toBe(0.3);
        expect(sumMoney([0.1, 0.2])).toBe(0.3);
        expect(sumMoney([1.29, 1.49, 1.99])).toBe(4.77);
    });
});

describe('refund amounts: fees and tax follow their item', () => {
    it('spreads the tax by price in cents that add up to the tax charged', () => {
        // 6 % of 1.29 + 1.49 + 1.99 = 4.77 is 0.29 (rounded): 0.0784…, 0.0906…, 0.1210… cents by price.
        expect(taxShares([1.29, 1.49, 1.99], 0.29)).toEqual([0.08, 0.09, 0.12]);
        expect(sumMoney(taxShares([1.29, 1.49, 1.99], 0.29))).toBe(0.29);
        // Equal prices: the cent left goes to the earlier item.
        expect(taxShares([1, 1, 1], 0.1)).toEqual([0.04, 0.03, 0.03]);
        expect(taxShares([2.49], 0.5)).toEqual([0.5]);
        expect(taxShares([0, 0], 0.5)).toEqual([0, 0]);
        for (const tax of [0, 0.01, 0.33, 1.97, 12.34]) {
            const prices = [1.29, 2.49, 1.99, 1.49, 1.29];
            expect(sumMoney(taxShares(prices, tax))).toBe(tax);
        }
    });

    it('gives back the price, the format fee and the tax share of each item, and all of an order in the end', () => {
        const items = [
            { price: 1.29, fee: 1, tax: 0.08 },
            { price: 1.49, fee: 0.5, tax: 0.09 },
            { price: 1.99, fee: 0, tax: 0.12 },
        ];
        expect(refundAmounts([items[0]])).toEqual({ price: 1.29, fees: 1, tax: 0.08, total: 2.37 });
        expect(refundAmounts(items.slice(0, 2))).toEqual({ price: 2.78, fees: 1.5, tax: 0.17, total: 4.45 });
        expect(refundAmounts([])).toEqual({ price: 0, fees: 0, tax: 0, total: 0 });
        // The order charged 4.77 + 1.50 fees + 0.29 tax = 6.56: one refund after another leaves nothing.
        const order = { total: 6.56, refund_total: 0 };
        const first = refundAmounts([items[0]]);
        expect(chargedAfter(order, first)).toBe(4.19);
        expect(chargedAfter({ ...order, refund_total: first.total }, refundAmounts(items.slice(1)))).toBe(0);
    });
});

describe('new-user export range', () => {
    it('counts both days and allows at most 2', () => {
        expect(daysIncluded('2025-12-30', '2025-12-31')).toBe(2);
        expect(daysIncluded('2024-02-28', '2024-03-01')).toBe(3);
        expect(exportRangeError('2025-12-31', '2025-12-31')).toBeNull();
        expect(exportRangeError('2025-12-31', '2026-01-01')).toBeNull();
        expect(exportRangeError('2025-12-30', '2026-01-01')).toBe(fill(messages.orders.exportRange, { days: 2 }));
    });

    it('refuses missing, reversed and impossible days', () => {
        for (const [from, to] of [
            ['', '2025-12-31'],
            ['2025-12-31', '2025-12-30'],
            ['2025-02-30', '2025-03-01'],
            ['2025-1-01', '2025-1-02'],
            [undefined, undefined],
        ])
            expect(exportRangeError(from, to)).toBe(messages.orders.exportDates);
    });
});

describe('streamed CSV', () => {
    const columns = ['id', 'name'];
    const rows = [
        { id: 1, name: '=1+1' },
        { id: 2, name: 'two\nlines "quoted"' },
        { id: 3, name: '@x' },
    ];

    it('batches after the header join into the same file as toCsv, neutralised alike', () => {
        const streamed = toCsv(columns, []) + csvRows(columns, rows.slice(0, 2)) + csvRows(columns, rows.slice(2));
        expect(streamed).toBe(`${toCsv(columns, rows)}\r\n`);
        expect(parseCsv(streamed).rows.map(r => r.name)).toEqual(["'=1+1", 'two\nlines "quoted"', "'@x"]);
        expect(csvRows(columns, [])).toBe('');
    });

    it('counts rows across chunks split anywhere, a quoted line break not ending a row', () => {
        const text = toCsv(columns, []) + csvRows(columns, rows);
        for (let cut = 0; cut <= text.length; cut++) {
            const state = countCsvLines(
                countCsvLines({ lines: 0, quoted: false }, text.slice(0, cut)),
                text.slice(cut)
            );
            expect(state).toEqual({ lines: 4, quoted: false });
        }
    });
});
