/** Steps the deliveries journeys share: what a person does on the inspector, and reads back. */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** The dashboard's deliveries card, once its figures are in. */
export async function attentionCard(page: Page): Promise<Locator> {
    const card = page.getByRole('region', { name: 'Deliveries needing attention' });
    await card.waitFor({ timeout: 20_000 });
    return card;
}

/** The inspector's table, once rows (or its empty state) are in. */
export async function deliveriesTable(page: Page): Promise<Locator> {
    const table = page.getByRole('table', { name: 'Deliveries' });
    await table.locator('tbody tr').first().waitFor({ timeout: 15_000 });
    return table;
}

/** The open delivery's section (its heading names it), once it has loaded. */
export async function openDelivery(page: Page, id: number | string): Promise<Locator> {
    await page.getByRole('button', { name: `Inspect delivery ${id}`, exact: true }).click();
    const detail = page.getByRole('region', { name: new RegExp(`^Delivery ${id}: `) });
    await detail.waitFor();
    return detail;
}

/** Whether an element is fully inside the window (what a person sees without scrolling). */
export const inView = (el: Locator) =>
    el.evaluate(e => {
        const r = e.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;
    });

/** Waits until the element is in view (after the page brought it there). */
export const comesIntoView = (el: Locator) => expect.poll(() => inView(el), { timeout: 5_000 }).toBe(true);
