/**
 * Sales (spec §2 "Sales report with line and bar charts and a detail table"; §4 long jobs; §9
 * money, years): the dimensions a sales line has, the request's filters and their checks (the
 * console's form and the API use the same), and the report's shape with the pure summaries
 * that build it from lines.
 */
import { FIRST_YEAR } from '../constants';
import type { BrandId } from '../permissions';

/** Stores per brand (spec §6 "Store filter"). */
export const SALES_STORES: Record<BrandId, readonly string[]> = {
    download: ['music', 'sounds', 'stems', 'cloud', 'link'],
    dj: ['music', 'streaming'],
};
export const ALL_STORES = [...new Set(Object.values(SALES_STORES).flat())];
/** A store as a person names it (the API's code is `music`; walk 59: the filter and chart showed the codes). */
export const storeName = (code: string) => code.charAt(0).toUpperCase() + code.slice(1);
/** The reference list auxiliary/sale-types. */
export const SALE_TYPES = ['Purchase', 'Stream', 'Subscription'] as const;
export const SALES_FORMATS = ['mp3', 'wav', 'aiff', 'flac', 'stream'] as const;
/** Where lines are sold, each with the currency its store charges in. */
export const SALES_TERRITORIES = [
    { name: 'United States', currency: 'USD' },
    { name: 'Canada', currency: 'USD' },
    { name: 'United Kingdom', currency: 'GBP' },
    { name: 'Germany', currency: 'EUR' },
    { name: 'France', currency: 'EUR' },
    { name: 'Netherlands', currency: 'EUR' },
    { name: 'Spain', currency: 'EUR' },
    { name: 'Australia', currency: 'AUD' },
    { name: 'Brazil', currency: 'BRL' },
    { name: 'Mexico', currency: 'MXN' },
    { name: 'Japan', currency: 'USD' },
] as const;
export const TERRITORY_NAMES = SALES_TERRITORIES.map(t => t.name);
/** US dollars per unit of each currency (the rates a line is converted at for statements). */
export const USD_RATES: Record<string, number> = { USD: 1, EUR: 1.08, GBP: 1.27, AUD: 0.66, BRL: 0.19, MXN: 0.055 };

/** One sales line as the API and the export give it: amounts in cents of its currency, and in US cents. */
export interface SalesLine {
    day: string;
    track_id: number;
    track_name: string;
    release_id: number;
    release_name: string;
    label_id: number;
    label_name: string;
    supplier_id: number;
    territory: string;
    brand: BrandId;
    store: string;
    sale_type: string;
    format: string;
    quantity: number;
    gross_cents: number;
    net_cents: number;
    currency: string;
    net_usd_cents: number;
    gross_usd_cents: number;
}

/** What a sales request asks for (every filter optional but the dates). */
export interface SalesFilter {
    start_date: string;
    end_date: string;
    brand?: BrandId;
    store?: string;
    label_id?: number;
    release_id?: number;
    territory?: string;
    sale_type?: string;
}

/** The longest range one request may cover (a report stays a report, not a dump). */
export const SALES_MAX_DAYS = 366 * 2;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day as YYYY-MM-DD (not month 13, not February 30th). */
export function isDay(v: unknown): v is string {
    if (typeof v !== 'string' || !ISO_DAY.test(v)) return false;
    const t = Date.parse(`${v}T00:00:00Z`);
    return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === v;
}
const positiveId = (v: unknown) =>
    (typeof v === 'number' || (typeof v === 'string' && /^\d{1,12}$/.test(v))) && Number(v) > 0;

/** The first and last day of a year from the year list (spec §9: the current year down to 2004). */
export function yearRange(year: number): { start_date: string; end_date: string } {
    return { start_date: `${year}-01-01`, end_date: `${year}-12-31` };
}

export const MONTH_NAMES = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
] as const;

