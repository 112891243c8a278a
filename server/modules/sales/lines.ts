/**
 * Sales lines of the seeded catalogue: a year up to the seed's "now", per track, day, territory,
 * brand and store, sale type and format, with quantity and gross and net in the line's currency
 * and in US cents. Deterministic (a PRNG of its own, so other modules' seeds never shift it) and
 * bounded: about 40 lines a day from at most 600 selling tracks, whatever the catalogue's size.
 */
import {
    SALES_STORES,
    SALES_TERRITORIES,
    USD_RATES,
    type SalesFilter,
    type SalesLine,
} from '../../../resources/sales/sales';
import type { BrandId } from '../../../resources/permissions';
import { stmt, type DB } from '../../db';
import type { SeedContext } from '../../core/module';
import { prng } from '../../seed/prng';

export const SALES_DDL = `CREATE TABLE IF NOT EXISTS sales_lines (id INTEGER PRIMARY KEY, day TEXT NOT NULL,
  track_id INTEGER NOT NULL, release_id INTEGER NOT NULL, label_id INTEGER NOT NULL, supplier_id INTEGER NOT NULL,
  territory TEXT NOT NULL, brand TEXT NOT NULL, store TEXT NOT NULL, sale_type TEXT NOT NULL, format TEXT NOT NULL,
  quantity INTEGER NOT NULL, currency TEXT NOT NULL, gross_cents INTEGER NOT NULL, net_cents INTEGER NOT NULL,
  gross_usd_cents INTEGER NOT NULL, net_usd_cents INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS sales_lines_supplier ON sales_lines(supplier_id, day);
CREATE INDEX IF NOT EXISTS sales_lines_label ON sales_lines(label_id, day);
CREATE INDEX IF NOT EXISTS sales_lines_day ON sales_lines(day);
CREATE TABLE IF NOT EXISTS sales_reports (job_id INTEGER PRIMARY KEY, report TEXT NOT NULL);`;

const POOL = 600;
const LINES_PER_DAY = 40;
/** The partner's share of gross. */
const NET_SHARE = 0.7;
const TERRITORY_WEIGHTS = [35, 6, 15, 10, 6, 5, 4, 6, 4, 4, 5];
const STORE_WEIGHTS: Record<BrandId, number[]> = { download: [60, 10, 10, 15, 5], dj: [40, 60] };
/** US dollars a unit costs, by sale type (purchases by format; stems cost more). */
const PRICE = { mp3: 1.49, lossless: 2.49, stems: 4.99, Subscription: 0.35, Stream: 0.004 };

function weighted<T>(next: () => number, items: readonly T[], weights: readonly number[]): T {
    let x = next() * weights.reduce((a, b) => a + b, 0);
    for (let i = 0; i < items.length; i++) if ((x -= weights[i]) < 0) return items[i];
    return items[items.length - 1];
}

/** The seed's calendar: the year of days that ends the day before the seed's "now". */
export function salesYear(nowIso: string): { first: string; last: string } {
    const last = new Date(Date.parse(nowIso.slice(0, 10)) - 86400000);
    return {
        first: new Date(last.getTime() - 364 * 86400000).toISOString().slice(0, 10),
        last: last.toISOString().slice(0, 10),
    };
}

