/**
 * A supplier's statements, computed from its sales lines when asked (so the threshold is read at
 * the time, and the figures always agree with the lines): music monthly and others quarterly, each
 * settled in order (below the threshold rolls forward) and paid; daily for the last 31 days, sales
 * only, naming the music and others statements that pay them. A period is a statement once it has
 * ended (on the server's clock).
 */
import { groupFigures, totalOf, type SalesLine } from '../../../resources/sales/sales';
import {
    addDays,
    PAYING_TYPES,
    PAYMENT_DELAY_DAYS,
    periodIdOf,
    periodOf,
    periodsBetween,
    settle,
    statementTypeOf,
    subPeriodOf,
    US_WITHHOLDING_RATE,
    WITHHOLDING_REMIT_DAYS,
    type PayingType,
    type Period,
    type Statement,
    type StatementSummary,
    type StatementType,
} from '../../../resources/sales/statements';
import { stmt, type DB } from '../../db';
import { todayIso } from '../../core/rows';
import { selectLines } from './lines';

/** STATEMENT_THRESHOLD_USD (default 50): statements below it roll forward. Never sent to the console. */
export const thresholdCents = () => Math.round(Number(process.env.STATEMENT_THRESHOLD_USD ?? 50) * 100) || 0;
export const DAILY_STATEMENT_DAYS = 31;

export interface StatementScope {
    supplierId: number;
    /** A label partner's statements cover its own label's lines only. */
    labelId: number | null;
}

const storesOf = (type: StatementType) => statementTypeOf(type).stores;

/** The days sales lines exist for (the seeded calendar). */
function calendar(db: DB): { first: string; last: string } | null {
    const row = stmt(db, 'SELECT min(day) AS first, max(day) AS last FROM sales_lines').get() as {
        first: string | null;
        last: string | null;
    };
    return row.first && row.last ? { first: row.first, last: row.last } : null;
}

/** The periods of a type that have ended by `today`, over the days sales exist for. */
function periodsFor(db: DB, type: StatementType, today: string): Period[] {
    const cal = calendar(db);
    if (!cal) return [];
    const first = type === 'daily' ? addDays(cal.last, 1 - DAILY_STATEMENT_DAYS) : cal.first;
    return periodsBetween(type, first, cal.last).filter(p => p.end < today);
}

function withholdingRate(db: DB, supplierId: number): number {
    const country = stmt(db, 'SELECT country_id FROM suppliers WHERE id = ?').pluck().get(supplierId);
    // US persons are not withheld from; a payee abroad is, on its US sales.
    return country === 1 ? 0 : US_WITHHOLDING_RATE;
}

/** Each day's net by the statement type that pays it (music or others, by store). */
function paidShares(
    db: DB,
    scope: StatementScope,
    first: string,
    last: string
): Map<string, Record<PayingType, number>> {
    const shares = PAYING_TYPES.map(t => {
        const stores = storesOf(t)!;
        return {
            type: t,
            sql: `sum(CASE WHEN store IN (${stores.map(() => '?').join(', ')}) THEN net_usd_cents ELSE 0 END)`,
            stores,
        };
    });
    const rows = stmt(
        db,
        `SELECT day, ${shares.map((x, i) => `${x.sql} AS s${i}`).join(', ')} FROM sales_lines
         WHERE supplier_id = ? AND day BETWEEN ? AND ? ${scope.labelId ? 'AND label_id = ?' : ''} GROUP BY day`
    ).all(
        ...shares.flatMap(x => x.stores),
        scope.supplierId,
        first,
        last,
        ...(scope.labelId ? [scope.labelId] : [])
    ) as Record<string, number | string>[];
    return new Map(
        rows.map(r => [
            r.day as string,
            Object.fromEntries(shares.map((x, i) => [x.type, r[`s${i}`] as number])) as Record<PayingType, number>,
        ])
    );
}

