/** The bad-input sweep's search calls: a missing, blank or overlong query, unknown types, bad paging. */
import type { makeApi } from './helpers';

type Api = ReturnType<typeof makeApi>;
const paths: [string, string][] = [
    ['search without q', '/v4/search/'],
    ['search with a blank q', '/v4/search/?q=%20%20'],
    ['search with an overlong q', `/v4/search/?q=${'x'.repeat(251)}`],
    ['search of an unknown type', '/v4/search/?q=a&types=catalog/nothing'],
    ['search of a type that is not searchable', '/v4/search/?q=a&types=catalog/genres'],
    ['search page 0', '/v4/search/?q=a&page=0'],
    ['search per_page 1000', '/v4/search/?q=a&per_page=1000'],
    ['autocomplete without q', '/v4/search/autocomplete/'],
    ['autocomplete per_page not a number', '/v4/search/autocomplete/?q=a&per_page=many'],
];

export const searchCases = (api: Api): [string, () => Promise<Response>][] =>
    paths.map(([name, path]) => [name, () => api.as('admin', path)]);
