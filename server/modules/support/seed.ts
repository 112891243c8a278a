/**
 * Seeded support records. Plain arithmetic on the row number, not the shared PRNG: these
 * fragments come last, and other modules appended after them keep their own sequences.
 */
import { dayAfter, type SeedContext } from '../../core/module';
import { MOUNTAIN, wallToInstant } from '../../../resources/time';
import { djProfileCountFor } from '../../seed/counts';

export const CUSTOMER_COUNT = 60;
export const COUPON_COUNT = 12;
/** Labels 1–12 each get offers, purchases and subscriptions (label 1 is the demo `label` user's). */
export const HYPE_LABELS = 12;

const FIRST = ['Ana', 'Ben', 'Chloé', 'Dev', 'Eva', 'Finn', 'Grace', 'Hiro', 'Iris', 'Jon'];
const LAST = ['Silva', 'Okafor', 'Müller', 'Nguyen', 'Rossi', 'Kowalski', 'Haddad', 'Tanaka'];
const at = (base: Date, days: number, hour = 12) => `${dayAfter(base, days)}T${String(hour).padStart(2, '0')}:00:00Z`;

export function seedCustomers({ db, base, nowIso, trackCount }: SeedContext): void {
    const insert = db.prepare(
        `INSERT INTO customers (id, username, email, first_name, last_name, person_id, last_login, created_date,
         register_ip_address, decline_transactions, bypass_fraud_checks, juicing_purchases, dj_profile_id, temporary_email, email_verified)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
    );
    const note = db.prepare('INSERT INTO customer_notes (user_id, note, author, created) VALUES (?, ?, ?, ?)');
    const profiles = djProfileCountFor(trackCount);
    for (let i = 1; i <= CUSTOMER_COUNT; i++) {
        const first = FIRST[i % FIRST.length];
        const last = LAST[i % LAST.length];
        const username = `${first
            .toLowerCase()
            .normalize('NFD')
            .replace(/[^a-z]/g, '')}${i}`;
        insert.run(
            i,
            username,
            `${username}@listener.example`,
            first,
            last,
            700000 + i * 17,
            i % 7 === 0 ? null : at(base, -(i % 30), 8 + (i % 12)),
            at(base, -400 + i * 5, 10),
            `203.0.113.${i}`,
            i % 11 === 0 ? 1 : 0,
            i % 13 === 0 ? 1 : 0,
            i % 17 === 0 ? 1 : 0,
            i % 4 === 0 && i / 4 <= profiles ? i / 4 : null,
            i % 5 === 0 ? `pending${i}@temporary.example` : null,
            i % 6 === 0 ? 0 : 1
        );
        if (i % 3 === 0) note.run(i, 'Asked about a missing download; resent the link.', 'support', nowIso);
    }
}

/** A Mountain wall-clock time on a day (YYYY-MM-DD), as the ISO instant a coupon's start or end is. */
const mountainAt = (day: string, hour: number, minute = 0) => {
    const [y, m, d] = day.split('-').map(Number);
    return new Date(wallToInstant(y, m, d, hour, minute, MOUNTAIN)).toISOString();
};

/** Today at midnight UTC: coupons and hype run around the real clock, as their status is read against it. */
const today = () => new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000);

export function seedCoupons({ db }: SeedContext): void {
    const base = today();
    const insert = db.prepare(
        `INSERT INTO coupons (id, code, discount_type, discount_amount, max_usage, min_order_usd, min_order_gbp, min_order_eur,
         min_order_aud, min_order_brl, min_order_mxn, start_date, end_date, voided, user_ids)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
    );
    const person = db.prepare('INSERT INTO coupon_people (coupon_id, user_id, kind, date) VALUES (?, ?, ?, ?)');
    for (let i = 1; i <= COUPON_COUNT; i++) {
        const percentage = i % 2 === 1;
        // Every third coupon has ended (Expired), every fourth is voided, the rest are active.
        const ended = i % 3 === 0;
        const users = i % 5 === 0 ? [i, i + 1, i + 2] : [];
        insert.run(
            i,
            `SEED${String(i).padStart(2, '0')}${percentage ? 'PCT' : 'OFF'}`,
            percentage ? 'percentage' : 'amount',
            percentage ? 5 * ((i % 4) + 1) : 2 + (i % 3),
            i % 2 ? 100 * i : null,
            i % 3 ? 10 : null,
            i % 3 ? 8 : null,
            i % 3 ? 9 : null,
            null,
            null,
            null,
            // Instants, shown in Mountain time: from 09:00 on the first day to 23:59 on the last.
            mountainAt(dayAfter(base, -200 + i), 9),
            mountainAt(ended ? dayAfter(base, -20) : dayAfter(base, 300 + i), 23, 59),
            i % 4 === 0 ? 1 : 0,
            JSON.stringify(users)
        );
        // Some people registered the coupon to their account; every other one of them redeemed it.
        const registered = users.length
            ? users
            : Array.from({ length: 2 + (i % 5) }, (_, k) => ((i * 7 + k * 11) % 60) + 1);
        registered.forEach((user, k) => {
            person.run(i, user, 'registered', `${dayAfter(base, -100 + k)}T12:00:00Z`);
            if (k % 2 === 0) person.run(i, user, 'redeemed', `${dayAfter(base, -50 + k)}T12:00:00Z`);
        });
    }
}

