/**
 * Suppliers in the browser: an admin creates one with its first contact and contract (and is
 * refused without a contact), the DDEX party ID gets live feedback; a supplier partner has no
 * Suppliers entry and the API refuses it; a marketing user sees a supplier without its banking.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { messages } from '../../resources/messages';
import { apiAs, fillSettled, openCreate, saveAndLand, shot, signedIn } from './browser';
import { useBrowser } from './useBrowser';

const base = inject('baseUrl');
const v = messages.validation;
const browser = useBrowser();

const api = (page: Page, path: string, init: { method?: string; json?: unknown } = {}) => apiAs(page, base, path, init);
const supplierCount = async (page: Page) => (await api(page, 'catalog/suppliers/?per_page=1')).body.count as number;
/** A first-rows list of the create form (`Contacts`, `Contracts`): a fieldset named by its legend. */
const rows = (page: Page, name: string) => page.getByRole('group', { name });
const supplierName = (page: Page) => page.getByRole('textbox', { name: 'Name', exact: true }).first();
const tabs = (page: Page) => page.getByRole('tab').allInnerTexts();

async function fillFirstRows(page: Page) {
    const contacts = rows(page, 'Contacts');
    await contacts.getByRole('combobox', { name: 'Contact Type' }).click();
    await page.getByRole('option', { name: 'Primary' }).click();
    await contacts.getByRole('textbox', { name: 'Name', exact: true }).fill('Rosa Lind');
    await contacts.getByRole('textbox', { name: 'Email' }).fill('rosa@aurora.example');
    await contacts.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 303 555 0199');
    await rows(page, 'Contracts').getByRole('textbox', { name: 'Name', exact: true }).fill('Aurora distribution 2027');
}

