import { ext } from '../capabilities';
import { messages } from '../messages';
import { P } from '../permissions';
import { dateRangeErrors } from '../rules';
import { defineResource, defineSubResource, filter } from '../schema';
import { chosen } from '../describe';
import { boolean, choice, date, datetime, number, text } from '../fields';
import { MODULE_TYPES, PAGE_TYPE_CHOICES, SLOTS } from './layout';

/** A page's modules, by slot (read here; a module is linked to its page on the module). */
export const pageModulesOfPage = defineSubResource({
    parent: 'curation/pages',
    path: 'modules',
    label: 'Module |||| Modules',
    fields: {
        id: text('Module ID', { readOnly: true }),
        name: text('Name', { readOnly: true }),
        slot_id: choice('Page Slot', SLOTS, { readOnly: true }),
        type_id: choice('Module Type', MODULE_TYPES, { readOnly: true }),
        // What the preview needs to tell a module a visitor sees now from one they do not.
        items_shown: number('Items Shown', { readOnly: true }),
        enabled: boolean('Enabled', { readOnly: true }),
        enabled_start: datetime('Enabled Start', { readOnly: true }),
        enabled_end: datetime('Enabled End', { readOnly: true }),
        // Its place in its slot, top first (resources/curation/moduleOrder.ts).
        slot_position: number('Place in Slot', { readOnly: true }),
    },
    columns: ['id', 'name', 'slot_id', 'type_id'],
    empty: 'No modules on this page yet. Link a module to it from the module’s own page.',
    v4: { list: ext('curation') },
    linksTo: 'curation/page-modules',
});

/** A URL-safe slug: lower-case letters, digits and single hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Curation pages (spec §3): admin, label_mgmt, curation and marketing keep them (§6). */
export default defineResource({
    name: 'curation/pages',
    section: 'curation',
    icon: 'Web',
    quickCreate: 4,
    searchSection: 'curation',
    label: 'Page |||| Pages',
    errorNoun: 'page',
    access: P.CURATION,
    writeAccess: P.CURATION,
    createAccess: P.CURATION,
    v4: { create: 'Pages and page modules (curation): GET/POST/PATCH' },
    fields: {
        name: text('Name', { max: 255, required: true, onCreate: true }),
        slug: text('Slug', {
            max: 255,
            required: true,
            onCreate: true,
            pattern: SLUG,
            patternMessage: messages.curation.slug,
        }),
        page_type_id: choice('Page Type', PAGE_TYPE_CHOICES, { required: true, onCreate: true }),
        show_primary_nav: boolean('Show Primary Navigation', { onCreate: true }),
        enabled: boolean('Enabled', { onCreate: true }),
        start_date: date('Start Date', { onCreate: true }),
        end_date: date('End Date', { onCreate: true }),
    },
    filters: [
        filter('id', 'idList', 'Page IDs', { alwaysOn: true }),
        filter('name', 'text', 'Name', { alwaysOn: true }),
        filter('slug', 'text', 'Slug', { match: 'exact' }),
        filter('page_type_id', 'choice', 'Page Type', { choices: PAGE_TYPE_CHOICES }),
        filter('start_date', 'dateRange', 'Start Date'),
        filter('end_date', 'dateRange', 'End Date'),
        filter('enabled', 'boolean', 'Enabled'),
    ],
    columns: ['id', 'name', 'slug'],
    tabs: [
        {
            id: 'summary',
            label: 'Summary',
            fields: ['name', 'slug', 'page_type_id', 'show_primary_nav', 'enabled', 'start_date', 'end_date'],
        },
        // By slot, each slot's modules in their order, which a curator changes here.
        { id: 'modules', label: 'Modules', part: 'pages.modules', v4: ext('curation') },
        // Drawn from the page's modules, which §7 does not list: the reference server's curation extension.
        { id: 'preview', label: 'Preview', part: 'pages.preview', v4: ext('curation') },
    ],
    validate: values => dateRangeErrors(values.start_date, values.end_date, ['start_date', 'end_date']),
    recordTitle: 'name',
    describe: { detail: [chosen('page_type_id', PAGE_TYPE_CHOICES), 'slug'] },
    csvExport: false,
});