/** The first and last day of a month (1–12) of a year. */
export function monthRange(year: number, month: number): { start_date: string; end_date: string } {
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const mm = String(month).padStart(2, '0');
    return { start_date: `${year}-${mm}-01`, end_date: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

/** The months a year's sales can be asked for, as presets: all twelve of a past year, this year's up to today (a Mountain day). */
export function monthChoices(year: number, today: string): { id: number; name: string }[] {
    const [thisYear, thisMonth] = today.split('-').map(Number);
    const last = year < thisYear ? 12 : year === thisYear ? thisMonth : 0;
    return MONTH_NAMES.slice(0, last).map((name, i) => ({ id: i + 1, name }));
}

export type Checked<T> = { ok: true; value: T } | { ok: false; detail: string; fields: Record<string, string> };

/**
 * A request's body checked: a `year` (current year down to 2004) or a start and end date, and the
 * optional filters, each of a known value. Unknown keys are refused so a typo is not a silent no-op.
 */
export function checkSalesFilter(
    body: unknown,
    now = new Date(),
    extraKeys: readonly string[] = []
): Checked<SalesFilter> {
    const fields: Record<string, string> = {};
    if (typeof body !== 'object' || body === null || Array.isArray(body))
        return { ok: false, detail: 'Send the sales filters as a JSON object.', fields };
    const b = body as Record<string, unknown>;
    const known = ['year', 'start_date', 'end_date', 'brand', 'store', 'label_id', 'release_id', 'territory'];
    for (const k of Object.keys(b))
        if (![...known, 'sale_type', ...extraKeys].includes(k)) fields[k] = 'Not a sales filter.';
    let range: { start_date: string; end_date: string } | null = null;
    if (b.year !== undefined && b.year !== null && b.year !== '') {
        const y = Number(b.year);
        if (!Number.isInteger(y) || y < FIRST_YEAR || y > now.getUTCFullYear())
            fields.year = `Choose a year from ${now.getUTCFullYear()} down to ${FIRST_YEAR}.`;
        else range = yearRange(y);
    } else {
        if (!isDay(b.start_date)) fields.start_date = 'Enter the first day as YYYY-MM-DD.';
        if (!isDay(b.end_date)) fields.end_date = 'Enter the last day as YYYY-MM-DD.';
        if (isDay(b.start_date) && isDay(b.end_date)) {
            const days = (Date.parse(b.end_date) - Date.parse(b.start_date)) / 86400000;
            if (days < 0) fields.end_date = 'The last day comes before the first.';
            else if (days >= SALES_MAX_DAYS) fields.end_date = `Ask for at most ${SALES_MAX_DAYS} days at once.`;
            else if (Number(b.start_date.slice(0, 4)) < FIRST_YEAR) fields.start_date = `Sales start in ${FIRST_YEAR}.`;
            else range = { start_date: b.start_date, end_date: b.end_date };
        }
    }
    const filter: SalesFilter = { start_date: range?.start_date ?? '', end_date: range?.end_date ?? '' };
    const oneOf = (key: 'brand' | 'store' | 'territory' | 'sale_type', choices: readonly string[]) => {
        const v = b[key];
        if (v === undefined || v === null || v === '') return;
        if (typeof v !== 'string' || !choices.includes(v)) fields[key] = `Choose one of: ${choices.join(', ')}.`;
        else (filter as unknown as Record<string, string>)[key] = v;
    };
    oneOf('brand', ['download', 'dj']);
    oneOf('store', filter.brand ? SALES_STORES[filter.brand] : ALL_STORES);
    oneOf('territory', TERRITORY_NAMES);
    oneOf('sale_type', SALE_TYPES);
    for (const key of ['label_id', 'release_id'] as const) {
        const v = b[key];
        if (v === undefined || v === null || v === '') continue;
        if (!positiveId(v)) fields[key] = 'Choose a record by its id.';
        else filter[key] = Number(v);
    }
    const keys = Object.keys(fields);
    if (keys.length) return { ok: false, detail: fields[keys[0]], fields };
    return { ok: true, value: filter };
}

/** A figure per key: quantity and US cents. */
export interface SalesFigure {
    key: string;
    quantity: number;
    gross_usd_cents: number;
    net_usd_cents: number;
}

/** A row of the detail table: one track's sales in the range. */
export interface SalesDetailRow extends SalesFigure {
    track_id: number;
    track_name: string;
    release_name: string;
    label_name: string;
}

/** The chart dimensions a user may choose for the bar chart. */
export const SALES_DIMENSIONS = [
    { id: 'store', label: 'Store' },
    { id: 'territory', label: 'Territory' },
    { id: 'sale_type', label: 'Sale Type' },
    { id: 'format', label: 'Format' },
    { id: 'label_name', label: 'Label' },
    { id: 'release_name', label: 'Release' },
] as const;
export type SalesDimension = (typeof SALES_DIMENSIONS)[number]['id'];

export interface SalesReport {
    filter: SalesFilter;
    /** `day` for ranges up to 62 days, else `month`. */
    interval: 'day' | 'month';
    series: SalesFigure[];
    by: Record<SalesDimension, SalesFigure[]>;
    /** Gross in each currency the lines were sold in (shown with the currency's symbol). */
    byCurrency: { currency: string; gross_cents: number; net_cents: number }[];
    detail: SalesDetailRow[];
    totals: Omit<SalesFigure, 'key'> & { lines: number };
}

/** Figures grouped by a key, in first-seen order unless sorted after. */
export function groupFigures<L extends Pick<SalesLine, 'quantity' | 'gross_usd_cents' | 'net_usd_cents'>>(
    lines: readonly L[],
    keyOf: (line: L) => string
): SalesFigure[] {
    const out = new Map<string, SalesFigure>();
    for (const l of lines) {
        const key = keyOf(l);
        let f = out.get(key);
        if (!f) out.set(key, (f = { key, quantity: 0, gross_usd_cents: 0, net_usd_cents: 0 }));
        f.quantity += l.quantity;
        f.gross_usd_cents += l.gross_usd_cents;
        f.net_usd_cents += l.net_usd_cents;
    }
    return [...out.values()];
}

/** The sum of figures (a summary's totals row). */
export function totalOf(figures: readonly Omit<SalesFigure, 'key'>[]): Omit<SalesFigure, 'key'> {
    const t = { quantity: 0, gross_usd_cents: 0, net_usd_cents: 0 };
    for (const f of figures) {
        t.quantity += f.quantity;
        t.gross_usd_cents += f.gross_usd_cents;
        t.net_usd_cents += f.net_usd_cents;
    }
    return t;
}

/** Every day (or month) of the range, so the line chart shows a quiet day as zero, not a gap. */
export function periodKeys(start: string, end: string, interval: 'day' | 'month'): string[] {
    const keys: string[] = [];
    for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += 86400000) {
        const key = new Date(t).toISOString().slice(0, interval === 'day' ? 10 : 7);
        if (keys[keys.length - 1] !== key) keys.push(key);
    }
    return keys;
}

const byNet = (a: SalesFigure, b: SalesFigure) => b.net_usd_cents - a.net_usd_cents || a.key.localeCompare(b.key);
/** Bars beyond this many fold into "Other" so the chart stays legible. */
export const BAR_LIMIT = 12;
function topWithOther(figures: SalesFigure[]): SalesFigure[] {
    const sorted = [...figures].sort(byNet);
    if (sorted.length <= BAR_LIMIT) return sorted;
    return [...sorted.slice(0, BAR_LIMIT - 1), { key: 'Other', ...totalOf(sorted.slice(BAR_LIMIT - 1)) }];
}

/** The report of a request, built from its lines. */
export function salesReport(filter: SalesFilter, lines: readonly SalesLine[]): SalesReport {
    const days = (Date.parse(filter.end_date) - Date.parse(filter.start_date)) / 86400000 + 1;
    const interval = days <= 62 ? 'day' : 'month';
    const cut = interval === 'day' ? 10 : 7;
    const grouped = new Map(groupFigures(lines, l => l.day.slice(0, cut)).map(f => [f.key, f]));
    const series = periodKeys(filter.start_date, filter.end_date, interval).map(
        key => grouped.get(key) ?? { key, quantity: 0, gross_usd_cents: 0, net_usd_cents: 0 }
    );
    const by = Object.fromEntries(
        SALES_DIMENSIONS.map(d => [d.id, topWithOther(groupFigures(lines, l => String(l[d.id])))])
    ) as Record<SalesDimension, SalesFigure[]>;
    const currencies = new Map<string, { currency: string; gross_cents: number; net_cents: number }>();
    for (const l of lines) {
        let c = currencies.get(l.currency);
        if (!c) currencies.set(l.currency, (c = { currency: l.currency, gross_cents: 0, net_cents: 0 }));
        c.gross_cents += l.gross_cents;
        c.net_cents += l.net_cents;
    }
    const tracks = new Map<number, SalesDetailRow>();
    for (const l of lines) {
        let d = tracks.get(l.track_id);
        if (!d)
            tracks.set(
                l.track_id,
                (d = {
                    key: String(l.track_id),
                    track_id: l.track_id,
                    track_name: l.track_name,
                    release_name: l.release_name,
                    label_name: l.label_name,
                    quantity: 0,
                    gross_usd_cents: 0,
                    net_usd_cents: 0,
                })
            );
        d.quantity += l.quantity;
        d.gross_usd_cents += l.gross_usd_cents;
        d.net_usd_cents += l.net_usd_cents;
    }
    return {
        filter,
        interval,
        series,
        by,
        byCurrency: [...currencies.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
        detail: [...tracks.values()].sort(byNet),
        totals: { ...totalOf(lines), lines: lines.length },
    };
}

/** Cents as money: `$1,234.50` (spec §9), or the currency's own symbol. */
export const cents = (value: number | null | undefined) => (value ?? 0) / 100;

/** The columns of a sales export and a statement's CSV, in order. */
export const SALES_CSV_COLUMNS = [
    'day',
    'track_id',
    'track_name',
    'release_name',
    'label_name',
    'territory',
    'brand',
    'store',
    'sale_type',
    'format',
    'quantity',
    'currency',
    'gross',
    'net',
    'gross_usd',
    'net_usd',
] as const;
const units = (cents: number) => (cents / 100).toFixed(2);
/** A line as a CSV row: amounts in units with two decimals, in the line's currency and in US dollars. */
export function csvRow(l: SalesLine): Record<string, unknown> {
    return {
        ...l,
        gross: units(l.gross_cents),
        net: units(l.net_cents),
        gross_usd: units(l.gross_usd_cents),
        net_usd: units(l.net_usd_cents),
    };
}
