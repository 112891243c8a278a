/**
 * The music-profile partner service's artists (spec §2: a separate search exists for them), read
 * from the partner and never written here: staff who map console artists to partner profiles
 * search it for the partner ID to map. Not a catalog type, so it has a search section of its own.
 */
import { P } from '../permissions';
import { defineResource, filter } from '../schema';
import { number, text } from '../fields';

export default defineResource({
    name: 'music-profile/artists',
    // Reached from the search area only: no menu section lists it.
    section: 'reference',
    searchSection: 'music-profile',
    label: 'Music-profile Artist |||| Music-profile Artists',
    access: P.ADMIN_CONTENT_OPS_CURATION,
    fields: {
        partner_artist_id: text('Partner Artist ID', { readOnly: true }),
        name: text('Name', { readOnly: true }),
        country: text('Country', { readOnly: true }),
        genres: text('Genres', { readOnly: true }),
        followers: number('Followers', { readOnly: true }),
    },
    filters: [
        filter('name', 'text', 'Name', { alwaysOn: true }),
        filter('partner_artist_id', 'text', 'Partner Artist ID', { alwaysOn: true, match: 'exact' }),
        filter('country', 'text', 'Country', { match: 'exact' }),
    ],
    columns: ['partner_artist_id', 'name', 'followers'],
    tabs: [
        { id: 'summary', label: 'Summary', fields: ['partner_artist_id', 'name', 'country', 'genres', 'followers'] },
    ],
    recordTitle: 'name',
});
