/**
 * Journey: a finance user looks at this month's sales and takes them away as a spreadsheet (issue
 * 40). From the dashboard: Sales opens on this year; the Month preset picks this month (last month
 * on its first day, when this one has no sales yet); the report covers exactly that month; the
 * export, downloaded from the job centre, carries each line's gross in US dollars, adding up to
 * the report's Gross.
 */
import { describe, expect, inject, it } from 'vitest';
import { fill, messages } from '../../../resources/messages';
import { MONTH_NAMES, monthRange } from '../../../resources/sales/sales';
import { mountainToday } from '../../../resources/time';
import { shot } from '../browser';
import { useBrowser } from '../useBrowser';
import { centsOf } from './partnerSteps';
import { downloadedCsv, fromDashboard, openFromMenu } from './supportSteps';

const base = inject('baseUrl');
const browser = useBrowser();

/** The month with sales so far: this one, or the one before on a month's first day (sales run to yesterday). */
function monthWithSales(): { year: number; month: number } {
    const [year, month] = mountainToday(-1).split('-').map(Number);
    return { year, month };
}

describe('journey: this month’s sales and their spreadsheet', () => {
    it('opens on this year, takes a month preset, and the CSV’s USD gross adds up to the report', async () => {
        const page = await fromDashboard(browser, base, 'finance');
        await openFromMenu(page, 'Sales');
        const filters = page.getByRole('group', { name: 'Sales filters' });
        await filters.waitFor();
        const thisYear = mountainToday().slice(0, 4);
        expect(await filters.getByRole('combobox', { name: 'Year' }).innerText()).toBe(thisYear);
        expect(await filters.getByRole('combobox', { name: 'Month' }).innerText()).toBe('All months');

        const { year, month } = monthWithSales();
        if (String(year) !== thisYear) {
            await filters.getByRole('combobox', { name: 'Year' }).click();
            await page.getByRole('option', { name: String(year), exact: true }).click();
        }
        await filters.getByRole('combobox', { name: 'Month' }).click();
        await page.getByRole('option', { name: MONTH_NAMES[month - 1], exact: true }).click();
        await page.getByRole('button', { name: messages.sales.request }).click();

        const range = monthRange(year, month);
        await page
            .getByRole('heading', {
                name: fill(messages.sales.reportTitle, { start: range.start_date, end: range.end_date }),
            })
            .waitFor({ timeout: 30_000 });
        const totals = page.getByLabel('Sales totals');
        const figure = async (label: string) =>
            (
                await totals
                    .locator('dt', { hasText: new RegExp(`^${label}$`) })
                    .locator('xpath=following-sibling::dd[1]')
                    .innerText()
            ).trim();
        const gross = centsOf(await figure('Gross'));
        const lines = Number((await figure('Lines')).replace(/,/g, ''));
        expect(lines).toBeGreaterThan(0);
        await shot(page, 'journey-salesMonth-report');

        // The export, from the job centre.
        await page.getByRole('button', { name: messages.sales.export }).click();
        const notice = page.getByText(/^Sales export started as job \d+/);
        await notice.waitFor();
        const id = (await notice.innerText()).match(/\d+/)![0];
        await page.getByRole('button', { name: /^Job centre/ }).click();
        const centre = page.getByRole('dialog', { name: 'Job centre' });
        await centre.getByRole('listitem', { name: `Job ${id}: Sales export, Done` }).waitFor({ timeout: 30_000 });
        const [download] = await Promise.all([
            page.waitForEvent('download'),
            centre.getByRole('button', { name: `Download job ${id}'s file` }).click(),
        ]);
        const rows = await downloadedCsv(download);
        expect(Object.keys(rows[0])).toEqual(expect.arrayContaining(['currency', 'gross', 'gross_usd', 'net_usd']));
        expect(rows).toHaveLength(lines);
        expect(rows.every(r => r.day >= range.start_date && r.day <= range.end_date)).toBe(true);
        expect(rows.reduce((sum, r) => sum + centsOf(r.gross_usd), 0)).toBe(gross);
        // A line sold in another currency shows both: its own gross and the dollars it came to.
        const abroad = rows.find(r => r.currency !== 'USD');
        if (abroad) expect(abroad.gross_usd).not.toBe(abroad.gross);
    }, 90_000);
});
