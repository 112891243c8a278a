import { ext } from '../capabilities';
import { contractsOf } from './contracts';

/** A label's contracts: staff who manage suppliers keep them; suppliers read their own. */
export default contractsOf('catalog/labels', {
    v4: { list: 'Labels: … contracts GET/POST/PATCH', delete: ext('record-deletion') },
});
