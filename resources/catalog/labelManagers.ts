import { P } from '../permissions';
import { defineResource, filter } from '../schema';
import { boolean, text } from '../fields';

/**
 * Label managers (id, name, enabled; spec §3): the people labels are managed by, kept in the
 * /label-manager section by the list that also holds the labels' label-manager filter (§6).
 */
export default defineResource({
    name: 'catalog/label-managers',
    section: 'label-manager',
    icon: 'SupervisorAccount',
    label: 'Label Manager |||| Label Managers',
    access: P.ADMIN_CURATION_MARKETING,
    writeAccess: P.ADMIN_CURATION_MARKETING,
    createAccess: P.ADMIN_CURATION_MARKETING,
    v4: { create: 'Label managers GET/POST/PATCH.' },
    fields: {
        name: text('Name', { max: 250, required: true, onCreate: true }),
        enabled: boolean('Enabled', { onCreate: true }),
    },
    filters: [filter('name', 'text', 'Name', { alwaysOn: true }), filter('enabled', 'boolean', 'Enabled')],
    columns: ['id', 'name', 'enabled'],
    tabs: [{ id: 'summary', label: 'Summary', fields: ['name', 'enabled'] }],
    recordTitle: 'name',
});
