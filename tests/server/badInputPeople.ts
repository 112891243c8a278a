/**
 * The bad-input sweep's support calls: users, coupons, credits (one, and in bulk from a CSV),
 * hype offers and the Hype page. The CSVs are the awkward ones: a BOM, semicolons and quoted line
 * breaks hiding cells that are not ids, 10 MB, binary junk, no id column, an unclosed quote.
 */
import type { makeApi } from './helpers';

type Api = ReturnType<typeof makeApi>;
const as =
    (path: string, json?: unknown, method = json === undefined ? 'GET' : 'POST') =>
    (api: Api) =>
        api.as('admin', `/v4/${path}`, { method, json });

const credit = { amount: '5', currency: 'USD', reason_id: '1' };
/** POST support/credits/bulk/ with this file (and a good amount, currency and reason unless given). */
const bulk =
    (file: BlobPart | null, fields: Record<string, string> = credit) =>
    (api: Api) => {
        const form = new FormData();
        if (file !== null) form.append('file', new Blob([file], { type: 'text/csv' }), 'users.csv');
        for (const [k, v] of Object.entries(fields)) form.append(k, v);
        return api.as('admin', '/v4/support/credits/bulk/', { method: 'POST', body: form });
    };
const coupon = (extra: Record<string, unknown>) =>
    as('support/coupons/', { code: 'BAD-COUPON', discount_type: 'amount', discount_amount: 1, ...extra });

