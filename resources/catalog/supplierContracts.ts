import { messages } from '../messages';
import { contractsOf } from './contracts';

/** A supplier's contracts: at least one. */
export default contractsOf('catalog/suppliers', {
    atLeastOne: messages.validation.supplierNeeds,
    // Listed without methods (§7: "Methods and payloads for the base paths listed without methods are not shown.").
    v4: { list: 'Suppliers: … contracts' },
});
