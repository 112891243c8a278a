import { P } from '../permissions';
import { messages } from '../messages';
import labelContracts from './labelContracts';
import labelMappings from './labelMappings';
import { LABEL_HYPE_STATUSES, LABEL_IMAGE_SIZE, PRE_ORDER_WEEKS } from '../constants';
import { dateRangeErrors, hypeTrialErrors } from '../rules';
import { defineResource, filter } from '../schema';
import { boolean, choice, date, image, number, reference, text } from '../fields';
import { labelled } from '../describe';

/** A label's hype trial: the range rule names these labels. */
const hypeTrialStart = date('Hype Trial Start', { access: P.HYPE_FILTER, editAccess: P.STAFF });
const hypeTrialEnd = date('Hype Trial End', { access: P.HYPE_FILTER, editAccess: P.STAFF });

export default defineResource({
    name: 'catalog/labels',
    section: 'catalog',
    icon: 'Label',
    quickCreate: 2,
    curationItemType: 'labels',
    searchSection: 'catalog',
    label: 'Label |||| Labels',
    access: P.LABELS,
    writeAccess: P.LABELS,
    createAccess: P.SUPPLIERS,
    v4: { create: 'Labels: GET list; GET/PATCH {id}; POST' },
    fields: {
        name: text('Name', { max: 250, required: true, onCreate: true }),
        supplier_id: reference('Supplier', 'catalog/suppliers', {
            display: 'supplier.name',
            required: true,
            onCreate: true,
            editAccess: P.STAFF,
        }),
        bio: text('Bio', { max: 5000, multiline: true }),
        enabled: boolean('Enabled', { editAccess: P.STAFF }),
        hype_status: choice(
            'Hype Status',
            LABEL_HYPE_STATUSES.map(s => ({ id: s, name: s })),
            { readOnly: true }
        ),
        hype_trial_start: hypeTrialStart,
        hype_trial_end: hypeTrialEnd,
        is_available_for_pre_order: boolean('Pre-order by Default'),
        pre_order_weeks: number('Default Pre-order Weeks', { ...PRE_ORDER_WEEKS, integer: true }),
        account_claimed: boolean('Account Claimed', { readOnly: true }),
        temporary_username: text('Temporary Username', { max: 150, access: P.STAFF }),
        temporary_password: text('Temporary Password', { max: 128, access: P.STAFF }),
        image: image('Label Image', {
            minWidth: LABEL_IMAGE_SIZE,
            minHeight: LABEL_IMAGE_SIZE,
            exact: true,
            rejection: messages.validation.labelImage,
        }),
    },
    groups: {
        Label: ['name', 'supplier_id', 'enabled', 'bio'],
        Account: ['account_claimed', 'temporary_username', 'temporary_password'],
        'Hype Trial': ['hype_status', 'hype_trial_start', 'hype_trial_end'],
        'Pre-order Defaults': ['is_available_for_pre_order', 'pre_order_weeks'],
    },
    filters: [
        filter('id', 'idList', 'Label IDs', { access: P.STAFF, alwaysOn: true }),
        filter('name', 'text', 'Name', { alwaysOn: true }),
        filter('supplier_id', 'idList', 'Supplier IDs', { access: P.STAFF }),
        filter('supplier_name', 'text', 'Supplier', { access: P.STAFF }),
        filter('label_manager', 'text', 'Label Manager', { access: P.ADMIN_CURATION_MARKETING }),
        filter('enabled', 'boolean', 'Enabled'),
        filter('hype_eligible', 'boolean', 'Hype Eligible', { access: P.HYPE_FILTER }),
        filter('hype_active', 'boolean', 'Hype Active', { access: P.HYPE_FILTER }),
        filter('multiple_contracts_active', 'boolean', 'Multiple Contracts Active', { access: P.STAFF }),
    ],
    columns: ['id', 'name', 'supplier.name'],
    tabs: [
        {
            id: 'summary',
            label: 'Summary',
            fields: [
                'name',
                'supplier_id',
                'bio',
                'enabled',
                'account_claimed',
                'temporary_username',
                'temporary_password',
            ],
        },
        {
            id: 'hype',
            label: 'Hype and Pre-order',
            fields: [
                'hype_status',
                'hype_trial_start',
                'hype_trial_end',
                'is_available_for_pre_order',
                'pre_order_weeks',
            ],
        },
        { id: 'image', label: 'Image', fields: ['image'] },
        {
            id: 'contracts',
            label: 'Contracts and Mappings',
            subs: [labelContracts, labelMappings],
            access: P.SUPPLIERS,
        },
    ],
    validate: (values, previous) => ({
        ...dateRangeErrors(
            values.hype_trial_start,
            values.hype_trial_end,
            ['hype_trial_start', 'hype_trial_end'],
            [hypeTrialStart.label, hypeTrialEnd.label]
        ),
        ...hypeTrialErrors(values, previous),
    }),
    csvExport: true,
    recordTitle: 'name',
    // "Supplier:" before the name: under a label's own name, a bare supplier name read as the label's (walk S7).
    describe: { detail: [labelled('Supplier', 'supplier.name')], image: 'image' },
});
