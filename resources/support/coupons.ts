import { fill, messages } from '../messages';
import { P } from '../permissions';
import { dateRangeErrors } from '../rules';
import { defineResource, filter } from '../schema';
import { boolean, choice, datetime, ids, number, text } from '../fields';
import { couponRedeemed, couponRegistered } from './couponPeople';

export const DISCOUNT_TYPES = [
    { id: 'percentage', name: 'Percentage' },
    { id: 'amount', name: 'Amount' },
] as const;
export const COUPON_STATUSES = ['Active', 'Voided', 'Expired'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/**
 * A coupon's status at an instant (spec §4): voided wins; from its end instant on it has expired.
 * Start and end are instants (shown in Mountain time with the zone), so the status turns at the
 * minute the coupon ends, not at a day's edge. The API's status filter says the same in SQL.
 */
export function couponStatus(
    coupon: { voided?: unknown; end_date?: unknown },
    now: Date | number = Date.now()
): CouponStatus {
    if (coupon.voided === true || coupon.voided === 1) return 'Voided';
    const end = typeof coupon.end_date === 'string' ? Date.parse(coupon.end_date) : NaN;
    return end <= new Date(now).getTime() ? 'Expired' : 'Active';
}
/** The currencies a coupon's minimum order is set in (spec §3), in its order. */
export const COUPON_CURRENCIES = ['USD', 'GBP', 'EUR', 'AUD', 'BRL', 'MXN'] as const;
/** A coupon for a list of users holds at most this many (a CSV of a campaign's audience). */
export const COUPON_USER_IDS_MAX = 50_000;

const minimum = (code: string) =>
    number(`Minimum Order (${code})`, {
        min: 0,
        onCreate: true,
        helperText: fill(messages.hints.amountIn, { currency: code }),
    });
const minimums = Object.fromEntries(COUPON_CURRENCIES.map(c => [`min_order_${c.toLowerCase()}`, minimum(c)]));

/** A percentage is of the order: at most 100. */
function couponErrors(values: Record<string, unknown>): Record<string, string> {
    const over = values.discount_type === 'percentage' && Number(values.discount_amount) > 100;
    return {
        ...dateRangeErrors(values.start_date, values.end_date, ['start_date', 'end_date']),
        ...(over ? { discount_amount: messages.validation.percentOver } : {}),
    };
}

/**
 * Coupons (support/coupons; §6: admin, label_mgmt, support, marketing): a unique code, its
 * discount, limits and dates, who registered and redeemed it, and the users it is for (from a
 * CSV; none means global). Voiding ends it; its status is worked out (Active, Voided, Expired).
 */
export default defineResource({
    name: 'support/coupons',
    section: 'support',
    icon: 'LocalOffer',
    quickCreate: 5,
    searchSection: 'support',
    label: 'Coupon |||| Coupons',
    errorNoun: 'coupon',
    access: P.COUPONS,
    writeAccess: P.COUPONS,
    createAccess: P.COUPONS,
    v4: { create: 'Coupons: GET/POST/PATCH.' },
    fields: {
        code: text('Code', {
            max: 64,
            required: true,
            onCreate: true,
            pattern: /^[A-Za-z0-9_-]+$/,
            patternMessage: 'Letters, digits, dashes and underscores only',
        }),
        discount_type: choice('Discount Type', DISCOUNT_TYPES, { required: true, onCreate: true }),
        discount_amount: number('Discount Amount', { min: 0, max: 100_000, required: true, onCreate: true }),
        max_usage: number('Max Usage', { min: 1, max: 10_000_000, integer: true, onCreate: true }),
        ...minimums,
        start_date: datetime('Start Date', { onCreate: true }),
        end_date: datetime('End Date', { onCreate: true }),
        voided: boolean('Voided', {
            helperText: 'A voided coupon can no longer be used',
            // Voiding ends the coupon for every customer: asked first. Turning it back on is not.
            confirm: { to: true, question: messages.support.couponVoidConfirm, yes: messages.support.couponVoid },
        }),
        status: choice(
            'Status',
            COUPON_STATUSES.map(s => ({ id: s, name: s })),
            { readOnly: true }
        ),
        registered_count: number('Registered People', { readOnly: true }),
        redeemed_count: number('Redeemed People', { readOnly: true }),
        user_ids: ids('User IDs', {
            max: COUPON_USER_IDS_MAX,
            csv: 'coupon',
            onCreate: true,
            linksTo: 'support/users',
        }),
    },
    groups: {
        Discount: ['code', 'discount_type', 'discount_amount', 'max_usage'],
        Validity: ['start_date', 'end_date', 'voided', 'status'],
        People: ['registered_count', 'redeemed_count'],
    },
    filters: [
        filter('id', 'idList', 'Coupon IDs', { alwaysOn: true }),
        filter('code', 'text', 'Code', { alwaysOn: true, match: 'prefix' }),
        filter('status', 'choice', 'Status', { choices: COUPON_STATUSES.map(s => ({ id: s, name: s })) }),
        filter('voided', 'boolean', 'Voided'),
        filter('discount_type', 'choice', 'Discount Type', { choices: DISCOUNT_TYPES }),
        filter('discount_amount', 'number', 'Discount Amount'),
        filter('start_date', 'dateRange', 'Start Date'),
        filter('end_date', 'dateRange', 'End Date'),
    ],
    columns: ['id', 'code', 'status'],
    tabs: [
        {
            id: 'summary',
            label: 'Summary',
            fields: [
                'code',
                'discount_type',
                'discount_amount',
                'max_usage',
                'start_date',
                'end_date',
                'voided',
                'status',
                'registered_count',
                'redeemed_count',
            ],
        },
        { id: 'minimums', label: 'Minimum Orders', fields: Object.keys(minimums) },
        {
            id: 'people',
            label: 'People',
            // The counts are on the summary: here the lists' headings say the same words.
            fields: ['user_ids'],
            subs: [couponRegistered, couponRedeemed],
        },
    ],
    validate: couponErrors,
    recordTitle: 'code',
});
