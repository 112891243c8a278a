/**
 * Journey (issue 44): a support agent refunds 80.00 of an order; over 50 in the order's currency the
 * refund waits for a second person ("Sent for approval", nothing refunded). Support cannot approve
 * their own request. Finance follows the app bar's count to the inbox, opens the request, reads what
 * it refunds, and approves it: the refund is applied, the order shows the items refunded, and its
 * history names both people.
 */
import { describe, expect, inject, it } from 'vitest';
import { formatAmount } from '../../../resources/format';
import { fill, messages } from '../../../resources/messages';
import { connect } from '../../../server/db';
import { seedOrderItems } from '../../../server/modules/support/orderSeed';
import { apiAs, settled, shot, signedIn } from '../browser';
import { useBrowser } from '../useBrowser';

const base = inject('baseUrl');
const browser = useBrowser();
const words = messages.approvals;
const PRICE = 4;
const ITEMS = 40;
const REFUNDED = 20;

/**
 * A complete USD order of 40 items at 4.00, no fee and no tax, written into the server's own file.
 * The shared seed's orders are too small for a refund over 50 (items 1.29–2.49, at most 6 of them),
 * and support may neither create orders nor set prices through the API. Its fee of 0 keeps it out of
 * refundFromDashboard's picker; its date (now) puts it first in the Orders list, which no journey reads.
 */
function bigOrder(): number {
    const db = connect(inject('databaseFile'));
    try {
        const id = seedOrderItems(db, ITEMS);
        db.prepare('UPDATE order_items SET price = ? WHERE order_id = ?').run(PRICE, id);
        db.prepare('UPDATE orders SET subtotal = ?, total = ? WHERE id = ?').run(PRICE * ITEMS, PRICE * ITEMS, id);
        return id;
    } finally {
        db.close();
    }
}

