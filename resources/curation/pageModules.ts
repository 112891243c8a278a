import { fill, messages } from '../messages';
import { P } from '../permissions';
import { dateRangeErrors } from '../rules';
import { defineResource, filter } from '../schema';
import { chosen } from '../describe';
import { boolean, choice, datetime, number, reference, text, url } from '../fields';
import {
    CATALOG_ITEM_TYPE_CHOICES,
    ITEMS_SHOWN_CHOICES,
    itemsShownChoices,
    MODULE_TYPES,
    NUMBER_SETS,
    SLOTS,
    SOURCE_TYPES,
} from './layout';
import { duplicatePageModule } from '../operations/curation';
import { callsOperation } from '../operations/define';
import moduleItems from './moduleItems';

/** Items shown must be one of the slot's counts (spec §9 items per slot); ignored when either is unset. */
export function itemsShownErrors(values: Record<string, unknown>): Record<string, string> {
    const shown = values.items_shown;
    if (shown === undefined || shown === null || shown === '') return {};
    const choices = itemsShownChoices(values.slot_id, values.type_id);
    if (!choices.length || choices.includes(Number(shown))) return {};
    const list =
        choices.length > 1 ? `${choices.slice(0, -1).join(', ')} or ${choices[choices.length - 1]}` : choices[0];
    return { items_shown: fill(messages.curation.itemsShown, { choices: list }) };
}

/** When a module shows on its page: the range rule names these labels. */
const enabledStart = datetime('Enabled Start');
const enabledEnd = datetime('Enabled End');

/** Page modules (spec §3): placed in a page's slot, holding up to 250 items (spec §5). */
export default defineResource({
    name: 'curation/page-modules',
    section: 'curation',
    icon: 'DashboardCustomize',
    curationItemType: 'page_modules',
    searchSection: 'curation',
    label: 'Page Module |||| Page Modules',
    errorNoun: 'module',
    access: P.CURATION,
    writeAccess: P.CURATION,
    createAccess: P.CURATION,
    v4: {
        create: 'Pages and page modules (curation): GET/POST/PATCH',
        delete: 'Pages and page modules (curation): … DELETE module.',
    },
    deleteAccess: P.CURATION,
    fields: {
        name: text('Name', { max: 250, required: true, onCreate: true }),
        type_id: choice('Module Type', MODULE_TYPES, { required: true, onCreate: true }),
        page_id: reference('Page', 'curation/pages', {
            display: 'page.name',
            onCreate: true,
            helperText: messages.curation.unattached,
        }),
        slot_id: choice('Page Slot', SLOTS, { onCreate: true, helperText: 'Leave empty for no slot' }),
        item_type: choice('Item Type', CATALOG_ITEM_TYPE_CHOICES, { onCreate: true }),
        source_type_id: choice('Source Type', SOURCE_TYPES, { onCreate: true }),
        number_set_id: choice('Number Set', NUMBER_SETS),
        items_shown: choice('Items Shown', ITEMS_SHOWN_CHOICES, {
            offered: values => itemsShownChoices(values.slot_id, values.type_id),
            helperText: 'Header 10; left 4, 6 or 8 (chart and playlist features 9); right 4 or 6; slideshows 10',
        }),
        enabled: boolean('Enabled', { onCreate: true }),
        enabled_start: enabledStart,
        enabled_end: enabledEnd,
        sponsored_item: boolean('Sponsored Item'),
        guest_pick: boolean('Guest Pick'),
        external_url: url('External URL'),
        paginated: boolean('Paginated'),
        item_count: number('Items', { readOnly: true }),
    },
    groups: {
        Module: ['name', 'type_id', 'page_id', 'slot_id'],
        Items: ['item_type', 'source_type_id', 'number_set_id', 'items_shown', 'item_count', 'paginated'],
        Schedule: ['enabled', 'enabled_start', 'enabled_end'],
        Promotion: ['sponsored_item', 'guest_pick', 'external_url'],
    },
    filters: [
        filter('id', 'idList', 'Module IDs', { alwaysOn: true }),
        filter('name', 'text', 'Name', { alwaysOn: true }),
        filter('page_id', 'reference', 'Page', { reference: 'curation/pages' }),
        filter('type_id', 'choice', 'Module Type', { choices: MODULE_TYPES }),
        filter('source_type_id', 'choice', 'Source Type', { choices: SOURCE_TYPES }),
        filter('enabled', 'boolean', 'Enabled'),
    ],
    columns: ['id', 'name', 'page.name'],
    tabs: [
        {
            id: 'summary',
            label: 'Summary',
            fields: [
                'name',
                'type_id',
                'page_id',
                'slot_id',
                'item_type',
                'source_type_id',
                'number_set_id',
                'items_shown',
                'enabled',
                'enabled_start',
                'enabled_end',
                'sponsored_item',
                'guest_pick',
                'external_url',
                'paginated',
                'item_count',
            ],
        },
        { id: 'items', label: 'Items', part: 'pageModules.items' },
    ],
    // The Items tab's moves, additions and removals read on the History tab row by row, by title.
    historyRows: [moduleItems],
    actions: [
        {
            ...callsOperation(duplicatePageModule),
            id: 'duplicate',
            label: 'Duplicate',
            placement: 'record',
            icon: 'ContentCopy',
            notices: messages.actions.duplicatePageModule,
            opens: true,
        },
        { id: 'delete', label: 'Delete', access: P.CURATION, placement: 'record', part: 'pageModules.delete' },
    ],
    validate: values => ({
        ...dateRangeErrors(
            values.enabled_start,
            values.enabled_end,
            ['enabled_start', 'enabled_end'],
            [enabledStart.label, enabledEnd.label]
        ),
        ...itemsShownErrors(values),
    }),
    recordTitle: 'name',
    describe: { detail: ['page.name', chosen('type_id', MODULE_TYPES)] },
});
