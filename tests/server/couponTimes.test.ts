/**
 * A coupon's validity is two instants (issue 40: days without a time or zone, and a status that
 * turned at a day's edge): written with any offset, kept as UTC instants, and its status is
 * Expired from the end instant on — the record and the status filter alike.
 */
import { describe, expect, it } from 'vitest';
import { makeApi } from './helpers';

type Row = Record<string, unknown>;
const api = makeApi(60);
const json = async (res: Response) => (await res.json()) as Row;
const post = (json: Row) => api.as('support', '/v4/support/coupons/', { method: 'POST', json });

describe('coupon validity in instants', () => {
    it('keeps start and end as instants, whatever offset they were sent with', async () => {
        const res = await post({
            code: 'TIMED-OFFSET',
            discount_type: 'amount',
            discount_amount: 2,
            start_date: '2027-03-08T01:30:00-07:00',
            end_date: '2027-03-09T23:59:00-06:00',
        });
        expect(res.status, await res.clone().text()).toBe(201);
        expect(await json(res)).toMatchObject({
            start_date: '2027-03-08T08:30:00.000Z',
            end_date: '2027-03-10T05:59:00.000Z',
            status: 'Active',
        });
    });

    it('is Active until its end instant and Expired from it, in the record and in the status filter', async () => {
        const at = (ms: number) => new Date(Date.now() + ms).toISOString();
        const add = async (code: string, end: string) => {
            const res = await post({ code, discount_type: 'amount', discount_amount: 1, end_date: end });
            expect(res.status, await res.clone().text()).toBe(201);
            return (await json(res)).id as number;
        };
        // Ends in a minute, and ended a second ago: on the same day in any zone but a minute apart.
        const soon = await add('ENDS-SOON', at(60_000));
        const past = await add('ENDED-NOW', at(-1_000));
        const status = async (id: number) => (await json(await api.as('support', `/v4/support/coupons/${id}/`))).status;
        expect(await status(soon)).toBe('Active');
        expect(await status(past)).toBe('Expired');
        const codes = async (s: string) =>
            ((await json(await api.as('support', `/v4/support/coupons/?status=${s}&code=ENDS-SOON`))).results as Row[])
                .concat(
                    (await json(await api.as('support', `/v4/support/coupons/?status=${s}&code=ENDED-NOW`)))
                        .results as Row[]
                )
                .map(c => c.code);
        expect(await codes('Expired')).toEqual(['ENDED-NOW']);
        expect(await codes('Active')).toEqual(['ENDS-SOON']);
        // The list's Status column sorts by the status as it is now.
        const sorted = await api.as('support', '/v4/support/coupons/?order_by=status&per_page=100');
        expect(sorted.status).toBe(200);
        const statuses = ((await json(sorted)).results as Row[]).map(c => c.status as string);
        expect(statuses).toEqual([...statuses].sort());
        expect(statuses).toContain('Expired');
    });

    it('refuses a day without a time, and an end not after the start', async () => {
        const day = await post({
            code: 'DAY-ONLY',
            discount_type: 'amount',
            discount_amount: 1,
            end_date: '2027-01-01',
        });
        expect(day.status).toBe(400);
        const backwards = await post({
            code: 'BACKWARDS-MINUTE',
            discount_type: 'amount',
            discount_amount: 1,
            start_date: '2027-02-01T09:00:00Z',
            end_date: '2027-02-01T08:59:00Z',
        });
        expect(backwards.status).toBe(400);
        expect((await json(backwards)).detail).toBe('Start Date must be before End Date');
    });
});
