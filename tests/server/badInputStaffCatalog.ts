/**
 * The bad-input sweep's cases for charts, DJ profiles, link partners and label managers (run by
 * badInput.test.ts), and the check that none of them wrote anything.
 */
import { expect } from 'vitest';
import type { makeApi } from './helpers';

type Api = ReturnType<typeof makeApi>;
type Call = [string, () => Promise<Response>];

/** What the seed leaves in place, read before the sweep (the sweep's writes must not move it). */
const seeded = new WeakMap<Api, Record<string, unknown>>();
const snapshot = (api: Api) => ({
    charts: api.db.prepare('SELECT count(*) FROM charts').pluck().get(),
    chart1: api.db.prepare('SELECT title, owner_id, version FROM charts WHERE id = 1').get(),
    chart1Tracks: api.db
        .prepare('SELECT track_id FROM chart_tracks WHERE chart_id = 1 ORDER BY position')
        .pluck()
        .all(),
    mappings: api.db.prepare('SELECT chart_id, playlist_id FROM chart_playlist_mappings ORDER BY id').all(),
    profile1: api.db.prepare('SELECT name, slug, version FROM dj_profiles WHERE id = 1').get(),
    associated: api.db.prepare('SELECT count(*) FROM artists WHERE dj_profile_id IS NOT NULL').pluck().get(),
    partners: api.db.prepare('SELECT count(*) FROM link_partners').pluck().get(),
    managers: api.db.prepare('SELECT name, enabled, version FROM label_managers ORDER BY id').all(),
});

export function staffCatalogCases(api: Api): Call[] {
    const call = (path: string, method: string, json?: unknown) => () =>
        api.as('admin', path, { method, ...(json === undefined ? {} : { json }) });
    const chartTracks = (json: unknown) => call('/v4/catalog/charts/1/tracks/', 'PUT', json);
    const djUser = api.db
        .prepare('SELECT id FROM customers WHERE dj_profile_id IS NOT NULL ORDER BY id LIMIT 1')
        .pluck()
        .get();
    seeded.set(api, snapshot(api));
    return [
        ['chart title over 45', call('/v4/catalog/charts/1/', 'PATCH', { title: 'x'.repeat(46) })],
        ['chart create without a title', call('/v4/catalog/charts/', 'POST', { description: 'No title' })],
        ['chart unknown owner', call('/v4/catalog/charts/1/', 'PATCH', { owner_id: 99999999 })],
        ['chart owner as text', call('/v4/catalog/charts/1/', 'PATCH', { owner_id: 'me' })],
        ['chart tracks not a list', chartTracks({ id: 1, track_position: 1 })],
        ['chart tracks with a gap', chartTracks([{ id: 1, track_position: 2 }])],
        [
            'chart tracks with a position twice',
            chartTracks([
                { id: 1, track_position: 1 },
                { id: 2, track_position: 1 },
            ]),
        ],
        [
            'chart tracks with a track twice',
            chartTracks([
                { id: 1, track_position: 1 },
                { id: 1, track_position: 2 },
            ]),
        ],
        ['chart tracks with an unknown track', chartTracks([{ id: 99999999, track_position: 1 }])],
        ['chart tracks position 0', chartTracks([{ id: 1, track_position: 0 }])],
        ['chart tracks of an unknown chart', call('/v4/catalog/charts/99999/tracks/', 'PUT', [])],
        [
            'playlist mapping without a playlist',
            call('/v4/catalog/charts/1/playlist-mappings/', 'POST', { playlist_id: 'abc' }),
        ],
        [
            'a second playlist mapping for a chart',
            call('/v4/catalog/charts/3/playlist-mappings/', 'POST', { playlist_id: 77 }),
        ],
        [
            'chart image not an image',
            () => {
                const body = new FormData();
                body.append('file', new File([new Uint8Array([1, 2, 3])], 'x.png'));
                return api.as('admin', '/v4/catalog/charts/1/images/', { method: 'POST', body });
            },
        ],
        ['DJ slug with capitals and spaces', call('/v4/catalog/dj-profiles/1/', 'PATCH', { slug: 'Bad Slug' })],
        ['DJ name over 100', call('/v4/catalog/dj-profiles/1/', 'PATCH', { name: 'x'.repeat(101) })],
        ['DJ profile user id changed', call('/v4/catalog/dj-profiles/1/', 'PATCH', { user_id: 2 })],
        ['DJ profile filter dj_name over 250', call(`/v4/catalog/dj-profiles/?dj_name=${'x'.repeat(251)}`, 'GET')],
        [
            'artist association of an unknown profile',
            call('/v4/catalog/dj-profiles/99999/artist-association/', 'DELETE'),
        ],
        ['user DJ profile of a user without one', call('/v4/users/1/dj-profile/', 'PATCH', { bio: 'x' })],
        ['user DJ profile of a non-numeric user', call('/v4/users/abc/dj-profile/', 'PATCH', { bio: 'x' })],
        ['user DJ profile empty name', call(`/v4/users/${djUser}/dj-profile/`, 'PATCH', { name: ' ' })],
        ['link partner without a name', call('/v4/catalog/link-partners/', 'POST', { url: 'https://x.example' })],
        ['link partner enabled as text', call('/v4/catalog/link-partners/1/', 'PATCH', { enabled: 'yes' })],
        ['label manager name over 250', call('/v4/catalog/label-managers/1/', 'PATCH', { name: 'x'.repeat(251) })],
        ['label manager unknown field', call('/v4/catalog/label-managers/1/', 'PATCH', { labels: [1] })],
    ];
}

/** Nothing the cases above sent was written. */
export function staffCatalogUnchanged(api: Api): void {
    expect(snapshot(api)).toEqual(seeded.get(api));
}
