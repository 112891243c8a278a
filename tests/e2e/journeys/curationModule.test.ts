/**
 * Journey: a curator puts a new module on a page. From the dashboard: Page Modules → Create, the
 * module named, typed, linked to the page in its left slot and enabled; two releases added with the
 * picker; then the page's Preview shows the module with its items, as a visitor sees it, and leaves
 * out a disabled module of the same page until "Show modules that are not live" is switched on,
 * which shows it marked as not live.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fill, messages } from '../../../resources/messages';
import { apiAs, checkSettled, fillSettled, openCreate, saveAndLand, settled, shot, signedIn } from '../browser';
import { useBrowser } from '../useBrowser';

const base = inject('baseUrl');
const c = messages.curation;

const browser = useBrowser();

async function choose(page: Page, label: string, option: string) {
    await page.getByRole('combobox', { name: label, exact: true }).click();
    await settled(page);
    await page.getByRole('option', { name: option, exact: true }).click();
}

const itemRows = (page: Page) => page.getByRole('table', { name: 'Module items' }).locator('tbody tr');

/** Add item → the picker: types a word of a release's name and takes the first record offered. */
async function addReleaseByPicker(page: Page, word: string) {
    await page.getByRole('button', { name: 'Add item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add item' });
    await dialog.getByRole('combobox', { name: 'Release', exact: true }).pressSequentially(word);
    await page.getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
}

describe('journey: a curator adds a module to a page and previews it', () => {
    it('creates the module, adds items with the picker, previews the page; a disabled module is left out or marked', async () => {
        const page = await signedIn(browser, base, 'curation');
        await page.setViewportSize({ width: 1400, height: 1000 });
        const menu = page.getByRole('menu', { name: 'Main menu' });
        await menu.getByRole('menuitem').first().waitFor();

        // The page the module goes on, and a disabled module already on it (set up through the API).
        const stamp = Date.now().toString(36);
        const pageName = `Journey Page ${stamp}`;
        const created = await apiAs(page, base, 'curation/pages/', {
            method: 'POST',
            json: { name: pageName, slug: `journey-${stamp}`, page_type_id: 1, enabled: true },
        });
        expect(created.status).toBe(201);
        const pageId = created.body.id as number;
        const off = await apiAs(page, base, 'curation/page-modules/', {
            method: 'POST',
            json: { name: `Resting ${stamp}`, type_id: 1, page_id: pageId, slot_id: 3, enabled: false },
        });
        expect(off.status).toBe(201);
        const releases = (await apiAs(page, base, 'catalog/releases/?per_page=2')).body.results;

        // Page Modules → Create.
        await settled(page);
        await menu.getByRole('menuitem', { name: 'Page Modules' }).click();
        await openCreate(page);
        const moduleName = `Journey Left ${stamp}`;
        await fillSettled(page.getByRole('textbox', { name: 'Name' }), moduleName);
        await choose(page, 'Module Type', 'Feature');
        await page.getByRole('combobox', { name: 'Page', exact: true }).pressSequentially(pageName);
        await page.getByRole('option', { name: pageName }).click();
        await choose(page, 'Page Slot', 'Left');
        await choose(page, 'Item Type', 'Release');
        await checkSettled(page.getByLabel('Enabled', { exact: true }));
        await shot(page, 'journey-curationModule-create');
        await saveAndLand(page, /\/curation\/page-modules\/\d+$/);
        const moduleId = Number(/(\d+)$/.exec(new URL(page.url()).pathname)![1]);

        // Items with the picker.
        await page.getByRole('tab', { name: 'Items' }).click();
        for (const r of releases) {
            await addReleaseByPicker(page, String(r.name));
            await page.getByText('Item added').last().waitFor();
        }
        await expect.poll(() => itemRows(page).count()).toBe(2);
        await shot(page, 'journey-curationModule-items');
        const items = (await apiAs(page, base, `curation/page-modules/${moduleId}/items/`)).body.results;
        expect(items.map(i => i.item_type)).toEqual(['releases', 'releases']);
        expect(items.every(i => typeof i.item_id === 'number')).toBe(true);

        // The second moved first: the notice and the History tab name it by its title (walk 52).
        const second = String(items[1].title);
        const position = page.getByLabel('New position for item 2');
        await position.fill('1');
        await position.press('Enter');
        await page.getByText(fill(c.itemMoved, { item: second, position: 1 })).waitFor();
        await page.getByRole('tab', { name: 'History' }).click();
        await page.getByText(`Item “${second}” · Position: 2 → 1`).waitFor();
        expect(await page.getByText('{"id"').count()).toBe(0);
        await shot(page, 'journey-curationModule-history');

        // The page's preview: Pages → the page → Preview.
        await menu.getByRole('menuitem', { name: 'Pages' }).click();
        await page.getByRole('textbox', { name: 'Name' }).fill(pageName);
        await page.getByRole('cell', { name: pageName }).click();
        await page.getByRole('tab', { name: 'Preview' }).click();
        const preview = page.getByRole('region', { name: /Page preview/ });
        const live = preview.getByRole('region', { name: `Module ${moduleName}` });
        await expect.poll(() => live.getByRole('listitem').count()).toBe(2);
        // As a visitor sees it: the disabled module is left out, and the preview says so.
        await page.getByText(fill(c.notLiveHidden, { count: 1 })).waitFor();
        expect(await preview.getByRole('region', { name: `Module Resting ${stamp}` }).count()).toBe(0);
        await shot(page, 'journey-curationModule-preview');

        // Switched on, it shows, marked as not live; the live one is not marked.
        await page.getByRole('switch', { name: fill(c.showNotLive, { count: 1 }) }).check();
        const resting = preview.getByRole('region', { name: `Module Resting ${stamp}` });
        await resting.getByText(c.moduleDisabled).waitFor();
        expect(await live.getByText(/Not live/).count()).toBe(0);
        await shot(page, 'journey-curationModule-preview-not-live');

        // The API holds what the screens showed.
        const modules = (await apiAs(page, base, `curation/pages/${pageId}/modules/`)).body.results;
        expect(modules.map(m => [m.name, m.slot_id, m.enabled])).toEqual([
            [moduleName, 2, true],
            [`Resting ${stamp}`, 3, false],
        ]);
    });
});
