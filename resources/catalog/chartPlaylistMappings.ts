import { P } from '../permissions';
import { defineSubResource } from '../schema';
import { reference } from '../fields';

/** The curated playlist a chart is linked to (one per chart); changed, never removed (spec §7). */
export default defineSubResource({
    parent: 'catalog/charts',
    path: 'playlist-mappings',
    label: 'Curated playlist link |||| Curated playlist links',
    fields: {
        // Chosen by name, and an id of no playlist refused by the server (walk 54: 9999 was linked).
        playlist_id: reference('Curated Playlist', 'catalog/playlists', { required: true }),
    },
    columns: ['playlist_id'],
    createAccess: P.CHARTS,
    writeAccess: P.CHARTS,
    empty: 'This chart is not linked to a curated playlist.',
    v4: {
        list: 'Charts: GET {id}, tracks, playlist-mappings; POST create, images, playlist-mappings; PATCH chart and mappings',
    },
});
