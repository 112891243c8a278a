/**
 * Journey: a marketing user creates a coupon for the users of a CSV. From the dashboard through
 * the menu and the list's Create button, files picked through the upload button as a person
 * would: a file without the id column says which column it needs; a file naming users that do
 * not exist names them as soon as it is read, and is refused on save, naming them, keeping what was typed; the right file's ids are
 * listed ten a page; after saving, the editor lists them again and the API has the coupon's people.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fill, messages } from '../../../resources/messages';
import { axeFindings, blocking, describeFindings } from '../axe';
import { apiAs, openCreate, saveAndLand, shot } from '../browser';
import { useBrowser } from '../useBrowser';
import { fromDashboard, openFromMenu } from './supportSteps';

const base = inject('baseUrl');
const browser = useBrowser();

/** Picks a file through the field's upload button, as a person does in the file dialog. */
async function uploadCsv(page: Page, name: string, text: string) {
    const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: messages.support.idsUpload }).click(),
    ]);
    await chooser.setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

/** The ids the table shows on its current page. */
async function listedIds(page: Page): Promise<number[]> {
    const cells = page.getByRole('table', { name: 'User IDs' }).getByRole('row');
    return (await cells.allInnerTexts()).slice(1).map(Number);
}

describe('journey: a coupon from a CSV of user ids', () => {
    it('marketing creates a coupon for 23 users of a file, after two refused files', async () => {
        const page = await fromDashboard(browser, base, 'marketing');
        await openFromMenu(page, 'Coupons');
        await openCreate(page);
        const code = `CSV-${Date.now().toString(36).toUpperCase()}`;
        await page.getByRole('textbox', { name: 'Code' }).fill(code);
        await page.getByRole('combobox', { name: 'Discount Type' }).click();
        await page.getByRole('option', { name: 'Amount' }).click();
        await page.getByRole('spinbutton', { name: 'Discount Amount' }).fill('5');

        // A file without the id column: the screen says which column it needs.
        await uploadCsv(page, 'emails.csv', 'email,name\nana@example.com,Ana\n');
        const group = page.getByRole('group', { name: 'User IDs' });
        await group.getByRole('alert').getByText(messages.validation.invalidCsvColumn, { exact: true }).waitFor();
        await group.scrollIntoViewIfNeeded();
        await shot(page, 'journey-couponFromCsv-no-column');

        // Ids of nobody: read, then refused on save, naming them; nothing typed is lost.
        await uploadCsv(page, 'typos.csv', 'user_id\n4\n999991\n9\n999992\n');
        await page.getByText(fill(messages.support.idsRead, { count: 4, file: 'typos.csv' })).waitFor();
        // Named as soon as the file is read, each with its own Drop (issue 40), and again by the save.
        await group.getByText(fill(messages.support.idsUnknown, { count: 2 })).waitFor();
        await group.getByRole('button', { name: fill(messages.support.idsDrop, { id: 999991 }) }).waitFor();
        await page.getByRole('button', { name: 'Save' }).click();
        const unknown = fill(messages.support.unknownUsers, { ids: '999991, 999992' });
        await group.getByRole('alert').getByText(unknown).waitFor();
        await group.scrollIntoViewIfNeeded();
        await shot(page, 'journey-couponFromCsv-unknown');
        expect(await group.getByText(fill(messages.support.idsRead, { count: 4, file: 'typos.csv' })).count()).toBe(0);
        expect(await page.getByRole('textbox', { name: 'Code' }).inputValue()).toBe(code);
        expect((await apiAs(page, base, `support/coupons/?code=${code}`)).body.results).toEqual([]);

        // The right file: 23 ids, listed ten a page.
        const ids = Array.from({ length: 23 }, (_, i) => 11 + i);
        await uploadCsv(page, 'campaign.csv', `user_id,note\n${ids.join(',x\n')},x\n`);
        await page.getByText(fill(messages.support.idsHeld, { count: 23 })).waitFor();
        expect(await group.getByRole('alert').count()).toBe(0);
        expect(await listedIds(page)).toEqual(ids.slice(0, 10));
        await page.getByRole('button', { name: 'Go to next page' }).click();
        await page.getByText('11–20 of 23').scrollIntoViewIfNeeded();
        expect(await listedIds(page)).toEqual(ids.slice(10, 20));
        await shot(page, 'journey-couponFromCsv-listed');
        const findings = blocking(await axeFindings(page));
        expect(findings, describeFindings(findings)).toEqual([]);

        await saveAndLand(page, /\/support\/coupons\/\d+$/);
        const id = Number(new URL(page.url()).pathname.split('/').pop());
        const saved = (await apiAs(page, base, `support/coupons/${id}/`)).body;
        expect(saved).toMatchObject({ code, discount_type: 'amount', user_ids: ids, status: 'Active' });

        // The editor lists them again, on the People tab.
        await page.getByRole('tab', { name: 'People' }).click();
        await page.getByText(fill(messages.support.idsHeld, { count: 23 })).waitFor();
        expect(await listedIds(page)).toEqual(ids.slice(0, 10));
        await page.getByRole('button', { name: 'Go to next page' }).click();
        await page.getByRole('button', { name: 'Go to next page' }).click();
        expect(await listedIds(page)).toEqual(ids.slice(20));
        // Each list says who it is about once (the counts are on the summary).
        await page.getByRole('heading', { name: 'Registered People' }).waitFor();
        await page.getByText('Nobody has registered this coupon yet.').waitFor();
        const visible = (text: string) => page.getByText(text, { exact: true }).filter({ visible: true }).count();
        expect(await visible('Registered People')).toBe(1);
        expect(await visible('Redeemed People')).toBe(1);
        await shot(page, 'journey-couponFromCsv-people');
    }, 90_000);
});
