import { defineSubResource } from '../schema';
import { boolean, text } from '../fields';

/** A supplier's labels, read on the supplier (they are kept under Labels). */
export default defineSubResource({
    parent: 'catalog/suppliers',
    path: 'labels',
    label: 'Label |||| Labels',
    fields: {
        id: text('ID', { readOnly: true }),
        name: text('Name', { readOnly: true }),
        enabled: boolean('Enabled', { readOnly: true }),
    },
    columns: ['id', 'name', 'enabled'],
    links: 'labels',
    empty: 'No labels yet.',
    v4: { list: 'Suppliers: … labels' },
});
