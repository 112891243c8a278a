/** Money as the sales screens show it, the request's checks, the report's summaries and statement settlement. */
import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney } from '../../resources/format';
import {
    cents,
    checkSalesFilter,
    csvRow,
    groupFigures,
    monthChoices,
    monthRange,
    periodKeys,
    salesReport,
    totalOf,
    BAR_LIMIT,
    SALES_CSV_COLUMNS,
    type SalesLine,
} from '../../resources/sales/sales';
import { periodOf, periodsBetween, settle, subPeriodOf } from '../../resources/sales/statements';
import { emptySalesForm, salesBody } from '../../src/pages/sales/SalesFilters';
import { mountainToday } from '../../resources/time';

const line = (over: Partial<SalesLine>): SalesLine => ({
    day: '2025-03-01',
    track_id: 1,
    track_name: 'One',
    release_id: 1,
    release_name: 'R',
    label_id: 1,
    label_name: 'L',
    supplier_id: 1,
    territory: 'United States',
    brand: 'download',
    store: 'music',
    sale_type: 'Purchase',
    format: 'mp3',
    quantity: 1,
    gross_cents: 149,
    net_cents: 104,
    currency: 'USD',
    gross_usd_cents: 149,
    net_usd_cents: 104,
    ...over,
});

describe('money', () => {
    it('dollars with a sign and thousands separators; empty is $0.00', () => {
        expect(formatMoney(cents(123456789))).toBe('$1,234,567.89');
        expect(formatMoney(cents(null))).toBe('$0.00');
        expect(formatMoney(cents(undefined))).toBe('$0.00');
        expect(formatMoney(cents(5))).toBe('$0.05');
    });
    it('other currencies with their own symbol', () => {
        expect(formatAmount(cents(123450), 'EUR')).toBe('€1,234.50');
        expect(formatAmount(cents(99), 'GBP')).toBe('£0.99');
        expect(formatAmount(cents(150000), 'AUD')).toBe('A$1,500.00');
        expect(formatAmount(cents(150000), 'BRL')).toBe('R$1,500.00');
        expect(formatAmount(cents(150000), 'MXN')).toBe('MX$1,500.00');
        expect(formatAmount(cents(150000), 'USD')).toBe('$1,500.00');
    });
});

describe('sales request', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    it('a year from this one down to 2004 becomes its dates', () => {
        expect(checkSalesFilter({ year: 2025 }, now)).toEqual({
            ok: true,
            value: { start_date: '2025-01-01', end_date: '2025-12-31' },
        });
        expect(checkSalesFilter({ year: 2004 }, now).ok).toBe(true);
        expect(checkSalesFilter({ year: 2003 }, now)).toMatchObject({
            ok: false,
            fields: { year: expect.any(String) },
        });
        expect(checkSalesFilter({ year: 2027 }, now).ok).toBe(false);
    });
    it('dates must be real days in order, within two years', () => {
        expect(checkSalesFilter({ start_date: '2025-02-29', end_date: '2025-03-01' }, now)).toMatchObject({
            fields: { start_date: 'Enter the first day as YYYY-MM-DD.' },
        });
        expect(checkSalesFilter({ start_date: '2025-03-02', end_date: '2025-03-01' }, now)).toMatchObject({
            fields: { end_date: 'The last day comes before the first.' },
        });
        expect(checkSalesFilter({ start_date: '2020-01-01', end_date: '2025-01-01' }, now).ok).toBe(false);
    });
    it('filters take known values only; the store follows the brand', () => {
        const ok = checkSalesFilter(
            { year: 2025, brand: 'dj', store: 'streaming', label_id: '4', sale_type: 'Stream' },
            now
        );
        expect(ok).toEqual({
            ok: true,
            value: {
                start_date: '2025-01-01',
                end_date: '2025-12-31',
                brand: 'dj',
                store: 'streaming',
                label_id: 4,
                sale_type: 'Stream',
            },
        });
        expect(checkSalesFilter({ year: 2025, brand: 'dj', store: 'stems' }, now).ok).toBe(false);
        expect(checkSalesFilter({ year: 2025, colour: 'red' }, now)).toMatchObject({
            fields: { colour: 'Not a sales filter.' },
        });
        expect(checkSalesFilter({ year: 2025, stall: true }, now, ['stall']).ok).toBe(true);
    });
});

