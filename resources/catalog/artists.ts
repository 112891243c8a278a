import { P } from '../permissions';
import musicProfileMappings from './artistMusicProfileMappings';
import { messages } from '../messages';
import { COVER_ART_MIN, SLUG_RULE } from '../constants';
import { musicProfileErrors } from '../rules';
import { defineResource, filter } from '../schema';
import { count } from '../describe';
import { boolean, image, number, text } from '../fields';

export default defineResource({
    name: 'catalog/artists',
    section: 'catalog',
    icon: 'Person',
    quickCreate: 1,
    curationItemType: 'artists',
    searchSection: 'catalog',
    label: 'Artist |||| Artists',
    access: P.CATALOG,
    writeAccess: P.CATALOG_WRITE,
    // Artists are shared by all partners: staff create them.
    createAccess: P.ADMIN_CONTENT_OPS_CURATION,
    v4: { create: 'Artists: POST; GET/PATCH {id}' },
    fields: {
        name: text('Name', { max: 250, required: true, onCreate: true }),
        bio: text('Bio', { max: 5000, multiline: true }),
        dj_profile_id: number('DJ Profile', { integer: true, min: 1, editAccess: P.STAFF }),
        dj_slug: text('DJ Slug', { max: 100, ...SLUG_RULE }),
        vanity_url: text('Vanity URL', { max: 255 }),
        music_profile_partner_id: text('Music-profile Partner ID', { max: 64, access: P.STAFF }),
        // Turned on and off by its own calls (sync POST/DELETE, §7), never by a PATCH of the field.
        sync_enabled: boolean('Sync Enabled', { access: P.STAFF, readOnly: true }),
        is_placeholder: boolean('Placeholder Profile', { editAccess: P.STAFF }),
        image: image('Profile Image', {
            minWidth: COVER_ART_MIN,
            minHeight: COVER_ART_MIN,
            rejection: messages.validation.artistImage,
        }),
    },
    groups: {
        Profile: ['name', 'bio', 'is_placeholder'],
        'DJ Profile': ['dj_profile_id', 'dj_slug', 'vanity_url'],
    },
    filters: [
        filter('id', 'idList', 'Artist IDs', { access: P.STAFF, alwaysOn: true }),
        filter('name', 'text', 'Name', { alwaysOn: true }),
        filter('dj_slug', 'text', 'DJ Slug'),
    ],
    columns: ['id', 'name'],
    tabs: [
        {
            id: 'summary',
            label: 'Summary',
            fields: ['name', 'bio', 'dj_profile_id', 'dj_slug', 'vanity_url', 'is_placeholder'],
        },
        {
            id: 'music-profile',
            label: 'Music Profile',
            fields: ['music_profile_partner_id'],
            part: 'artists.musicProfile',
            subs: [musicProfileMappings],
            access: P.STAFF,
        },
        { id: 'image', label: 'Image', fields: ['image'] },
    ],
    validate: (values, previous) => musicProfileErrors(values, previous),
    recordTitle: 'name',
    // Sent with each artist by the API: namesakes differ in what they made and for whom.
    describe: { detail: [count('track_count', 'track', 'tracks'), 'label_names'], image: 'image' },
});
