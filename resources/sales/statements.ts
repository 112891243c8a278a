/**
 * Statements (spec §7 "statements (music, daily and others; list, item, CSV download)"; §9 "amounts
 * below a configurable USD threshold roll forward (the threshold value is not shown); US tax
 * withholding is remitted within 3 days of payment"): periods, and the pure settlement that
 * carries small amounts forward and withholds tax.
 */
import { fill, messages } from '../messages';
import { isDay, type SalesFigure } from './sales';

/**
 * Music (music and streaming stores, monthly) and others (sounds, stems, cloud, link, quarterly)
 * split every sale between them and pay it, once. Daily lists each recent day's sales of every
 * store to follow them as they come in; it pays nothing (its sales are paid on music and others).
 */
export const STATEMENT_TYPES = [
    { id: 'music', label: 'Music', stores: ['music', 'streaming'], pays: true },
    { id: 'others', label: 'Others', stores: ['sounds', 'stems', 'cloud', 'link'], pays: true },
    { id: 'daily', label: 'Daily', stores: null, pays: false },
] as const;
export type StatementType = (typeof STATEMENT_TYPES)[number]['id'];
export type PayingType = Extract<(typeof STATEMENT_TYPES)[number], { pays: true }>['id'];
export const isStatementType = (v: string): v is StatementType => STATEMENT_TYPES.some(t => t.id === v);
export const statementTypeOf = (type: StatementType) => STATEMENT_TYPES.find(t => t.id === type)!;
export const PAYING_TYPES = STATEMENT_TYPES.filter(t => t.pays).map(t => t.id as PayingType);

/** Days between the end of a period and its payment. */
export const PAYMENT_DELAY_DAYS: Record<PayingType, number> = { music: 15, others: 30 };

/** What a statement type covers and whether it pays, in the words the Statements screen shows. */
export function statementCoverage(type: StatementType): string {
    const m = messages.sales;
    if (type === 'music') return fill(m.coversMusic, { days: PAYMENT_DELAY_DAYS.music });
    if (type === 'others') return fill(m.coversOthers, { days: PAYMENT_DELAY_DAYS.others });
    return m.coversDaily;
}
/** US tax withholding is remitted within 3 days of payment (spec §9). */
export const WITHHOLDING_REMIT_DAYS = 3;
/** Withheld from the net of US sales when the supplier is not a US person. */
export const US_WITHHOLDING_RATE = 0.3;

export interface Period {
    /** `2025-03` (month), `2025-Q1` (quarter) or `2025-03-14` (day): the statement's id in its type. */
    id: string;
    start: string;
    end: string;
}

const day = (t: number) => new Date(t).toISOString().slice(0, 10);
export const addDays = (iso: string, n: number) => day(Date.parse(`${iso}T00:00:00Z`) + n * 86400000);

/** The period a statement id names, or null when it names none of its type. */
export function periodOf(type: StatementType, id: string): Period | null {
    let m: RegExpExecArray | null;
    if (type === 'music' && (m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(id))) {
        const start = `${m[1]}-${m[2]}-01`;
        const next = Date.UTC(Number(m[1]), Number(m[2]), 1);
        return { id, start, end: day(next - 86400000) };
    }
    if (type === 'others' && (m = /^(\d{4})-Q([1-4])$/.exec(id))) {
        const q = Number(m[2]);
        const start = `${m[1]}-${String(q * 3 - 2).padStart(2, '0')}-01`;
        return { id, start, end: day(Date.UTC(Number(m[1]), q * 3, 1) - 86400000) };
    }
    if (type === 'daily' && isDay(id)) return { id, start: id, end: id };
    return null;
}

/** The id of the statement of a type whose period holds a day. */
export function periodIdOf(type: StatementType, d: string): string {
    if (type === 'music') return d.slice(0, 7);
    if (type === 'others') return `${d.slice(0, 4)}-Q${Math.floor((Number(d.slice(5, 7)) - 1) / 3) + 1}`;
    return d;
}

/** The statements of a type from `first` to `last` (inclusive days), oldest first. */
export function periodsBetween(type: StatementType, first: string, last: string): Period[] {
    const out: Period[] = [];
    for (let t = Date.parse(`${first}T00:00:00Z`); t <= Date.parse(`${last}T00:00:00Z`); t += 86400000) {
        const id = periodIdOf(type, day(t));
        if (out[out.length - 1]?.id !== id) out.push(periodOf(type, id)!);
    }
    return out;
}