describe('summaries', () => {
    const lines = [
        line({ day: '2025-03-01', quantity: 2, gross_usd_cents: 298, net_usd_cents: 208 }),
        line({ day: '2025-03-03', store: 'stems', quantity: 1, gross_usd_cents: 499, net_usd_cents: 349 }),
        line({ day: '2025-03-03', track_id: 2, track_name: 'Two', currency: 'EUR', gross_cents: 138, net_cents: 97 }),
    ];
    it('groups and totals agree', () => {
        const byStore = groupFigures(lines, l => l.store);
        expect(byStore).toEqual([
            { key: 'music', quantity: 3, gross_usd_cents: 447, net_usd_cents: 312 },
            { key: 'stems', quantity: 1, gross_usd_cents: 499, net_usd_cents: 349 },
        ]);
        expect(totalOf(byStore)).toEqual({ quantity: 4, gross_usd_cents: 946, net_usd_cents: 661 });
    });
    it('a report has every day of a short range, dimensions, currencies and tracks', () => {
        const r = salesReport({ start_date: '2025-03-01', end_date: '2025-03-04' }, lines);
        expect(r.interval).toBe('day');
        expect(r.series.map(s => [s.key, s.net_usd_cents])).toEqual([
            ['2025-03-01', 208],
            ['2025-03-02', 0],
            ['2025-03-03', 453],
            ['2025-03-04', 0],
        ]);
        expect(r.by.store[0].key).toBe('stems');
        expect(r.byCurrency).toEqual([
            { currency: 'EUR', gross_cents: 138, net_cents: 97 },
            { currency: 'USD', gross_cents: 298, net_cents: 208 },
        ]);
        expect(r.detail.map(d => [d.track_name, d.net_usd_cents])).toEqual([
            ['One', 557],
            ['Two', 104],
        ]);
        expect(r.totals).toEqual({ quantity: 4, gross_usd_cents: 946, net_usd_cents: 661, lines: 3 });
    });
    it('a long range is by month; many bars fold into Other with the same total', () => {
        expect(periodKeys('2025-01-15', '2025-04-02', 'month')).toEqual(['2025-01', '2025-02', '2025-03', '2025-04']);
        const many = Array.from({ length: 20 }, (_, i) => line({ release_name: `R${i}`, net_usd_cents: 100 + i }));
        const r = salesReport({ start_date: '2025-01-01', end_date: '2025-12-31' }, many);
        expect(r.interval).toBe('month');
        expect(r.by.release_name).toHaveLength(BAR_LIMIT);
        expect(r.by.release_name[BAR_LIMIT - 1].key).toBe('Other');
        expect(totalOf(r.by.release_name).net_usd_cents).toBe(totalOf(many).net_usd_cents);
    });
});

