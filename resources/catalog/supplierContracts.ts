import { messages } from '../messages';
import { contractsOf } from './contracts';

/** A supplier's contracts: at least one. */
export default contractsOf('catalog/suppliers', { atLeastOne: messages.validation.supplierNeeds });
