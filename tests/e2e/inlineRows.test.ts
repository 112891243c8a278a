/**
 * A new supplier's form in the browser: a filled-in inline row (a contact) is removed only after
 * the Delete-themed confirm, an empty one at once; the DDEX party ID shows its valid form beside
 * the spec's verbatim message.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fill, messages } from '../../resources/messages';
import { fillSettled, openCreate, shot, signedIn } from './browser';
import { useBrowser } from './useBrowser';

const base = inject('baseUrl');
const v = messages.validation;
const browser = useBrowser();

const rows = (page: Page, name: string) => page.getByRole('group', { name });

async function newSupplierForm(): Promise<Page> {
    const page = await signedIn(browser, base, 'admin');
    await page.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem', { name: 'Suppliers' }).click();
    await openCreate(page);
    await page.waitForURL(/\/catalog\/suppliers\/create$/);
    // Set until it stays set, should a late render of the form drop it.
    await fillSettled(page.getByRole('textbox', { name: 'Name', exact: true }).first(), 'Inline Rows Distribution');
    return page;
}

describe('inline rows of a form', () => {
    it('a filled-in contact is removed only once Delete is confirmed; an empty contract row goes at once', async () => {
        const page = await newSupplierForm();
        const contacts = rows(page, 'Contacts');
        await contacts.getByRole('textbox', { name: 'Name', exact: true }).fill('Rosa Lind');

        await page.getByRole('button', { name: 'Remove contact 1' }).click();
        const ask = page.getByRole('dialog', { name: fill(messages.confirm.removeRowTitle, { row: 'contact 1' }) });
        await ask.getByText(fill(messages.confirm.removeRow, { row: 'contact 1' })).waitFor();
        await shot(page, 'inline-row-remove-confirm');
        await ask.getByRole('button', { name: messages.confirm.cancel }).click();
        await ask.waitFor({ state: 'detached' });
        expect(await contacts.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Rosa Lind');

        await page.getByRole('button', { name: 'Remove contact 1' }).click();
        await ask.getByRole('button', { name: messages.confirm.delete }).click();
        await expect.poll(() => contacts.getByRole('textbox', { name: 'Name', exact: true }).count()).toBe(0);

        // Nothing typed in the contract row: no question.
        await page.getByRole('button', { name: 'Remove contract 1' }).click();
        await expect
            .poll(() => rows(page, 'Contracts').getByRole('textbox', { name: 'Name', exact: true }).count())
            .toBe(0);
        expect(await page.getByRole('dialog').count()).toBe(0);
    });

    it('the DDEX party ID shows its valid form, also beside the verbatim refusal', async () => {
        const page = await newSupplierForm();
        const ddex = page.getByRole('textbox', { name: 'DDEX Party ID' });
        await page.getByText(v.ddexFormat).waitFor();
        await ddex.fill('PADPIDA12');
        await page.getByText(v.ddexInvalid, { exact: true }).waitFor();
        await page.getByText(v.ddexFormat).waitFor();
        // Read with the field by assistive technology.
        const described = (await ddex.getAttribute('aria-describedby'))!.split(' ');
        const texts = await Promise.all(described.map(id => page.locator(`[id="${id}"]`).innerText()));
        expect(texts).toEqual([v.ddexInvalid, v.ddexFormat]);
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText(v.ddexInvalid, { exact: true }).first().waitFor();
        await page.getByText(v.ddexFormat).waitFor();
        await shot(page, 'inline-row-ddex-format');
    });
});
