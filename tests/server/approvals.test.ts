/**
 * Changes that wait (issue 44) over HTTP: four-eyes approval of the declared policies (a held write
 * answers 202 and changes nothing; its requester never approves it; approval replays it as the
 * requester, checked again; history names both) and scheduled changes (applied on time by the
 * server's tick, a conflict when a field changed since, a cancelled one never).
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { approvals as words, scheduled as schedWords } from '../../resources/messages/approvals';
import { scheduledAt, type ApprovedAnswer } from '../../resources/approvals';
import { formatInstant } from '../../resources/format';
import { fill } from '../../resources/messages/fill';
import { refundAmounts } from '../../resources/support/orderItems';
import { makeApi } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const TRACKS = '/v4/catalog/tracks';
const bpmOf = (api: ReturnType<typeof makeApi>, id: number) =>
    api.db.prepare('SELECT bpm FROM tracks WHERE id = ?').pluck().get(id) as number | null;
const bulkBody = (bpm: number, count = 30) => Array.from({ length: count }, (_, i) => ({ id: i + 1, bpm }));

describe('four eyes: held writes and their approval', () => {
    const api = makeApi(60);

    it('a 30-track bulk change by content_ops waits for an admin; its requester cannot approve it; approved, it applies with both names in the history', async () => {
        const before = bpmOf(api, 1);
        const held = await api.as('content_ops', `${TRACKS}/bulk/`, { method: 'PATCH', json: bulkBody(131) });
        expect(held.status).toBe(202);
        const { approval } = (await held.json()) as Json;
        expect(approval).toMatchObject({ status: 'pending', summary: expect.stringContaining('30') });
        expect(bpmOf(api, 1)).toBe(before);

        // The diff: each record's current and new values, as the bulk preview shows them.
        const detail = (await (await api.as('admin', `/v4/approvals/${approval.id}/`)).json()) as Json;
        expect(detail.diff).toHaveLength(30);
        expect(detail.diff[0]).toEqual({ record: 'catalog/tracks/1/', current: { bpm: before }, next: { bpm: 131 } });
        expect(detail.can_decide).toBe(true);

        const own = await api.as('content_ops', `/v4/approvals/${approval.id}/approve/`, { method: 'POST' });
        expect(own.status).toBe(403);
        expect(((await own.json()) as Json).detail).toBe(words.ownRequest);
        // Not an approver of bulk changes (admin only).
        expect((await api.as('finance', `/v4/approvals/${approval.id}/approve/`, { method: 'POST' })).status).toBe(404);

        // Both see it: the requester as theirs, the admin as one to approve.
        const mine = (await (await api.as('content_ops', '/v4/approvals/?status=pending')).json()) as Json;
        expect(mine.results.map((r: Json) => r.id)).toContain(approval.id);
        const inbox = (await (await api.as('admin', '/v4/approvals/?status=pending')).json()) as Json;
        expect(inbox.results.find((r: Json) => r.id === approval.id)).toMatchObject({ can_decide: true });

        const ok = await api.as('admin', `/v4/approvals/${approval.id}/approve/`, { method: 'POST' });
        expect(ok.status).toBe(200);
        expect(((await ok.json()) as Json).status).toBe('approved');
        expect(bpmOf(api, 1)).toBe(131);
        expect(bpmOf(api, 30)).toBe(131);
        const history = (await (await api.as('admin', `${TRACKS}/1/history/`)).json()) as Json;
        expect(history.results[0]).toMatchObject({
            username: 'content_ops',
            action: 'update; requested by content_ops, approved by admin',
        });
        // Decided once.
        expect((await api.as('admin', `/v4/approvals/${approval.id}/approve/`, { method: 'POST' })).status).toBe(409);
    });

    it('a bulk change of 25 records or a write refused by its route is not held', async () => {
        const small = await api.as('content_ops', `${TRACKS}/bulk/`, { method: 'PATCH', json: bulkBody(127, 25) });
        expect(small.status).toBe(200);
        expect(bpmOf(api, 25)).toBe(127);
        // A partner may not bulk-edit tracks at all: refused by the route, never held.
        const refused = await api.as('supplier', `${TRACKS}/bulk/`, { method: 'PATCH', json: bulkBody(99) });
        expect(refused.status).toBe(403);
        // Thirty tracks set to the BPM they have: nothing to approve, answered as the route answers.
        api.db.prepare('UPDATE tracks SET bpm = 141 WHERE id <= 30').run();
        const same = await api.as('content_ops', `${TRACKS}/bulk/`, { method: 'PATCH', json: bulkBody(141) });
        expect(same.status).toBe(200);
        expect(api.db.prepare("SELECT count(*) FROM approvals WHERE status = 'pending'").pluck().get()).toBe(0);
    });

    it('an admin never approves their own change, whatever their role', async () => {
        const held = await api.as('admin', `${TRACKS}/bulk/`, { method: 'PATCH', json: bulkBody(140) });
        expect(held.status).toBe(202);
        const { approval } = (await held.json()) as Json;
        const own = await api.as('admin', `/v4/approvals/${approval.id}/approve/`, { method: 'POST' });
        expect(own.status).toBe(403);
        // The requester withdraws it: nothing applied, never approvable again.
        expect((await api.as('admin', `/v4/approvals/${approval.id}/`, { method: 'DELETE' })).status).toBe(204);
        const after = (await (await api.as('admin', `/v4/approvals/${approval.id}/`)).json()) as Json;
        expect(after.status).toBe('withdrawn');
        expect(bpmOf(api, 1)).not.toBe(140);
    });

    it('a record changed since the request is a conflict at approval; reject takes a reason', async () => {
        const held = await api.as('content_ops', `${TRACKS}/bulk/`, { method: 'PATCH', json: bulkBody(150) });
        const { approval } = (await held.json()) as Json;
        expect((await api.as('admin', `${TRACKS}/2/`, { method: 'PATCH', json: { bpm: 88 } })).status).toBe(200);
        const conflict = await api.as('admin', `/v4/approvals/${approval.id}/approve/`, { method: 'POST' });
        expect(conflict.status).toBe(409);
        expect(((await conflict.json()) as Json).detail).toBe(words.conflict);
        expect(bpmOf(api, 1)).not.toBe(150);
        // Rejected with a reason (one is needed).
        const bare = await api.as('admin', `/v4/approvals/${approval.id}/reject/`, { method: 'POST', json: {} });
        expect(bare.status).toBe(400);
        const rejected = await api.as('admin', `/v4/approvals/${approval.id}/reject/`, {
            method: 'POST',
            json: { reason: 'Track 2 was just corrected' },
        });
        expect(rejected.status).toBe(200);
        expect((await rejected.json()) as Json).toMatchObject({
            status: 'rejected',
            reason: 'Track 2 was just corrected',
        });
        const list = (await (await api.as('content_ops', '/v4/approvals/?status=rejected')).json()) as Json;
        expect(list.results.map((r: Json) => r.id)).toContain(approval.id);
    });

    it('the requester’s permission is checked again at approval', async () => {
        const held = await api.as('content_ops', `${TRACKS}/bulk/`, { method: 'PATCH', json: bulkBody(160) });
        const { approval } = (await held.json()) as Json;
        // content_ops becomes finance meanwhile (who may not bulk-edit tracks).
        const scope = api.db.prepare("SELECT scope FROM users WHERE username = 'content_ops'").pluck().get() as string;
        api.db
            .prepare("UPDATE users SET scope = ? WHERE username = 'content_ops'")
            .run(scope.replace('staff:content_ops', 'staff:finance'));
        try {
            const refused = await api.as('admin', `/v4/approvals/${approval.id}/approve/`, { method: 'POST' });
            expect(refused.status).toBe(403);
            expect(bpmOf(api, 1)).not.toBe(160);
        } finally {
            api.db.prepare("UPDATE users SET scope = ? WHERE username = 'content_ops'").run(scope);
        }
    });

    it('a refund over 50 by support waits for finance; one below is made at once', async () => {
        // The seed's orders are of a few tracks: one complete order is made dearer (13.50 a track).
        const dear = api.db
            .prepare(
                "SELECT o.id FROM orders o WHERE o.status = 'complete' AND (SELECT count(*) FROM order_items i WHERE i.order_id = o.id AND i.availability = 1 AND i.refunded = 0) >= 4 ORDER BY o.id LIMIT 1"
            )
            .pluck()
            .get() as number;
        api.db.prepare('UPDATE order_items SET price = 13.5 WHERE order_id = ?').run(dear);
        const items = api.db
            .prepare(
                "SELECT i.order_id, i.id, i.price, i.fee, i.tax FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.status = 'complete' AND i.refunded = 0 AND i.availability = 1 ORDER BY i.order_id, i.id"
            )
            .all() as { order_id: number; id: number; price: number; fee: number; tax: number }[];
        const byOrder = new Map<number, typeof items>();
        for (const i of items) byOrder.set(i.order_id, [...(byOrder.get(i.order_id) ?? []), i]);
        const big = byOrder.get(dear)!;
        expect(refundAmounts(big).total).toBeGreaterThan(50);
        const small = [...byOrder.values()].find(list => refundAmounts(list.slice(0, 1)).total <= 50)!;
        const order = big[0].order_id;
        const held = await api.as('support', `/v4/support/orders/${order}/refund-items/`, {
            method: 'POST',
            json: { item_ids: big.map(i => i.id) },
        });
        expect(held.status).toBe(202);
        const { approval } = (await held.json()) as Json;
        expect(approval.summary).toContain(refundAmounts(big).total.toFixed(2));
        const refunded = () =>
            api.db.prepare('SELECT count(*) FROM order_items WHERE order_id = ? AND refunded = 1').pluck().get(order);
        expect(refunded()).toBe(0);
        // Its diff: the order's total, then each item it takes back; the list names the records it changes.
        const detail = (await (await api.as('finance', `/v4/approvals/${approval.id}/`)).json()) as Json;
        const itemPaths = big.map(i => `support/orders/${order}/items/${i.id}/`);
        expect(detail.diff.map((d: Json) => d.record)).toEqual([`support/orders/${order}/`, ...itemPaths]);
        expect(detail.diff[1].next).toMatchObject({ refunded: true, refund_method: 'refund' });
        const waiting = (await (await api.as('support', '/v4/approvals/?status=pending')).json()) as Json;
        expect(waiting.results.find((a: Json) => a.id === approval.id).records).toEqual(
            expect.arrayContaining(itemPaths)
        );
        // Asked for again while it waits (a second tab, a second agent): refused, naming the request that decides.
        const twice = await api.as('support', `/v4/support/orders/${order}/refund-items/`, {
            method: 'POST',
            json: { item_ids: big.slice(0, 3).map(i => i.id) },
        });
        expect(twice.status).toBe(409);
        expect(((await twice.json()) as Json).detail).toBe(fill(words.alreadyWaiting, { id: approval.id }));
        const ok = await api.as('finance', `/v4/approvals/${approval.id}/approve/`, { method: 'POST' });
        expect(ok.status).toBe(200);
        expect(refunded()).toBe(big.length);

        const direct = await api.as('support', `/v4/support/orders/${small[0].order_id}/refund-items/`, {
            method: 'POST',
            json: { item_ids: [small[0].id] },
        });
        expect(direct.status).toBe(200);
    });

    it('bank accounts and a release takedown wait; an Idempotency-Key repeat gets the same 202', async () => {
        const bank = await api.as('finance', '/v4/catalog/suppliers/1/banking/', {
            method: 'POST',
            json: { bank_name: 'Front Range Bank' },
            headers: { 'Idempotency-Key': 'bank-1' },
        });
        expect(bank.status).toBe(202);
        const again = await api.as('finance', '/v4/catalog/suppliers/1/banking/', {
            method: 'POST',
            json: { bank_name: 'Front Range Bank' },
            headers: { 'Idempotency-Key': 'bank-1' },
        });
        expect(again.status).toBe(202);
        expect(((await again.json()) as Json).approval.id).toBe(((await bank.json()) as Json).approval.id);
        const release = await api.as('content_ops', '/v4/catalog/releases/1/', {
            method: 'PATCH',
            json: { takedown: true },
        });
        expect(release.status).toBe(202);
        expect(api.db.prepare('SELECT takedown FROM releases WHERE id = 1').pluck().get()).toBe(0);
        expect(
            api.db.prepare('SELECT count(*) FROM supplier_banking WHERE bank_name = ?').pluck().get('Front Range Bank')
        ).toBe(0);
        // A second edit of one bank account while the first waits, as a form sends it (every field):
        // refused at once, naming the first, rather than a conflict when it is approved.
        const account = api.db.prepare('SELECT * FROM supplier_banking WHERE supplier_id = 1 LIMIT 1').get() as Json;
        const edit = (json: Json) =>
            api.as('finance', `/v4/catalog/suppliers/1/banking/${String(account.id)}/`, { method: 'PATCH', json });
        const firstEdit = await edit({ bank_name: 'Renamed Bank', tax_id: account.tax_id });
        expect(firstEdit.status).toBe(202);
        const secondEdit = await edit({ bank_name: account.bank_name, tax_id: 'TAX-NEW' });
        expect(secondEdit.status).toBe(409);
        const waitingId = ((await firstEdit.json()) as Json).approval as Json;
        expect(((await secondEdit.json()) as Json).detail).toBe(fill(words.alreadyWaiting, { id: waitingId.id }));
        // A release's other changes are made at once.
        expect(
            (await api.as('content_ops', '/v4/catalog/releases/1/', { method: 'PATCH', json: { takedown: false } }))
                .status
        ).toBe(200);
    });

    it('the v4 profile holds nothing and serves no approvals', async () => {
        const v4 = makeApi(40, { profile: 'v4' });
        expect((await v4.as('admin', '/v4/approvals/')).status).toBe(404);
        expect((await v4.as('admin', '/v4/scheduled-changes/')).status).toBe(404);
    });
});

describe('scheduled changes', () => {
    // The server's tick, shortened (at most a minute otherwise), read when the app is made.
    vi.stubEnv('SCHEDULE_TICK_MS', '250');
    const api = makeApi(40);
    afterAll(() => vi.unstubAllEnvs());
    const schedule = (user: string, id: number, at: Date, changes: Json) =>
        api.as(user, `${TRACKS}/${id}/schedule/`, { method: 'POST', json: { at: at.toISOString(), changes } });
    const waitFor = async (id: number, status: string, ms = 8000) => {
        const end = Date.now() + ms;
        for (;;) {
            const list = (await (await api.as('admin', `/v4/scheduled-changes/?record=${id}`)).json()) as Json;
            const found = list.results.find((r: Json) => r.status === status);
            if (found || Date.now() > end) return found as Json | undefined;
            await new Promise(r => setTimeout(r, 200));
        }
    };

    it('validates as a PATCH would and answers 201', async () => {
        const bad = await schedule('admin', 3, new Date(Date.now() + 60_000), { bpm: 'fast' });
        expect(bad.status).toBe(400);
        const past = await schedule('admin', 3, new Date(Date.now() - 60_000), { bpm: 100 });
        expect(past.status).toBe(400);
        expect(((await past.json()) as Json).detail).toBe(schedWords.atInPast);
        expect((await schedule('finance', 3, new Date(Date.now() + 60_000), { bpm: 100 })).status).toBe(403);
    });

    it('a change scheduled five seconds ahead is applied by the server, with the history saying so', async () => {
        const at = new Date(Date.now() + 5000);
        const res = await schedule('content_ops', 4, at, { bpm: 117 });
        expect(res.status).toBe(201);
        expect((await res.json()) as Json).toMatchObject({ at: at.toISOString(), status: 'scheduled' });
        expect(bpmOf(api, 4)).not.toBe(117);
        const applied = await waitFor(4, 'applied', 12_000);
        expect(applied).toBeDefined();
        expect(Date.parse(applied!.applied_at)).toBeGreaterThanOrEqual(at.getTime());
        expect(bpmOf(api, 4)).toBe(117);
        const history = (await (await api.as('admin', `${TRACKS}/4/history/`)).json()) as Json;
        expect(history.results[0].username).toBe('content_ops');
        expect(history.results[0].action).toMatch(/^update; scheduled by content_ops for .+, applied at .+/);
    }, 20_000);

    it('a field changed since scheduling is a conflict, not applied; a cancelled one never applies', async () => {
        const soon = new Date(Date.now() + 1500);
        expect((await schedule('content_ops', 5, soon, { bpm: 121 })).status).toBe(201);
        const cancelled = (await (await schedule('content_ops', 6, soon, { bpm: 122 })).json()) as Json;
        expect((await api.as('admin', `${TRACKS}/5/`, { method: 'PATCH', json: { bpm: 90 } })).status).toBe(200);
        // Only its scheduler (or an admin) cancels it.
        expect((await api.as('curation', `/v4/scheduled-changes/${cancelled.id}/`, { method: 'DELETE' })).status).toBe(
            403
        );
        expect(
            (await api.as('content_ops', `/v4/scheduled-changes/${cancelled.id}/`, { method: 'DELETE' })).status
        ).toBe(204);
        const conflict = await waitFor(5, 'conflict');
        expect(conflict?.detail).toContain('bpm');
        expect(bpmOf(api, 5)).toBe(90);
        await new Promise(r => setTimeout(r, 1000));
        expect(bpmOf(api, 6)).not.toBe(122);
        const list = (await (await api.as('content_ops', `/v4/scheduled-changes/?record=6`)).json()) as Json;
        expect(list.results[0].status).toBe('cancelled');
        // A resource's open changes in one read (the records' banners): statuses by commas.
        const open = (await (
            await api.as('content_ops', '/v4/scheduled-changes/?resource=catalog/tracks&status=scheduled,conflict')
        ).json()) as Json;
        expect(open.results.map((c: Json) => `${c.record} ${c.status}`)).toContain('5 conflict');
        expect(open.results.some((c: Json) => c.record === 6)).toBe(false);
    }, 20_000);

    it('moves a scheduled change', async () => {
        const made = (await (await schedule('admin', 7, new Date(Date.now() + 3_600_000), { bpm: 99 })).json()) as Json;
        const to = new Date(Date.now() + 7_200_000).toISOString();
        const moved = await api.as('admin', `/v4/scheduled-changes/${made.id}/`, { method: 'PATCH', json: { at: to } });
        expect(moved.status).toBe(200);
        expect(((await moved.json()) as Json).at).toBe(to);
        const filtered = (await (
            await api.as('admin', `/v4/scheduled-changes/?from=${encodeURIComponent(to)}`)
        ).json()) as Json;
        expect(filtered.results.map((r: Json) => r.id)).toEqual([made.id]);
    });

    it('a release takedown scheduled is held when it is scheduled, and scheduled once approved', async () => {
        const at = new Date(Date.now() + 3_600_000).toISOString();
        const held = await api.as('content_ops', '/v4/catalog/releases/1/schedule/', {
            method: 'POST',
            json: { at, changes: { takedown: true } },
        });
        expect(held.status).toBe(202);
        const { approval } = (await held.json()) as Json;
        const none = (await (await api.as('admin', '/v4/scheduled-changes/?resource=catalog/releases')).json()) as Json;
        expect(none.count).toBe(0);
        // Its summary says when it would apply; approved, it is scheduled for then, not applied.
        expect(approval.summary).toBe(
            fill(words.scheduledSummary, {
                summary: fill(words.takedownSummary, { release: '1' }),
                at: formatInstant(at),
            })
        );
        const approved = await api.as('admin', `/v4/approvals/${approval.id}/approve/`, { method: 'POST' });
        expect(approved.status).toBe(200);
        expect(scheduledAt((await approved.json()) as ApprovedAnswer)).toBe(at);
        expect(api.db.prepare('SELECT takedown FROM releases WHERE id = 1').pluck().get()).toBe(0);
        const one = (await (await api.as('admin', '/v4/scheduled-changes/?resource=catalog/releases')).json()) as Json;
        expect(one.results).toHaveLength(1);
        expect(one.results[0]).toMatchObject({ scheduled_by: 'content_ops', at, status: 'scheduled' });
    });
});
