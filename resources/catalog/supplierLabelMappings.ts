import { P } from '../permissions';
import { defineSubResource } from '../schema';
import { boolean, reference, text } from '../fields';

/**
 * The label names a supplier's deliveries arrive under, mapped to one of its labels; a restricted
 * name is refused at ingestion (delivery status 'Restricted label').
 */
export default defineSubResource({
    parent: 'catalog/suppliers',
    path: 'label-mappings',
    label: 'Label mapping |||| Label mappings',
    fields: {
        source_name: text('Source name', { max: 250, required: true }),
        label_id: reference('Label', 'catalog/labels', { parentParam: 'supplier_id' }),
        restricted: boolean('Restricted'),
    },
    columns: ['source_name', 'label_id', 'restricted'],
    createAccess: P.SUPPLIERS,
    writeAccess: P.SUPPLIERS,
    deleteAccess: P.SUPPLIERS,
    replaceAccess: P.SUPPLIERS,
    // §7 Others: 'genre and label mappings PUT': the console sends the whole list.
    saveWhole: true,
    empty: 'No label mappings.',
    v4: {
        list: 'Suppliers: … label-mappings and genre-mappings (GET/POST/PATCH/DELETE)',
        replace: 'Others: … genre and label mappings PUT',
    },
});
