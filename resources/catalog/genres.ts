import { listOnly } from './listOnly';

export default listOnly('catalog/genres', 'Genre |||| Genres');
