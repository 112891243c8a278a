import { P } from '../permissions';
import { boolean, defineSubResource, reference, text } from '../schema';

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
    empty: 'No label mappings.',
    v4: {
        list: 'Suppliers: … label-mappings and genre-mappings (GET/POST/PATCH/DELETE)',
        replace: 'Others: … genre and label mappings PUT',
    },
});
