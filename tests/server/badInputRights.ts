/** The bad-input sweep's calls on a track's songwriters and publishers; none may write a row. */
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
];

export const rightsCases = (api: Api): [string, () => Promise<Response>][] =>
    calls.map(([name, c]) => [name, () => c(api)]);

/** Rows in the songwriter and publisher tables: unchanged by the sweep. */
export const rightsCounts = (api: Api) =>
    ['track_songwriters', 'track_publishers'].map(
        table => api.db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number
    );
