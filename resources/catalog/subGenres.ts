import { filter } from '../schema';
import { reference } from '../fields';
import { listOnly, nameFilter } from './listOnly';

/** Sub-genres belong to a genre; the track form offers those of the chosen genre. */
export default listOnly('catalog/sub-genres', 'Sub-genre |||| Sub-genres', {
    filters: [nameFilter, filter('genre_id', 'reference', 'Genre', { reference: 'catalog/genres' })],
    fields: { genre_id: reference('Genre', 'catalog/genres', { required: true, onCreate: true }) },
    // Sent with each sub-genre by the API.
    describe: { detail: ['genre.name'] },
});
