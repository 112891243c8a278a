/**
 * The one place numbers, money and times are formatted for people (spec §9): `Intl`, with
 * separators; money always with its currency symbol and two decimals; instants in Mountain time
 * (or UTC) with the zone said. Also file sizes, exclusive periods, years and links.
 */
import { FIRST_YEAR, PRICE_CURRENCIES, SCREEN_CLASSES, type ScreenClass } from './constants';
import { fill, messages } from './messages';
import { MOUNTAIN, wallParts } from './time';

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const plainDigits = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: false });
/**
 * A number with thousands separators (`12,345`, `3.5`); `{ grouping: false }` for a number that
 * names something (an id). Text that is no number is shown as it is; empty is ''.
 */
export function formatNumber(value: unknown, opts: { grouping?: boolean } = {}): string {
    if (value === null || value === undefined || value === '') return '';
    const n = typeof value === 'number' ? value : Number(value);
    if (typeof value === 'boolean' || Number.isNaN(n)) return String(value);
    return (opts.grouping === false ? plainDigits : grouped).format(n);
}

/** An instant as `2026-03-08 01:59 MST`: Mountain time, or UTC where the spec says so; '' when it is none. */
export function formatInstant(iso: string | null | undefined, zone: 'mountain' | 'utc' = 'mountain'): string {
    if (!iso) return '';
    const d = new Date(iso);
    if (Number.isNaN(d.getTime())) return '';
    const p = wallParts(d, zone === 'utc' ? 'UTC' : MOUNTAIN);
    return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute} ${zone === 'utc' ? 'UTC' : p.timeZoneName}`;
}

/** "1 track", "2 tracks": a count with its noun. */
export const countOf = (n: number, one: string, many: string): string => `${formatNumber(n)} ${n === 1 ? one : many}`;
/** "1 territory", "12 territories". */
export const territoriesCounted = (n: number) => countOf(n, 'territory', 'territories');

/** A calendar day (no time, no zone: `2026-03-08`); an instant given here shows its UTC day. */
export function formatDay(value: string | null | undefined): string {
    if (!value) return '';
    return /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : value;
}

const money = (currency: string) =>
    new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
    });
const usd = money('USD');
const byCurrency = new Map<string, Intl.NumberFormat>([['USD', usd]]);
/** `$1,234.50`; empty shows `$0.00`. */
export function formatMoney(value: number | string | null | undefined): string {
    const n = typeof value === 'string' ? Number(value) : value;
    return usd.format(n == null || Number.isNaN(n) ? 0 : n);
}

const known = (code: unknown) => PRICE_CURRENCIES.find(c => c.id === code);

/** An amount in its currency (`€1,234.50`); no currency (or an unknown one) is the dollar of `formatMoney`. */
export function formatAmount(value: number | string | null | undefined, currency?: unknown): string {
    const code = known(currency)?.id;
    if (!code || code === 'USD') return formatMoney(value);
    const n = typeof value === 'string' ? Number(value) : value;
    const amount = n == null || Number.isNaN(n) ? 0 : n;
    let f = byCurrency.get(code);
    if (!f) byCurrency.set(code, (f = money(code)));
    return f.format(amount);
}

/**
 * The helper under an amount input. An amount with a currency field names the currency the user
 * chose there (`Amount in Euro (EUR)`), or says where to choose it; a plain amount is in dollars.
 */
export function amountHint(currencyField: { label: string } | undefined, chosen: unknown): string {
    const currency = currencyField ? known(chosen) : PRICE_CURRENCIES[0];
    if (!currency) return fill(messages.hints.chooseCurrency, { field: currencyField!.label });
    return fill(messages.hints.amountIn, { currency: `${currency.name} (${currency.id})` });
}

const compactUsd = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
});
/** Dollars where room is short (a chart's axis): `$1.2K`, `$350`. */
export const formatCompactMoney = (dollars: number): string => compactUsd.format(dollars);

/** Bytes, KB, MB, GB (GB with one decimal). */
export function formatFileSize(bytes: number | null | undefined): string {
    const b = bytes ?? 0;
    if (b < 1024) return `${b} Bytes`;
    if (b < 1024 ** 2) return `${Math.round(b / 1024)} KB`;
    if (b < 1024 ** 3) return `${Math.round(b / 1024 ** 2)} MB`;
    return `${(b / 1024 ** 3).toFixed(1)} GB`;
}

/** `2 Weeks` for 14 days …; null days is Lifetime. */
export function exclusivePeriodName(days: number | null): string {
    return days == null ? 'Lifetime' : `${days / 7} Weeks`;
}
/** Sort key: Lifetime sorts as 250. */
export function exclusivePeriodSortKey(days: number | null): number {
    return days == null ? 250 : days;
}

/** Year filter: the current year down to 2004. */
export function yearChoices(now = new Date()): number[] {
    const years: number[] = [];
    for (let y = now.getFullYear(); y >= FIRST_YEAR; y--) years.push(y);
    return years;
}

export function screenClassFor(width: number): ScreenClass {
    return SCREEN_CLASSES.find(c => width >= c.min && width <= c.max) ?? SCREEN_CLASSES[SCREEN_CLASSES.length - 1];
}

/** Links to catalog objects resolve to /catalog/{type}/{id}: each type is a registered catalog/{type} resource. */
export const CATALOG_LINK_TYPES = ['artists', 'charts', 'labels', 'tracks', 'releases', 'suppliers'] as const;
export type CatalogType = (typeof CATALOG_LINK_TYPES)[number];
export function catalogLink(type: CatalogType, id: number | string): string {
    return `/catalog/${type}/${encodeURIComponent(String(id))}`;
}

/** A value by nested path (`release.name`), as react-admin's fields read it. */
export function valueAt(record: Record<string, unknown>, path: string): unknown {
    let value: unknown = record;
    for (const key of path.split('.')) value = (value as Record<string, unknown> | null | undefined)?.[key];
    return value;
}

/** A code an outside service gives without labels (a sign-in method, an identity's state) in words: `apple` → "Apple". */
export function codeWords(code: string): string {
    const words = code.replace(/[_-]+/g, ' ').trim();
    return words.charAt(0).toUpperCase() + words.slice(1);
}
