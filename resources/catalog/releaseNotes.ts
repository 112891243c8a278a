import { P } from '../permissions';
import { notesOf } from './notes';

/** Notes on a release: those who may edit the release add notes. */
export default notesOf('catalog/releases', {
    createAccess: P.CATALOG_WRITE,
    v4: {
        list: 'Releases: GET list, {id}, notes, tracks; PATCH {id}, tracks/bulk; POST release, notes, images, reencode',
    },
});
