/** Reference types the catalog forms choose from: genres, sub-genres, keys, suppliers (list only). */
import { P, partner, type PermissionList } from '../permissions';
import { defineResource, filter, reference, text, type Field, type Filter } from '../schema';

const nameFilter = filter('name', 'text', 'Name', { alwaysOn: true });

function listOnly(
    name: string,
    label: string,
    {
        access = P.CATALOG,
        filters = [nameFilter],
        editors = P.ADMIN_CONTENT_OPS,
        fields = {},
    }: { access?: PermissionList; filters?: Filter[]; editors?: PermissionList; fields?: Record<string, Field> } = {}
) {
    return defineResource({
        name,
        section: 'reference',
        label,
        access,
        // Editors create and change entries; nobody deletes them (records refer to them).
        writeAccess: editors,
        createAccess: editors,
        fields: { name: text('Name', { max: 250, required: true }), ...fields },
        filters,
        columns: ['id', 'name'],
        tabs: [],
    });
}

export const genres = listOnly('catalog/genres', 'Genre |||| Genres');
export const subGenres = listOnly('catalog/sub-genres', 'Sub-genre |||| Sub-genres', {
    filters: [nameFilter, filter('genre_id', 'reference', 'Genre', { reference: 'catalog/genres' })],
    fields: { genre_id: reference('Genre', 'catalog/genres', { required: true, onCreate: true }) },
});
export const keys = listOnly('catalog/keys', 'Key |||| Keys');
// A supplier partner reads its own supplier record (the server scopes it).
export const suppliers = listOnly('catalog/suppliers', 'Supplier |||| Suppliers', {
    access: [...P.SUPPLIERS, [partner('supplier')]],
    editors: P.SUPPLIERS,
});
