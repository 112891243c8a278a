/**
 * Browser tests of jobs and legacy deliveries: a re-encode from the track page ends DONE in the job
 * centre; content_ops filters deliveries by 'Restricted genre', reads the explanation and resubmits one;
 * a selection over the limit is refused with the spec's words; a supplier sees only its own.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DELIVERY_SELECTION_LIMIT } from '../../resources/constants';
import { messages } from '../../resources/messages';
import { shot, signedIn, tokenFor } from './browser';
import { useBrowser } from './useBrowser';

const base = inject('baseUrl');
const RESTRICTED_GENRE = 'Restricted genre: the genre does not allow ingestion for the supplier.';

const browser = useBrowser();

/** The API as one demo account (to learn ids the test needs). */
async function apiAs(username: string) {
    const access_token = await tokenFor(base, username);
    return async <T>(path: string): Promise<T> =>
        (
            await fetch(`${base}/v4/${path}`, { headers: { Authorization: `Bearer ${access_token}` } })
        ).json() as Promise<T>;
}

const firstRow = (p: Page) => p.getByRole('table').getByRole('row').nth(1).waitFor({ timeout: 15_000 });
/** "1-25 of 123" → 123. */
async function listTotal(page: Page): Promise<number> {
    const text = await page
        .getByText(/^\d+-\d+ of \d+$/)
        .first()
        .innerText();
    return Number(text.split(' of ')[1]);
}

describe('jobs', () => {
    it('a re-encode started on the track page finishes as DONE in the job centre', async () => {
        const api = await apiAs('content_ops');
        const files = await api<{ results: { track_id: number }[] }>('catalog/tracks/1/audio-files/');
        expect(files.results.length).toBeGreaterThan(0);
        const page = await signedIn(browser, base, 'content_ops', '/auth?next=%2Fcatalog%2Ftracks%2F1');
        await page.waitForURL(/\/catalog\/tracks\/1$/);
        await page.getByRole('button', { name: 'Re-encode' }).click();
        await page.getByRole('button', { name: 'Proceed' }).click();
        const started = page.getByText(/^Encode job \d+ started$/);
        await started.waitFor();
        const id = (await started.innerText()).match(/\d+/)![0];
        await page.getByRole('button', { name: 'Job centre: 1 running' }).waitFor({ timeout: 10_000 });
        await page.getByText(`Encode job ${id} is done`).waitFor({ timeout: 30_000 });

        await page.getByRole('button', { name: /^Job centre/ }).click();
        const centre = page.getByRole('dialog', { name: 'Job centre' });
        const entry = centre.getByRole('listitem', { name: `Job ${id}: Track re-encode, Done` });
        await entry.waitFor();
        await expect.poll(() => entry.innerText()).toContain('Track 1');
        await shot(page, 'job-centre');
        // The record link is reachable by keyboard and leads to the track.
        await page.keyboard.press('Escape');
        await expect.poll(() => centre.count()).toBe(0);

        // The server is the source of truth: a new tab shows the same job.
        const other = await page.context().newPage();
        await other.goto(`${base}/catalog/tracks`);
        await other.getByRole('button', { name: /^Job centre/ }).click();
        await other
            .getByRole('dialog', { name: 'Job centre' })
            .getByRole('listitem', { name: `Job ${id}: Track re-encode, Done` })
            .waitFor();
        await other.close();
    });
});

describe('deliveries inspector', () => {
    it('content_ops pages by cursor, reads a timeline, re-ingests with a genre override; another re-ingest is explained and refused before the click', async () => {
        const page = await signedIn(browser, base, 'content_ops', '/auth?next=%2Fdeliveries');
        await page.waitForURL(/\/deliveries$/);
        const table = page.getByRole('table', { name: 'Deliveries' });
        await table.getByRole('row').nth(1).waitFor({ timeout: 15_000 });
        const firstId = await table.locator('tbody tr').first().locator('td').first().innerText();
        await page.getByRole('button', { name: 'Older' }).click();
        await expect.poll(() => table.locator('tbody tr').first().locator('td').first().innerText()).not.toBe(firstId);
        await page.getByRole('button', { name: 'Newer' }).click();
        await expect.poll(() => table.locator('tbody tr').first().locator('td').first().innerText()).toBe(firstId);

        await page.getByRole('combobox', { name: 'Status Message' }).click();
        await page.getByRole('option', { name: RESTRICTED_GENRE }).click();
        const row = table.locator('tbody tr').first();
        await expect.poll(() => row.innerText()).toContain(RESTRICTED_GENRE);
        const id = await row.locator('td').first().innerText();
        await page.getByRole('button', { name: `Inspect delivery ${id}` }).click();
        const steps = page.getByRole('list', { name: 'Steps' });
        await steps.getByText(RESTRICTED_GENRE).waitFor();
        await page.getByRole('combobox', { name: 'Override genre' }).click();
        await page.getByRole('option').nth(2).click();
        await page.getByRole('button', { name: 'Re-ingest' }).click();
        await page.getByText(`Delivery ${id} was re-ingested`).waitFor({ timeout: 30_000 });
        await steps.getByText('Release ingested', { exact: true }).waitFor();
        await page.getByText(messages.ingestion.alreadyIngested).waitFor();
        expect(await page.getByRole('button', { name: 'Re-ingest' }).isDisabled()).toBe(true);
        await shot(page, 'inspector-timeline');
    });
});

