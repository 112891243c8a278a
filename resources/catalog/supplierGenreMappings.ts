import { P } from '../permissions';
import { defineSubResource } from '../schema';
import { boolean, reference, text } from '../fields';

/**
 * The genre names a supplier's deliveries carry, mapped to a store genre; a restricted genre does
 * not allow ingestion for the supplier (delivery status 'Restricted genre').
 */
export default defineSubResource({
    parent: 'catalog/suppliers',
    path: 'genre-mappings',
    label: 'Genre mapping |||| Genre mappings',
    fields: {
        source_name: text('Source name', { max: 250, required: true }),
        genre_id: reference('Genre', 'catalog/genres', { required: true }),
        restricted: boolean('Restricted'),
    },
    columns: ['source_name', 'genre_id', 'restricted'],
    createAccess: P.SUPPLIERS,
    writeAccess: P.SUPPLIERS,
    deleteAccess: P.SUPPLIERS,
    replaceAccess: P.SUPPLIERS,
    // §7 Others: 'genre and label mappings PUT': the console sends the whole list.
    saveWhole: true,
    empty: 'No genre mappings.',
    v4: {
        list: 'Suppliers: … label-mappings and genre-mappings (GET/POST/PATCH/DELETE)',
        replace: 'Others: … genre and label mappings PUT',
    },
});
