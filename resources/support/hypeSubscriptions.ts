import { P } from '../permissions';
import { defineResource, filter } from '../schema';
import { choice, date, money, reference } from '../fields';
import { HYPE_PERIODS, HYPE_SUBSCRIPTION_STATES } from './hype';

/**
 * Hype subscriptions (with the purchases: no brand condition): a purchaser's offer renewing each period until cancelled
 * or expired. Read by the hype-purchase roles; renewals and cancellations happen in the store.
 */
export default defineResource({
    name: 'support/hype-subscriptions',
    section: 'support',
    icon: 'Autorenew',
    label: 'Hype Subscription |||| Hype Subscriptions',
    access: P.HYPE_PURCHASES,
    fields: {
        offer_id: reference('Offer', 'support/hype-offers', { display: 'offer.name', readOnly: true }),
        label_id: reference('Label', 'catalog/labels', { display: 'label.name', readOnly: true }),
        user_id: reference('Subscriber', 'support/users', { display: 'user.name', readOnly: true }),
        price: money('Price per Period', { readOnly: true }),
        period: choice('Period', HYPE_PERIODS, { readOnly: true }),
        state: choice('State', HYPE_SUBSCRIPTION_STATES, { readOnly: true }),
        start_date: date('Started', { readOnly: true }),
        end_date: date('Renews or Ends', { readOnly: true }),
    },
    filters: [
        filter('id', 'idList', 'Hype Subscription IDs', { alwaysOn: true }),
        filter('label_id', 'idList', 'Label IDs', { alwaysOn: true }),
        filter('user_id', 'idList', 'Subscriber IDs'),
        filter('state', 'choice', 'State', { choices: HYPE_SUBSCRIPTION_STATES }),
        filter('start_date', 'dateRange', 'Started'),
    ],
    columns: ['offer.name', 'user.name', 'state'],
    tabs: [
        {
            id: 'summary',
            label: 'Summary',
            fields: ['offer_id', 'label_id', 'user_id', 'price', 'period', 'state', 'start_date', 'end_date'],
        },
    ],
    recordTitle: 'id',
});
