/**
 * Journey: a support agent refunds an item, starting from the dashboard. "Open orders" leads to
 * the orders list with its status filter visible; the purchaser's IP finds nothing while that
 * filter holds, and the empty list says which filter hides the order and drops it in one click;
 * the agent opens the order, refunds an item after the confirm dialog, and the API shows it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { formatAmount } from '../../../resources/format';
import { fill, messages } from '../../../resources/messages';
import { apiAs, shot, signedIn } from '../browser';
import { useBrowser } from '../useBrowser';

const base = inject('baseUrl');

const browser = useBrowser();

type Row = Record<string, unknown>;
/** A complete USD order none of whose items is refunded, from the far end (other tests take the first). */
async function freshOrder(page: Page): Promise<{ order: Row; items: Row[] }> {
    const list = await apiAs(page, base, 'support/orders/?status=complete&per_page=100');
    for (const order of list.body.results.reverse()) {
        if (order.currency !== 'USD' || order.refund_total !== 0) continue;
        const items = (await apiAs(page, base, `support/orders/${order.id as number}/items/`)).body.results;
        if (items.length && items.every(i => i.availability === 1 && !i.refunded)) return { order, items };
    }
    throw new Error('no fresh order left');
}

describe('refund from the dashboard', () => {
    it('follows Open orders, sees and drops the status filter, finds the order by IP and refunds an item', async () => {
        const page = await signedIn(browser, base, 'support');
        const { order, items } = await freshOrder(page);
        const [item] = items;

        await page.getByRole('link', { name: /^Open orders: \d+$/ }).click();
        await page.waitForURL(/\/support\/orders\?/);
        await page.getByRole('table').getByRole('row').nth(1).waitFor({ timeout: 15_000 });
        await shot(page, 'journey-refundFromDashboard-open-orders');
        // The link's filter is on screen, in its input.
        await expect
            .poll(() => page.getByRole('combobox', { name: 'Status' }).innerText(), { timeout: 15_000 })
            .toBe('Open');

        await page.getByRole('textbox', { name: 'Purchaser IP' }).fill(order.purchaser_ip as string);
        const empty = page.getByRole('status').filter({ hasText: fill(messages.lists.noneMatch, { name: 'orders' }) });
        await empty.waitFor({ timeout: 15_000 });
        await shot(page, 'journey-refundFromDashboard-no-match');
        await empty
            .getByRole('button', { name: fill(messages.lists.removeFilter, { filter: 'Status: Open' }) })
            .click();

        const row = page.getByRole('row').filter({ hasText: order.username as string });
        await row.waitFor({ timeout: 15_000 });
        expect(await page.getByRole('combobox', { name: 'Status' }).innerText()).not.toBe('Open');
        await row.getByRole('link').first().click();
        await page.waitForURL(new RegExp(`/support/orders/${order.id as number}$`));

        await page.getByRole('tab', { name: 'Items' }).click();
        const table = page.getByRole('table', { name: 'Order items' });
        await table.waitFor({ timeout: 15_000 });
        await table.getByRole('checkbox', { name: `Select ${item.name as string}` }).check();
        await page.getByRole('button', { name: 'Refund 1 selected item(s)' }).click();
        const dialog = page.getByRole('dialog', { name: messages.confirm.title });
        await dialog.getByText(`for ${formatAmount(item.price as number)}`, { exact: false }).waitFor();
        await shot(page, 'journey-refundFromDashboard-confirm');
        await dialog.getByRole('button', { name: messages.confirm.proceed }).click();
        await expect
            .poll(() => page.getByTestId('order-Refunded').innerText(), { timeout: 15_000 })
            .toBe(formatAmount(item.price as number));

        const after = (await apiAs(page, base, `support/orders/${order.id as number}/`)).body;
        expect(after.refund_total).toBe(item.price);
        const refunded = (await apiAs(page, base, `support/orders/${order.id as number}/items/`)).body.results;
        expect(refunded.find(i => i.id === item.id)?.refunded).toBeTruthy();
    });
});
