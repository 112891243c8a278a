/** Custom calls on catalog records (tracks, artists, playlists) beyond the generic CRUD. */
import { ARTIST_ASSOCIATION_REMOVERS } from '../catalog/djProfiles';
import type { Job } from '../jobs/jobs';
import { messages } from '../messages';
import { P } from '../permissions';
import type { RegionSummary } from '../regions';
import { defineOperation, returns, type FileAnswer } from './define';

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

/** Encodes a release again for one target: a job over its tracks. */
const encodeFor = (target: 'on-demand' | 'beatdrop', label: string) =>
    defineOperation({
        resource: 'catalog/releases',
        id: `${target}-encode`,
        detail: true,
        method: 'POST',
        path: `${target}/encode/`,
        access: P.ADMIN_CONTENT_OPS,
        job: 'release-encode',
        confirm: {
            theme: 'proceed',
            message: id =>
                `${label} release ${String(id)}? Its tracks are converted again and hidden from external applications until they are.`,
        },
        result: returns<Job>(),
        spec: 'Releases: … Encode: POST on-demand/encode and beatdrop/encode.',
    });
export const encodeReleaseOnDemand = encodeFor('on-demand', 'On-demand Encode');
export const encodeReleaseBeatdrop = encodeFor('beatdrop', 'Beatdrop Encode');

/** Sets publish, pre-order and takedown times on every track of a release (the countries named, or all). */
export const releaseCountryTimes = defineOperation({
    resource: 'catalog/releases',
    id: 'countries-times',
    detail: true,
    method: 'PUT',
    path: 'countries-times/update/',
    access: P.CATALOG_WRITE,
    confirm: { theme: 'proceed', message: messages.territories.releaseTimesConfirm },
    result: returns<{ tracks: number; territories: number }>(),
    spec: 'Releases: … PUT countries-times/update.',
});

/** The track a DJ edit or UGC remix was made from. */
export const trackDerivedFrom = defineOperation({
    resource: 'catalog/tracks',
    id: 'dj-edit-source',
    detail: true,
    method: 'GET',
    path: 'dj-edit-source/',
    access: P.CATALOG,
    result: returns<{ id: number; name: string }>(),
    spec: 'Tracks: GET {id}/… dj-edit, dj-edit-source, …',
});

/** Where a track may be sold, by region ("Europe 6 of 14"). */
export const trackRegionalSummary = defineOperation({
    resource: 'catalog/tracks',
    id: 'regional-summary',
    detail: true,
    method: 'GET',
    path: 'countries-allowed/regional-summary/',
    access: P.CATALOG,
    result: returns<{ results: RegionSummary[] }>(),
    spec: 'Tracks: GET {id}/… countries-allowed and its regional-summary.',
});

/** Playable audio for the console's player (media elements cannot send the token: read as a Blob). */
export const trackStream = defineOperation({
    resource: 'catalog/tracks',
    id: 'stream',
    detail: true,
    method: 'GET',
    path: 'stream/',
    access: P.CATALOG,
    accept: 'audio/*',
    result: returns<FileAnswer>(),
    spec: 'Tracks: GET {id}/… stream',
});

/** Removes a DJ profile's link to its artist (the artist stays). */
export const removeArtistAssociation = defineOperation({
    resource: 'catalog/dj-profiles',
    id: 'artist-association',
    detail: true,
    method: 'DELETE',
    path: 'artist-association/',
    access: ARTIST_ASSOCIATION_REMOVERS,
    confirm: { theme: 'delete', message: messages.djProfiles.removeArtistConfirm },
    spec: 'DJ profiles: GET/PATCH {id}; DELETE artist-association',
});
