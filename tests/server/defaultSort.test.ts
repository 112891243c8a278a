/** A list that opens in its model's default order asks the API for it: the API must sort by that column. */
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../resources';
import { makeApi } from './helpers';

let api: ReturnType<typeof makeApi>;
beforeAll(() => {
    api = makeApi();
}, 120_000);

describe("a resource's default list order", () => {
    it('is one the API sorts by, as the list asks for it (orders newest first by date)', async () => {
        const sorted = resources.filter(def => def.defaultSort);
        expect(sorted.map(def => def.name)).toContain('support/orders');
        for (const def of sorted) {
            const { field, order } = def.defaultSort!;
            const res = await api.as('admin', `/v4/${def.name}/?order_by=${order === 'DESC' ? '-' : ''}${field}`);
            expect(res.status, def.name).toBe(200);
            const values = ((await res.json()) as { results: Record<string, string>[] }).results.map(r => r[field]);
            const expected = [...values].sort();
            expect(values, def.name).toEqual(order === 'DESC' ? expected.reverse() : expected);
        }
    });
});
