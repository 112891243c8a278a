import { P } from '../permissions';
import { defineResource, filter } from '../schema';
import { text } from '../fields';

/**
 * The store's publishers (spec §7 "publishers POST/DELETE"): the names a track's publisher rows are
 * written with. Staff read them; admin and content ops add and remove them; nobody renames one.
 */
export default defineResource({
    name: 'catalog/publishers',
    section: 'catalog',
    icon: 'LibraryBooks',
    label: 'Publisher |||| Publishers',
    access: P.STAFF,
    createAccess: P.ADMIN_CONTENT_OPS,
    v4: { create: 'Others: … publishers POST/DELETE', delete: 'Others: … publishers POST/DELETE' },
    deleteAccess: P.ADMIN_CONTENT_OPS,
    fields: {
        name: text('Name', { max: 255, required: true, onCreate: true }),
        society: text('Society', { max: 45, onCreate: true, helperText: 'The collecting society (ASCAP, PRS, GEMA…)' }),
    },
    filters: [
        filter('id', 'idList', 'Publisher IDs', { alwaysOn: true }),
        filter('name', 'text', 'Name', { alwaysOn: true }),
    ],
    columns: ['id', 'name', 'society'],
    tabs: [{ id: 'summary', label: 'Summary', fields: ['name', 'society'] }],
    recordTitle: 'name',
});
