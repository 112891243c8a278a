import { P } from '../permissions';
import { defineResource, filter } from '../schema';
import { choice, date, datetime, money, reference } from '../fields';
import { HYPE_PERIODS, HYPE_PURCHASE_STATES } from './hype';

/**
 * Hype purchases (§6: admin, label_mgmt, support, marketing; no brand condition): who bought which
 * label's offer, for what, when and for which period. Records of payments: read only.
 */
export default defineResource({
    name: 'support/hype-purchases',
    section: 'support',
    icon: 'ShoppingBag',
    searchSection: 'support',
    label: 'Hype Purchase |||| Hype Purchases',
    access: P.HYPE_PURCHASES,
    fields: {
        offer_id: reference('Offer', 'support/hype-offers', { display: 'offer.name', readOnly: true }),
        label_id: reference('Label', 'catalog/labels', { display: 'label.name', readOnly: true }),
        user_id: reference('Purchaser', 'support/users', { display: 'user.name', readOnly: true }),
        price: money('Price', { readOnly: true }),
        period: choice('Period', HYPE_PERIODS, { readOnly: true }),
        state: choice('State', HYPE_PURCHASE_STATES, { readOnly: true }),
        purchased: datetime('Purchased', { readOnly: true }),
        period_start: date('Period Start', { readOnly: true }),
        period_end: date('Period End', { readOnly: true }),
    },
    groups: {
        Purchase: ['offer_id', 'label_id', 'user_id', 'purchased', 'price', 'state'],
        Period: ['period', 'period_start', 'period_end'],
    },
    filters: [
        filter('id', 'idList', 'Hype Purchase IDs', { alwaysOn: true }),
        filter('label_id', 'idList', 'Label IDs', { alwaysOn: true }),
        filter('user_id', 'idList', 'Purchaser IDs'),
        filter('state', 'choice', 'State', { choices: HYPE_PURCHASE_STATES }),
        filter('date', 'dateRange', 'Purchased', { instant: true }),
    ],
    columns: ['offer.name', 'label.name', 'state'],
    tabs: [
        {
            id: 'summary',
            label: 'Summary',
            fields: [
                'offer_id',
                'label_id',
                'user_id',
                'price',
                'period',
                'state',
                'purchased',
                'period_start',
                'period_end',
            ],
        },
    ],
    recordTitle: 'id',
});
