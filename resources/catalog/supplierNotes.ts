import { P } from '../permissions';
import { notesOf } from './notes';

/** Notes on a supplier: its managers add, correct and remove them. */
export default notesOf('catalog/suppliers', {
    createAccess: P.SUPPLIERS,
    writeAccess: P.SUPPLIERS,
    deleteAccess: P.SUPPLIERS,
});
