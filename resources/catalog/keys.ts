import { listOnly } from './listOnly';

export default listOnly('catalog/keys', 'Key |||| Keys');
