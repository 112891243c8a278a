import { P } from '../permissions';
import { defineResource, filter } from '../schema';
import { short } from '../describe';
import { boolean, choice, datetime, text } from '../fields';
import { playlistChartMapping } from '../operations/catalog';
import { callsOperation } from '../operations/define';

/** The aux playlist types (spec §3 reference lists), by name. */
export const PLAYLIST_TYPES = ['Curated', 'Editorial', 'Partner'].map(name => ({ id: name, name }));

/**
 * Curated playlists (spec §3 names them through their calls): read like the catalog (staff,
 * supplier and label, §6); kept by the staff who edit the catalog. Tracks in order, the link
 * partners they are offered to, and the chart linked to them are tabs of their own.
 */
export default defineResource({
    name: 'catalog/playlists',
    section: 'catalog',
    icon: 'PlaylistPlay',
    curationItemType: 'playlists',
    searchSection: 'catalog',
    label: 'Curated Playlist |||| Curated Playlists',
    access: P.CATALOG,
    writeAccess: P.CATALOG_EDITORS,
    createAccess: P.CATALOG_EDITORS,
    v4: { create: 'Playlists: GET, tracks, partners, chart-mapping; POST; PATCH' },
    fields: {
        name: text('Name', { max: 250, required: true, onCreate: true }),
        description: text('Description', { max: 5000, multiline: true, onCreate: true }),
        playlist_type: choice('Playlist Type', PLAYLIST_TYPES, { onCreate: true }),
        playlist_status: boolean('Published', { onCreate: true }),
        is_curated_playlist: boolean('Curated', { onCreate: true }),
        is_public: boolean('Public', { onCreate: true }),
        created: datetime('Created', { readOnly: true }),
    },
    filters: [
        filter('id', 'idList', 'Playlist IDs', { alwaysOn: true }),
        filter('name', 'text', 'Name', { alwaysOn: true }),
        filter('playlist_status', 'boolean', 'Published'),
        filter('is_curated_playlist', 'boolean', 'Curated'),
        filter('is_public', 'boolean', 'Public'),
    ],
    columns: ['id', 'name', 'playlist_status'],
    tabs: [
        {
            id: 'summary',
            label: 'Summary',
            fields: ['name', 'description', 'playlist_type', 'playlist_status', 'is_curated_playlist', 'is_public'],
        },
        { id: 'tracks', label: 'Tracks', part: 'playlists.tracks' },
        { id: 'partners', label: 'Partners', part: 'playlists.partners', access: P.LINK_PARTNERS },
        { ...callsOperation(playlistChartMapping), id: 'chart', label: 'Chart', part: 'playlists.chart' },
    ],
    recordTitle: 'name',
    describe: { detail: ['playlist_type', short('description', 48)] },
});
