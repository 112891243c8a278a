/** The bad-input sweep's curated-playlist calls: the record, its track order, its partners and its filters. */
import type { makeApi } from './helpers';

type Api = ReturnType<typeof makeApi>;
const call =
    (path: string, json?: unknown, method = json === undefined ? 'GET' : 'PUT') =>
    (api: Api) =>
        api.as('admin', `/v4/catalog/playlists/${path}`, { method, json });

const calls: [string, (api: Api) => Promise<Response>][] = [
    ['playlist without a name', call('', { is_public: true }, 'POST')],
    ['playlist of an unknown type', call('1001/', { playlist_type: 'Mixtape' }, 'PATCH')],
    ['playlist created time written', call('1001/', { created: '2026-01-01T00:00:00Z' }, 'PATCH')],
    ['playlist tracks not a list', call('1001/tracks/bulk/', { id: 1 })],
    ['playlist tracks with a gap', call('1001/tracks/bulk/', [{ id: 1, track_position: 2 }])],
    ['playlist tracks with an unknown track', call('1001/tracks/bulk/', [{ id: 99999999, track_position: 1 }])],
    ['playlist partners not a list', call('1001/partners-bulk/', { id: 1 })],
    ['playlist partner unknown', call('1001/partners-bulk/', [{ id: 99999 }])],
    ['playlist partner id as text', call('1001/partners-bulk/', [{ id: 'one' }])],
    ['published filter not boolean', call('?playlist_status=maybe')],
    ['public filter not boolean', call('?is_public=2')],
];

export const playlistCases = (api: Api): [string, () => Promise<Response>][] =>
    calls.map(([name, c]) => [name, () => c(api)]);

/** Seeded: 40 playlists of 12 tracks and 2 partners each. */
export const SEEDED_PLAYLIST_ROWS = [40, 480, 80];
export const playlistCounts = (api: Api) =>
    ['playlists', 'playlist_tracks', 'playlist_partners'].map(
        table => api.db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number
    );
