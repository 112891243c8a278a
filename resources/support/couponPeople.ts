import { ext } from '../capabilities';
import { P } from '../permissions';
import { defineSubResource } from '../schema';
import { datetime, text } from '../fields';

/**
 * The people who registered a coupon to their account, or redeemed it: read only, each links to the
 * user. Customers' names and emails: §6's "admin, marketing or support" (marketing runs the coupon,
 * support answers its customers), not every coupon keeper (label_mgmt keeps coupons, not customers).
 */
const peopleOf = (path: 'registered' | 'redeemed', label: string, when: string, empty: string) =>
    defineSubResource({
        parent: 'support/coupons',
        path,
        label,
        access: P.ADMIN_MARKETING_SUPPORT,
        fields: {
            id: text('User ID', { readOnly: true }),
            username: text('Username', { readOnly: true }),
            email: text('Email', { readOnly: true }),
            date: datetime(when, { readOnly: true }),
        },
        columns: ['id', 'username', 'email', 'date'],
        empty,
        v4: { list: ext('coupon-customers') },
        linksTo: 'support/users',
    });

export const couponRegistered = peopleOf(
    'registered',
    'Registered Person |||| Registered People',
    'Registered',
    'Nobody has registered this coupon yet.'
);
export const couponRedeemed = peopleOf(
    'redeemed',
    'Redeemed Person |||| Redeemed People',
    'Redeemed',
    'Nobody has redeemed this coupon yet.'
);