export function seedSalesLines({ db, nowIso }: SeedContext): void {
    const r = prng(20251231);
    const all = db
        .prepare('SELECT id, release_id, label_id, supplier_id FROM tracks WHERE is_dj_edit = 0 ORDER BY id')
        .all() as { id: number; release_id: number; label_id: number; supplier_id: number }[];
    if (!all.length) return;
    const stride = Math.max(1, Math.ceil(all.length / POOL));
    const pool = all.filter((_, i) => i % stride === 0);
    // Popularity does not follow ids: shuffle, then favour the front of the pool.
    for (let i = pool.length - 1; i > 0; i--) {
        const j = Math.floor(r.next() * (i + 1));
        [pool[i], pool[j]] = [pool[j], pool[i]];
    }
    const insert = db.prepare(
        `INSERT INTO sales_lines (day, track_id, release_id, label_id, supplier_id, territory, brand, store, sale_type,
         format, quantity, currency, gross_cents, net_cents, gross_usd_cents, net_usd_cents)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
    );
    const { first } = salesYear(nowIso);
    for (let d = 0; d < 365; d++) {
        const date = new Date(Date.parse(first) + d * 86400000);
        const day = date.toISOString().slice(0, 10);
        // Weekends and December sell more.
        const lift = (date.getUTCDay() % 6 === 0 ? 1.3 : 1) * (date.getUTCMonth() === 11 ? 1.4 : 1);
        const count = Math.round(LINES_PER_DAY * lift * (0.7 + r.next() * 0.6));
        for (let n = 0; n < count; n++) {
            const t = pool[Math.floor(r.next() ** 2.2 * pool.length)];
            const brand: BrandId = r.next() < 0.7 ? 'download' : 'dj';
            const store = weighted(r.next, SALES_STORES[brand], STORE_WEIGHTS[brand]);
            const saleType = store === 'streaming' ? 'Stream' : store === 'cloud' ? 'Subscription' : 'Purchase';
            const format =
                saleType === 'Stream' ? 'stream' : weighted(r.next, ['mp3', 'wav', 'aiff', 'flac'], [55, 25, 10, 10]);
            const quantity =
                saleType === 'Stream'
                    ? r.int(20, 400)
                    : saleType === 'Subscription'
                      ? r.int(1, 5)
                      : r.next() < 0.85
                        ? 1
                        : r.int(2, 3);
            const usdUnit =
                saleType !== 'Purchase'
                    ? PRICE[saleType]
                    : store === 'stems'
                      ? PRICE.stems
                      : format === 'mp3'
                        ? PRICE.mp3
                        : PRICE.lossless;
            const territory = weighted(r.next, SALES_TERRITORIES, TERRITORY_WEIGHTS);
            const rate = USD_RATES[territory.currency];
            // Stores price in whole local cents; streams are priced per thousand plays.
            const gross = Math.round(((quantity * usdUnit) / rate) * 100);
            const net = Math.round(gross * NET_SHARE);
            insert.run(
                day,
                t.id,
                t.release_id,
                t.label_id,
                t.supplier_id,
                territory.name,
                brand,
                store,
                saleType,
                format,
                quantity,
                territory.currency,
                gross,
                net,
                Math.round(gross * rate),
                Math.round(net * rate)
            );
        }
    }
}

export interface LineQuery {
    scope: { sql: string; params: unknown[] };
    supplierId?: number | null;
    filter: Partial<SalesFilter> & { start_date: string; end_date: string };
    stores?: readonly string[] | null;
}

/** The lines a query selects, with the names of their track, release and label as they are now. */
export function selectLines(db: DB, q: LineQuery): SalesLine[] {
    const where = ['s.day BETWEEN ? AND ?', q.scope.sql];
    const params: unknown[] = [q.filter.start_date, q.filter.end_date, ...q.scope.params];
    if (q.supplierId) {
        where.push('s.supplier_id = ?');
        params.push(q.supplierId);
    }
    for (const key of ['brand', 'store', 'territory', 'sale_type', 'label_id', 'release_id'] as const) {
        const v = q.filter[key];
        if (v !== undefined) {
            where.push(`s.${key} = ?`);
            params.push(v);
        }
    }
    if (q.stores) {
        where.push(`s.store IN (${q.stores.map(() => '?').join(', ')})`);
        params.push(...q.stores);
    }
    return stmt(
        db,
        `SELECT s.day, s.track_id, t.name AS track_name, s.release_id, r.name AS release_name, s.label_id,
           l.name AS label_name, s.supplier_id, s.territory, s.brand, s.store, s.sale_type, s.format, s.quantity,
           s.currency, s.gross_cents, s.net_cents, s.gross_usd_cents, s.net_usd_cents
         FROM sales_lines s JOIN tracks t ON t.id = s.track_id JOIN releases r ON r.id = s.release_id
           JOIN labels l ON l.id = s.label_id
         WHERE ${where.join(' AND ')} ORDER BY s.day, s.id`
    ).all(...params) as SalesLine[];
}
