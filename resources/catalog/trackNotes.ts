import { P } from '../permissions';
import { notesOf } from './notes';

/** Notes on a track: those who may edit the track add notes. */
export default notesOf('catalog/tracks', {
    createAccess: P.CATALOG_WRITE,
    v4: { list: 'Tracks: GET {id}/notes, …; POST notes, …' },
});
