/**
 * Browser tests of sales, statements and the dashboard: a finance user requests a year of sales and
 * sees both charts and the table after visible polling; a job that never finishes shows 'Request
 * Timed Out' with a short timeout given by configuration (the export from the job centre is the
 * salesReport journey);
 * a statement's summary totals equal the sum of its lines; a label partner's dashboard shows its own
 * sales only.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { messages } from '../../resources/messages';
import type { DashboardFigures } from '../../resources/sales/dashboard';
import { axeFindings, blocking, describeFindings } from './axe';
import { newPage, login, shot, signedIn, tokenFor } from './browser';
import { useBrowser } from './useBrowser';

const base = inject('baseUrl');
const browser = useBrowser();

async function apiAs<T>(username: string, path: string): Promise<T> {
    const token = await tokenFor(base, username);
    return (await fetch(`${base}/v4/${path}`, { headers: { Authorization: `Bearer ${token}` } })).json() as Promise<T>;
}
/** No serious or critical axe finding on the page as it is now. */
async function accessible(page: Page) {
    const findings = blocking(await axeFindings(page));
    expect(findings, describeFindings(findings)).toEqual([]);
}
/** `$1,234.56` → 123456 (cents, so sums are exact). */
const centsOf = (money: string) => Math.round(Number(money.replace(/[$,]/g, '')) * 100);

async function requestYear(page: Page, year: string) {
    await page.getByRole('combobox', { name: 'Year' }).click();
    await page.getByRole('option', { name: year, exact: true }).click();
    await page.getByRole('button', { name: messages.sales.request }).click();
}

describe('sales', () => {
    it('a finance user requests a year: the job is polled, then both charts and the table', async () => {
        const page = await signedIn(browser, base, 'finance', '/auth?next=%2Fsales');
        await page.waitForURL(/\/sales$/);
        const polls: string[] = [];
        page.on('request', r => /\/v4\/jobs\/sales\/\d+\/$/.test(r.url()) && polls.push(r.url()));
        await page.getByRole('group', { name: 'Sales filters' }).waitFor();
        await accessible(page);
        await requestYear(page, '2025');
        await page
            .getByRole('status')
            .getByText(/Preparing the report \(job \d+/)
            .waitFor();
        const totals = page.getByLabel('Sales totals');
        await totals.waitFor({ timeout: 30_000 });
        expect(polls.length).toBeGreaterThanOrEqual(2);
        expect(new Set(polls).size).toBe(1);

        const line = page.getByRole('figure', { name: 'Net sales over time' });
        await line.locator('.recharts-line-curve').waitFor();
        // Twelve months on the x axis, dollar ticks on the y axis.
        await line
            .getByText(/^\$\d[\d.]*k?$/)
            .first()
            .waitFor();
        await line.getByText('Dec 25').waitFor();
        const bars = page.getByRole('figure', { name: 'Net sales by Store' });
        await expect.poll(() => bars.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(2);
        const table = page.getByRole('table', { name: 'Sales by track' });
        expect(await table.getByRole('row').count()).toBe(11);
        // The charts fit their card: nothing scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        const netText = await totals
            .getByText(/^\$[\d,]+\.\d\d$/)
            .first()
            .innerText();
        expect(centsOf(netText)).toBeGreaterThan(0);
        await line.scrollIntoViewIfNeeded();
        await shot(page, 'sales-report-charts');
        await table.scrollIntoViewIfNeeded();
        await shot(page, 'sales-report-table');
        await accessible(page);
        await page.close();
    }, 90_000);

    it('a job that never finishes shows Request Timed Out after the configured timeout', async () => {
        const page = await newPage(browser);
        // The console's timeout, given the way a deployment's config script would.
        await page.addInitScript(() => {
            (globalThis as { CONSOLE_CONFIG?: object }).CONSOLE_CONFIG = { jobTimeoutMs: 3000 };
        });
        // The reference API runs a never-finishing job when asked (JOB_TEST_HOOKS=1, set for these tests; it ends after 30 s).
        await page.route('**/v4/sales/', route =>
            route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), stall: true }) })
        );
        await login(page, base, 'finance', 'console-demo', '/auth?next=%2Fsales');
        await page.waitForURL(/\/sales$/);
        const started = Date.now();
        await requestYear(page, '2025');
        await page.getByRole('alert').getByText(messages.errors.timedOut).waitFor({ timeout: 15_000 });
        expect(Date.now() - started).toBeGreaterThanOrEqual(2500);
        const jobs = await apiAs<{ results: { kind: string; state: string }[] }>('finance', 'jobs/?kind=sales');
        expect(jobs.results[0].state).toBe('RUNNING');
        await shot(page, 'sales-timed-out');
        await page.close();
    }, 60_000);
});

