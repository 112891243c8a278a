import { P } from '../permissions';
import { dateRangeErrors } from '../rules';
import { defineResource, filter } from '../schema';
import { chosen } from '../describe';
import { choice, date, datetime, money, reference, text } from '../fields';
import { HYPE_OFFER_STATES, HYPE_PERIODS } from './hype';

/**
 * Hype offers: what a label's fans may buy to hype its releases, at a price per
 * period, between dates. Kept by the hype-purchase roles of §6 (the spec gives offers no list).
 */
export default defineResource({
    name: 'support/hype-offers',
    section: 'support',
    icon: 'Whatshot',
    searchSection: 'support',
    label: 'Hype Offer |||| Hype Offers',
    errorNoun: 'hype offer',
    access: P.HYPE_PURCHASES,
    writeAccess: P.HYPE_PURCHASES,
    createAccess: P.HYPE_PURCHASES,
    v4: { create: 'Others: … hype-subscriptions, hype-offers, hype-purchases' },
    fields: {
        name: text('Offer', { max: 150, required: true, onCreate: true }),
        label_id: reference('Label', 'catalog/labels', { display: 'label.name', required: true, onCreate: true }),
        price: money('Price', { required: true, onCreate: true }),
        period: choice('Period', HYPE_PERIODS, { required: true, onCreate: true }),
        state: choice('State', HYPE_OFFER_STATES, { required: true, onCreate: true }),
        start_date: date('Start Date', { onCreate: true }),
        end_date: date('End Date', { onCreate: true }),
        created: datetime('Created', { readOnly: true }),
    },
    filters: [
        filter('id', 'idList', 'Hype Offer IDs', { alwaysOn: true }),
        filter('label_id', 'idList', 'Label IDs', { alwaysOn: true }),
        filter('name', 'text', 'Offer'),
        filter('state', 'choice', 'State', { choices: HYPE_OFFER_STATES }),
        filter('start_date', 'dateRange', 'Start Date'),
        filter('end_date', 'dateRange', 'End Date'),
    ],
    columns: ['id', 'name', 'state'],
    tabs: [
        {
            id: 'summary',
            label: 'Summary',
            fields: ['name', 'label_id', 'price', 'period', 'state', 'start_date', 'end_date', 'created'],
        },
    ],
    validate: values => dateRangeErrors(values.start_date, values.end_date, ['start_date', 'end_date']),
    recordTitle: 'name',
    describe: { detail: ['label.name', chosen('period', HYPE_PERIODS)] },
});
