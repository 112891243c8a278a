/**
 * The bad-input sweep's sales and statement calls: bad dates, years out of range, unknown filters
 * and records, an unknown supplier, another partner's supplier, statements that do not exist.
 * None of them may start a job.
 */
import type { makeApi } from './helpers';

type Api = ReturnType<typeof makeApi>;
const sales =
    (json: unknown, user = 'finance', path = '/v4/sales/') =>
    (api: Api) =>
        api.as(user, path, { method: 'POST', json });
const get =
    (path: string, user = 'finance') =>
    (api: Api) =>
        api.as(user, path);
const nextYear = new Date().getUTCFullYear() + 1;

const calls: [string, (api: Api) => Promise<Response>][] = [
    ['sales: no dates', sales({})],
    ['sales: start date not a date', sales({ start_date: '2025-13-01', end_date: '2025-12-31' })],
    ['sales: February 30th', sales({ start_date: '2025-02-30', end_date: '2025-03-31' })],
    ['sales: end before start', sales({ start_date: '2025-06-01', end_date: '2025-05-01' })],
    ['sales: range over two years', sales({ start_date: '2020-01-01', end_date: '2025-01-01' })],
    ['sales: dates before 2004', sales({ start_date: '2003-01-01', end_date: '2003-02-01' })],
    ['sales: year before 2004', sales({ year: 2003 })],
    ['sales: year after this one', sales({ year: nextYear })],
    ['sales: year not a number', sales({ year: 'last' })],
    ['sales: unknown store', sales({ year: 2025, store: 'vinyl' })],
    ['sales: store of the other brand', sales({ year: 2025, brand: 'dj', store: 'stems' })],
    ['sales: unknown territory', sales({ year: 2025, territory: 'Atlantis' })],
    ['sales: unknown sale type', sales({ year: 2025, sale_type: 'Barter' })],
    ['sales: unknown filter', sales({ year: 2025, colour: 'blue' })],
    ['sales: stall without test hooks', sales({ year: 2025, stall: true })],
    ['sales: label that does not exist', sales({ year: 2025, label_id: 999999 })],
    ['sales: release id not a number', sales({ year: 2025, release_id: 'abc' })],
    ['sales: another supplier’s label (as a supplier)', sales({ year: 2025, label_id: 5 }, 'supplier')],
    ['sales: body not an object', sales([2025])],
    ['sales: unknown supplier', sales({ year: 2025 }, 'finance', '/v4/catalog/suppliers/999999/sales/')],
    ['sales: supplier id not a number', sales({ year: 2025 }, 'finance', '/v4/catalog/suppliers/abc/sales/')],
    ['sales: another partner’s supplier', sales({ year: 2025 }, 'supplier', '/v4/catalog/suppliers/2/sales/')],
    ['sales: another supplier for a label', sales({ year: 2025 }, 'label', '/v4/catalog/suppliers/2/sales/')],
    ['sales export: bad dates', sales({ start_date: 'yesterday', end_date: 'today' }, 'finance', '/v4/sales-export/')],
    ['sales job that does not exist', get('/v4/jobs/sales/999999/')],
    ['sales export job id not a number', get('/v4/jobs/sales-export/abc/')],
    ['statements: unknown type', get('/v4/catalog/suppliers/1/statements/weekly/')],
    ['statements: unknown supplier', get('/v4/catalog/suppliers/999999/statements/music/')],
    ['statements: another partner’s supplier', get('/v4/catalog/suppliers/2/statements/music/', 'supplier')],
    ['statement: month 13', get('/v4/catalog/suppliers/1/statements/music/2025-13/')],
    ['statement: a period with no sales', get('/v4/catalog/suppliers/1/statements/music/2019-01/')],
    ['statement: quarter id on music', get('/v4/catalog/suppliers/1/statements/music/2025-Q1/')],
    ['statement CSV: bad day', get('/v4/catalog/suppliers/1/statements/daily/2025-02-30/csv/')],
    ['statements: per_page zero', get('/v4/catalog/suppliers/1/statements/music/?per_page=0')],
];

export const salesCases = (api: Api): [string, () => Promise<Response>][] =>
    calls.map(([name, call]) => [name, () => call(api)]);

/** Sales jobs in the table: the bad requests above start none. */
export const salesJobCount = (api: Api) =>
    api.db.prepare("SELECT count(*) FROM jobs WHERE kind IN ('sales', 'sales-export')").pluck().get() as number;