describe('statements', () => {
    it('a statement’s summary totals equal the sum of its lines', async () => {
        // A seeded supplier with sales (the demo supplier's own): other test files add suppliers to
        // the shared database, and one without sales may come first in the list.
        const [own] = (await apiAs<{ results: { id: number }[] }>('supplier', 'statements/suppliers/')).results;
        const page = await signedIn(
            browser,
            base,
            'finance',
            `/auth?next=${encodeURIComponent(`/statements?supplier=${own.id}`)}`
        );
        await page.waitForURL(url => url.pathname === '/statements');
        const list = page.getByRole('table', { name: 'Statements' });
        await list.getByRole('link').first().waitFor();
        await accessible(page);
        await list.getByRole('link').nth(6).click();
        const settlement = page.getByRole('table', { name: 'Settlement' });
        await settlement.waitFor();
        const earned = centsOf(
            await settlement
                .getByRole('row', { name: /Net earned this period/ })
                .getByRole('cell')
                .innerText()
        );
        expect(earned).toBeGreaterThan(0);
        for (const by of ['period', 'store', 'sale type']) {
            const summary = page.getByRole('table', { name: `Revenue by ${by}` });
            const rows = await summary.locator('tbody tr').all();
            let net = 0;
            for (const row of rows) net += centsOf(await row.locator('td').nth(3).innerText());
            const total = centsOf(await summary.locator('tfoot tr td').nth(2).innerText());
            expect(total, by).toBe(net);
            expect(total, by).toBe(earned);
        }
        // The statement's own lines (its CSV) add up to the same net.
        const [download] = await Promise.all([
            page.waitForEvent('download'),
            page.getByRole('button', { name: 'Download CSV' }).click(),
        ]);
        const [header, ...lines] = readFileSync((await download.path())!, 'utf8')
            .trim()
            .split('\r\n');
        const netColumn = header.split(',').indexOf('net_usd');
        // Names may hold commas (quoted); the amount columns come last, so count from the end.
        const fromEnd = header.split(',').length - netColumn;
        const linesNet = lines.reduce((a, l) => a + Math.round(Number(l.split(',').at(-fromEnd)) * 100), 0);
        expect(linesNet).toBe(earned);
        await shot(page, 'statement-view');
        await accessible(page);
        // Daily statements list the last days' sales (they pay nothing).
        await page.getByRole('button', { name: 'All statements' }).click();
        await page.getByRole('tab', { name: 'Daily' }).click();
        await page.getByRole('table', { name: 'Statements' }).getByRole('row').nth(5).waitFor();
        await shot(page, 'statements-daily');
        await page.close();
    }, 60_000);
});

describe('dashboard', () => {
    it('a label partner’s dashboard shows its own sales only', async () => {
        const mine = await apiAs<DashboardFigures>('label', 'dashboard/');
        const everyone = await apiAs<DashboardFigures>('finance', 'dashboard/');
        expect(mine.sales!.total_net_usd_cents).toBeLessThan(everyone.sales!.total_net_usd_cents);
        const page = await signedIn(browser, base, 'label');
        const net = page.getByLabel('Net sales, last 30 days');
        await net.waitFor({ timeout: 20_000 });
        expect(centsOf(await net.innerText())).toBe(mine.sales!.total_net_usd_cents);
        await page.getByRole('img', { name: /^Daily net sales from/ }).waitFor();
        // Every top release shown is one of the label's own.
        const top = page.getByRole('region', { name: 'Top releases, last 30 days' }).getByRole('link');
        const ids = (await top.evaluateAll(as => as.map(a => a.getAttribute('href')!))).map(h => h.split('/').pop()!);
        expect(ids.length).toBeGreaterThan(0);
        for (const id of ids) {
            const release = await apiAs<{ label_id: number }>('admin', `catalog/releases/${id}/`);
            expect(release.label_id).toBe(1);
        }
        await page.getByRole('region', { name: 'Hype status' }).waitFor();
        await shot(page, 'dashboard-label');
        await accessible(page);
        await page.close();

        const finance = await signedIn(browser, base, 'finance');
        await finance.getByLabel('Net sales, last 30 days').waitFor({ timeout: 20_000 });
        await shot(finance, 'dashboard-finance');
        await finance.close();
        const ops = await signedIn(browser, base, 'content_ops');
        await ops.getByRole('region', { name: 'Deliveries needing attention' }).waitFor({ timeout: 20_000 });
        expect(await ops.getByLabel('Net sales, last 30 days').count()).toBe(0);
        await shot(ops, 'dashboard-content-ops');
        await ops.close();
    }, 90_000);
});
