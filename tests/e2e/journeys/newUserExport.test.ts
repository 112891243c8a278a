/**
 * Journey: a support agent exports the users who registered on two days, read as Mountain days.
 * From the dashboard through the menu, the dates typed as a person would; the screen says the
 * days are Mountain time; the CSV holds exactly the users the API says registered on those
 * Denver days, including one who registered late in the evening of the last day (already the
 * next day in UTC), and none from the evening before the first (already the first day in UTC).
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { NEW_USER_EXPORT_DAYS } from '../../../resources/constants';
import { fill, messages } from '../../../resources/messages';
import { axeFindings, blocking, describeFindings } from '../axe';
import { apiAs, shot } from '../browser';
import { useBrowser } from '../useBrowser';
import { denverDay, downloadedCsv, fromDashboard, openFromMenu } from './supportSteps';

const base = inject('baseUrl');
const browser = useBrowser();

interface User {
    id: number;
    created_date: string;
}
const utcDay = (iso: string) => new Date(iso).toISOString().slice(0, 10);
const dayBefore = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The newest users (about the last 60 days), through the API. */
async function recentUsers(page: Page): Promise<User[]> {
    const users: User[] = [];
    for (let n = 1; n <= 3; n++) {
        const { body } = await apiAs(page, base, `support/users/?order_by=-created_date&per_page=100&page=${n}`);
        users.push(...(body.results as unknown as User[]));
        if (!body.next) break;
    }
    return users;
}

/**
 * The latest two Denver days whose edges matter: someone registered on the last day's Mountain
 * evening (UTC already the next day) and someone on the evening before the first (UTC already the
 * first day). The seed (a fixed clock) spreads a few registrations over every recent day.
 */
function boundaryRange(users: User[]) {
    const lateOn = (day: string) =>
        users.filter(u => denverDay(u.created_date) === day && utcDay(u.created_date) > day);
    const ranges = [...new Set(users.map(u => denverDay(u.created_date)))]
        .map(to => {
            const from = dayBefore(to);
            const eveBefore = lateOn(dayBefore(from));
            return { from, to, late: lateOn(to), eveBefore };
        })
        .filter(r => r.late.length > 0 && r.eveBefore.length > 0);
    return ranges[0];
}

describe('journey: new-user export in Mountain days', () => {
    it('exports exactly the users registered on two Denver days', async () => {
        const page = await fromDashboard(browser, base, 'support');
        const users = await recentUsers(page);
        const range = boundaryRange(users);
        expect(range, 'two recent days with registrations on the Mountain evenings around them').toBeDefined();
        const expected = users
            .filter(u => [range.from, range.to].includes(denverDay(u.created_date)))
            .map(u => u.id)
            .sort((a, b) => a - b);

        await openFromMenu(page, 'New-user Export');
        await page.getByRole('heading', { name: 'New users' }).waitFor();
        // The screen says which days it means.
        await page.getByText(/each a day in Mountain time/).waitFor();
        expect(await page.getByText(messages.hints.mountainDays, { exact: true }).count()).toBe(2);
        const from = page.getByLabel('Registered from');
        const to = page.getByLabel('Registered to');
        await from.fill(range.from);
        await to.fill(range.to);
        await shot(page, 'journey-newUserExport-range');

        const [download] = await Promise.all([
            page.waitForEvent('download'),
            page.getByRole('button', { name: 'Download new users CSV' }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(`new-users-${range.from}-${range.to}.csv`);
        const status = page.getByRole('status');
        await status.getByText(/rows received — saved/).waitFor({ timeout: 15_000 });
        await shot(page, 'journey-newUserExport-done');
        const shown = Number(/([\d,]+) rows/.exec(await status.innerText())![1].replace(/,/g, ''));
        const rows = await downloadedCsv(download);
        expect(shown).toBe(rows.length);

        const got = rows.map(r => Number(r.user_id)).sort((a, b) => a - b);
        expect(got).toEqual(expected);
        // The Mountain evening of the last day is in; the evening before the first is out.
        for (const u of range.late) expect(got).toContain(u.id);
        for (const u of range.eveBefore) expect(got).not.toContain(u.id);
        // Each row's time is written in the range's zone, as its heading says: a late evening reads as its own day.
        const column = 'date_joined (America/Denver)';
        await page.getByText(`the ${column} column`, { exact: false }).waitFor();
        for (const r of rows) expect([range.from, range.to]).toContain(r[column]?.slice(0, 10));

        expect(describeFindings(blocking(await axeFindings(page)))).toBe(describeFindings([]));

        // One day more than the limit is refused before the click, and by the API.
        const tooEarly = dayBefore(range.from);
        await from.fill(tooEarly);
        const refusal = fill(messages.orders.exportRange, { days: NEW_USER_EXPORT_DAYS });
        await page.getByText(refusal).waitFor();
        expect(await page.getByRole('button', { name: 'Download new users CSV' }).isDisabled()).toBe(true);
        await shot(page, 'journey-newUserExport-refused');
        const res = await apiAs(page, base, `support/users-csv/download/?created_date=${tooEarly}:${range.to}`);
        expect(res.status).toBe(400);
        expect(res.body.detail).toBe(refusal);
    });
});
