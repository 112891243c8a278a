/** The bad-input sweep's calls on a track's songwriters, publishers, countries and territory times; none may write. */
import type { makeApi } from './helpers';

type Api = ReturnType<typeof makeApi>;
const call =
    (path: string, json: unknown, method = 'POST') =>
    (api: Api) =>
        api.as('admin', `/v4/catalog/tracks/1/${path}`, { method, json });

const calls: [string, (api: Api) => Promise<Response>][] = [
    ['songwriter of an unknown type', call('songwriters/', { name: 'W', songwriter_type: 'Producer' })],
    ['songwriter without a name', call('songwriters/', { songwriter_type: 'Composer' })],
    ['songwriter IPI with letters', call('songwriters/', { name: 'W', songwriter_type: 'Composer', ipi: 'IPI12345' })],
    ['songwriter changed (rows are added or removed)', call('songwriters/1/', { name: 'W' }, 'PATCH')],
    ['publishers added one by one (the list is replaced whole)', call('publishers/', { name: 'P', share: 10 })],
    ['publishers as an object', call('publishers/', { name: 'P', share: 10 }, 'PUT')],
    [
        'publisher shares over 100 %',
        call(
            'publishers/',
            [
                { name: 'A', share: 60 },
                { name: 'B', share: 50 },
            ],
            'PUT'
        ),
    ],
    ['publisher share over 100', call('publishers/', [{ name: 'A', share: 101 }], 'PUT')],
    ['publisher without a share', call('publishers/', [{ name: 'A' }], 'PUT')],
    ['publisher share as text', call('publishers/', [{ name: 'A', share: 'half' }], 'PUT')],
    ['territories of commercial model 3', call('countries-publish-date/?commercial_model_type=3', [], 'PUT')],
    [
        'territories of commercial model "streaming"',
        call('countries-publish-date/?commercial_model_type=streaming', [], 'PUT'),
    ],
    [
        'country times of commercial model 0',
        call('countries-times/update/', { publish_time: '2027-02-01T00:00:00Z', commercial_model_type: 0 }, 'PUT'),
    ],
    ['file update of an unknown GUID', call('track-file-update/', { guid: 'nope', file_class: 'master' }, 'PATCH')],
    [
        'file update to an unknown class',
        call('track-file-update/', { guid: '00000000-0000-4000-8000-000000000010', file_class: 'lyrics' }, 'PATCH'),
    ],
    [
        'file update to a path',
        call(
            'track-file-update/',
            { guid: '00000000-0000-4000-8000-000000000010', file_name: '../../etc/passwd' },
            'PATCH'
        ),
    ],
    [
        'file update of another field',
        call('track-file-update/', { guid: '00000000-0000-4000-8000-000000000010', size: 1 }, 'PATCH'),
    ],
    ['UGC remix without a mix name', call('ugc-remix/', {})],
    ['UGC remix over-limit mix name', call('ugc-remix/', { mix_name: 'x'.repeat(251) })],
    ['allowed country unknown', call('countries-allowed/', { country_id: 9999 })],
    ['allowed country already allowed', call('countries-allowed/', { country_id: 1 })],
    ['allowed countries twice in a list', call('countries-allowed/', [{ country_id: 2 }, { country_id: 2 }], 'PUT')],
    [
        'country times without a publish time',
        call('countries-times/update/', { takedown_time: '2027-01-01T00:00:00Z' }, 'PUT'),
    ],
    ['country times not ISO', call('countries-times/update/', { publish_time: 'next tuesday' }, 'PUT')],
    [
        'country times: takedown before publish',
        call(
            'countries-times/update/',
            { publish_time: '2027-02-01T00:00:00Z', takedown_time: '2027-01-01T00:00:00Z' },
            'PUT'
        ),
    ],
    [
        'country times for an unknown country',
        call('countries-times/update/', { publish_time: '2027-02-01T00:00:00Z', country_ids: [9999] }, 'PUT'),
    ],
    [
        'country times for no countries',
        call('countries-times/update/', { publish_time: '2027-02-01T00:00:00Z', country_ids: [] }, 'PUT'),
    ],
];

export const rightsCases = (api: Api): [string, () => Promise<Response>][] =>
    calls.map(([name, c]) => [name, () => c(api)]);

/** Rows in the songwriter, publisher and territory tables, and territory times: unchanged by the sweep. */
export const rightsCounts = (api: Api) => [
    ...['track_songwriters', 'track_publishers', 'track_countries_allowed', 'track_territories'].map(
        table => api.db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number
    ),
    api.db.prepare('SELECT group_concat(publish_time) FROM track_territories WHERE track_id = 1').pluck().get(),
];
