/**
 * Support's people and coupons in the browser: a support agent creates a coupon for the users of a
 * CSV with a user_id column (and sees how many it read), and a file without the column is refused
 * with 'Invalid CSV'; the user page with its flags and identity; a marketing user sees coupons but
 * no users; a label partner sees none of support's records and only its own label's Hype page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { messages } from '../../resources/messages';
import { blocking, axeFindings, describeFindings } from './axe';
import { apiAs, saveAndLand, settled, shot, signedIn, tokenFor } from './browser';
import { useBrowser } from './useBrowser';

const base = inject('baseUrl');
const browser = useBrowser();

const api = (page: Page, path: string, init: { method?: string; json?: unknown } = {}) => apiAs(page, base, path, init);
const csv = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
const menu = (page: Page) => page.getByRole('menu', { name: 'Main menu' });
async function noBlockingFindings(page: Page) {
    const found = blocking(await axeFindings(page));
    expect(found, describeFindings(found)).toEqual([]);
}

describe('support: people and coupons', () => {
    it('a support agent creates a coupon from a CSV with a user_id column; one without is refused', async () => {
        const page = await signedIn(browser, base, 'support', '/auth?next=%2Fsupport%2Fcoupons%2Fcreate');
        const code = `FANS-${Date.now().toString(36).toUpperCase()}`;
        await page.getByRole('textbox', { name: 'Code' }).fill(code);
        await page.getByRole('combobox', { name: 'Discount Type' }).click();
        await page.getByRole('option', { name: 'Percentage' }).click();
        await page.getByRole('spinbutton', { name: 'Discount Amount' }).fill('15');
        const file = page.locator('input[type="file"]');

        await file.setInputFiles(csv('people.csv', 'id,email\n4,ana@example.com\n'));
        await page.getByRole('alert').getByText(messages.validation.invalidCsvColumn, { exact: true }).waitFor();
        await page.getByText(messages.support.idsNone).waitFor();
        await page.getByRole('group', { name: 'User IDs' }).scrollIntoViewIfNeeded();
        await shot(page, 'coupon-editor-csv-refused');

        await file.setInputFiles(csv('fans.csv', '\uFEFFuser_id;name\n4;Ana\n9;"Ben\nB."\n12;Chloé\n'));
        await page.getByText('3 user IDs read from fans.csv').waitFor();
        await page.getByText('3 user IDs: only these users may use the coupon').waitFor();
        expect(await page.getByRole('alert').count()).toBe(0);
        await page.getByRole('group', { name: 'User IDs' }).scrollIntoViewIfNeeded();
        await shot(page, 'coupon-editor-csv');
        await noBlockingFindings(page);
        await saveAndLand(page, /\/support\/coupons\/\d+$/);

        const id = Number(new URL(page.url()).pathname.split('/').pop());
        await page.getByRole('heading', { name: `Coupon ${id}: ${code}` }).waitFor();
        expect((await api(page, `support/coupons/${id}/`)).body).toMatchObject({
            code,
            discount_type: 'percentage',
            user_ids: [4, 9, 12],
            status: 'Active',
        });
        await page.getByRole('tab', { name: 'People' }).click();
        await page.getByText('3 user IDs: only these users may use the coupon').waitFor();
        await page.getByText('Nobody has redeemed this coupon yet.').waitFor();
        await shot(page, 'coupon-people');
    });

    it('the user page: support sets a flag, reads the identity account, opens the DJ profile; content_ops sees flags read-only', async () => {
        const page = await signedIn(browser, base, 'support', '/auth?next=%2Fsupport%2Fusers%2F20');
        const user = (await api(page, 'support/users/20/')).body;
        await page.getByRole('heading', { name: `User 20: ${String(user.username)}` }).waitFor();
        const profile = user.dj_profile as { id: number; name: string };
        // The user's DJ profile (not theirs to change here) reads as its name, a link to it.
        const link = page.getByLabel('DJ Profile', { exact: true }).getByRole('link', { name: profile.name });
        await link.waitFor();
        await shot(page, 'support-user');
        await page.getByRole('tab', { name: 'Flags' }).click();
        const juicing = page.getByRole('switch', { name: 'Juicing Purchases' });
        const was = await juicing.isChecked();
        await juicing.click();
        await page.getByRole('button', { name: 'Save' }).click();
        await expect.poll(async () => (await api(page, 'support/users/20/')).body.juicing_purchases).toBe(!was);
        await page.getByRole('tab', { name: 'Identity' }).click();
        // The identity tab's, not the summary's Person ID (a hidden tab's value is in the page too).
        await page.getByText(String(user.person_id), { exact: true }).filter({ visible: true }).waitFor();
        await page.getByText('pending20@temporary.example').waitFor();
        await shot(page, 'support-user-identity');
        await noBlockingFindings(page);
        await page.getByRole('tab', { name: 'Summary' }).click();
        await link.click();
        await page.waitForURL(`${base}/catalog/dj-profiles/${profile.id}`);

        const ops = await signedIn(browser, base, 'content_ops', '/auth?next=%2Fsupport%2Fusers%2F20%2Fflags');
        // Read-only as a show view: the flag's value in words, no switch (disabled or not) to try.
        const decline = ops.getByLabel('Decline Transactions', { exact: true });
        await decline.waitFor();
        const declining = (await api(ops, 'support/users/20/')).body.decline_transactions;
        expect(await decline.textContent()).toBe(declining ? 'Yes' : 'No');
        expect(await ops.getByRole('switch', { name: 'Decline Transactions' }).count()).toBe(0);
        expect(await ops.getByRole('button', { name: 'Save' }).count()).toBe(0);
        const refused = await api(ops, 'support/users/20/', { method: 'PATCH', json: { decline_transactions: true } });
        expect(refused.status).toBe(403);
    });

    it('support credits the users of a CSV after confirming the amount', async () => {
        const page = await signedIn(browser, base, 'support', '/auth?next=%2Fsupport%2Fcredits');
        await page.getByRole('table').getByRole('row').nth(1).waitFor();
        const before = (await api(page, 'support/credits/?per_page=1')).body.count as number;
        await page.getByRole('button', { name: messages.support.bulkCredit }).click();
        const dialog = page.getByRole('dialog', { name: messages.support.bulkCredit });
        await dialog.locator('input[type="file"]').setInputFiles(csv('goodwill.csv', 'person_id\n7\n8\n'));
        await dialog.getByText('2 user IDs read from goodwill.csv').waitFor();
        await dialog.getByRole('spinbutton', { name: 'Amount' }).fill('4');
        await dialog.getByRole('button', { name: 'Credit', exact: true }).click();
        await dialog.getByRole('alert').getByText(messages.validation.creditNeeds).waitFor();
        await dialog.getByRole('combobox', { name: 'Currency' }).click();
        await page.getByRole('option', { name: 'GBP' }).click();
        await dialog.getByRole('combobox', { name: 'Reason' }).click();
        await page.getByRole('option', { name: 'Goodwill' }).click();
        await settled(page);
        expect(await dialog.getByRole('alert').count()).toBe(0);
        await shot(page, 'credits-bulk-dialog');
        await dialog.getByRole('button', { name: 'Credit', exact: true }).click();
        await page.getByText('Credit £4.00 to each of 2 users (£8.00 in all)?').waitFor();
        // The question the bulk credit's declaration asks, titled by the action.
        await shot(page, 'credits-bulk-confirm');
        await page.getByRole('button', { name: messages.confirm.proceed }).click();
        await page.getByText('2 users credited').waitFor();
        expect((await api(page, 'support/credits/?per_page=1')).body.count).toBe(before + 2);
    });

    it('a marketing user sees coupons but no users (nor their flags)', async () => {
        const page = await signedIn(browser, base, 'marketing', '/auth?next=%2Fsupport%2Fcoupons');
        await page.getByRole('table').getByRole('row').nth(1).waitFor();
        await menu(page).getByRole('menuitem', { name: 'Coupons' }).waitFor();
        expect(await menu(page).getByRole('menuitem', { name: 'Users' }).count()).toBe(0);
        await shot(page, 'coupons-list-marketing');
        await noBlockingFindings(page);
        expect((await api(page, 'support/users/5/')).status).toBe(403);
        expect(
            (await api(page, 'support/users/bulk/', { method: 'PATCH', json: [{ id: 5, juicing_purchases: true }] }))
                .status
        ).toBe(403);
        await page.goto(`${base}/support/users/5`);
        await page.getByRole('alert').getByText(messages.errors[403]).waitFor();
    });

    it('a label partner sees none of support’s records, and its own label’s Hype page', async () => {
        const page = await signedIn(browser, base, 'label', '/auth?next=%2Fhype');
        // The label's name as staff read it (a label partner may not read labels).
        const res = await fetch(`${base}/v4/catalog/labels/1/`, {
            headers: { Authorization: `Bearer ${await tokenFor(base, 'admin')}` },
        });
        const own = (await res.json()) as { name: string };
        await page.getByRole('heading', { name: own.name }).waitFor();
        await page.getByText(/^Hype: (Ineligible|Active|Inactive)$/).waitFor();
        expect(
            await page
                .getByRole('table', { name: `Hype offers of ${own.name}` })
                .getByRole('row')
                .count()
        ).toBe(3);
        await page.getByRole('table', { name: `Hype purchases of ${own.name}` }).waitFor();
        expect(await page.getByRole('heading', { level: 2 }).count()).toBe(1);
        await shot(page, 'hype-page-label');
        await noBlockingFindings(page);

        for (const entry of ['Users', 'Coupons', 'Credits', 'Hype Offers', 'Hype Purchases'])
            expect(await menu(page).getByRole('menuitem', { name: entry }).count(), entry).toBe(0);
        for (const path of ['support/users/', 'support/coupons/', 'support/credits/', 'support/hype-purchases/'])
            expect((await api(page, path)).status, path).toBe(403);
        await page.goto(`${base}/support/coupons`);
        await page.getByRole('alert').getByText(messages.errors[403]).waitFor();
    });
});
