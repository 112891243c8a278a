/** Reference types the catalog forms choose from: genres, sub-genres, keys, suppliers (list only). */
import { P, partner } from '../permissions';
import { defineResource, filter, text } from '../schema';

const listOnly = (
    name: string,
    label: string,
    access = P.CATALOG,
    filters = [filter('name', 'text', 'Name', { alwaysOn: true })]
) =>
    defineResource({
        name,
        section: 'reference',
        label,
        access,
        fields: { name: text('Name', { max: 250, required: true }) },
        filters,
        columns: ['id', 'name'],
        tabs: [],
    });

export const genres = listOnly('catalog/genres', 'Genre |||| Genres');
export const subGenres = listOnly('catalog/sub-genres', 'Sub-genre |||| Sub-genres', P.CATALOG, [
    filter('name', 'text', 'Name', { alwaysOn: true }),
    filter('genre_id', 'reference', 'Genre', { reference: 'catalog/genres' }),
]);
export const keys = listOnly('catalog/keys', 'Key |||| Keys');
// A supplier partner reads its own supplier record (the server scopes it).
export const suppliers = listOnly('catalog/suppliers', 'Supplier |||| Suppliers', [
    ...P.SUPPLIERS,
    [partner('supplier')],
]);
