/**
 * Seeded orders: every status, items in every availability, some refunds already made, tax lines
 * and audio-format fees; deterministic from a PRNG of its own, so the seeds before stay as they were.
 * The bench adds many items to one order with `seedOrderItems`.
 */
import { refundAmounts, sumMoney, taxShares } from '../../../resources/support/orderItems';
import type { DB } from '../../db';
import { prng, type Prng } from '../../seed/prng';
import { ADJ, FIRST, LAST, NOUN } from '../../seed/words';

const FORMATS = [
    { format: 'MP3', fee: 0 },
    { format: 'WAV', fee: 1 },
    { format: 'AIFF', fee: 1 },
    { format: 'FLAC', fee: 0.5 },
] as const;
const PRICES = [1.29, 1.49, 1.99, 2.49];
const STATES = ['CO', 'NY', 'CA', 'TX', 'WA'];
const CITIES = ['Denver', 'Boulder', 'Brooklyn', 'Austin', 'Seattle'];
const CURRENCIES = ['USD', 'USD', 'USD', 'EUR', 'GBP'];
export const STORE_USER_COUNT = 400;
/** Store users registered per day over the last days of the seeded calendar (the export's test days). */
const RECENT_DAYS = 30;

export const orderCountFor = (trackCount: number) => Math.max(120, Math.round(trackCount / 20));
const status = (i: number) => (i % 10 === 0 ? 'deleted' : i % 7 === 0 ? 'open' : 'complete');
const ip = (r: Prng) => `${r.int(11, 223)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;

/**
 * The store's customers who bought (support's users, `customers`, seeded before): `created_date`
 * over two years, with a few on each of the last 30 days (the new-user export's days). They follow
 * the users seeded there; `person_id` goes on from where theirs end.
 */
function seedStoreUsers(db: DB, r: Prng, nowIso: string): number {
    const first = ((db.prepare('SELECT max(id) FROM customers').pluck().get() as number | null) ?? 0) + 1;
    const add = db.prepare(`INSERT INTO customers (id, username, email, first_name, last_name, person_id,
      register_ip_address, created_date, last_login) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const now = Date.parse(nowIso);
    for (let i = 1; i <= STORE_USER_COUNT; i++) {
        const daysAgo = i <= RECENT_DAYS * 3 ? Math.ceil(i / 3) : r.int(RECENT_DAYS + 1, 730);
        const joined = new Date(now - daysAgo * 86_400_000 + r.int(0, 86_399) * 1000).toISOString();
        const given = r.pick(FIRST);
        const last = r.pick(LAST);
        const username = `${given}${last}${i}`.toLowerCase().replace(/[^a-z0-9]/g, '');
        const id = first + i - 1;
        add.run(id, username, `${username}@example.com`, given, last, 900_000 + id, ip(r), joined, joined);
    }
    return first;
}

interface ItemRow {
    price: number;
    fee: number;
}

function seedOneOrder(db: DB, r: Prng, id: number, nowIso: string, trackNames: string[], firstUser: number) {
    const user = firstUser + ((id * 37) % STORE_USER_COUNT);
    const u = db.prepare('SELECT username, email FROM customers WHERE id = ?').get(user) as {
        username: string;
        email: string;
    };
    const st = status(id);
    const created = new Date(Date.parse(nowIso) - r.int(0, 400) * 86_400_000 - r.int(0, 86_399) * 1000).toISOString();
    const items: (ItemRow & { track: number; format: string; availability: number })[] = [];
    const n = r.int(1, 6);
    for (let k = 0; k < n; k++) {
        const f = r.pick(FORMATS);
        // A complete order's items download; an open or deleted order's do not; a few are dissociated.
        const availability = st !== 'complete' ? 0 : id % 9 === 0 && k === 0 ? 2 : 1;
        items.push({
            track: r.int(1, trackNames.length),
            format: f.format,
            price: r.pick(PRICES),
            fee: f.fee,
            availability,
        });
    }
    const subtotal = sumMoney(items.map(i => i.price));
    const feeTotal = sumMoney(items.map(i => i.fee));
    const taxes =
        id % 4 === 0
            ? [{ kind: 'VAT', name: 'VAT 20%', amount: Math.round(subtotal * 20) / 100 }]
            : [
                  { kind: 'city', name: `${CITIES[id % 5]} city tax`, amount: Math.round(subtotal * 2) / 100 },
                  { kind: 'state', name: `${STATES[id % 5]} state tax`, amount: Math.round(subtotal * 4) / 100 },
              ];
    const taxTotal = sumMoney(taxes.map(t => t.amount));
    const total = sumMoney([subtotal, feeTotal, taxTotal]);
    db.prepare(
        `INSERT INTO orders (id, user_id, username, email, status, purchaser_ip, date_created, currency, subtotal,
          tax_total, fee_total, total, refund_total) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)`
    ).run(id, user, u.username, u.email, st, ip(r), created, r.pick(CURRENCIES), subtotal, taxTotal, feeTotal, total);
    const addItem = db.prepare(`INSERT INTO order_items (order_id, track_id, name, audio_format, price, fee, tax,
      availability, refunded, dissociated_from) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`);
    const shares = taxShares(
        items.map(i => i.price),
        taxTotal
    );
    items.forEach((i, k) =>
        // A seeded dissociated item (of a complete order) was available before it was dissociated.
        addItem.run(
            id,
            i.track,
            trackNames[i.track - 1],
            i.format,
            i.price,
            i.fee,
            shares[k],
            i.availability,
            i.availability === 2 ? 1 : null
        )
    );
    const addTax = db.prepare('INSERT INTO order_tax_lines (order_id, kind, name, amount) VALUES (?, ?, ?, ?)');
    for (const t of taxes) addTax.run(id, t.kind, t.name, t.amount);
    if (st !== 'open') {
        db.prepare(
            `INSERT INTO order_transactions (order_id, kind, method, amount, reference, created)
             VALUES (?, 'charge', ?, ?, ?, ?)`
        ).run(id, r.pick(['card', 'paypal', 'credit']), total, `TX-${String(id).padStart(7, '0')}`, created);
    }
}

