/** A reference type the catalog forms choose from: a name, listed and kept by editors, never deleted. */
import { P, type PermissionList } from '../permissions';
import { defineResource, filter, type Filter } from '../schema';
import { text, type Field } from '../fields';

export const nameFilter = filter('name', 'text', 'Name', { alwaysOn: true });

export function listOnly(
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
