/** The bad-input sweep's job calls: filters of the jobs list, ids that are not jobs, encodes of nothing. */
import type { makeApi } from './helpers';

type Api = ReturnType<typeof makeApi>;
const get = (path: string) => (api: Api) => api.as('admin', path);
const post = (path: string) => (api: Api) => api.as('admin', path, { method: 'POST' });

const calls: [string, (api: Api) => Promise<Response>][] = [
    ['jobs: unknown state', get('/v4/jobs/?state=STUCK')],
    ['jobs: state list with a blank', get('/v4/jobs/?state=DONE,')],
    ['jobs: active not boolean', get('/v4/jobs/?active=maybe')],
    ['jobs: unknown kind', get('/v4/jobs/?kind=mine-bitcoin')],
    ['jobs: kind of an object property', get('/v4/jobs/?kind=constructor')],
    ['jobs: per_page zero', get('/v4/jobs/?per_page=0')],
    ['job id not a number', get('/v4/jobs/abc/')],
    ['job that does not exist', get('/v4/jobs/999999/')],
    ['retry of a job that does not exist', post('/v4/jobs/999999/retry/')],
    ['encode of a release that does not exist', post('/v4/catalog/releases/999999/on-demand/encode/')],
    ['encode to an unknown store', post('/v4/catalog/releases/1/streaming/encode/')],
];

export const jobCases = (api: Api): [string, () => Promise<Response>][] =>
    calls.map(([name, call]) => [name, () => call(api)]);
