/** Custom calls on catalog records (tracks, artists, playlists) beyond the generic CRUD. */
import type { Job } from '../jobs/jobs';
import { messages } from '../messages';
import { P } from '../permissions';
import { defineOperation, returns } from './define';

/** Starts a track's re-encode job (the job's own access is this one). */
export const reencodeTrack = defineOperation({
    resource: 'catalog/tracks',
    id: 'reencode',
    detail: true,
    method: 'POST',
    path: 'reencode/',
    access: P.ADMIN_CONTENT_OPS,
    job: 'reencode',
    confirm: {
        theme: 'proceed',
        message: id => `Re-encode track ${String(id)}? It will not be shown to external applications until converted.`,
    },
    result: returns<Job>(),
    spec: 'Tracks: POST notes, songwriters, dj-edit, reencode, countries-allowed',
});

/** Replaces an artist's image with the music-profile partner's. */
export const pullArtistImage = defineOperation({
    resource: 'catalog/artists',
    id: 'pull-image',
    detail: true,
    method: 'POST',
    path: 'pull-image/',
    access: P.ADMIN_CONTENT_OPS_CURATION,
    confirm: { theme: 'proceed', message: messages.musicProfile.replaceImage },
    result: returns<{ image: string; width: number; height: number }>(),
    spec: 'Artists: sync POST/DELETE; pull-image POST',
});

/** The chart a playlist is linked to (the link itself is kept on the chart). */
export interface ChartMapping {
    chart_id?: number;
    chart?: { id: number; title: string };
}
export const playlistChartMapping = defineOperation({
    resource: 'catalog/playlists',
    id: 'chart-mapping',
    detail: true,
    method: 'GET',
    path: 'chart-mapping/',
    access: P.CHARTS,
    result: returns<ChartMapping>(),
    spec: 'Playlists: GET, tracks, partners, chart-mapping',
});