const calls: [string, (api: Api) => Promise<Response>][] = [
    ['user with a bad email', as('support/users/1/', { email: 'ana.example.com' }, 'PATCH')],
    ['user email over 255', as('support/users/1/', { email: `${'a'.repeat(250)}@x.example` }, 'PATCH')],
    ['user flag as text', as('support/users/1/', { decline_transactions: 'yes' }, 'PATCH')],
    ['user username written', as('support/users/1/', { username: 'someone' }, 'PATCH')],
    ['user registration IP written', as('support/users/1/', { register_ip_address: '10.0.0.1' }, 'PATCH')],
    ['users bulk of non-objects', as('support/users/bulk/', [1, 2], 'PATCH')],
    ['users bulk with an unknown field', as('support/users/bulk/', [{ id: 1, password: 'x' }], 'PATCH')],
    ['user note without text', as('support/users/1/notes/', { note: ' ' })],
    ['users registered on a date that does not exist', as('support/users/?created_date=2026-02-30:2026-03-01')],
    ['users person_id filter not ids', as('support/users/?person_id=abc')],
    ['identity of an unknown person', as('identity/accounts/1/')],
    ['coupon without a code', as('support/coupons/', { discount_type: 'amount', discount_amount: 1 })],
    ['coupon code with spaces', coupon({ code: 'TWO WORDS' })],
    ['coupon code taken (other case)', coupon({ code: 'seed01pct' })],
    ['coupon of an unknown discount type', coupon({ discount_type: 'free' })],
    ['coupon amount as text', coupon({ discount_amount: 'ten' })],
    ['coupon negative amount', coupon({ discount_amount: -1 })],
    ['coupon percentage over 100', coupon({ discount_type: 'percentage', discount_amount: 101 })],
    ['coupon minimum order negative', coupon({ min_order_gbp: -5 })],
    ['coupon start date that does not exist', coupon({ start_date: '2026-13-01T09:00:00Z' })],
    ['coupon start a day without a time (instants since issue 40)', coupon({ start_date: '2027-02-01' })],
    [
        'coupon ending before it starts',
        coupon({ start_date: '2027-02-01T09:00:00Z', end_date: '2027-02-01T08:59:00Z' }),
    ],
    ['coupon user ids not numbers', coupon({ user_ids: ['12', 'abc'] })],
    ['unknown-users check of text', as('support/users/unknown/', { ids: ['12', 'abc'] })],
    ['unknown-users check without a list', as('support/users/unknown/', { ids: 12 })],
    ['coupon user ids not a list', coupon({ user_ids: '1,2,3' })],
    ['coupon user ids over the limit', coupon({ user_ids: Array.from({ length: 50_001 }, (_, i) => i + 1) })],
    ['coupon status written', as('support/coupons/1/', { status: 'Active' }, 'PATCH')],
    ['coupon status filter unknown', as('support/coupons/?status=Sleeping')],
    ['coupon discount filter not a number', as('support/coupons/?discount_amount=ten')],
    ['credit without currency and reason', as('support/credits/', { user_id: 2, amount: 5 })],
    [
        'credit of an unknown user',
        as('support/credits/', { user_id: 999999, amount: 5, currency: 'USD', reason_id: 1 }),
    ],
    ['credit amount as text', as('support/credits/', { user_id: 2, amount: 'five', currency: 'USD', reason_id: 1 })],
    ['credit negative amount', as('support/credits/', { user_id: 2, amount: -5, currency: 'USD', reason_id: 1 })],
    ['credit of an unknown currency', as('support/credits/', { user_id: 2, amount: 5, currency: 'XYZ', reason_id: 1 })],
    ['credit changed afterwards', as('support/credits/1/', { amount: 500 }, 'PATCH')],
    ['bulk credit without a file', bulk(null)],
    ['bulk credit not multipart', as('support/credits/bulk/', { user_ids: [1] })],
    ['bulk credit CSV without the column', bulk('id,name\n2,A\n')],
    ['bulk credit CSV with a BOM and a non-id', bulk('\uFEFFuser_id\n2\nabc\n')],
    ['bulk credit CSV with semicolons and a non-id', bulk('name;person_id\nA;2\nB;x7\n')],
    ['bulk credit CSV with a quoted line break in an id', bulk('user_id,note\n2,"a\nb"\n"3\n4",c\n')],
    ['bulk credit CSV with an unclosed quote', bulk('user_id\n"2\n3\n')],
    ['bulk credit CSV of 10 MB', bulk(`user_id\n${'1\n'.repeat(5 * 1024 * 1024)}`)],
    [
        'bulk credit CSV of binary junk',
        bulk(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0xff])),
    ],
    ['bulk credit CSV of an unknown user', bulk('user_id\n2\n999999\n')],
    ['bulk credit CSV without ids', bulk('user_id\n\n')],
    ['bulk credit without currency', bulk('user_id\n2\n', { amount: '5', reason_id: '1' })],
    ['bulk credit amount as text', bulk('user_id\n2\n', { ...credit, amount: 'lots' })],
    [
        'hype offer without a label',
        as('support/hype-offers/', { name: 'O', price: 5, period: 'month', state: 'draft' }),
    ],
    ['hype offer of an unknown period', as('support/hype-offers/1/', { period: 'fortnight' }, 'PATCH')],
    ['hype offer price as text', as('support/hype-offers/1/', { price: 'cheap' }, 'PATCH')],
    [
        'hype offer ending before it starts',
        as('support/hype-offers/1/', { start_date: '2027-02-01', end_date: '2027-01-01' }, 'PATCH'),
    ],
    ['hype purchase written', as('support/hype-purchases/1/', { state: 'refunded' }, 'PATCH')],
    ['hype page without a label (staff)', as('hype/labels/')],
    ['hype page with a text label id', as('hype/labels/?label_id=one')],
];

export const peopleCases = (api: Api): [string, () => Promise<Response>][] =>
    calls.map(([name, call]) => [name, () => call(api)]);

/** Rows of support's tables: no bad call may add or change one. */
export const peopleFingerprint = (api: Api) =>
    [
        'SELECT count(*) || max(version) FROM customers',
        'SELECT count(*) || max(version) FROM customer_notes',
        'SELECT count(*) || max(version) || group_concat(code) FROM coupons',
        'SELECT count(*) FROM credits',
        'SELECT count(*) || max(version) FROM hype_offers',
    ].map(sql => api.db.prepare(sql).pluck().get() as string);
