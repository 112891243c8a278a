/**
 * Journey: admin signs in and reads the dashboard. Every figure counts from one day: the day the
 * screen says the figures are "as of" is today, the sales run to the day before, the pages from
 * that day on; and the seeded sales reach that day (a fresh database's now is the day it was seeded).
 */
import { describe, expect, inject, it } from 'vitest';
import { fill, messages } from '../../../resources/messages';
import type { DashboardFigures } from '../../../resources/sales/dashboard';
import { addDays } from '../../../resources/sales/statements';
import { shot, signedIn } from '../browser';
import { useBrowser } from '../useBrowser';
import { accessible, apiGet, centsOf } from './partnerSteps';

const base = inject('baseUrl');
const browser = useBrowser();

const DAY = /\d{4}-\d{2}-\d{2}/g;
describe('the dashboard’s figures', () => {
    it('all count from the same now, and the seeded sales reach it', async () => {
        const page = await signedIn(browser, base, 'admin');
        await page.waitForURL(url => url.pathname === '/');
        const asOf = page.getByText(/^Figures as of /);
        await asOf.waitFor();
        const [today] = (await asOf.innerText()).match(DAY)!;
        expect(await asOf.innerText()).toBe(fill(messages.dashboard.asOf, { day: today }));
        expect(today).toBe(new Date().toISOString().slice(0, 10));

        const sales = page.getByRole('region', { name: 'Sales, last 30 days' });
        const span = await sales.getByText(/^Net, /).innerText();
        const [from, to] = span.match(DAY)!;
        expect([from, to]).toEqual([addDays(today, -30), addDays(today, -1)]);
        // Both stores' sales, and it says so (a DJ-store admin read them as the DJ store's).
        expect(span).toBe(fill(messages.dashboard.salesSpan, { from, to }));
        const pages = page.getByRole('region', { name: 'Pages going live this week' });
        const [start, end] = (await pages.getByText(/^Start dates /).innerText()).match(DAY)!;
        expect([start, end]).toEqual([today, addDays(today, 7)]);
        await shot(page, 'journey-dashboardNow-figures');
        await accessible(page);

        // The API agrees, and its sales reach the day before now: the last days all sold.
        const api = await apiGet<DashboardFigures>(base, 'admin', 'dashboard/');
        expect(api.as_of).toBe(today);
        expect(centsOf(await page.getByLabel('Net sales, last 30 days').innerText())).toBe(
            api.sales!.total_net_usd_cents
        );
        expect(api.sales!.series.slice(-7).every(d => d.net_usd_cents > 0)).toBe(true);
        await page.close();
    });
});
