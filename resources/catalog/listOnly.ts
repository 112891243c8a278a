/** A reference type the catalog forms choose from: a name, listed and kept by editors, never deleted. */
import { P, type PermissionList } from '../permissions';
import { defineResource, filter, type Filter } from '../schema';
import { text, type Field } from '../fields';
import type { DescribeSpec } from '../describe';

export const nameFilter = filter('name', 'text', 'Name', { alwaysOn: true });

export function listOnly(
    name: string,
    label: string,
    {
        access = P.CATALOG,
        filters = [nameFilter],
        editors = P.ADMIN_CONTENT_OPS,
        fields = {},
        // A name of its own tells most apart: only what else is said (a sub-genre's genre) is declared.
        describe = { detail: [] },
    }: {
        access?: PermissionList;
        filters?: Filter[];
        editors?: PermissionList;
        fields?: Record<string, Field>;
        describe?: DescribeSpec;
    } = {}
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
        describe,
    });
}
