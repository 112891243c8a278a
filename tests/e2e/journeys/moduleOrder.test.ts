/**
 * Journey: a curator puts a page's two left-slot modules the other way round and sees the preview
 * follow (issue 40). From the dashboard: Pages → the page → Modules, where the left slot lists its
 * modules top first; Up on the lower one saves the new order at once; the page's Preview draws the
 * left column in that order. Dragging one row onto the other puts them back, and the API keeps it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fill, messages } from '../../../resources/messages';
import { apiAs, settled, shot } from '../browser';
import { useBrowser } from '../useBrowser';
import { fromDashboard, openFromMenu } from './supportSteps';

const base = inject('baseUrl');
const browser = useBrowser();

/** The preview's left column, top first: the module regions after the header's. */
const previewOrder = async (page: Page, names: string[]) => {
    const preview = page.getByRole('region', { name: /Page preview/ });
    const shown = await preview
        .getByRole('region', { name: /^Module / })
        .evaluateAll(els => els.map(e => e.getAttribute('aria-label')!.replace(/^Module /, '')));
    return shown.filter(n => names.includes(n));
};
const slotOrder = async (page: Page) =>
    (await page.getByRole('table', { name: 'Left modules' }).locator('tbody tr').allInnerTexts()).map(row =>
        row.split('\t')[1]?.trim()
    );

describe('journey: a curator orders the modules of a slot', () => {
    it('moves the lower module up, sees the preview follow, and drags it back', async () => {
        const page = await fromDashboard(browser, base, 'curation');
        await page.setViewportSize({ width: 1400, height: 1000 });

        // The page with two modules in its left slot, the older on top (set up through the API).
        const stamp = Date.now().toString(36);
        const pageName = `Ordered Page ${stamp}`;
        const created = await apiAs(page, base, 'curation/pages/', {
            method: 'POST',
            json: { name: pageName, slug: `ordered-${stamp}`, page_type_id: 1, enabled: true },
        });
        expect(created.status).toBe(201);
        const pageId = created.body.id as number;
        const [upper, lower] = [`Upper ${stamp}`, `Lower ${stamp}`];
        for (const name of [upper, lower])
            expect(
                (
                    await apiAs(page, base, 'curation/page-modules/', {
                        method: 'POST',
                        json: { name, type_id: 1, page_id: pageId, slot_id: 2, enabled: true },
                    })
                ).status
            ).toBe(201);

        // Pages → the page → Modules.
        await openFromMenu(page, 'Pages');
        await page.getByRole('textbox', { name: 'Name' }).fill(pageName);
        await page.getByRole('cell', { name: pageName }).click();
        await page.getByRole('tab', { name: 'Modules' }).click();
        const left = page.getByRole('table', { name: 'Left modules' });
        await left.getByRole('link', { name: lower }).waitFor();
        expect(await slotOrder(page)).toEqual([upper, lower]);

        // The preview as it stands: upper, then lower.
        await page.getByRole('tab', { name: 'Preview' }).click();
        await page.getByRole('region', { name: `Module ${lower}` }).waitFor();
        expect(await previewOrder(page, [upper, lower])).toEqual([upper, lower]);

        // Up on the lower one: saved at once, and said.
        await page.getByRole('tab', { name: 'Modules' }).click();
        await left.getByRole('button', { name: `Move ${lower} up` }).click();
        await page.getByText(fill(messages.curation.moduleMoved, { name: lower, place: 1, slot: 'Left' })).waitFor();
        await expect.poll(() => slotOrder(page)).toEqual([lower, upper]);
        await shot(page, 'journey-moduleOrder-modules');

        // The preview follows.
        await page.getByRole('tab', { name: 'Preview' }).click();
        await expect.poll(() => previewOrder(page, [upper, lower])).toEqual([lower, upper]);
        await shot(page, 'journey-moduleOrder-preview');

        // Dragged back: the upper module's handle onto the top row.
        await page.getByRole('tab', { name: 'Modules' }).click();
        await settled(page);
        const handle = (name: string) =>
            left.locator('tbody tr', { has: page.getByRole('link', { name }) }).getByTitle('Drag to move');
        await handle(upper).dragTo(left.locator('tbody tr').first());
        await expect.poll(() => slotOrder(page)).toEqual([upper, lower]);
        const modules = (await apiAs(page, base, `curation/pages/${pageId}/modules/`)).body.results;
        expect(modules.map(m => [m.name, m.slot_position])).toEqual([
            [upper, 1],
            [lower, 2],
        ]);
    });
});