export function seedCredits({ db, base }: SeedContext): void {
    const insert = db.prepare(
        'INSERT INTO credits (user_id, amount, currency, reason_id, note, author, created) VALUES (?, ?, ?, ?, ?, ?, ?)'
    );
    const currencies = ['USD', 'GBP', 'EUR'];
    for (let i = 1; i <= 10; i++) {
        insert.run(i * 3, 5 + i, currencies[i % 3], 1 + (i % 4), null, 'support', at(base, -i, 15));
    }
}

export function seedHype({ db }: SeedContext): void {
    const base = today();
    const offer = db.prepare(
        `INSERT INTO hype_offers (id, name, label_id, price, period, state, start_date, end_date, created)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`
    );
    const purchase = db.prepare(
        `INSERT INTO hype_purchases (offer_id, label_id, user_id, price, period, state, purchased, period_start, period_end)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`
    );
    const subscription = db.prepare(
        `INSERT INTO hype_subscriptions (offer_id, label_id, user_id, price, period, state, start_date, end_date)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`
    );
    const states = ['paid', 'paid', 'refunded', 'failed'];
    for (let label = 1; label <= HYPE_LABELS; label++) {
        const monthly = label * 2 - 1;
        const yearly = label * 2;
        // A label that may not use hype has its offers retired (a month ago, their end date) and nothing
        // bought since: its monthly purchases all ended before. A retired offer has no active subscription.
        const eligible = !!db.prepare('SELECT hype_eligible FROM labels WHERE id = ?').pluck().get(label);
        const yearlyActive = eligible && label % 3 !== 0;
        const retiredOn = dayAfter(base, -30);
        const shift = eligible ? 0 : -90;
        offer.run(
            monthly,
            `Hype Monthly ${label}`,
            label,
            9.99,
            'month',
            eligible ? 'active' : 'retired',
            dayAfter(base, -90 + shift),
            eligible ? null : retiredOn,
            at(base, -90 + shift)
        );
        offer.run(
            yearly,
            `Hype Yearly ${label}`,
            label,
            99,
            'year',
            yearlyActive ? 'active' : 'retired',
            dayAfter(base, -90),
            yearlyActive ? dayAfter(base, 275) : retiredOn,
            at(base, -90)
        );
        for (let k = 0; k < 3; k++) {
            const user = ((label * 3 + k) % 60) + 1;
            const start = -60 + k * 30 + shift;
            purchase.run(
                monthly,
                label,
                user,
                9.99,
                'month',
                states[(label + k) % 4],
                at(base, start),
                dayAfter(base, start),
                dayAfter(base, start + 30)
            );
        }
        subscription.run(
            yearly,
            label,
            ((label * 7) % 60) + 1,
            99,
            'year',
            yearlyActive && label % 4 ? 'active' : 'cancelled',
            dayAfter(base, yearlyActive ? -30 : -60),
            yearlyActive ? dayAfter(base, 335) : retiredOn
        );
    }
}
