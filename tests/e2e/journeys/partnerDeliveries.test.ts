/**
 * Journey (issue 25): a label partner checks what needs attention. From the dashboard's "Deliveries
 * needing attention" they land on exactly those deliveries (the count and the newest agree, and
 * the API says the same), each told in plain words with what to do next; opening one shows the
 * same, and nothing a partner may not do (no re-ingest).
 */
import { describe, expect, inject, it } from 'vitest';
import type { InspectedDelivery } from '../../../resources/delivery/inspected';
import { DELIVERY_HELP, explainStatusMessage, type StatusMessage } from '../../../resources/delivery/statuses';
import type { DashboardFigures } from '../../../resources/sales/dashboard';
import { axeFindings, blocking, describeFindings } from '../axe';
import { apiAs, shot, signedIn } from '../browser';
import { useBrowser } from '../useBrowser';
import { attentionCard, comesIntoView, deliveriesTable, openDelivery } from './deliveriesSteps';

const base = inject('baseUrl');

const browser = useBrowser();

describe('journey: a partner follows up deliveries needing attention', () => {
    it('the label partner lands on exactly the deliveries the dashboard counts, each explained with a next step', async () => {
        const page = await signedIn(browser, base, 'label');
        const card = await attentionCard(page);
        const count = Number(await card.getByRole('paragraph').first().innerText());
        expect(count).toBeGreaterThan(0);
        const listed = await card.getByRole('listitem').getByRole('link').allInnerTexts();
        await card.scrollIntoViewIfNeeded();
        await shot(page, 'journey-partnerDeliveries-dashboard');

        await card.getByRole('link', { name: 'Deliveries needing attention' }).click();
        await page.waitForURL(/\/deliveries\?attention=1$/);
        const table = await deliveriesTable(page);
        await page.getByText(`${count} ${count === 1 ? 'delivery' : 'deliveries'} needing attention`).waitFor();
        const rows = table.locator('tbody tr');
        // The title, with its label under it.
        const titles = (await rows.locator('td:nth-child(2)').allInnerTexts()).map(t => t.split('\n')[0]);
        expect(titles.slice(0, listed.length)).toEqual(listed);

        // The API agrees: the same deliveries, and the dashboard's count.
        const api = await apiAs(page, base, 'inspector/deliveries/?attention=1');
        const results = api.body.results as unknown as InspectedDelivery[];
        expect(api.body.count).toBe(count);
        expect(((await apiAs(page, base, 'dashboard/')).body as unknown as DashboardFigures).deliveries!.count).toBe(
            count
        );
        expect(await rows.count()).toBe(results.length);

        // Each in a partner's words with the next step; never the staff wording.
        for (const [i, d] of results.entries()) {
            const text = await rows.nth(i).innerText();
            const help = DELIVERY_HELP[d.status_message as StatusMessage];
            expect(text).toContain(help.partner);
            expect(text).toContain(`What to do: ${help.next}`);
            if (explainStatusMessage(d.status_message!) !== d.status_message)
                expect(text).not.toContain(explainStatusMessage(d.status_message!));
        }
        await shot(page, 'journey-partnerDeliveries-list');

        // Opening one: it comes into view, says the same, and offers no re-ingest.
        const d = results[0];
        const detail = await openDelivery(page, d.id);
        await comesIntoView(detail.getByRole('heading', { name: `Delivery ${d.id}: ${d.release_title}` }));
        const help = DELIVERY_HELP[d.status_message as StatusMessage];
        await detail.getByText(help.partner).first().waitFor();
        await detail.getByText(`What to do: ${help.next}`).waitFor();
        expect(await detail.getByRole('button', { name: 'Re-ingest' }).count()).toBe(0);
        await shot(page, 'journey-partnerDeliveries-detail');
        expect(describeFindings(blocking(await axeFindings(page)))).toBe(describeFindings([]));
        // A partner's re-ingest is refused by the API too.
        const refused = await apiAs(page, base, `inspector/deliveries/${d.id}/reingest/`, { method: 'POST', json: {} });
        expect(refused.status).toBe(403);

        // A click anywhere on another delivery's row opens that one (walk 55: only its ID's button did).
        expect(results.length).toBeGreaterThan(1);
        const other = results[1];
        await rows.nth(1).getByText(other.release_title).click();
        await page
            .getByRole('region', { name: `Delivery ${other.id}: ${other.release_title}` })
            .getByRole('heading')
            .first()
            .waitFor();
        expect(page.url()).toContain(`delivery=${other.id}`);
    }, 60_000);
});
