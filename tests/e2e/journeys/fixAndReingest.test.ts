/**
 * Journey (issue 25): content ops fixes a failed delivery. From the dashboard's "Deliveries needing
 * attention" they narrow the list to missing ISRCs (the filter stays in the link through a reload
 * and Back), open the newest, which comes into view and names the track at fault; they follow the
 * track's link, add its ISRC, come back, wait out the 90 seconds the screen announces, and
 * re-ingest. The API shows the delivery ingested and the track with its ISRC.
 * The 90 seconds pass on the page's clock, moved on by the test (the server of the browser tests
 * allows the re-ingest `reingestAfterMs` after the fix; the server tests prove its 90 seconds).
 */
import { describe, expect, inject, it } from 'vitest';
import { REINGEST_BLOCK_SECONDS } from '../../../resources/constants';
import { DELIVERY_HELP } from '../../../resources/delivery/statuses';
import { messages } from '../../../resources/messages';
import type { InspectedDelivery } from '../../../resources/delivery/inspected';
import { apiAs, fillSettled, shot, signedIn } from '../browser';
import { useBrowser } from '../useBrowser';
import { attentionCard, comesIntoView, deliveriesTable, openDelivery } from './deliveriesSteps';

const base = inject('baseUrl');
const serverWaitMs = inject('reingestAfterMs');
const MISSING_ISRC = 'missing-isrc: track missing ISRC on insert.';
const TOO_SOON = 'reingestion-error: cannot process, release updated in the last 90 seconds.';

const browser = useBrowser();

describe('journey: fix a failed delivery and re-ingest it', () => {
    it('content_ops finds the missing-ISRC delivery, fixes the named track and re-ingests it', async () => {
        const page = await signedIn(browser, base, 'content_ops');
        await page.clock.install();
        const card = await attentionCard(page);
        await shot(page, 'journey-fixAndReingest-dashboard');
        await card.getByRole('link', { name: 'Deliveries needing attention' }).click();
        await page.waitForURL(/\/deliveries\?attention=1$/);
        expect(await page.getByRole('switch', { name: 'Needing attention' }).isChecked()).toBe(true);

        // Narrow to missing ISRCs: the filter goes into the link, and survives a reload.
        await page.getByRole('combobox', { name: 'Status Message' }).click();
        await page.getByRole('option', { name: MISSING_ISRC }).click();
        await page.waitForURL(/status_message=missing-isrc/);
        await page.reload();
        await expect.poll(() => page.getByRole('combobox', { name: 'Status Message' }).innerText()).toBe(MISSING_ISRC);
        const table = await deliveriesTable(page);
        const first = table.locator('tbody tr').first();
        await expect.poll(() => first.innerText()).toContain(MISSING_ISRC);
        const id = Number(await first.getByRole('button').innerText());
        const [title, label] = (await first.locator('td').nth(1).innerText()).split('\n');
        // Label, supplier and UPC are on the row.
        const row = (await apiAs(page, base, `inspector/deliveries/${id}/`)).body as unknown as InspectedDelivery;
        expect(label).toBe(row.label!.name);
        for (const value of [row.supplier!.name, row.upc!]) expect(await first.innerText()).toContain(value);
        await shot(page, 'journey-fixAndReingest-filtered');

        // Opening it brings it into view, in the link; Back closes it and keeps the filter.
        let detail = await openDelivery(page, id);
        await comesIntoView(detail.getByRole('heading', { name: `Delivery ${id}: ${title}` }));
        expect(page.url()).toMatch(new RegExp(`status_message=missing-isrc.*delivery=${id}`));
        await shot(page, 'journey-fixAndReingest-detail');
        await page.goBack();
        await detail.waitFor({ state: 'detached' });
        expect(page.url()).toMatch(/attention=1.*$/);
        expect(page.url()).toContain('status_message=missing-isrc');
        await page.goForward();
        detail = page.getByRole('region', { name: `Delivery ${id}: ${title}` });
        await detail.waitFor();

        // It says what is wrong, what to do, and names the track at fault with a link to it.
        await detail.getByText('What to do: Add the ISRC on each track listed, then re-ingest.').waitFor();
        const tracks = detail.getByRole('list', { name: /without an ISRC/ });
        const trackLink = tracks.getByRole('link').first();
        const trackName = await trackLink.innerText();
        await detail.getByRole('link', { name: title }).waitFor();
        await trackLink.click();
        await page.waitForURL(/\/catalog\/tracks\/\d+$/);
        const trackId = Number(new URL(page.url()).pathname.split('/').pop());
        const isrc = page.getByRole('textbox', { name: 'ISRC' });
        await isrc.waitFor();
        expect(await isrc.inputValue()).toBe('');
        const code = `QZJ${String(Date.now()).slice(-9)}`;
        await fillSettled(isrc, code);
        await page.getByRole('button', { name: 'Save' }).click();
        await page
            .getByText(/updated|saved/i)
            .first()
            .waitFor();
        const fixedAt = Date.now();

        // Back to the delivery: the track is no longer at fault, and the screen says when re-ingest is possible.
        await page.goBack();
        await page.waitForURL(new RegExp(`delivery=${id}`));
        detail = page.getByRole('region', { name: `Delivery ${id}: ${title}` });
        const why = detail.getByRole('alert').filter({ hasText: TOO_SOON });
        await why.waitFor();
        expect(await why.innerText()).toMatch(/Try again in \d+ s\. Re-ingest becomes possible at .+\.$/);
        expect(await detail.getByText(trackName).count()).toBe(0);
        // The next step follows the fix: no longer "add the ISRC" under "every track has an ISRC now".
        await detail.getByText(messages.ingestion.isrcsFixed).waitFor();
        await detail.getByText(`What to do: ${DELIVERY_HELP['missing-isrc'].whenFixed!.staffNext!}`).waitFor();
        expect(await detail.getByText(/What to do: Add the ISRC/).count()).toBe(0);
        await shot(page, 'journey-fixAndReingest-wait');

        const reingest = detail.getByRole('button', { name: 'Re-ingest' });
        expect(await reingest.isDisabled()).toBe(true);
        // The server's (shortened) wait passes in real time; the console's 90 seconds on its clock.
        await expect.poll(() => Date.now() - fixedAt, { interval: 100 }).toBeGreaterThanOrEqual(serverWaitMs);
        await page.clock.fastForward(Math.max(fixedAt + REINGEST_BLOCK_SECONDS * 1000 - Date.now(), 0));
        await expect.poll(() => reingest.isEnabled(), { timeout: 15_000, interval: 250 }).toBe(true);
        await reingest.click();
        await page.getByText(`Delivery ${id} was re-ingested`).waitFor({ timeout: 30_000 });
        await detail.getByRole('list', { name: 'Steps' }).getByText('Release ingested').last().waitFor();
        await shot(page, 'journey-fixAndReingest-ingested');

        // The outcome, in the API.
        const after = (await apiAs(page, base, `inspector/deliveries/${id}/`)).body;
        expect(after).toMatchObject({ release_status: 'release-ingested', failing_tracks: [] });
        expect((await apiAs(page, base, `deliveries/deliveries/${id}/`)).body).toMatchObject({ ingested: true });
        expect((await apiAs(page, base, `catalog/tracks/${trackId}/`)).body).toMatchObject({ isrc: code });
    }, 200_000);
});
