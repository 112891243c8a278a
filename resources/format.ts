/** Display helpers of spec §9: money, file sizes, exclusive periods, years, links (times: time.ts). */
import { FIRST_YEAR, PRICE_CURRENCIES, SCREEN_CLASSES, type ScreenClass } from './constants';
import { fill, messages } from './messages';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
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
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(amount);
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

/** Links to catalog objects resolve to /catalog/{type}/{id}. */
export type CatalogType = 'artists' | 'charts' | 'labels' | 'tracks' | 'releases' | 'suppliers';
export function catalogLink(type: CatalogType, id: number | string): string {
    return `/catalog/${type}/${encodeURIComponent(String(id))}`;
}

/** A value by nested path (`release.name`), as react-admin's fields read it. */
export function valueAt(record: Record<string, unknown>, path: string): unknown {
    let value: unknown = record;
    for (const key of path.split('.')) value = (value as Record<string, unknown> | null | undefined)?.[key];
    return value;
}

/** What tells a record apart in a picker ("Artist · Extended Mix · Release · Label"): its detail paths' values. */
export function recordDetail(paths: readonly string[] | undefined, record: Record<string, unknown>): string {
    return (paths ?? [])
        .map(path => valueAt(record, path))
        .filter(v => v !== null && v !== undefined && String(v).trim() !== '')
        .join(' · ');
}