/** What each period earned, within the scope (a label's lines only, for a label partner). */
function earnedIn(db: DB, scope: StatementScope, type: StatementType, periods: readonly Period[]) {
    const stores = storesOf(type);
    const where = ['supplier_id = ?', 'day BETWEEN ? AND ?'];
    const params: unknown[] = [scope.supplierId, periods[0].start, periods[periods.length - 1].end];
    if (scope.labelId) {
        where.push('label_id = ?');
        params.push(scope.labelId);
    }
    if (stores) {
        where.push(`store IN (${stores.map(() => '?').join(', ')})`);
        params.push(...stores);
    }
    const days = stmt(
        db,
        `SELECT day, count(*) AS lines, sum(quantity) AS quantity, sum(gross_usd_cents) AS gross,
           sum(net_usd_cents) AS net, sum(CASE WHEN territory = 'United States' THEN net_usd_cents ELSE 0 END) AS us
         FROM sales_lines WHERE ${where.join(' AND ')} GROUP BY day`
    ).all(...params) as { day: string; lines: number; quantity: number; gross: number; net: number; us: number }[];
    return periods.map(p => {
        const e = { lines: 0, quantity: 0, gross_usd_cents: 0, net_usd_cents: 0, us_net_usd_cents: 0 };
        for (const d of days)
            if (d.day >= p.start && d.day <= p.end) {
                e.lines += d.lines;
                e.quantity += d.quantity;
                e.gross_usd_cents += d.gross;
                e.net_usd_cents += d.net;
                e.us_net_usd_cents += d.us;
            }
        return e;
    });
}

/** Every statement of a type, oldest first, settled in order. */
export function statementsOf(db: DB, scope: StatementScope, type: StatementType): StatementSummary[] {
    const today = todayIso();
    const periods = periodsFor(db, type, today);
    if (!periods.length) return [];
    const earned = earnedIn(db, scope, type, periods);
    const base = (p: Period, i: number) => ({
        id: p.id,
        type,
        start: p.start,
        end: p.end,
        quantity: earned[i].quantity,
        gross_usd_cents: earned[i].gross_usd_cents,
        net_usd_cents: earned[i].net_usd_cents,
        lines: earned[i].lines,
    });
    // Daily pays nothing: its sales are paid, once, on the music or others statement of their period.
    if (type === 'daily') {
        const shares = paidShares(db, scope, periods[0].start, periods[periods.length - 1].end);
        return periods.map((p, i) => ({
            ...base(p, i),
            pays: false,
            paid_on: PAYING_TYPES.map(t => {
                const id = periodIdOf(t, p.start);
                const net_usd_cents = shares.get(p.start)?.[t] ?? 0;
                return { type: t, id, issued: periodOf(t, id)!.end < today, net_usd_cents };
            }),
        }));
    }
    const rate = withholdingRate(db, scope.supplierId);
    // A label's share is paid, or rolled forward, with its supplier's statement.
    const paysWith = scope.labelId
        ? settle(earnedIn(db, { ...scope, labelId: null }, type, periods), thresholdCents(), rate).map(
              s => s.carried_forward_cents === 0
          )
        : undefined;
    const settled = settle(earned, thresholdCents(), rate, paysWith);
    return periods.map((p, i) => {
        const payment = addDays(p.end, PAYMENT_DELAY_DAYS[type]);
        const s = settled[i];
        return {
            ...base(p, i),
            pays: true,
            payment_date: payment,
            paid: payment <= today,
            withholding_remitted_by: s.withholding_cents > 0 ? addDays(payment, WITHHOLDING_REMIT_DAYS) : null,
            ...s,
        };
    });
}

/** One statement's lines (for its summaries and its CSV). */
export function statementLines(db: DB, scope: StatementScope, type: StatementType, period: Period): SalesLine[] {
    return selectLines(db, {
        scope: scope.labelId ? { sql: 's.label_id = ?', params: [scope.labelId] } : { sql: '1', params: [] },
        supplierId: scope.supplierId,
        filter: { start_date: period.start, end_date: period.end },
        stores: storesOf(type),
    });
}

/** One statement with its revenue summaries, or null when its id names no statement of the type. */
export function statementOf(db: DB, scope: StatementScope, type: StatementType, id: string): Statement | null {
    const period = periodOf(type, id);
    const summary = period && statementsOf(db, scope, type).find(s => s.id === id);
    if (!period || !summary) return null;
    const lines = statementLines(db, scope, type, period);
    const name = stmt(db, 'SELECT name FROM suppliers WHERE id = ?').pluck().get(scope.supplierId) as string;
    const summaryBy = (by: 'period' | 'store' | 'sale_type', label: string, keyOf: (l: SalesLine) => string) => {
        const rows = groupFigures(lines, keyOf).sort((a, b) => a.key.localeCompare(b.key));
        return { by, label, rows, total: totalOf(rows) };
    };
    return {
        ...summary,
        supplier: { id: scope.supplierId, name },
        summaries: [
            summaryBy('period', 'Period', l => subPeriodOf(type, period, l.day)),
            summaryBy('store', 'Store', l => l.store),
            summaryBy('sale_type', 'Sale Type', l => l.sale_type),
        ],
    };
}
