/**
 * Two refunds of one item at the same instant make exactly one refund: parallel HTTP requests
 * against the real server, with two worker processes sharing the port (real concurrency on the file).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '../../resources/messages';
import { startProcess, stopProcess, token, type Started } from '../support/process';
import { tempDatabase } from '../support/tempDatabase';

const SERVER = [process.execPath, ['--import', 'tsx', 'server/main.ts']] as const;
type Row = Record<string, unknown>;

describe('parallel refunds of one item', () => {
    let server: Started | null = null;
    afterAll(() => {
        if (server) stopProcess(server.child, 'SIGKILL');
    });

    it('produce exactly one refund, and the totals move once', async () => {
        const database = tempDatabase('refund-race-');
        server = await startProcess(SERVER[0], [...SERVER[1]], { DATABASE: database, SEED_TRACKS: '60', WORKERS: '2' });
        const headers = {
            Authorization: `Bearer ${await token(server.base, 'support')}`,
            'Content-Type': 'application/json',
        };
        const get = async (path: string) => (await (await fetch(`${server!.base}${path}`, { headers })).json()) as Row;
        const list = (await get('/v4/support/orders/?status=complete&per_page=100')).results as Row[];
        let orderId = 0;
        let item: Row | undefined;
        for (const o of list) {
            item = ((await get(`/v4/support/orders/${o.id as number}/items/refund/`)).results as Row[])[0];
            if (item) {
                orderId = o.id as number;
                break;
            }
        }
        expect(item).toBeDefined();
        const before = await get(`/v4/support/orders/${orderId}/`);

        const attempts = 12;
        const answers = await Promise.all(
            Array.from({ length: attempts }, () =>
                fetch(`${server!.base}/v4/support/orders/${orderId}/refund-items/`, {
                    method: 'POST',
                    headers,
                    body: JSON.stringify({ item_ids: [item!.id] }),
                }).then(async r => ({ status: r.status, body: (await r.json()) as Row }))
            )
        );
        expect(answers.filter(a => a.status === 200)).toHaveLength(1);
        const refused = answers.filter(a => a.status !== 200);
        expect(refused).toHaveLength(attempts - 1);
        for (const a of refused) expect(a).toEqual({ status: 409, body: { detail: messages.errors.refundOnce } });

        const after = await get(`/v4/support/orders/${orderId}/`);
        const refunds = (after.transactions as Row[]).filter(t => t.kind === 'refund').length;
        expect(refunds).toBe((before.transactions as Row[]).filter(t => t.kind === 'refund').length + 1);
        // One refund of the item: its price, format fee and tax share (README "Orders"), not the price alone.
        const cents = (k: string, row: Row = item!) => Math.round((row[k] as number) * 100);
        expect(cents('refund_total', after)).toBe(
            cents('refund_total', before) + cents('price') + cents('fee') + cents('tax')
        );
        const history = (await get(`/v4/support/orders/${orderId}/history/`)).results as Row[];
        expect(history.filter(h => h.action === 'refund')).toHaveLength(1);
    }, 120_000);
});
