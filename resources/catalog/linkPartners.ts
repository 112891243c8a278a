import { P } from '../permissions';
import { defineResource, filter } from '../schema';
import { boolean, text, url } from '../fields';

/**
 * Link partners: admin and curation (spec §6). Their fields are not shown in the spec (§3), so
 * the record holds what a partner link needs: a name, its site and whether it is offered.
 */
export default defineResource({
    name: 'catalog/link-partners',
    section: 'catalog',
    icon: 'Link',
    searchSection: 'catalog',
    label: 'Link Partner |||| Link Partners',
    access: P.LINK_PARTNERS,
    writeAccess: P.LINK_PARTNERS,
    createAccess: P.LINK_PARTNERS,
    fields: {
        name: text('Name', { max: 250, required: true, onCreate: true }),
        url: url('Website', { max: 255, onCreate: true }),
        enabled: boolean('Enabled', { onCreate: true }),
    },
    filters: [
        filter('id', 'idList', 'Link Partner IDs', { alwaysOn: true }),
        filter('name', 'text', 'Name', { alwaysOn: true }),
        filter('enabled', 'boolean', 'Enabled'),
    ],
    columns: ['id', 'name', 'enabled'],
    tabs: [{ id: 'summary', label: 'Summary', fields: ['name', 'url', 'enabled'] }],
    recordTitle: 'name',
    describe: { detail: ['url'] },
});
