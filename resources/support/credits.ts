import { messages } from '../messages';
import { P } from '../permissions';
import { defineResource, filter } from '../schema';
import { choice, datetime, money, reference, text } from '../fields';
import { COUPON_CURRENCIES } from './coupons';

export const CREDIT_CURRENCIES = COUPON_CURRENCIES.map(c => ({ id: c, name: c }));

/** Spec §5: a credit needs currency and reason (one message for either, in the form and the API). */
export function creditErrors(values: Record<string, unknown>): Record<string, string> {
    const missing = (k: string) => values[k] === undefined || values[k] === null || values[k] === '';
    const errors: Record<string, string> = {};
    for (const k of ['currency', 'reason_id']) if (missing(k)) errors[k] = messages.validation.creditNeeds;
    return errors;
}

/**
 * Store credit given to a customer (support/credits; GET, POST, POST bulk/ from a CSV of users):
 * money, so admin and support only (§6 Orders' list), and never changed once given.
 */
export default defineResource({
    name: 'support/credits',
    section: 'support',
    icon: 'Savings',
    label: 'Credit |||| Credits',
    errorNoun: 'credit',
    access: P.ADMIN_SUPPORT,
    createAccess: P.ADMIN_SUPPORT,
    v4: { create: 'Credits: GET, POST, POST bulk.' },
    fields: {
        user_id: reference('User', 'support/users', { display: 'user.name', required: true, onCreate: true }),
        amount: money('Amount', { currencyField: 'currency', required: true, onCreate: true }),
        currency: choice('Currency', CREDIT_CURRENCIES, { onCreate: true }),
        reason_id: reference('Reason', 'auxiliary/reason', { display: 'reason.name', onCreate: true }),
        note: text('Note', { max: 500, onCreate: true }),
        author: text('Given By', { readOnly: true }),
        created: datetime('Given', { readOnly: true }),
    },
    filters: [
        filter('id', 'idList', 'Credit IDs', { alwaysOn: true }),
        filter('user_id', 'idList', 'User IDs', { alwaysOn: true }),
        filter('currency', 'choice', 'Currency', { choices: CREDIT_CURRENCIES }),
        filter('created', 'dateRange', 'Given'),
    ],
    columns: ['user.name', 'amount', 'reason.name'],
    tabs: [
        {
            id: 'summary',
            label: 'Summary',
            fields: ['user_id', 'amount', 'currency', 'reason_id', 'note', 'author', 'created'],
        },
    ],
    actions: [
        {
            id: 'bulk-credit',
            label: 'Credit from CSV',
            access: P.ADMIN_SUPPORT,
            placement: 'list',
            part: 'credits.bulk',
        },
    ],
    validate: creditErrors,
    recordTitle: 'amount',
});
