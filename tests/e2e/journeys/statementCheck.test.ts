/**
 * Journey: a supplier checks its statements. From the dashboard it opens Statements; each type says
 * what it covers and whether it pays; a music statement's figures match the API and say when they
 * are paid; a daily statement pays nothing and links to the music statement that pays its sales,
 * so the same sales never look paid twice.
 */
import { describe, expect, inject, it } from 'vitest';
import { messages } from '../../../resources/messages';
import {
    paymentText,
    statementCoverage,
    type PayingStatement,
    type SalesOnlyStatement,
} from '../../../resources/sales/statements';
import { formatMoney } from '../../../resources/format';
import { cents } from '../../../resources/sales/sales';
import { shot, signedIn } from '../browser';
import { useBrowser } from '../useBrowser';
import { accessible, apiGet } from './partnerSteps';

const base = inject('baseUrl');
const browser = useBrowser();

const money = (c: number) => formatMoney(cents(c));
const statements = 'catalog/suppliers/1/statements';
type Page<T> = { results: T[] };

describe('a supplier checks its statements', () => {
    it('reads what each type covers and pays, and never sees the same sales paid twice', async () => {
        const page = await signedIn(browser, base, 'supplier');
        await page.waitForURL(url => url.pathname === '/');
        await page.getByRole('link', { name: 'Statements', exact: true }).first().click();
        const tabs = page.getByRole('tablist', { name: 'Statement types' });
        await tabs.waitFor();
        expect(await tabs.getByRole('tab').allInnerTexts()).toEqual(['MUSIC', 'OTHERS', 'DAILY (NOT PAID)']);
        const note = page.getByRole('note');
        await note.getByText(statementCoverage('music')).waitFor();

        // The newest music statement: its figures are the API's, and it says when it is paid.
        const [music] = (await apiGet<Page<PayingStatement>>(base, 'supplier', `${statements}/music/`)).results;
        const list = page.getByRole('table', { name: 'Statements' });
        const row = list
            .getByRole('row')
            .filter({ has: page.getByRole('link', { name: `${music.start} – ${music.end}` }) });
        await row.waitFor();
        const cells = await row.getByRole('cell').allInnerTexts();
        expect(cells.slice(1)).toEqual([
            paymentText(music),
            money(music.net_usd_cents),
            money(music.brought_forward_cents),
            money(music.carried_forward_cents),
            money(music.withholding_cents),
            money(music.paid_cents),
        ]);
        await shot(page, 'journey-statementCheck-music');
        await accessible(page);

        await tabs.getByRole('tab', { name: 'Others' }).click();
        await note.getByText(statementCoverage('others')).waitFor();

        // Daily: the last days' sales, no payment, each day naming the statements that pay it.
        await tabs.getByRole('tab', { name: /^Daily/ }).click();
        await note.getByText(statementCoverage('daily')).waitFor();
        const daily = (await apiGet<Page<SalesOnlyStatement>>(base, 'supplier', `${statements}/daily/?per_page=100`))
            .results;
        // The tab's note shows before its rows have arrived: the headers are waited for, as a person reads them.
        await expect
            .poll(() => list.getByRole('columnheader').allInnerTexts())
            .toEqual(['Day', 'Net earned', 'Paid on statements']);
        // The oldest day: its month's music statement is issued.
        const day = daily.at(-1)!;
        const paidBy = day.paid_on.find(r => r.type === 'music')!;
        expect(paidBy.issued).toBe(true);
        const dayRow = list.getByRole('row').filter({ has: page.getByRole('link', { name: day.start, exact: true }) });
        expect(await dayRow.getByRole('cell').nth(1).innerText()).toBe(money(day.net_usd_cents));
        expect(await list.innerText()).not.toMatch(/Paid on \d{4}-/);
        await shot(page, 'journey-statementCheck-daily');
        await accessible(page);

        // The day's own statement pays nothing: it says how much of the day each paying statement pays.
        await dayRow.getByRole('link', { name: day.start, exact: true }).click();
        const settlement = page.getByRole('table', { name: 'Settlement' });
        const here = settlement.getByRole('row', { name: messages.sales.paidHere });
        expect(await here.getByRole('cell').innerText()).toBe(money(0));
        expect(await settlement.innerText()).not.toMatch(/Paid on \d{4}-|Payable/);
        const musicLine = settlement.getByRole('row', { name: `${messages.sales.paidOnOther} Music ${paidBy.id}` });
        expect(await musicLine.getByRole('cell').innerText()).toBe(money(paidBy.net_usd_cents));
        expect(day.paid_on.reduce((a, r) => a + r.net_usd_cents, 0)).toBe(day.net_usd_cents);
        await shot(page, 'journey-statementCheck-daily-statement');
        await settlement.getByRole('link', { name: `Music ${paidBy.id}` }).click();
        await page.waitForURL(url => url.searchParams.get('statement') === paidBy.id);
        const month = await apiGet<PayingStatement>(base, 'supplier', `${statements}/music/${paidBy.id}/`);
        expect(month.start <= day.start && day.start <= month.end).toBe(true);
        const paidLine = settlement.getByRole('row', { name: paymentText(month) });
        expect(await paidLine.getByRole('cell').innerText()).toBe(money(month.paid_cents));
        await shot(page, 'journey-statementCheck-paying-statement');
        await page.close();
    });
});
