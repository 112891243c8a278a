import { P } from '../permissions';
import { messages } from '../messages';
import chartPlaylistMappings from './chartPlaylistMappings';
import { CHART_IMAGE, CHART_TITLE_MAX } from '../constants';
import { defineResource, filter } from '../schema';
import { labelled } from '../describe';
import { image, reference, text } from '../fields';

/** Charts: staff only (spec §6); a DJ profile's ordered selection of tracks, with its artist. */
export default defineResource({
    name: 'catalog/charts',
    section: 'catalog',
    icon: 'QueueMusic',
    quickCreate: 3,
    curationItemType: 'charts',
    searchSection: 'catalog',
    label: 'Chart |||| Charts',
    access: P.CHARTS,
    writeAccess: P.CHARTS,
    createAccess: P.CHARTS,
    v4: { create: 'Charts: … POST create, images, playlist-mappings' },
    fields: {
        title: text('Title', {
            max: CHART_TITLE_MAX,
            required: true,
            onCreate: true,
            helperText: 'Shown in slideshows and feature slots',
        }),
        description: text('Description', { max: 5000, multiline: true }),
        owner_id: reference('Owner', 'catalog/dj-profiles', { display: 'owner.name', onCreate: true }),
        artist_id: reference('Associated Artist', 'catalog/artists', { display: 'artist.name', onCreate: true }),
        image: image('Chart Image', {
            minWidth: CHART_IMAGE.width,
            minHeight: CHART_IMAGE.height,
            keepRatio: true,
            rejection: messages.validation.chartImage,
        }),
    },
    filters: [
        filter('id', 'idList', 'Chart IDs', { alwaysOn: true }),
        filter('title', 'text', 'Title', { alwaysOn: true }),
        filter('artist_name', 'text', 'Artist'),
        filter('artist_id', 'idList', 'Artist IDs'),
        filter('dj_name', 'text', 'Owner'),
    ],
    columns: ['id', 'title', 'owner.name'],
    tabs: [
        { id: 'summary', label: 'Summary', fields: ['title', 'description', 'owner_id', 'artist_id'] },
        { id: 'tracks', label: 'Tracks', part: 'charts.tracks' },
        { id: 'playlist', label: 'Curated Playlist', subs: [chartPlaylistMappings] },
        { id: 'image', label: 'Image', fields: ['image'] },
    ],
    recordTitle: 'title',
    // An owner and an artist often share a name: each said as what it is.
    describe: { detail: [labelled('Owner', 'owner.name'), labelled('Artist', 'artist.name')], image: 'image' },
});
