import { P } from '../permissions';
import { notesOf } from './notes';

/** Notes on a supplier: its managers add, correct and remove them. */
export default notesOf('catalog/suppliers', {
    v4: { list: 'Suppliers: … contacts and notes (GET/POST/PATCH/DELETE)' },
    createAccess: P.SUPPLIERS,
    writeAccess: P.SUPPLIERS,
    deleteAccess: P.SUPPLIERS,
});
