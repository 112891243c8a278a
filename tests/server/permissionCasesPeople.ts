/**
 * The permission table's rows for support's people and money records, written by hand from spec §6:
 * "Users: admin, support, content_ops, curation" (the flags: admin and support only), "Coupons and
 * hype purchases: admin, label_mgmt, support, marketing" (no brand condition: the DJ-store admin is
 * an admin; offers and subscriptions go with purchases), credits with orders' admin and support.
 * The Hype page (label hype, a first-brand flag): those hype staff and first-brand partners (a label
 * sees its own label; the `dj` partner is of the DJ store).
 */
import { NOBODY, only, type Case } from './permissionGroups';

const USERS = ['admin', 'content_ops', 'curation', 'support', 'dj_store_admin'];
const FLAG_SETTERS = ['admin', 'support', 'dj_store_admin'];
const COUPONS = ['admin', 'marketing', 'label_mgmt', 'support', 'dj_store_admin'];
/** A coupon's registered and redeemed people are customers: §6's "admin, marketing or support". */
const COUPON_PEOPLE = ['admin', 'marketing', 'support', 'dj_store_admin'];
const CREDITS = ['admin', 'support', 'dj_store_admin'];
const HYPE = ['admin', 'marketing', 'label_mgmt', 'support', 'dj_store_admin'];
const HYPE_PAGE = ['admin', 'marketing', 'label_mgmt', 'support', 'supplier', 'label', 'artist'];

/** Seeded user 1's person ID (server/modules/support/seed.ts: 700000 + 17 × id). */
const PERSON_1 = 700017;
let coupon = 0;
const bulkCsv = () => {
    const form = new FormData();
    form.append('file', new Blob(['user_id\n2\n3\n'], { type: 'text/csv' }), 'users.csv');
    form.append('amount', '1');
    form.append('currency', 'USD');
    form.append('reason_id', '1');
    return form;
};

/** The engine's routes of a collection: read by `readers`, written as granted (absent: nobody). */
function collection(
    type: string,
    readers: string[],
    writes: { create?: [string[], () => unknown]; update?: [string[], () => unknown]; bulk?: [string[], () => unknown] }
): Case[] {
    const base = `/v4/support/${type}`;
    const [creators, create] = writes.create ?? [NOBODY, () => ({})];
    const [updaters, update] = writes.update ?? [NOBODY, () => ({})];
    const [bulkers, bulk] = writes.bulk ?? [NOBODY, () => [{ id: 1 }]];
    return [
        { route: `GET ${base}/`, expected: only(readers) },
        { route: `GET ${base}/:id/`, path: `${base}/1/`, expected: only(readers) },
        { route: `GET ${base}/:id/history/`, path: `${base}/1/history/`, expected: only(readers) },
        { route: `POST ${base}/`, json: create, expected: only(creators, 201) },
        { route: `PATCH ${base}/:id/`, path: `${base}/1/`, json: update, expected: only(updaters) },
        { route: `PATCH ${base}/bulk/`, json: bulk, expected: only(bulkers) },
        { route: `PUT ${base}/bulk/`, json: bulk, expected: only(bulkers) },
        { route: `DELETE ${base}/:id/`, path: `${base}/1/`, expected: only(NOBODY) },
    ];
}

export const peopleCases: Case[] = [
    // A flag is the field everybody but admin and support is refused (the route is theirs too).
    ...collection('users', USERS, {
        update: [FLAG_SETTERS, () => ({ decline_transactions: true })],
        bulk: [FLAG_SETTERS, () => [{ id: 2, juicing_purchases: true }]],
    }),
    {
        route: 'PATCH /v4/support/users/:id/',
        path: '/v4/support/users/3/',
        json: () => ({ first_name: 'Perm' }),
        expected: only(USERS),
    },
    { route: 'GET /v4/support/users/:id/notes/', path: '/v4/support/users/1/notes/', expected: only(USERS) },
    {
        route: 'POST /v4/support/users/:id/notes/',
        path: '/v4/support/users/1/notes/',
        json: () => ({ note: 'Perm note' }),
        expected: only(USERS, 201),
    },
    {
        route: 'POST /v4/support/users/unknown/',
        json: () => ({ ids: [1, 999_999] }),
        // Those who read users, and those who write coupons (a coupon's file is checked as it is read).
        expected: only([...new Set([...USERS, ...COUPONS])]),
    },
    {
        route: 'GET /v4/support/users/:id/temporary-account-email/',
        path: '/v4/support/users/5/temporary-account-email/',
        expected: only(USERS),
    },
    {
        route: 'GET /v4/identity/accounts/:personId/',
        path: `/v4/identity/accounts/${PERSON_1}/`,
        expected: only(USERS),
    },
    ...collection('coupons', COUPONS, {
        create: [COUPONS, () => ({ code: `PERM-${++coupon}`, discount_type: 'amount', discount_amount: 1 })],
        update: [COUPONS, () => ({ max_usage: 50 })],
    }),
    ...(['registered', 'redeemed'] as const).map((list): Case => ({
        route: `GET /v4/support/coupons/:id/${list}/`,
        path: `/v4/support/coupons/1/${list}/`,
        expected: only(COUPON_PEOPLE),
    })),
    ...collection('credits', CREDITS, {
        create: [CREDITS, () => ({ user_id: 2, amount: 1, currency: 'USD', reason_id: 1 })],
    }),
    { route: 'POST /v4/support/credits/bulk/', form: bulkCsv, expected: only(CREDITS, 201) },
    ...collection('hype-offers', HYPE, {
        create: [HYPE, () => ({ name: 'Perm Offer', label_id: 1, price: 5, period: 'month', state: 'draft' })],
        update: [HYPE, () => ({ price: 6 })],
    }),
    ...collection('hype-purchases', HYPE, {}),
    ...collection('hype-subscriptions', HYPE, {}),
    // Staff name the label; a partner's own labels are its answer whatever it names.
    { route: 'GET /v4/hype/labels/', path: '/v4/hype/labels/?label_id=1', expected: only(HYPE_PAGE) },
];