describe('statements', () => {
    it('periods by type', () => {
        expect(periodOf('music', '2025-02')).toEqual({ id: '2025-02', start: '2025-02-01', end: '2025-02-28' });
        expect(periodOf('others', '2025-Q4')).toEqual({ id: '2025-Q4', start: '2025-10-01', end: '2025-12-31' });
        expect(periodOf('daily', '2025-02-30')).toBeNull();
        expect(periodOf('music', '2025-Q1')).toBeNull();
        expect(periodsBetween('others', '2025-01-01', '2025-12-31').map(p => p.id)).toEqual([
            '2025-Q1',
            '2025-Q2',
            '2025-Q3',
            '2025-Q4',
        ]);
        const march = periodOf('music', '2025-03')!;
        expect(subPeriodOf('music', march, '2025-03-30')).toBe('2025-03-29 – 2025-03-31');
    });
    it('a share paid with its whole (paysWith): paid whatever its size, rolled when the whole is', () => {
        const settled = settle(
            [
                { net_usd_cents: 100, us_net_usd_cents: 0 },
                { net_usd_cents: 200, us_net_usd_cents: 0 },
                { net_usd_cents: 9000, us_net_usd_cents: 0 },
            ],
            5000,
            0,
            [true, false, true]
        );
        expect(settled.map(s => [s.paid_cents, s.carried_forward_cents])).toEqual([
            [100, 0],
            [0, 200],
            [9200, 0],
        ]);
    });
    it('below the threshold rolls forward whole; then paid less withholding on the US share', () => {
        const settled = settle(
            [
                { net_usd_cents: 3000, us_net_usd_cents: 1000 },
                { net_usd_cents: 1500, us_net_usd_cents: 500 },
                { net_usd_cents: 2000, us_net_usd_cents: 0 },
                { net_usd_cents: 100, us_net_usd_cents: 100 },
            ],
            5000,
            0.3
        );
        expect(settled).toEqual([
            {
                brought_forward_cents: 0,
                payable_cents: 0,
                carried_forward_cents: 3000,
                withholding_cents: 0,
                paid_cents: 0,
            },
            {
                brought_forward_cents: 3000,
                payable_cents: 0,
                carried_forward_cents: 4500,
                withholding_cents: 0,
                paid_cents: 0,
            },
            {
                brought_forward_cents: 4500,
                payable_cents: 6500,
                carried_forward_cents: 0,
                withholding_cents: 450,
                paid_cents: 6050,
            },
            {
                brought_forward_cents: 0,
                payable_cents: 0,
                carried_forward_cents: 100,
                withholding_cents: 0,
                paid_cents: 0,
            },
        ]);
    });
});

describe('the year and its month presets (issue 40)', () => {
    it('a month’s range runs from its first day to its last, leap years included', () => {
        expect(monthRange(2025, 6)).toEqual({ start_date: '2025-06-01', end_date: '2025-06-30' });
        expect(monthRange(2024, 2)).toEqual({ start_date: '2024-02-01', end_date: '2024-02-29' });
        expect(monthRange(2025, 2).end_date).toBe('2025-02-28');
        expect(monthRange(2025, 12)).toEqual({ start_date: '2025-12-01', end_date: '2025-12-31' });
    });
    it('offers every month of a past year and this year’s up to today', () => {
        expect(monthChoices(2025, '2026-03-15').map(m => m.name)).toHaveLength(12);
        expect(monthChoices(2026, '2026-03-15')).toEqual([
            { id: 1, name: 'January' },
            { id: 2, name: 'February' },
            { id: 3, name: 'March' },
        ]);
        expect(monthChoices(2027, '2026-03-15')).toEqual([]);
    });
    it('opens on this year; a month sends that month’s days, the whole year its year', () => {
        const form = emptySalesForm();
        expect(form).toMatchObject({ year: mountainToday().slice(0, 4), month: '' });
        expect(salesBody({ ...form, year: '2025' })).toEqual({ year: 2025 });
        expect(salesBody({ ...form, year: '2025', month: '6' })).toEqual({
            start_date: '2025-06-01',
            end_date: '2025-06-30',
        });
        expect(checkSalesFilter(salesBody({ ...form, year: '2025', month: '6' }), new Date('2026-01-01')).ok).toBe(
            true
        );
    });
});

describe('the sales CSV', () => {
    it('carries the gross and the net in the line’s currency and in US dollars', () => {
        expect(SALES_CSV_COLUMNS.slice(-5)).toEqual(['currency', 'gross', 'net', 'gross_usd', 'net_usd']);
        expect(
            csvRow(
                line({ currency: 'EUR', gross_cents: 149, net_cents: 104, gross_usd_cents: 161, net_usd_cents: 112 })
            )
        ).toMatchObject({ gross: '1.49', net: '1.04', gross_usd: '1.61', net_usd: '1.12' });
    });
});
