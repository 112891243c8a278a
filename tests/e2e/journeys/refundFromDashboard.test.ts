/**
 * Journey: a support agent refunds an item, starting from the dashboard. "Open orders" leads to
 * the orders list with its status filter visible; the purchaser's IP finds nothing while that
 * filter holds, and the empty list says which filter hides the order and drops it in one click;
 * the agent opens the order, reads in the confirm dialog what the customer gets back (price,
 * format fee, tax, total) and what the order still charges, refunds, and the API shows it.
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
        // Its first item has a format fee (a WAV, AIFF or FLAC) and a share of tax: all three come back.
        const [first] = items;
        const charged = first && (first.fee as number) > 0 && (first.tax as number) > 0;
        if (charged && items.every(i => i.availability === 1 && !i.refunded)) return { order, items };
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
        // What the customer gets back, read as the dialog says it: the price, the format fee and the
        // item's share of the tax (README "Orders"), their total, and what the order still charges.
        const cents = (k: string, r: Row = item) => Math.round((r[k] as number) * 100);
        const back = cents('price') + cents('fee') + cents('tax');
        const gets = dialog.getByLabel(messages.orders.refundBack);
        await gets.waitFor();
        const said = async (term: string) =>
            (
                await gets
                    .locator('div', { has: page.getByText(term, { exact: true }) })
                    .locator('dd')
                    .innerText()
            ).trim();
        expect(await said('Price')).toBe(formatAmount(item.price as number));
        expect(await said('Audio-format fees')).toBe(formatAmount(item.fee as number));
        expect(await said('Tax')).toBe(formatAmount(item.tax as number));
        expect(await said('Total')).toBe(formatAmount(back / 100));
        const kept = fill(messages.orders.refundKept, {
            amount: formatAmount((cents('total', order) - back) / 100),
            total: formatAmount(order.total as number),
        });
        await dialog.getByText(kept).waitFor();
        await shot(page, 'journey-refundFromDashboard-confirm');
        await dialog.getByRole('button', { name: messages.confirm.proceed }).click();
        await expect
            .poll(() => page.getByTestId('order-Refunded').innerText(), { timeout: 15_000 })
            .toBe(formatAmount(back / 100));
        // Refunded: the row no longer offers a checkbox or Dissociate.
        const row2 = table.getByRole('row').filter({ hasText: item.name as string });
        await expect.poll(() => row2.getByRole('checkbox').count(), { timeout: 15_000 }).toBe(0);
        expect(await row2.getByRole('button', { name: 'Dissociate' }).count()).toBe(0);
        await shot(page, 'journey-refundFromDashboard-refunded');

        const after = (await apiAs(page, base, `support/orders/${order.id as number}/`)).body;
        expect(cents('refund_total', after)).toBe(back);
        const refunded = (await apiAs(page, base, `support/orders/${order.id as number}/items/`)).body.results;
        expect(refunded.find(i => i.id === item.id)?.refunded).toBeTruthy();
    });
});
