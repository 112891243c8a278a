import { P } from '../permissions';
import { callsOperation } from '../operations/define';
import { reencodeRelease } from '../operations/releases';
import releaseNotes from './releaseNotes';
import { messages } from '../messages';
import { COVER_ART_MIN, EXCLUSIVE_PERIODS, PRE_ORDER_WEEKS, PRICE_CURRENCIES, RELEASE_STATUSES } from '../constants';
import { exclusivePeriodName } from '../format';
import { hypeErrors, preOrderDateErrors, UPC } from '../rules';
import { defineResource, filter } from '../schema';
import { year } from '../describe';
import { boolean, choice, date, image, money, number, reference, text } from '../fields';
import { encodeReleaseBeatdrop, encodeReleaseOnDemand } from '../operations/catalog';

/** Releases offer 2, 4 or 8 weeks (not Lifetime). */
const RELEASE_EXCLUSIVE_PERIODS = EXCLUSIVE_PERIODS.filter(p => p.days !== null).map(p => ({
    id: p.id,
    name: exclusivePeriodName(p.days),
}));

export default defineResource({
    name: 'catalog/releases',
    section: 'catalog',
    icon: 'Album',
    curationItemType: 'releases',
    searchSection: 'catalog',
    label: 'Release |||| Releases',
    access: P.CATALOG,
    writeAccess: P.CATALOG_WRITE,
    createAccess: P.ADMIN_CONTENT_OPS,
    v4: { create: 'Releases: … POST release, notes, images, reencode' },
    fields: {
        name: text('Title', { max: 250, required: true, onCreate: true }),
        label_id: reference('Label', 'catalog/labels', {
            display: 'label.name',
            required: true,
            onCreate: true,
            editAccess: P.STAFF,
        }),
        upc: text('UPC/EAN', {
            max: 32,
            onCreate: true,
            identifier: true,
            canonical: true,
            pattern: UPC,
            patternMessage: messages.validation.upcInvalid,
            validMessage: messages.validation.upcValid,
            format: messages.validation.upcFormat,
        }),
        catalog_number: text('Catalog Number', { max: 64, onCreate: true, identifier: true }),
        grid: text('Global Release ID', { max: 18, identifier: true }),
        release_date: date('Street Release Date', { onCreate: true }),
        pre_order_date: date('Pre-order Date'),
        status: choice(
            'Release Status',
            RELEASE_STATUSES.map(s => ({ id: s, name: s })),
            { editAccess: P.STAFF }
        ),
        price_override: money('Price Override', { access: P.STAFF, currencyField: 'price_override_currency' }),
        price_override_currency: choice('Price Override Currency', PRICE_CURRENCIES, { access: P.STAFF }),
        price_override_firm: boolean('Price Override Firm', { access: P.STAFF }),
        is_available_for_pre_order: boolean('Pre-order'),
        pre_order_weeks: number('Default Pre-order Weeks', { ...PRE_ORDER_WEEKS, integer: true }),
        exclusive_period_id: choice('Exclusive Period', RELEASE_EXCLUSIVE_PERIODS),
        is_hidden: boolean('Hidden'),
        takedown: boolean('Takedown', { editAccess: P.STAFF }),
        is_hype: boolean('Hype', { access: P.HYPE_FILTER }),
        hype_start: date('Hype Start', { access: P.HYPE_FILTER }),
        hype_end: date('Hype End', { access: P.HYPE_FILTER }),
        // How many tracks it holds (DJ edits of them aside): counted by the API, never typed.
        track_count: number('Tracks', { readOnly: true, integer: true }),
        image: image('Cover Art', {
            minWidth: COVER_ART_MIN,
            minHeight: COVER_ART_MIN,
            square: true,
            rejection: messages.validation.coverArt,
        }),
    },
    groups: {
        Release: ['name', 'label_id', 'release_date', 'track_count'],
        Identifiers: ['upc', 'catalog_number', 'grid'],
        Status: ['status', 'is_hidden', 'takedown'],
        'Price Override': ['price_override', 'price_override_currency', 'price_override_firm'],
        'Pre-order and Exclusivity': [
            'is_available_for_pre_order',
            'pre_order_date',
            'pre_order_weeks',
            'exclusive_period_id',
        ],
    },
    filters: [
        filter('id', 'idList', 'Release IDs', { access: P.STAFF, alwaysOn: true }),
        filter('name', 'text', 'Title', { alwaysOn: true }),
        filter('upc', 'text', 'UPC/EAN', { match: 'prefix' }),
        filter('catalog_number', 'text', 'Catalog Number', { match: 'prefix' }),
        filter('label_name', 'text', 'Label'),
        filter('label_id', 'idList', 'Label IDs', { access: P.STAFF }),
        filter('artist_name', 'text', 'Artist'),
        filter('release_date', 'dateRange', 'Street Release Date'),
        filter('is_available_for_pre_order', 'boolean', 'Pre-order'),
        filter('pre_order_date', 'dateRange', 'Pre-order Date'),
        filter('is_hype', 'boolean', 'Hype', { access: P.HYPE_FILTER }),
        filter('status', 'choice', 'Release Status', {
            choices: RELEASE_STATUSES.map(s => ({ id: s, name: s })),
        }),
        filter('track_count', 'number', 'Tracks'),
    ],
    columns: ['id', 'name', 'label.name'],
    shownColumns: ['track_count'],
    tabs: [
        {
            id: 'summary',
            label: 'Summary',
            fields: [
                'name',
                'label_id',
                'upc',
                'catalog_number',
                'grid',
                'release_date',
                'track_count',
                'status',
                'is_hidden',
                'takedown',
            ],
        },
        {
            id: 'pricing',
            label: 'Pricing and Pre-order',
            fields: [
                'price_override',
                'price_override_currency',
                'price_override_firm',
                'is_available_for_pre_order',
                'pre_order_date',
                'pre_order_weeks',
                'exclusive_period_id',
            ],
        },
        { id: 'hype', label: 'Hype', fields: ['is_hype', 'hype_start', 'hype_end'], access: P.HYPE_FILTER },
        { id: 'tracks', label: 'Tracks', part: 'releases.tracks' },
        { id: 'art', label: 'Cover Art', fields: ['image'] },
        { id: 'asset-library', label: 'Asset Library', part: 'releases.assetLibrary' },
        { id: 'territory-times', label: 'Territory Times', part: 'releases.countryTimes', access: P.CATALOG_WRITE },
        { id: 'notes', label: 'Notes', subs: [releaseNotes] },
    ],
    validate: values => ({ ...hypeErrors(values), ...preOrderDateErrors(values) }),
    actions: [
        // Spec §7 "Encode: POST on-demand/encode and beatdrop/encode": a job each, followed on screen.
        {
            ...callsOperation(encodeReleaseOnDemand),
            id: 'encode-on-demand',
            label: 'On-demand Encode',
            placement: 'record',
            icon: 'GraphicEq',
            notices: messages.actions.encodeOnDemand,
        },
        {
            ...callsOperation(encodeReleaseBeatdrop),
            id: 'encode-beatdrop',
            label: 'Beatdrop Encode',
            placement: 'record',
            icon: 'GraphicEq',
            notices: messages.actions.encodeBeatdrop,
        },
        // §7 releases "POST … reencode": a job, as a track's re-encode.
        {
            ...callsOperation(reencodeRelease),
            id: 'reencode',
            label: 'Re-encode',
            placement: 'record',
            icon: 'Replay',
            notices: messages.actions.reencodeRelease,
        },
    ],
    recordTitle: 'name',
    describe: { detail: ['artist_name', 'label.name', 'catalog_number', year('release_date')], image: 'image' },
});
