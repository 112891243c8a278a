import { P, partner } from '../permissions';
import { listOnly } from './listOnly';

/** Suppliers, for now as a reference list: staff who manage them; a supplier partner reads its own. */
export default listOnly('catalog/suppliers', 'Supplier |||| Suppliers', {
    access: [...P.SUPPLIERS, [partner('supplier')]],
    editors: P.SUPPLIERS,
});
