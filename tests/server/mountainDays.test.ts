/**
 * Every date range the API receives as plain days means Mountain days (America/Denver): the
 * new-user export and the list filters over instants (users registered, orders created) keep a
 * user registered late in the Mountain evening on that day, not the next UTC one; DST included.
 * (A coupon's start and end are instants since issue 40: tests/server/couponTimes.test.ts.)
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../resources/csv';
import { makeApi } from './helpers';

let api: ReturnType<typeof makeApi>;
const registered = {
    // 2025-12-01 17:43 MST: the day before the range, though 12-02 in UTC.
    mtDec01: '2025-12-02T00:43:00Z',
    // 2025-12-02 00:00 MST: the range's first instant.
    mtDec02: '2025-12-02T07:00:00Z',
    // 2025-12-03 23:21 MST: the range's last evening, though 12-04 in UTC.
    mtDec03: '2025-12-04T06:21:00Z',
    // 2025-12-04 00:00 MST: the first instant after the range, with and without milliseconds.
    mtDec04: '2025-12-04T07:00:00Z',
    mtDec04ms: '2025-12-04T07:00:00.250Z',
    // 2025-12-02 00:00:00.250 MST: inside, though it sorts before `…07:00:00Z` as text.
    mtDec02ms: '2025-12-02T07:00:00.250Z',
    // DST starts on 2026-03-08: that Mountain day ends at 06:00 UTC, not 07:00.
    mtMar07: '2026-03-08T06:30:00Z',
    mtMar08: '2026-03-09T05:59:00Z',
    mtMar09: '2026-03-09T06:30:00Z',
};
const idOf: Record<string, number> = {};

beforeAll(() => {
    api = makeApi();
    const insert = api.db.prepare(
        `INSERT INTO customers (username, email, person_id, created_date) VALUES (?, ?, ?, ?) RETURNING id`
    );
    Object.entries(registered).forEach(([name, at], i) => {
        idOf[name] = insert.pluck().get(`tz${name}`, `${name}@tz.example`, 990_000 + i, at) as number;
    });
}, 120_000);

const mine = (ids: number[]) => Object.keys(idOf).filter(k => ids.includes(idOf[k]));

describe('a range of days is a range of Mountain days', () => {
    it('the new-user export of 12-02…12-03 has the users registered on those Mountain days', async () => {
        const res = await api.as('support', '/v4/support/users-csv/download/?created_date=2025-12-02:2025-12-03');
        expect(res.status).toBe(200);
        const ids = parseCsv(await res.text()).rows.map(r => Number(r.user_id));
        expect(mine(ids)).toEqual(['mtDec02', 'mtDec03', 'mtDec02ms']);
    });

    it('the users list filter by registration day agrees, across the start of DST', async () => {
        const list = async (range: string) => {
            const res = await api.as('support', `/v4/support/users/?created_date=${range}&per_page=100`);
            expect(res.status).toBe(200);
            return mine(((await res.json()) as { results: { id: number }[] }).results.map(r => r.id));
        };
        expect(await list('2025-12-02:2025-12-03')).toEqual(['mtDec02', 'mtDec03', 'mtDec02ms']);
        expect(await list('2026-03-08:2026-03-08')).toEqual(['mtMar08']);
        expect(await list('2026-03-09:')).toEqual(['mtMar09']);
    });
});
