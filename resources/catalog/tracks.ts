import { ext } from '../capabilities';
import { P } from '../permissions';
import trackCountriesAllowed from './trackCountriesAllowed';
import trackNotes from './trackNotes';
import trackPublishers from './trackPublishers';
import trackSongwriters from './trackSongwriters';
import { ENCODE_STATUSES, MIX_NAME_MAX } from '../constants';
import { messages } from '../messages';
import { dateRangeErrors, GUID, ISRC } from '../rules';
import { lengthRuleErrors } from '../validation';
import { defineResource, filter } from '../schema';
import { year } from '../describe';
import { boolean, choice, date, number, reference, text, type Choice } from '../fields';
import { reencodeTrack } from '../operations/catalog';
import { callsOperation } from '../operations/define';
import { trackSupportDownloads } from '../operations/trackFiles';

/** Spec §4's encode states (CONVERTED, TRANSCODING, ERROR, 'Not Converted') by name. */
export const ENCODE_STATUS_CHOICES: Choice[] = ENCODE_STATUSES.map(id => ({
    id,
    name: id === 'Not Converted' ? id : id.charAt(0) + id.slice(1).toLowerCase(),
}));

/** §4's words for the search-index flag. */
export const INDEXED_STATES = ['Indexed', 'Not indexed'] as const;

/** One rule and one counter: 128 characters, or 250 for a DJ edit. */
const mixName = text('Mix Name', {
    max: MIX_NAME_MAX.track,
    longerWhen: { field: 'is_dj_edit', max: MIX_NAME_MAX.djEdit },
    onCreate: true,
    helperText: `A DJ edit's up to ${MIX_NAME_MAX.djEdit}`,
});

/** A free download's window: the range rule names these labels. */
const freeDownloadStart = date('Free Download Start');
const freeDownloadEnd = date('Free Download End');

