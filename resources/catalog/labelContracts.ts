import { contractsOf } from './contracts';

/** A label's contracts: staff who manage suppliers keep them; suppliers read their own. */
export default contractsOf('catalog/labels');
