/** Notes on a record (a track, a supplier): who wrote what, newest first. */
import type { PermissionList } from '../permissions';
import { defineSubResource, type SubResourceDef } from '../schema';
import { datetime, text } from '../fields';

interface NoteGrants {
    createAccess: PermissionList;
    /** Which §7 words name these notes' calls. */
    v4: NonNullable<SubResourceDef['v4']>;
    writeAccess?: PermissionList;
    deleteAccess?: PermissionList;
}

export function notesOf(parent: string, grants: NoteGrants) {
    return defineSubResource({
        parent,
        path: 'notes',
        label: 'Note |||| Notes',
        fields: {
            note: text('Note', { max: 5000, required: true, multiline: true }),
            author: text('Author', { readOnly: true }),
            created: datetime('Written', { readOnly: true }),
        },
        columns: ['created', 'author', 'note'],
        newestFirst: true,
        empty: 'No notes yet.',
        ...grants,
    });
}
