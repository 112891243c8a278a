/** The bad-input sweep's live calls: streams, their stages, vendors and their filters. */
import type { makeApi } from './helpers';

type Api = ReturnType<typeof makeApi>;
const as =
    (path: string, json?: unknown, method = json === undefined ? 'GET' : 'POST') =>
    (api: Api) =>
        api.as('admin', `/v4/live/${path}`, { method, json });

const calls: [string, (api: Api) => Promise<Response>][] = [
    ['stream without a name', as('streams/', { enabled: false })],
    ['stream enabled without a stage', as('streams/', { name: 'S', enabled: true })],
    ['stream time without an offset', as('streams/', { name: 'S', start_date: '2026-07-01T12:00' })],
    ['stream time not a time', as('streams/', { name: 'S', start_date: 'tonight' })],
    [
        'stream ending before it starts',
        as('streams/', { name: 'S', start_date: '2026-07-02T00:00:00Z', end_date: '2026-07-01T00:00:00Z' }),
    ],
    ['auto-enabled stream without times', as('streams/', { name: 'S', is_auto_enabled: true })],
    ['stream with an unknown host vendor', as('streams/', { name: 'S', host_vendor_id: 99999 })],
    ['host vendor URL not https', as('streams/1/', { host_vendor_url: 'ftp://x.example' }, 'PATCH')],
    ['API key not hexadecimal', as('streams/1/', { api_key: 'z'.repeat(32) }, 'PATCH')],
    ['status written', as('streams/1/', { status: 'live' }, 'PATCH')],
    ['stage count written', as('streams/1/', { stage_count: 3 }, 'PATCH')],
    ['stage without a name', as('streams/1/stages/', { number: 3 })],
    ['stage number 6', as('streams/1/stages/', { name: 'S', number: 6 })],
    ['stage number as text', as('streams/1/stages/', { name: 'S', number: 'one' })],
    ['sixth stage', as('streams/5/stages/', { name: 'Sixth' })],
    ['last stage of an enabled stream', as('streams/8/stages/19/', undefined, 'DELETE')],
    ['stage of another stream', as('streams/1/stages/3/', { name: 'x' }, 'PATCH')],
    ['vendor without a name', as('host-vendors/', { description: 'x' })],
    ['over-limit vendor name', as('tracklist-vendors/', { name: 'v'.repeat(101) })],
    ['status filter unknown', as('streams/?status=maybe')],
    ['auto-enabled filter not boolean', as('streams/?is_auto_enabled=sometimes')],
    ['start date filter malformed', as('streams/?start_date=2026-01-01:soon')],
];

export const liveCases = (api: Api): [string, () => Promise<Response>][] =>
    calls.map(([name, call]) => [name, () => call(api)]);

/** Seeded: 8 streams with 2, 3, 4, 2, 5, 1, 1 and 1 stages; 3 vendors of each kind. */
export const SEEDED_LIVE_ROWS = [8, 19, 3, 3];
export const liveCounts = (api: Api) =>
    ['live_streams', 'live_stream_stages', 'live_host_vendors', 'live_tracklist_vendors'].map(
        table => api.db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number
    );