describe('suppliers', () => {
    it('a staff admin creates a supplier with a contact, a contract and a valid DDEX party ID', async () => {
        const page = await signedIn(browser, base, 'admin', '/auth?next=%2Fcatalog%2Fsuppliers');
        await page.getByRole('table').getByRole('row').nth(1).waitFor();
        await shot(page, 'suppliers-list');
        await openCreate(page);
        // Set until it stays set, should a late render of the form drop it.
        await fillSettled(supplierName(page), 'Aurora Sound Distribution');

        const ddex = page.getByRole('textbox', { name: 'DDEX Party ID' });
        await ddex.fill('PADPIDA12');
        await page.getByText(v.ddexInvalid, { exact: true }).waitFor();
        await ddex.fill('');
        // Blank: no message either way.
        await expect.poll(() => page.getByText(v.ddexInvalid, { exact: true }).count()).toBe(0);
        expect(await page.getByText(v.ddexValid, { exact: true }).count()).toBe(0);
        await ddex.fill('PADPIDA2026000001A');
        await page.getByText(v.ddexValid, { exact: true }).waitFor();
        expect(await page.getByText(v.ddexInvalid, { exact: true }).count()).toBe(0);

        await fillFirstRows(page);
        await rows(page, 'Contacts').getByText(v.phoneValid).waitFor();
        expect(await rows(page, 'Contacts').getByRole('combobox', { name: 'Contact Type' }).innerText()).toBe(
            'Primary'
        );
        await shot(page, 'supplier-create');
        await saveAndLand(page, /\/catalog\/suppliers\/\d+$/);
        const id = Number(new URL(page.url()).pathname.split('/').pop());
        await page.getByRole('heading', { name: `Supplier ${id}: Aurora Sound Distribution` }).waitFor();
        expect(await page.getByRole('textbox', { name: 'DDEX Party ID' }).inputValue()).toBe('PADPIDA2026000001A');

        await page.getByRole('tab', { name: 'Contacts' }).click();
        await page.getByRole('cell', { name: 'Rosa Lind' }).waitFor();
        await page.getByRole('tab', { name: 'Contracts' }).click();
        await page.getByRole('cell', { name: 'Aurora distribution 2027' }).waitFor();
        await page.getByRole('tab', { name: 'History' }).click();
        await page.getByText('contact added').first().waitFor();
    });

    it('is refused without a contact: the form says why, and the API refuses it too', async () => {
        const page = await signedIn(browser, base, 'admin', '/auth?next=%2Fcatalog%2Fsuppliers%2Fcreate');
        const before = await supplierCount(page);
        await supplierName(page).fill('No Contact Distribution');
        await rows(page, 'Contracts').getByRole('textbox', { name: 'Name', exact: true }).fill('Contract only');
        await page.getByRole('button', { name: 'Remove contact' }).click();
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText(v.supplierNeeds).first().waitFor();
        await shot(page, 'supplier-create-refused');
        expect(new URL(page.url()).pathname).toBe('/catalog/suppliers/create');

        const refused = await api(page, 'catalog/suppliers/', {
            method: 'POST',
            json: { name: 'No Contact Distribution', contacts: [], contracts: [{ name: 'Contract only' }] },
        });
        expect(refused.status).toBe(400);
        expect(refused.body.detail).toBe(v.supplierNeeds);
        expect(await supplierCount(page)).toBe(before);
    });

    it('a supplier partner has no Suppliers menu entry, and the API refuses it', async () => {
        const page = await signedIn(browser, base, 'supplier');
        const menu = page.getByRole('menu', { name: 'Main menu' });
        await menu.getByRole('menuitem', { name: 'Labels' }).waitFor();
        expect((await menu.getByRole('menuitem').allInnerTexts()).map(t => t.trim())).not.toContain('Suppliers');
        for (const path of ['catalog/suppliers/', 'catalog/suppliers/1/', 'catalog/suppliers/1/contacts/'])
            expect((await api(page, path)).status, path).toBe(403);
        await page.goto(`${base}/catalog/suppliers/1`);
        await page.getByRole('alert').waitFor();
        expect(await page.getByRole('textbox', { name: 'Vendor Code' }).count()).toBe(0);
    });

    it('a marketing user keeps a supplier with its banking (spec §6: suppliers are for staff without support)', async () => {
        const page = await signedIn(browser, base, 'marketing', '/auth?next=%2Fcatalog%2Fsuppliers%2F1');
        await page.getByRole('tab', { name: 'Contacts' }).waitFor();
        expect(await tabs(page)).toContain('BANKING');
        expect((await tabs(page)).map(t => t.toLowerCase())).toContain('subscribers');
        await page.getByRole('tab', { name: 'Banking' }).click();
        await page.getByRole('columnheader', { name: 'Tax ID' }).waitFor();
        expect((await api(page, 'catalog/suppliers/1/banking/')).status).toBe(200);
        await page.goto(`${base}/catalog/suppliers/1/contacts`);
        await page.getByRole('cell', { name: 'Primary Contact 1' }).waitFor();
        await shot(page, 'supplier-marketing-contacts');
    });

    it('every sub-tab of a supplier, as admin (screenshots)', async () => {
        const page = await signedIn(browser, base, 'admin', '/auth?next=%2Fcatalog%2Fsuppliers%2F1');
        await page.getByRole('heading', { name: /^Supplier 1:/ }).waitFor();
        await shot(page, 'supplier-edit');
        const expected: [string, string][] = [
            ['address', 'Valid phone number'],
            ['contacts', 'Primary Contact 1'],
            ['contracts', 'Distribution agreement'],
            ['label-mappings', 'SUPPLIER-1 DIGITAL'],
            ['genre-mappings', 'Spoken Word'],
            ['notes', 'Statements go to the finance manager.'],
            ['banking', 'TAX-9001'],
            ['subscribers', 'reports1@supplier.example'],
            ['labels', 'Records'],
        ];
        for (const [tab, text] of expected) {
            await page.goto(`${base}/catalog/suppliers/1/${tab}`);
            await page.getByText(text).first().waitFor();
            const width = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
            expect(width[0], `${tab}: the page scrolls sideways`).toBeLessThanOrEqual(width[1]);
            await shot(page, `supplier-tab-${tab}`);
        }
        // A supplier's label links to the label.
        await page.getByRole('link', { name: '1', exact: true }).click();
        await page.waitForURL(`${base}/catalog/labels/1`);
    });
});
