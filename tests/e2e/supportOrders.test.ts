/**
 * Browser tests of support orders: a support agent finds an order by its purchaser IP, refunds an
 * item once, dissociates and reassociates another; marketing sees no orders; a label partner sees
 * none of it (nor the new-user export). The export itself is the journey newUserExport.test.ts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { formatAmount } from '../../resources/format';
import { fill, messages } from '../../resources/messages';
import { axeFindings, blocking, describeFindings } from './axe';
import { apiAs, settled, shot, signedIn } from './browser';
import { useBrowser } from './useBrowser';

const base = inject('baseUrl');

const browser = useBrowser();

type Row = Record<string, unknown>;
/** A complete USD order with two or more items, none refunded or dissociated, read through the API. */
async function freshOrder(page: Page): Promise<{ order: Row; items: Row[] }> {
    const list = await apiAs(page, base, 'support/orders/?status=complete&per_page=100');
    for (const order of list.body.results) {
        if (order.currency !== 'USD' || (order.item_count as number) < 2 || order.refund_total !== 0) continue;
        const items = (await apiAs(page, base, `support/orders/${order.id as number}/items/`)).body.results;
        if (items.every(i => i.availability === 1 && !i.refunded)) return { order, items };
    }
    throw new Error('no fresh order left');
}

describe('support orders', () => {
    it('finds an order by purchaser IP, refunds one item once, dissociates and reassociates another', async () => {
        const page = await signedIn(browser, base, 'support', '/auth?next=%2Fsupport%2Forders');
        await page.waitForURL(/\/support\/orders$/);
        const { order, items } = await freshOrder(page);
        const [first, second] = items;

        await page.getByRole('textbox', { name: 'Purchaser IP' }).fill(order.purchaser_ip as string);
        const row = page.getByRole('row').filter({ hasText: order.username as string });
        await expect.poll(() => page.getByRole('table').getByRole('row').count(), { timeout: 15_000 }).toBe(2);
        await shot(page, 'support-orders-list-by-ip');
        await row.click();
        await page.waitForURL(new RegExp(`/support/orders/${order.id as number}$`));
        await expect
            .poll(() => page.getByLabel('Order IP Address', { exact: true }).textContent(), { timeout: 15_000 })
            .toBe(order.purchaser_ip);
        await shot(page, 'support-order-detail');

        await page.getByRole('tab', { name: 'Items' }).click();
        const table = page.getByRole('table', { name: 'Order items' });
        await table.waitFor({ timeout: 15_000 });
        const refunded = page.getByTestId('order-Refunded');
        await expect.poll(() => refunded.innerText()).toBe('$0.00');
        await table.getByRole('checkbox', { name: `Select ${first.name as string}` }).check();
        await page.getByRole('button', { name: 'Refund 1 selected item(s)' }).click();
        const dialog = page.getByRole('dialog', { name: messages.confirm.title });
        // The item's format fee and tax share come back with its price (README "Orders"; this test pinned the price alone).
        const cents = (k: string, r: Row = first) => Math.round((r[k] as number) * 100);
        const back = (cents('price') + cents('fee') + cents('tax')) / 100;
        await dialog.getByText(`for ${formatAmount(back)}`, { exact: false }).waitFor();
        await shot(page, 'support-order-refund-confirm');
        await dialog.getByRole('button', { name: messages.confirm.proceed }).click();
        await expect.poll(() => refunded.innerText(), { timeout: 15_000 }).toBe(formatAmount(back));
        const net = (cents('total', order) - Math.round(back * 100)) / 100;
        expect(await page.getByTestId('order-Total after refunds').innerText()).toBe(formatAmount(net));

        // Refunded once: it can no longer be selected, nor dissociated.
        const firstRow = table.getByRole('row').filter({ hasText: first.name as string });
        await expect.poll(() => firstRow.getByRole('checkbox').count(), { timeout: 15_000 }).toBe(0);
        expect(await firstRow.getByRole('button', { name: 'Dissociate' }).count()).toBe(0);

        const secondRow = table.getByRole('row').filter({ hasText: second.name as string });
        await secondRow.getByRole('button', { name: 'Dissociate' }).click();
        await dialog.getByRole('button', { name: messages.confirm.proceed }).click();
        await secondRow.getByText(messages.orders.dissociatedDownload).waitFor();
        const downloads = (await apiAs(page, base, `support/orders/${order.id as number}/downloads/`))
            .body as unknown as Row[];
        expect(downloads.find(d => d.id === second.id)).toMatchObject({
            availability: 2,
            download_refusal: messages.orders.dissociatedDownload,
        });
        await shot(page, 'support-order-items');
        expect(describeFindings(blocking(await axeFindings(page)))).toBe(describeFindings([]));
        // At 1024 × 768 the row's action is whole within the table's box, not cut at its right edge.
        await page.setViewportSize({ width: 1024, height: 768 });
        const action = secondRow.getByRole('button', { name: 'Reassociate' });
        const box = (await action.boundingBox())!;
        const frame = (await table.locator('xpath=..').boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
        await shot(page, 'support-order-items-1024');
        await action.click();
        await secondRow.getByRole('button', { name: 'Dissociate' }).waitFor();
        expect(await secondRow.innerText()).toContain('Available');
        await page
            .getByText(fill(messages.orders.reassociated, { name: second.name as string, state: 'available' }))
            .waitFor();
        await shot(page, 'support-order-items-reassociated-1024');
        await page.setViewportSize({ width: 1280, height: 860 });

        await page.getByRole('tab', { name: 'Payment' }).click();
        await page.getByRole('table', { name: 'Tax lines' }).waitFor({ timeout: 15_000 });
        await page
            .getByLabel('Receipt')
            .getByText(`Order IP address ${order.purchaser_ip as string}`)
            .waitFor();
        await shot(page, 'support-order-payment');
    });
});

describe('who sees orders', () => {
    it('marketing has no Orders entry and is refused the route', async () => {
        const page = await signedIn(browser, base, 'marketing');
        const menu = page.getByRole('menu', { name: 'Main menu' });
        await menu.getByRole('menuitem').first().waitFor();
        await settled(page);
        expect(await menu.getByRole('menuitem', { name: 'Orders' }).count()).toBe(0);
        await page.goto(`${base}/support/orders`);
        await page
            .locator('#main-content')
            .getByRole('heading', { name: messages.errors[403] })
            .waitFor({ timeout: 15_000 });
    });

    it('a label partner sees no orders and no new-user export', async () => {
        const page = await signedIn(browser, base, 'label');
        const menu = page.getByRole('menu', { name: 'Main menu' });
        await menu.getByRole('menuitem').first().waitFor();
        expect(await menu.getByRole('menuitem', { name: 'Orders' }).count()).toBe(0);
        expect(await menu.getByRole('menuitem', { name: 'New-user Export' }).count()).toBe(0);
        for (const path of ['/support/orders', '/new-user-export']) {
            await page.goto(`${base}${path}`);
            await page
                .locator('#main-content')
                .getByRole('heading', { name: messages.errors[403] })
                .waitFor({ timeout: 15_000 });
        }
        expect((await apiAs(page, base, 'support/orders/')).status).toBe(403);
    });
});