/** One earlier refund on some complete orders, so the list shows refunded totals from the start. */
function seedRefunds(db: DB) {
    const first = db
        .prepare(
            `SELECT i.id, i.order_id, i.price, i.fee, i.tax, o.date_created FROM order_items i JOIN orders o ON o.id = i.order_id
             WHERE o.status = 'complete' AND o.id % 5 = 1 AND i.availability = 1
             AND i.id = (SELECT min(id) FROM order_items WHERE order_id = o.id)`
        )
        .all() as { id: number; order_id: number; price: number; fee: number; tax: number; date_created: string }[];
    for (const it of first) {
        // As the API refunds: the price, the format fee and the item's share of the tax.
        const back = refundAmounts([it]);
        db.prepare(
            `INSERT INTO order_refunds (order_id, order_item_id, method, price, fee, tax, amount, username, created)
             VALUES (?, ?, 'refund', ?, ?, ?, ?, 'support', ?)`
        ).run(it.order_id, it.id, back.price, back.fees, back.tax, back.total, it.date_created);
        db.prepare('UPDATE order_items SET refunded = 1, availability = 0 WHERE id = ?').run(it.id);
        db.prepare('UPDATE orders SET refund_total = ? WHERE id = ?').run(back.total, it.order_id);
        db.prepare(
            `INSERT INTO order_transactions (order_id, kind, method, amount, reference, created)
             VALUES (?, 'refund', 'refund', ?, ?, ?)`
        ).run(it.order_id, -back.total, `RF-${it.id}`, it.date_created);
    }
}

export function seedOrders(db: DB, trackCount: number, nowIso: string) {
    const r = prng(11_2026);
    const firstUser = seedStoreUsers(db, r, nowIso);
    const trackNames = db.prepare('SELECT name FROM tracks ORDER BY id').pluck().all() as string[];
    for (let id = 1; id <= orderCountFor(trackCount); id++) seedOneOrder(db, r, id, nowIso, trackNames, firstUser);
    seedRefunds(db);
}

/** Adds `count` items to one new complete order (benchmarks: a 100k-row export); returns the order's id. */
export function seedOrderItems(db: DB, count: number): number {
    const r = prng(100_000);
    const id = ((db.prepare('SELECT max(id) FROM orders').pluck().get() as number | null) ?? 0) + 1;
    db.transaction(() => {
        db.prepare(
            `INSERT INTO orders (id, user_id, username, email, status, purchaser_ip, date_created, currency, subtotal,
              tax_total, fee_total, total, refund_total) VALUES (?, 1, 'bench', 'bench@example.com', 'complete',
              '10.0.0.1', ?, 'USD', 0, 0, 0, 0, 0)`
        ).run(id, new Date().toISOString());
        const add = db.prepare(`INSERT INTO order_items (order_id, track_id, name, audio_format, price, fee,
          availability, refunded) VALUES (?, 1, ?, 'MP3', ?, 0, 1, 0)`);
        // Every tenth name starts like a formula, so the export's neutralisation is on the measured path.
        for (let k = 1; k <= count; k++)
            add.run(id, `${k % 10 === 0 ? '=' : ''}${r.pick(ADJ)} ${r.pick(NOUN)} ${k}`, r.pick(PRICES));
        const total = db.prepare('SELECT round(sum(price), 2) FROM order_items WHERE order_id = ?').pluck().get(id);
        db.prepare('UPDATE orders SET subtotal = ?, total = ? WHERE id = ?').run(total, total, id);
    })();
    return id;
}
