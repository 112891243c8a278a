import { datetime, defineSubResource, text } from '../schema';

/** The people who registered a coupon to their account, or redeemed it: read only, each links to the user. */
const peopleOf = (path: 'registered' | 'redeemed', label: string, when: string, empty: string) =>
    defineSubResource({
        parent: 'support/coupons',
        path,
        label,
        fields: {
            id: text('User ID', { readOnly: true }),
            username: text('Username', { readOnly: true }),
            email: text('Email', { readOnly: true }),
            date: datetime(when, { readOnly: true }),
        },
        columns: ['id', 'username', 'email', 'date'],
        empty,
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