/** What a period earned, before settlement. */
export interface Earned {
    net_usd_cents: number;
    /** The net of sales in the United States (the base of US withholding). */
    us_net_usd_cents: number;
}

export interface Settlement {
    /** Carried from earlier statements below the threshold. */
    brought_forward_cents: number;
    /** Paid on this statement (0 when rolled forward). */
    payable_cents: number;
    /** Rolled to the next statement because the total stayed below the threshold. */
    carried_forward_cents: number;
    withholding_cents: number;
    paid_cents: number;
}

/**
 * Settles statements in order: a total (this period plus what was brought forward) below the
 * threshold rolls forward whole; otherwise it is paid, less US withholding on its US share. A
 * label's share of its supplier's statements is paid when the supplier's is (`paysWith`, by
 * period): the threshold applies to what the supplier is paid, never to one label's part of it.
 */
export function settle(
    periods: readonly Earned[],
    thresholdCents: number,
    withholdingRate: number,
    paysWith?: readonly boolean[]
): Settlement[] {
    let carried = 0;
    let carriedUs = 0;
    return periods.map((p, i) => {
        const brought = carried;
        const total = p.net_usd_cents + brought;
        const usBase = p.us_net_usd_cents + carriedUs;
        if (paysWith ? !paysWith[i] : total < thresholdCents) {
            carried = total;
            carriedUs = usBase;
            return {
                brought_forward_cents: brought,
                payable_cents: 0,
                carried_forward_cents: total,
                withholding_cents: 0,
                paid_cents: 0,
            };
        }
        carried = 0;
        carriedUs = 0;
        const withholding = Math.round(Math.max(0, usBase) * withholdingRate);
        return {
            brought_forward_cents: brought,
            payable_cents: total,
            carried_forward_cents: 0,
            withholding_cents: withholding,
            paid_cents: total - withholding,
        };
    });
}

interface StatementBase {
    id: string;
    type: StatementType;
    start: string;
    end: string;
    quantity: number;
    gross_usd_cents: number;
    net_usd_cents: number;
    lines: number;
}

/** A music or others statement: settled and paid. */
export interface PayingStatement extends StatementBase, Settlement {
    pays: true;
    payment_date: string;
    /** Whether the payment date has come (on the server's clock): "Paid on", else "To be paid on". */
    paid: boolean;
    /** When withheld tax is remitted: within 3 days of payment. */
    withholding_remitted_by: string | null;
}

/** A statement of another type that pays some of these sales (its period may not have ended yet: not issued). */
export interface StatementRef {
    type: PayingType;
    id: string;
    issued: boolean;
    /** The net of these sales that this statement pays (the sales of its stores). */
    net_usd_cents: number;
}

/** A daily statement: its sales only, and the statements that pay them. */
export interface SalesOnlyStatement extends StatementBase {
    pays: false;
    paid_on: StatementRef[];
}

/**
 * "Paid on …" once the payment date has come, "To be paid on …" before; a statement that pays
 * nothing (below the threshold, rolled forward) says so rather than "Paid".
 */
export const paymentText = (s: Pick<PayingStatement, 'paid' | 'payment_date'> & { payable_cents?: number }) =>
    s.payable_cents === 0
        ? messages.sales.nothingToPay
        : fill(s.paid ? messages.sales.paidOn : messages.sales.toBePaidOn, { date: s.payment_date });

/** A statement as the list gives it. */
export type StatementSummary = PayingStatement | SalesOnlyStatement;

/** A statement with its revenue summaries, each with its totals row. */
export type Statement = StatementSummary & StatementDetail;
interface StatementDetail {
    supplier: { id: number; name: string };
    summaries: {
        by: 'period' | 'store' | 'sale_type';
        label: string;
        rows: SalesFigure[];
        total: Omit<SalesFigure, 'key'>;
    }[];
}

/** The sub-period a line falls in for the "by period" summary: a month's weeks, a quarter's months, the day. */
export function subPeriodOf(type: StatementType, period: Period, lineDay: string): string {
    if (type === 'others') return lineDay.slice(0, 7);
    if (type === 'daily') return lineDay;
    const week = Math.floor((Number(lineDay.slice(8, 10)) - 1) / 7);
    const from = addDays(period.start, week * 7);
    const to = addDays(period.start, Math.min(week * 7 + 6, Number(period.end.slice(8, 10)) - 1));
    return `${from} – ${to}`;
}