describe('journey: a refund of 80 waits for finance, who approves it from the inbox', () => {
    it('is sent for approval by support, cannot be approved by them, and is applied once finance approves', async () => {
        const orderId = bigOrder();
        const amount = (PRICE * REFUNDED).toFixed(2);
        const summary = fill(words.refundSummary, { amount, currency: 'USD', order: String(orderId) });

        // Support finds the order by its number, as a ticket gives it, with the Orders list's filter.
        const agent = await signedIn(browser, base, 'support');
        await agent.setViewportSize({ width: 1440, height: 900 });
        await agent.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem', { name: 'Orders' }).click();
        await agent.waitForURL(/\/support\/orders/);
        await agent.getByRole('button', { name: 'Add filter' }).click();
        await agent.getByRole('menu').getByText('Order IDs', { exact: true }).click();
        await agent.getByRole('textbox', { name: 'Order IDs' }).fill(String(orderId));
        const rows = agent.getByRole('table').getByRole('row');
        await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
        await shot(agent, 'journey-refundApproved-found');
        await rows.nth(1).getByRole('link').first().click();
        await agent.waitForURL(new RegExp(`/support/orders/${orderId}$`));

        await agent.getByRole('tab', { name: 'Items' }).click();
        const table = agent.getByRole('table', { name: 'Order items' });
        await table.waitFor({ timeout: 15_000 });
        const items = (await apiAs(agent, base, `support/orders/${orderId}/items/?per_page=100`)).body.results;
        expect(items).toHaveLength(ITEMS);
        const chosen = items.slice(0, REFUNDED);
        for (const item of chosen) {
            expect(
                await table
                    .getByRole('row')
                    .filter({ hasText: item.name as string })
                    .innerText()
            ).toContain(formatAmount(PRICE, 'USD'));
            await table.getByRole('checkbox', { name: `Select ${item.name as string}` }).check();
        }
        await agent.getByRole('button', { name: `Refund ${REFUNDED} selected item(s)` }).click();
        const confirm = agent.getByRole('dialog', { name: messages.confirm.title });
        await confirm.getByLabel(messages.orders.refundBack).waitFor();
        await confirm
            .getByText(formatAmount(PRICE * REFUNDED, 'USD'))
            .first()
            .waitFor();
        await shot(agent, 'journey-refundApproved-confirm');
        await confirm.getByRole('button', { name: messages.confirm.proceed }).click();
        await agent.getByText(words.sentForApproval, { exact: true }).waitFor({ timeout: 20_000 });
        await shot(agent, 'journey-refundApproved-sent');
        // The items asked for wait for the decision: not offered again; the others still are.
        const itemRow = (item: Record<string, unknown>) =>
            table.getByRole('row').filter({ hasText: item.name as string });
        await itemRow(chosen[0]).getByText(words.refundWaiting).waitFor({ timeout: 15_000 });
        expect(await itemRow(chosen[0]).getByRole('checkbox').count()).toBe(0);
        expect(await itemRow(items[REFUNDED]).getByRole('checkbox').count()).toBe(1);
        // The order says so at its top, with a link to the request.
        const waiting = agent.getByText(words.waiting, { exact: true });
        await waiting.waitFor({ timeout: 15_000 });
        await waiting.scrollIntoViewIfNeeded();
        await shot(agent, 'journey-refundApproved-waiting');
        // Nothing refunded yet: not the order's total, not one item.
        const held = (await apiAs(agent, base, `support/orders/${orderId}/`)).body;
        expect(held.refund_total).toBe(0);
        const heldItems = (await apiAs(agent, base, `support/orders/${orderId}/items/?per_page=100`)).body.results;
        expect(heldItems.filter(i => i.refunded)).toHaveLength(0);

        // Support opens their own request in the inbox: no Approve for them, and the server refuses it.
        await agent.goto(`${base}/approvals`);
        const mine = agent
            .getByRole('table', { name: words.heading.pending })
            .getByRole('row')
            .filter({ hasText: summary });
        await mine.getByRole('button', { name: `${words.open}: ${summary}` }).click();
        const ownDialog = agent.getByRole('dialog', { name: summary });
        await ownDialog.getByText(fill(words.requestedBy, { who: 'support', when: '' }).trim()).waitFor();
        await ownDialog.getByRole('button', { name: words.withdraw }).waitFor();
        expect(await ownDialog.getByRole('button', { name: words.approve }).count()).toBe(0);
        await shot(agent, 'journey-refundApproved-own-request');
        const pending = (await apiAs(agent, base, 'approvals/?status=pending')).body.results;
        const request = pending.find(a => a.summary === summary);
        expect(request).toBeDefined();
        const own = await apiAs(agent, base, `approvals/${request!.id as number}/approve/`, { method: 'POST' });
        expect(own.status).toBe(403);
        expect(JSON.stringify(own.body)).toContain(words.ownRequest);

        // Finance sees the count in the app bar, follows it, reads the request and approves it.
        const finance = await signedIn(browser, base, 'finance');
        await finance.setViewportSize({ width: 1440, height: 900 });
        await finance.getByRole('link', { name: /^Approvals: \d+ waiting$/ }).click();
        await finance.waitForURL(/\/approvals/);
        const row = finance
            .getByRole('table', { name: words.heading.pending })
            .getByRole('row')
            .filter({ hasText: summary });
        expect(await row.innerText()).toContain('support');
        await shot(finance, 'journey-refundApproved-inbox');
        await row.getByRole('button', { name: `${words.open}: ${summary}` }).click();
        const dialog = finance.getByRole('dialog', { name: summary });
        const diff = dialog.getByRole('table', { name: words.diff });
        await diff.waitFor({ timeout: 20_000 });
        // The order's refund total, from nothing to the 80 asked for, then each item by its title.
        // The order named as the console names it (finance may not open orders: no link, its name and id).
        const total = diff.getByRole('row').filter({
            hasText: `Refunded: ${formatAmount(0, 'USD')} → ${formatAmount(PRICE * REFUNDED, 'USD')}`,
        });
        expect(await total.getByRole('cell').first().innerText()).toMatch(new RegExp(`\\b${orderId}$`));
        expect(await total.getByRole('link').count()).toBe(0);
        await diff.getByText(`Item “${chosen[0].name as string}” · Refunded: No → Yes`).waitFor();
        expect(await diff.getByText(/^Item “.*” · Refunded: No → Yes$/).count()).toBe(REFUNDED);
        expect(await diff.innerText()).not.toContain('support/orders/');
        await settled(finance);
        await shot(finance, 'journey-refundApproved-request');
        await dialog.getByRole('button', { name: words.approve }).click();
        await finance.getByText(words.approved, { exact: true }).waitFor({ timeout: 20_000 });

        // Applied: 80 back on the order, those 20 items refunded and no other (orders are support's to read).
        const after = (await apiAs(agent, base, `support/orders/${orderId}/`)).body;
        expect(after.refund_total).toBe(PRICE * REFUNDED);
        const afterItems = (await apiAs(agent, base, `support/orders/${orderId}/items/?per_page=100`)).body.results;
        expect(
            afterItems
                .filter(i => i.refunded)
                .map(i => i.id)
                .sort()
        ).toEqual(chosen.map(i => i.id).sort());

        // Support sees it on the order: the refunded total, the items refunded, and who did it.
        await agent.goto(`${base}/support/orders/${orderId}`);
        await agent.getByRole('tab', { name: 'Items' }).click();
        await expect
            .poll(() => agent.getByTestId('order-Refunded').innerText(), { timeout: 15_000 })
            .toBe(formatAmount(PRICE * REFUNDED));
        const first = table.getByRole('row').filter({ hasText: chosen[0].name as string });
        await expect.poll(() => first.getByRole('checkbox').count(), { timeout: 15_000 }).toBe(0);
        await shot(agent, 'journey-refundApproved-refunded');
        await agent.getByRole('tab', { name: messages.history.tab }).click();
        await agent
            .getByText(fill(words.historyNote, { requester: 'support', approver: 'finance' }))
            .first()
            .waitFor({ timeout: 15_000 });
        await shot(agent, 'journey-refundApproved-history');
    }, 240_000);
});