export default defineResource({
    name: 'catalog/tracks',
    section: 'catalog',
    icon: 'LibraryMusic',
    curationItemType: 'tracks',
    searchSection: 'catalog',
    label: 'Track |||| Tracks',
    access: P.CATALOG,
    writeAccess: P.CATALOG_WRITE,
    createAccess: P.ADMIN_CONTENT_OPS,
    v4: { create: 'Tracks: … PATCH tracks/bulk; POST tracks.', bulk: 'Tracks: … PATCH tracks/bulk; POST tracks.' },
    bulkAccess: P.ADMIN_CONTENT_OPS,
    fields: {
        name: text('Title', { max: 250, required: true, onCreate: true }),
        mix_name: mixName,
        isrc: text('ISRC', {
            max: 16,
            onCreate: true,
            identifier: true,
            canonical: true,
            pattern: ISRC,
            patternMessage: messages.validation.isrcInvalid,
            validMessage: messages.validation.isrcValid,
            format: messages.validation.isrcFormat,
        }),
        release_id: reference('Release', 'catalog/releases', {
            display: 'release.name',
            required: true,
            onCreate: true,
            editAccess: P.STAFF,
        }),
        track_position: number('Track Position', { min: 1, integer: true, readOnly: true }),
        bpm: number('BPM', { min: 1, max: 999, integer: true }),
        key_id: reference('Musical Key', 'catalog/keys', { display: 'key.name' }),
        genre_id: reference('Genre', 'catalog/genres', { display: 'genre.name', onCreate: true }),
        sub_genre_id: reference('Sub-genre', 'catalog/sub-genres', {
            display: 'sub_genre.name',
            dependsOn: { field: 'genre_id', param: 'genre_id' },
        }),
        copyright_holder: text('Copyright Holder', { max: 1000, multiline: true }),
        label_track_id: text('Label Track ID', { max: 64, identifier: true }),
        guid: text('GUID', {
            max: 64,
            editAccess: P.STAFF,
            identifier: true,
            canonical: true,
            pattern: GUID,
            patternMessage: messages.validation.guidInvalid,
        }),
        encode_status: choice('Encode Status', ENCODE_STATUS_CHOICES, { readOnly: true }),
        exclusive: boolean('Exclusive'),
        exclusive_date: date('Exclusive Date'),
        publish_date: date('Publish Date'),
        new_release_date: date('New Release Date'),
        free_download_start_date: freeDownloadStart,
        free_download_end_date: freeDownloadEnd,
        is_explicit: boolean('Explicit'),
        is_hype: boolean('Hype', { access: P.HYPE_FILTER }),
        is_available_for_hype: boolean('Available for Hype', { access: P.HYPE_FILTER }),
        is_dj_edit: boolean('DJ Edit', { readOnly: true }),
        is_ugc_remix: boolean('UGC Remix', { readOnly: true }),
        dj_edits: boolean('DJ Edits Allowed', { editAccess: P.STAFF }),
        ugc_remixes: boolean('UGC Remixes Allowed', { editAccess: P.STAFF }),
        enabled: boolean('Enabled', { editAccess: P.STAFF }),
        is_hidden: boolean('Hidden'),
        is_available_for_streaming: boolean('Shown to External Applications', {
            helperText: messages.validation.notConverted,
        }),
        /** §4 "Indexed or Not indexed": whether store search has the track; set by the index, not by a form. */
        is_indexed: boolean('Search Index', { readOnly: true, states: INDEXED_STATES }),
    },
    groups: {
        'Title and Release': ['name', 'mix_name', 'release_id', 'track_position'],
        Identifiers: ['isrc', 'label_track_id', 'guid'],
        Music: ['bpm', 'key_id', 'genre_id', 'sub_genre_id'],
        Rights: ['copyright_holder'],
        Availability: [
            'encode_status',
            'is_indexed',
            'enabled',
            'is_hidden',
            'is_available_for_streaming',
            'is_explicit',
            'exclusive',
        ],
        Hype: ['is_hype', 'is_available_for_hype'],
        'DJ Edits and UGC Remixes': ['is_dj_edit', 'is_ugc_remix', 'dj_edits', 'ugc_remixes'],
        Publishing: ['publish_date', 'new_release_date', 'exclusive_date'],
        'Free Download': ['free_download_start_date', 'free_download_end_date'],
    },
    filters: [
        filter('id', 'idList', 'Track IDs', { access: P.STAFF, alwaysOn: true }),
        filter('name', 'text', 'Title', { alwaysOn: true }),
        filter('mix_name', 'text', 'Mix Name'),
        filter('artist_name', 'text', 'Artist'),
        filter('label_name', 'text', 'Label'),
        filter('release_id', 'idList', 'Release IDs', { access: P.STAFF }),
        filter('isrc', 'text', 'ISRC', { match: 'prefix' }),
        filter('catalog_number', 'text', 'Catalog Number', { match: 'prefix' }),
        filter('upc', 'text', 'UPC/EAN', { match: 'prefix', canonical: true }),
        filter('release_date', 'dateRange', 'Street Release Date'),
        filter('label_manager', 'text', 'Label Manager', { access: P.ADMIN_CURATION_MARKETING }),
        filter('guid', 'text', 'GUID', { access: P.STAFF, match: 'prefix' }),
        filter('genre_id', 'reference', 'Genre', { reference: 'catalog/genres' }),
        filter('bpm', 'number', 'BPM'),
        filter('publish_date', 'dateRange', 'Publish Date'),
        filter('exclusive_date', 'dateRange', 'Exclusive Date'),
        filter('is_explicit', 'boolean', 'Explicit'),
        filter('exclusive', 'boolean', 'Exclusive'),
        filter('is_hype', 'boolean', 'Hype', { access: P.HYPE_FILTER }),
        filter('dj_edits', 'boolean', 'DJ Edits', { access: P.DJ_EDIT_FILTER }),
        filter('ugc_remixes', 'boolean', 'UGC Remixes', { access: P.DJ_EDIT_FILTER }),
        filter('encode_status', 'choice', 'Encode Status', {
            access: P.STAFF,
            choices: ENCODE_STATUS_CHOICES,
        }),
        filter('is_indexed', 'boolean', 'Search Index', { states: INDEXED_STATES }),
        filter('release_name', 'text', 'Release'),
        filter('key_name', 'text', 'Key'),
        filter('sub_genre_id', 'reference', 'Sub-genre', { reference: 'catalog/sub-genres' }),
        filter('add_date', 'dateRange', 'Added'),
        filter('encoded_date', 'dateRange', 'Encoded'),
        filter('new_release_date', 'dateRange', 'New Release Date'),
        filter('pre_order_date', 'dateRange', 'Pre-order Date'),
        filter('free_download_start_date', 'dateRange', 'Free Download Start'),
        filter('free_download_end_date', 'dateRange', 'Free Download End'),
        // §6: "Hype filter: first brand only" — every hype filter.
        filter('is_available_for_hype', 'boolean', 'Available for Hype', { access: P.HYPE_FILTER }),
        filter('is_available_for_streaming', 'boolean', 'Shown to External Applications'),
    ],
    columns: ['id', 'name', 'artist_name'],
    tabs: [
        {
            id: 'summary',
            label: 'Summary',
            fields: [
                'name',
                'mix_name',
                'isrc',
                'release_id',
                'track_position',
                'bpm',
                'key_id',
                'genre_id',
                'sub_genre_id',
                'copyright_holder',
                'label_track_id',
                'guid',
            ],
        },
        // §3 gives a track no artist field: its artists and remixers are shown, each linking to its artist.
        { id: 'artists', label: 'Artists', part: 'tracks.artists' },
        {
            id: 'status',
            label: 'Status',
            fields: [
                'encode_status',
                'is_indexed',
                'enabled',
                'is_hidden',
                'is_available_for_streaming',
                'is_explicit',
                'exclusive',
                'is_hype',
                'is_available_for_hype',
                'is_dj_edit',
                'is_ugc_remix',
                'dj_edits',
                'ugc_remixes',
            ],
        },
        {
            id: 'dates',
            label: 'Dates',
            fields: [
                'publish_date',
                'new_release_date',
                'exclusive_date',
                'free_download_start_date',
                'free_download_end_date',
            ],
        },
        { id: 'audio', label: 'Audio Files', part: 'tracks.audio' },
        // §7 "support-downloads": what support may send a customer again, shown to whoever may ask.
        {
            ...callsOperation(trackSupportDownloads),
            id: 'support-downloads',
            label: 'Support Downloads',
            part: 'tracks.supportDownloads',
        },
        {
            id: 'territories',
            label: 'Territories and Publish Dates',
            part: 'tracks.territories',
        },
        { id: 'countries', label: 'Countries Allowed', part: 'tracks.regionalSummary', subs: [trackCountriesAllowed] },
        { id: 'promo', label: 'Promo Pool Versions', part: 'tracks.promo', v4: ext('track-extras') },
        { id: 'dj-edits', label: 'DJ Edits', part: 'tracks.djEdits' },
        { id: 'ugc-remixes', label: 'UGC Remixes', part: 'tracks.ugcRemixes', v4: ext('track-extras') },
        { id: 'rights', label: 'Songwriters and Publishers', subs: [trackSongwriters, trackPublishers] },
        { id: 'notes', label: 'Notes', subs: [trackNotes] },
    ],
    validate: values => ({
        ...lengthRuleErrors({ mix_name: mixName }, values),
        ...dateRangeErrors(
            values.free_download_start_date,
            values.free_download_end_date,
            ['free_download_start_date', 'free_download_end_date'],
            [freeDownloadStart.label, freeDownloadEnd.label]
        ),
        ...(values.is_available_for_streaming && values.encode_status && values.encode_status !== 'CONVERTED'
            ? { is_available_for_streaming: messages.validation.notConverted }
            : {}),
    }),
    actions: [
        { id: 'bulk-update', label: 'Bulk Update', access: P.ADMIN_CONTENT_OPS, placement: 'bulk' },
        {
            ...callsOperation(reencodeTrack),
            id: 'reencode',
            label: 'Re-encode',
            placement: 'record',
            icon: 'Replay',
            notices: messages.actions.reencodeTrack,
        },
    ],
    recordTitle: 'name',
    describe: { detail: ['artist_name', 'mix_name', 'release.name', 'release.label.name', year('publish_date')] },
});

/** The one field a new DJ edit is made from. */
export const djEditMixName = text('Mix Name', { max: MIX_NAME_MAX.djEdit, required: true });

/** Tracks made from a track (spec §2: DJ edit and UGC remix creation): where each is listed and created. */
export interface Derivative {
    path: 'dj-edit' | 'ugc-remix';
    /** The column that marks such a track. */
    flag: 'is_dj_edit' | 'is_ugc_remix';
    label: string;
    historyKey: string;
    /** The source track's flag that must allow it, and what is said when it does not. */
    allowedBy?: 'ugc_remixes';
    notAllowed?: string;
}
export const DERIVATIVES: readonly Derivative[] = [
    { path: 'dj-edit', flag: 'is_dj_edit', label: 'dj edit', historyKey: 'dj_edit' },
    {
        path: 'ugc-remix',
        flag: 'is_ugc_remix',
        label: 'ugc remix',
        historyKey: 'ugc_remix',
        allowedBy: 'ugc_remixes',
        notAllowed: messages.validation.ugcNotAllowed,
    },
];
