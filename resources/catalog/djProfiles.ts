import { P } from '../permissions';
import { SLUG_RULE } from '../constants';
import { labelled } from '../describe';
import { defineResource, filter } from '../schema';
import { number, text } from '../fields';

/** Who may remove a profile's artist association: the staff who edit the catalog (not partners). */
export const ARTIST_ASSOCIATION_REMOVERS = P.CATALOG_EDITORS;

/**
 * DJ profiles: read like the catalog (spec §6), changed (GET/PATCH, §7) but never created here;
 * a profile belongs to a user and may be associated with an artist (the artist's DJ profile).
 */
export default defineResource({
    name: 'catalog/dj-profiles',
    section: 'catalog',
    icon: 'Headphones',
    searchSection: 'catalog',
    label: 'DJ Profile |||| DJ Profiles',
    access: P.CATALOG,
    writeAccess: P.CATALOG_WRITE,
    fields: {
        name: text('DJ Name', { max: 100, required: true }),
        slug: text('DJ Slug', { max: 100, required: true, ...SLUG_RULE }),
        bio: text('Bio', { max: 5000, multiline: true }),
        user_id: number('User ID', { readOnly: true, access: P.STAFF }),
    },
    filters: [
        filter('id', 'idList', 'DJ Profile IDs', { access: P.STAFF, alwaysOn: true }),
        filter('dj_name', 'text', 'DJ Name', { alwaysOn: true }),
        filter('dj_slug', 'text', 'DJ Slug'),
    ],
    columns: ['id', 'name', 'artist.name'],
    tabs: [
        { id: 'summary', label: 'Summary', fields: ['name', 'slug', 'bio', 'user_id'] },
        { id: 'artist', label: 'Artist', part: 'djProfiles.artist' },
    ],
    recordTitle: 'name',
    describe: { detail: [labelled('Artist', 'artist.name'), 'slug'] },
});
