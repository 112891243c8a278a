/**
 * Where a track may be sold (spec §7 tracks: GET, POST, PUT countries-allowed, and its regional
 * summary): countries are added one at a time or the list is replaced whole; each country once.
 */
import { messages } from '../messages';
import { P } from '../permissions';
import { defineSubResource } from '../schema';
import { reference } from '../fields';

export default defineSubResource({
    parent: 'catalog/tracks',
    path: 'countries-allowed',
    label: 'Allowed country |||| Allowed countries',
    fields: {
        country_id: reference('Country', 'auxiliary/countries', { required: true }),
    },
    columns: ['country_id'],
    createAccess: P.CATALOG_WRITE,
    replaceAccess: P.CATALOG_WRITE,
    unique: { field: 'country_id', message: messages.validation.countryTwice },
    empty: 'No countries allowed yet: the track is not for sale anywhere.',
    v4: { list: 'Tracks: GET {id}/… countries-allowed …; POST … countries-allowed; PUT … countries-allowed' },
});
