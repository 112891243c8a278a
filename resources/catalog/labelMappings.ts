import { P } from '../permissions';
import { defineSubResource } from '../schema';
import { text } from '../fields';

/** The names a label arrives under in deliveries, mapped to it. */
export default defineSubResource({
    parent: 'catalog/labels',
    path: 'mappings',
    label: 'Label mapping |||| Label mappings',
    fields: { source_name: text('Source name', { max: 250, required: true }) },
    columns: ['source_name'],
    createAccess: P.SUPPLIERS,
    writeAccess: P.SUPPLIERS,
    deleteAccess: P.SUPPLIERS,
    empty: 'No mappings.',
    v4: { list: 'Labels: … mappings' },
});