describe('release encode', () => {
    it('a Beatdrop encode hands over to a child job and ends done, followed on the release page', async () => {
        const page = await signedIn(browser, base, 'admin', '/auth?next=%2Fcatalog%2Freleases%2F1');
        await page.waitForURL(/\/catalog\/releases\/1$/);
        await page.getByRole('button', { name: 'Beatdrop Encode' }).click();
        await page.getByRole('button', { name: 'Proceed' }).click();
        await page.getByText('Beatdrop Encode of release 1 is done').waitFor({ timeout: 30_000 });
        await page.getByRole('button', { name: /^Job centre/ }).click();
        const centre = page.getByRole('dialog', { name: 'Job centre' });
        await centre
            .getByRole('listitem', { name: /: Release encode, Done$/ })
            .first()
            .waitFor();
        await centre
            .getByRole('listitem', { name: /: Release tracks encode, Done$/ })
            .first()
            .waitFor();
        expect(await centre.getByText(/continued as job \d+/).count()).toBeGreaterThan(0);
    });
});

describe('legacy deliveries', () => {
    it('content_ops filters by Restricted genre, reads the explanation and resubmits one', async () => {
        const page = await signedIn(browser, base, 'content_ops', '/auth?next=%2Fdeliveries%2Fdeliveries');
        await page.waitForURL(/\/deliveries\/deliveries/);
        await firstRow(page);
        await page.getByRole('combobox', { name: 'Status Message' }).click();
        await page.getByRole('option', { name: RESTRICTED_GENRE }).click();
        await page.waitForURL(/Restricted%20genre|Restricted\+genre/);
        await expect
            .poll(async () => {
                const cells = await page.locator('tbody td.column-status_message').allInnerTexts();
                return cells.length > 0 && cells.every(c => c === RESTRICTED_GENRE);
            })
            .toBe(true);
        await shot(page, 'deliveries-restricted-genre');

        await page.locator('tbody tr').first().getByRole('link').click();
        await page.waitForURL(/\/deliveries\/deliveries\/\d+$/);
        await page.getByText(RESTRICTED_GENRE).first().waitFor();
        await page.getByRole('button', { name: 'Resubmit' }).click();
        await page.getByRole('button', { name: 'Proceed' }).click();
        const resubmitted = page.getByText(/^Resubmitted delivery \d+$/);
        await resubmitted.waitFor();
        const id = (await resubmitted.innerText()).match(/\d+/)![0];
        // The pipeline runs it again; the genre is allowed again meanwhile, so it is ingested.
        await page.getByText(`Delivery ${id} was ingested`).waitFor({ timeout: 30_000 });
        await page.getByText('Release ingested').first().waitFor();
        await shot(page, 'delivery-resubmitted');
        await page.getByRole('button', { name: /^Job centre/ }).click();
        await page
            .getByRole('dialog', { name: 'Job centre' })
            .getByRole('listitem', { name: /: Delivery ingest, Done$/ })
            .first()
            .waitFor();
        await shot(page, 'job-centre-delivery');
        await page.keyboard.press('Escape');

        await page.getByRole('tab', { name: 'XML' }).click();
        const xml = page.getByRole('textbox', { name: 'Delivery XML' });
        await expect.poll(() => xml.inputValue()).toMatch(/^<\?xml/);
        await xml.fill('<!DOCTYPE r [<!ENTITY x "boom">]><r>&x;</r>');
        await page.getByRole('button', { name: 'Replace XML' }).click();
        await page.getByText('DOCTYPE and entity declarations are not allowed in a delivery XML.').waitFor();
    });

    it(`selecting more than ${DELIVERY_SELECTION_LIMIT} deliveries is refused with the spec's words`, async () => {
        const page = await signedIn(browser, base, 'label_mgmt', '/auth?next=%2Fdeliveries%2Fdeliveries');
        await page.waitForURL(/\/deliveries\/deliveries/);
        await firstRow(page);
        const boxes = page.locator('tbody input[type="checkbox"]');
        for (let i = 0; i < DELIVERY_SELECTION_LIMIT; i++) await boxes.nth(i).check();
        await page.getByRole('button', { name: 'Resubmit' }).waitFor();
        await boxes.nth(DELIVERY_SELECTION_LIMIT).check();
        await page.getByRole('alert').getByText(`Cannot select over ${DELIVERY_SELECTION_LIMIT} deliveries`).waitFor();
        expect(await page.getByRole('button', { name: 'Resubmit' }).count()).toBe(0);
        await shot(page, 'deliveries-over-limit');
    });

    it('a supplier partner sees only its own deliveries', async () => {
        const admin = await apiAs('admin');
        const all = await admin<{ count: number; results: { id: number; supplier: { id: number } }[] }>(
            'deliveries/deliveries/?per_page=100'
        );
        const own = await (await apiAs('supplier'))<{ count: number }>('deliveries/deliveries/?per_page=1');
        const foreign = all.results.find(d => d.supplier.id !== 1)!;

        const page = await signedIn(browser, base, 'supplier', '/auth?next=%2Fdeliveries%2Fdeliveries');
        await page.waitForURL(/\/deliveries\/deliveries/);
        await firstRow(page);
        await expect.poll(() => listTotal(page)).toBe(own.count);
        expect(own.count).toBeLessThan(all.count);
        // Partners do not resubmit: no selection boxes, no Resubmit.
        expect(await page.locator('tbody input[type="checkbox"]').count()).toBe(0);
        await shot(page, 'deliveries-supplier');
        const url = `${base}/deliveries/deliveries/${foreign.id}`;
        await page.goto(url);
        // Not theirs: the API answers 404 and the console shows the 404 page at that link.
        await page.getByRole('alert').getByText(messages.errors[404]).waitFor({ timeout: 15_000 });
        expect(page.url()).toBe(url);
    });
});
