/**
 * Journey: a curator sets up a live stream that is live at once. From the dashboard: Live Streams →
 * Create, the stream named and Enabled; saving without a stage is refused in the form with the
 * reason; two stages added in the same form; saved together, the stream opens enabled, its Stages
 * tab lists both, and the API holds the stream live with its stages.
 */
import { describe, expect, inject, it } from 'vitest';
import { messages } from '../../../resources/messages';
import { apiAs, checkSettled, fillSettled, openCreate, saveAndLand, settled, shot, signedIn } from '../browser';
import { useBrowser } from '../useBrowser';

const base = inject('baseUrl');
const m = messages.live;

const browser = useBrowser();

describe('journey: a live stream created with its stages', () => {
    it('is enabled in the create form with its stages, saved together, and live in the API', async () => {
        const page = await signedIn(browser, base, 'curation');
        const menu = page.getByRole('menu', { name: 'Main menu' });
        await menu.getByRole('menuitem').first().waitFor();
        await settled(page);
        await menu.getByRole('menuitem', { name: 'Live Streams' }).click();
        await openCreate(page);

        const name = `Journey Stream ${Date.now().toString(36)}`;
        await fillSettled(page.getByRole('textbox', { name: 'Name', exact: true }), name);
        await checkSettled(page.getByLabel('Enabled', { exact: true }));
        const stages = page.getByRole('group', { name: 'Stages' });
        await stages.getByText(m.stagesOnCreate).waitFor();

        // Enabled without a stage: the form says why, beside Enabled, and nothing is created.
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText(m.enableNeedsStage).first().waitFor();
        await shot(page, 'journey-liveStream-needs-stage');
        expect(new URL(page.url()).pathname).toBe('/live/streams/create');

        // The stages, in the same form.
        for (const [n, stage] of [
            [1, 'Main Stage'],
            [2, 'Rooftop'],
        ] as const) {
            await stages.getByRole('button', { name: 'Add stage' }).click();
            const row = stages.getByRole('listitem').nth(n - 1);
            await row.getByRole('spinbutton', { name: 'Number' }).fill(String(n));
            await row.getByRole('textbox', { name: 'Name' }).fill(stage);
        }
        // The refusal goes as soon as a stage is there.
        await expect.poll(() => page.getByText(m.enableNeedsStage).count()).toBe(0);
        await shot(page, 'journey-liveStream-create');
        await saveAndLand(page, /\/live\/streams\/\d+$/);
        const id = Number(new URL(page.url()).pathname.split('/').pop());

        // The stream opens enabled; its Stages tab lists both.
        expect(await page.getByLabel('Enabled', { exact: true }).isChecked()).toBe(true);
        await page.getByRole('tab', { name: 'Stages' }).click();
        await page.getByRole('cell', { name: 'Rooftop', exact: true }).waitFor();
        await page.getByRole('cell', { name: 'Main Stage', exact: true }).waitFor();
        await shot(page, 'journey-liveStream-stages');

        const stream = (await apiAs(page, base, `live/streams/${id}/`)).body;
        expect(stream).toMatchObject({ name, enabled: true, status: 'live', stage_count: 2 });
        const listed = (await apiAs(page, base, `live/streams/${id}/stages/`)).body.results;
        expect(listed.map(s => [s.number, s.name])).toEqual([
            [1, 'Main Stage'],
            [2, 'Rooftop'],
        ]);
    });
});
