import { P } from '../permissions';
import { datetime, defineSubResource, text } from '../schema';

/** Notes on a track: who wrote what, newest first. Those who may edit the track add notes. */
export default defineSubResource({
    parent: 'catalog/tracks',
    path: 'notes',
    label: 'Note |||| Notes',
    fields: {
        note: text('Note', { max: 5000, required: true, multiline: true }),
        author: text('Author', { readOnly: true }),
        created: datetime('Written', { readOnly: true }),
    },
    columns: ['created', 'author', 'note'],
    createAccess: P.CATALOG_WRITE,
    newestFirst: true,
    empty: 'No notes yet.',
});
