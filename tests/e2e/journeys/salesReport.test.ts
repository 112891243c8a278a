/**
 * Journey: a finance user runs a sales report for a few days of one store and exports it. From
 * the dashboard through the menu; the dates typed into the form, which says they are Mountain
 * days; the totals on the screen are the API's report for the same filters, and the exported CSV
 * (downloaded from the job centre) holds the same lines, adding up to the same figures.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fill, messages } from '../../../resources/messages';
import type { SalesReport } from '../../../resources/sales/sales';
import { mountainToday } from '../../../resources/time';
import { apiAs, shot } from '../browser';
import { useBrowser } from '../useBrowser';
import { downloadedCsv, fromDashboard, openFromMenu } from './supportSteps';

const base = inject('baseUrl');
const browser = useBrowser();

/** `$1,234.56` → 123456 (cents, so sums are exact). */
const centsOf = (money: string) => Math.round(Number(money.replace(/[$,]/g, '')) * 100);

/** The API's report for a filter: a sales job started and polled (through its child, if any) until done. */
async function reportFromApi(page: Page, filter: Record<string, unknown>): Promise<SalesReport> {
    let job = (await apiAs(page, base, 'sales/', { method: 'POST', json: filter })).body;
    // Asked again every 50 ms, for up to a minute.
    for (const until = Date.now() + 60_000; job.state !== 'DONE' || job.child_job_id;) {
        expect(Date.now(), 'the sales job finishes within a minute').toBeLessThan(until);
        await new Promise(resolve => setTimeout(resolve, 50));
        const id = (job.child_job_id ?? job.id) as number;
        job = (await apiAs(page, base, `jobs/sales/${id}/`)).body;
    }
    return job.report as SalesReport;
}

async function select(page: Page, label: string, option: string) {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
}

/** Nine days of last month's sales (the seed's sales run to yesterday). */
const [START, END] = [mountainToday(-20), mountainToday(-12)];

describe('journey: a sales report and its export', () => {
    it('what the screen shows is the API’s report, and the CSV adds up to it', async () => {
        const page = await fromDashboard(browser, base, 'finance');
        await openFromMenu(page, 'Sales');
        const filters = page.getByRole('group', { name: 'Sales filters' });
        await filters.waitFor();
        await select(page, 'Year', 'Dates below');
        const from = filters.getByLabel('From', { exact: true });
        const to = filters.getByLabel('To', { exact: true });
        await from.fill(START);
        await to.fill(END);
        expect(await filters.getByText(messages.hints.mountainDays, { exact: true }).count()).toBe(2);
        await select(page, 'Store', 'Music');
        await page.getByRole('button', { name: messages.sales.request }).click();

        const totals = page.getByLabel('Sales totals');
        await totals.waitFor({ timeout: 30_000 });
        await page
            .getByRole('heading', {
                name: fill(messages.sales.reportTitle, { start: START, end: END }),
            })
            .waitFor();
        await shot(page, 'journey-salesReport-report');
        const figure = async (label: string) =>
            (
                await totals
                    .locator('dt', { hasText: new RegExp(`^${label}$`) })
                    .locator('xpath=following-sibling::dd[1]')
                    .innerText()
            ).trim();
        const shown = {
            net: centsOf(await figure('Net')),
            gross: centsOf(await figure('Gross')),
            quantity: Number((await figure('Quantity')).replace(/,/g, '')),
            lines: Number((await figure('Lines')).replace(/,/g, '')),
        };
        expect(shown.lines).toBeGreaterThan(0);

        const api = await reportFromApi(page, { start_date: START, end_date: END, store: 'music' });
        expect(shown).toEqual({
            net: api.totals.net_usd_cents,
            gross: api.totals.gross_usd_cents,
            quantity: api.totals.quantity,
            lines: api.totals.lines,
        });
        const table = page.getByRole('table', { name: 'Sales by track' });
        await table.getByRole('row').nth(1).waitFor();
        expect(await table.getByRole('row').nth(1).innerText()).toContain(api.detail[0].track_name);

        // The export, from the job centre.
        await page.getByRole('button', { name: messages.sales.export }).click();
        const notice = page.getByText(/^Sales export started as job \d+/);
        await notice.waitFor();
        const id = (await notice.innerText()).match(/\d+/)![0];
        await page.getByRole('button', { name: /^Job centre/ }).click();
        const centre = page.getByRole('dialog', { name: 'Job centre' });
        await centre.getByRole('listitem', { name: `Job ${id}: Sales export, Done` }).waitFor({ timeout: 30_000 });
        await shot(page, 'journey-salesReport-export');
        const [download] = await Promise.all([
            page.waitForEvent('download'),
            centre.getByRole('button', { name: `Download job ${id}'s file` }).click(),
        ]);
        const rows = await downloadedCsv(download);
        expect(Object.keys(rows[0]).join(',')).toBe(
            'day,track_id,track_name,release_name,label_name,territory,brand,store,sale_type,format,quantity,currency,gross,net,gross_usd,net_usd'
        );
        expect(rows).toHaveLength(shown.lines);
        expect(rows.every(r => r.day >= START && r.day <= END && r.store === 'music')).toBe(true);
        expect(rows.reduce((sum, r) => sum + Number(r.quantity), 0)).toBe(shown.quantity);
        expect(rows.reduce((sum, r) => sum + centsOf(r.net_usd), 0)).toBe(shown.net);
    }, 90_000);
});
