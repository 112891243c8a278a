/**
 * The sales screen against the real API engine: a request polls its job, then shows the totals,
 * both charts and the track table (sortable, paged); a statement opens with its summaries.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../resources/format';
import { fill, messages } from '../../resources/messages';
import { createJobWorker } from '../../server/jobs/worker';
import { mountainToday } from '../../resources/time';
import { API, renderAt, signIn, useApi } from './harness';

describe('sales', () => {
    const { api, server, http, HttpResponse } = useApi(120);
    const worker = createJobWorker(api.db, { stepMs: 0, idleMs: 50 });
    worker.start();
    afterAll(() => worker.stop());
    const net = (where: string) =>
        (api.db.prepare(`SELECT sum(net_usd_cents) FROM sales_lines WHERE ${where}`).pluck().get() as number) / 100;

    it('a finance user requests a year: the job is polled, then totals, charts and the sortable table', async () => {
        await signIn(api, 'finance');
        renderAt('/sales');
        const year = await screen.findByRole('combobox', { name: 'Year' }, { timeout: 10_000 });
        await userEvent.click(year);
        await userEvent.click(await screen.findByRole('option', { name: '2025' }));
        // Brands and stores by the names a person reads elsewhere, not the API's codes (walk 59).
        await userEvent.click(screen.getByRole('combobox', { name: 'Brand' }));
        const brands = (await screen.findAllByRole('option')).map(o => o.textContent);
        expect(brands).toEqual(['All', 'Download Store', 'DJ Store']);
        await userEvent.click(screen.getByRole('option', { name: 'All' }));
        await userEvent.click(screen.getByRole('combobox', { name: 'Store' }));
        const stores = (await screen.findAllByRole('option')).map(o => o.textContent);
        expect(stores).toEqual(['All', 'Music', 'Sounds', 'Stems', 'Cloud', 'Link', 'Streaming']);
        await userEvent.click(screen.getByRole('option', { name: 'All' }));
        await userEvent.click(screen.getByRole('button', { name: messages.sales.request }));
        expect(await screen.findByRole('status')).toHaveTextContent(/Preparing the report \(job \d+/);
        const totals = await screen.findByLabelText('Sales totals', {}, { timeout: 15_000 });
        expect(within(totals).getByText(formatMoney(net("day LIKE '2025-%'")))).toBeInTheDocument();
        expect(screen.getByRole('figure', { name: 'Net sales over time' })).toBeInTheDocument();
        expect(screen.getByRole('figure', { name: 'Net sales by Store' })).toBeInTheDocument();
        const table = screen.getByRole('table', { name: 'Sales by track' });
        const rows = () => within(table).getAllByRole('row').slice(1);
        expect(rows()).toHaveLength(10);
        const quantities = () => rows().map(r => Number(within(r).getAllByRole('cell')[3].textContent));
        await userEvent.click(within(table).getByRole('button', { name: 'Quantity' }));
        const desc = quantities();
        expect(desc).toEqual([...desc].sort((a, b) => b - a));
        await userEvent.click(within(table).getByRole('button', { name: 'Quantity' }));
        const asc = quantities();
        expect(asc).toEqual([...asc].sort((a, b) => a - b));
        // The bar chart's dimension is the user's choice.
        await userEvent.click(screen.getByRole('combobox', { name: 'Bar chart by' }));
        await userEvent.click(await screen.findByRole('option', { name: 'Territory' }));
        expect(screen.getByRole('figure', { name: 'Net sales by Territory' })).toBeInTheDocument();
    }, 45_000);

    it('opens on this year, and a month preset asks for that month’s days', async () => {
        await signIn(api, 'finance');
        renderAt('/sales');
        const year = await screen.findByRole('combobox', { name: 'Year' }, { timeout: 10_000 });
        expect(year).toHaveTextContent(mountainToday().slice(0, 4));
        expect(screen.getByRole('combobox', { name: 'Month' })).toHaveTextContent('All months');
        await userEvent.click(year);
        await userEvent.click(await screen.findByRole('option', { name: '2025' }));
        await userEvent.click(screen.getByRole('combobox', { name: 'Month' }));
        const months = await screen.findAllByRole('option');
        expect(months.map(o => o.textContent)).toHaveLength(13);
        await userEvent.click(screen.getByRole('option', { name: 'June' }));
        await userEvent.click(screen.getByRole('button', { name: messages.sales.request }));
        expect(
            await screen.findByRole(
                'heading',
                { name: fill(messages.sales.reportTitle, { start: '2025-06-01', end: '2025-06-30' }) },
                { timeout: 15_000 }
            )
        ).toBeInTheDocument();
        const totals = screen.getByLabelText('Sales totals');
        expect(within(totals).getByText(formatMoney(net("day LIKE '2025-06-%'")))).toBeInTheDocument();
    }, 45_000);

    it('refuses dates in the wrong order before sending', async () => {
        await signIn(api, 'finance');
        renderAt('/sales');
        await userEvent.click(await screen.findByRole('combobox', { name: 'Year' }, { timeout: 10_000 }));
        await userEvent.click(await screen.findByRole('option', { name: 'Dates below' }));
        await userEvent.type(screen.getByLabelText('From'), '2025-06-01');
        await userEvent.type(screen.getByLabelText('To'), '2025-05-01');
        const jobs = () => api.db.prepare("SELECT count(*) FROM jobs WHERE kind = 'sales'").pluck().get();
        const before = jobs();
        await userEvent.click(screen.getByRole('button', { name: messages.sales.request }));
        expect(await screen.findByText('The last day comes before the first.')).toBeInTheDocument();
        expect(jobs()).toBe(before);
    });

    it('a supplier opens a statement: settlement and summaries with totals', async () => {
        await signIn(api, 'supplier');
        renderAt('/statements?supplier=1&type=music&statement=2025-06');
        const settlement = await screen.findByRole('table', { name: 'Settlement' }, { timeout: 10_000 });
        const june = net("supplier_id = 1 AND day LIKE '2025-06-%' AND store IN ('music', 'streaming')");
        expect(within(settlement).getAllByText(formatMoney(june)).length).toBeGreaterThan(0);
        for (const by of ['period', 'store', 'sale type']) {
            const summary = screen.getByRole('table', { name: `Revenue by ${by}` });
            const total = within(summary).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
            expect(within(total).getByText(formatMoney(june))).toBeInTheDocument();
        }
        expect(screen.getByText(fill(messages.sales.noWithholding, {}))).toBeInTheDocument();
        // A download that fails says so in the spec's words.
        server.use(
            http.get(
                `${API}/catalog/suppliers/1/statements/music/2025-06/csv/`,
                () => new HttpResponse(null, { status: 500 })
            )
        );
        await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
        expect(await screen.findByText(messages.errors.download)).toBeInTheDocument();
    });
});
