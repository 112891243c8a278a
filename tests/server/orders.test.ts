import { describe, expect, it } from 'vitest';
import { makeApi } from './helpers';

describe('orders quick', () => {
    it('lists', async () => {
        const api = makeApi();
        const res = await api.as('support', '/v4/support/orders/?status=complete');
        const body = await res.json();
        console.log(res.status, JSON.stringify(body).slice(0, 1500));
        expect(res.status).toBe(200);
    });
});
