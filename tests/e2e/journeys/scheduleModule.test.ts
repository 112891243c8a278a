/**
 * Journey (issue 44): an admin schedules a page module to go live in two minutes and sees it applied
 * (moved three seconds ahead through the API once the screens have shown it, so no one waits).
 * On the module's screen they switch Enabled on and press Schedule… instead of Save: the dialog asks
 * the time in the store's zone and names it (MST or MDT); the record then says "1 change scheduled
 * for …", its link leads to the agenda, which lists it under its Mountain day. The server applies it
 * on time (the e2e server looks every second: tests/e2e/globalSetup.ts), and the agenda says Applied.
 */
import { describe, expect, inject, it } from 'vitest';
import { fill } from '../../../resources/messages/fill';
import { scheduled as words } from '../../../resources/messages/approvals';
import { dayHeading, mountainZoneAt } from '../../../resources/scheduled';
import { mountainDayOf } from '../../../resources/time';
import { formatInstant } from '../../../resources/format';
import { isoToLocal } from '../../../src/lib/time';
import { apiAs, shot, signedIn } from '../browser';
import { useBrowser } from '../useBrowser';

const base = inject('baseUrl');
const browser = useBrowser();

const SIZES = [
    { width: 1440, height: 900 },
    { width: 1024, height: 768 },
];

describe('journey: a page module goes live at a time', () => {
    it('is scheduled from its screen in the store zone, shows on the record and the agenda, and is applied', async () => {
        const page = await signedIn(browser, base, 'admin');
        await page.setViewportSize(SIZES[0]);
        const name = `Goes Live ${Date.now().toString(36)}`;
        const created = await apiAs(page, base, 'curation/page-modules/', {
            method: 'POST',
            json: { name, type_id: 1, enabled: false },
        });
        expect(created.status).toBe(201);
        const id = created.body.id as number;

        await page.goto(`${base}/curation/page-modules/${id}`);
        const enabled = page.getByLabel('Enabled', { exact: true });
        await enabled.waitFor({ timeout: 20_000 });
        await enabled.check();
        await page.getByRole('button', { name: words.schedule }).click();
        const dialog = page.getByRole('dialog', { name: words.scheduleTitle });
        await dialog.waitFor();
        await expect.poll(() => dialog.innerText()).toContain('Fields it changes: Enabled');

        // Two minutes ahead, to the minute, as a person types it in the store's zone.
        const at = new Date(Math.ceil((Date.now() + 120_000) / 60_000) * 60_000).toISOString();
        const zone = mountainZoneAt(at);
        const when = dialog.getByLabel(fill(words.at, { zone }));
        await when.fill(isoToLocal(at, 'mountain'));
        await expect
            .poll(() => dialog.getByRole('status').innerText())
            .toBe(fill(words.scheduledFor, { at: formatInstant(at) }));
        for (const size of SIZES) {
            await page.setViewportSize(size);
            await shot(page, `journey-scheduleModule-dialog-${size.width}`);
        }
        await page.setViewportSize(SIZES[0]);
        await dialog.getByRole('button', { name: words.confirm }).click();
        await page
            .getByText(fill(words.scheduledOk, { at: formatInstant(at) }), { exact: true })
            .waitFor({ timeout: 15_000 });

        // The record says it, and the form is the record as it is until then.
        const line = page.getByRole('alert').filter({ hasText: fill(words.lineOne, { at: formatInstant(at) }) });
        await line.waitFor({ timeout: 15_000 });
        expect(await enabled.isChecked()).toBe(false);
        for (const size of SIZES) {
            await page.setViewportSize(size);
            await line.scrollIntoViewIfNeeded();
            await shot(page, `journey-scheduleModule-record-${size.width}`);
        }
        await page.setViewportSize(SIZES[0]);

        await line.getByRole('link', { name: words.seeAgenda }).click();
        await page.waitForURL(/\/scheduled\?/);
        const day = page.getByRole('table', { name: dayHeading(mountainDayOf(Date.parse(at))) });
        const row = day.getByRole('row').filter({ hasText: name });
        await row.waitFor({ timeout: 20_000 });
        expect(await row.innerText()).toContain('Enabled: No → Yes');
        expect(await row.innerText()).toContain(words.status.scheduled);
        for (const size of SIZES) {
            await page.setViewportSize(size);
            await shot(page, `journey-scheduleModule-agenda-${size.width}`);
        }
        await page.setViewportSize(SIZES[0]);

        // Rather than wait up to two minutes, the admin's colleague moves it three seconds ahead
        // through the API (the agenda's Move is to the minute); the server applies it on time, and the
        // agenda, read again, says so.
        const listed = await apiAs(page, base, `scheduled-changes/?resource=curation/page-modules&record=${id}`);
        const [change] = listed.body.results as { id: number; at: string }[];
        expect(change.at).toBe(at);
        const soon = new Date(Date.now() + 3_000).toISOString();
        const moved = await apiAs(page, base, `scheduled-changes/${change.id}/`, {
            method: 'PATCH',
            json: { at: soon },
        });
        expect(moved.status).toBe(200);
        await expect
            .poll(async () => (await apiAs(page, base, `curation/page-modules/${id}/`)).body.enabled, {
                timeout: 30_000,
                interval: 1_000,
            })
            .toBe(true);
        await page.getByRole('combobox', { name: 'Status' }).click();
        await page.getByRole('option', { name: words.status.applied, exact: true }).click();
        await page.waitForURL(/status=applied/);
        const applied = page.getByRole('row').filter({ hasText: name });
        await expect.poll(() => applied.innerText(), { timeout: 20_000 }).toContain(words.status.applied);
        await shot(page, 'journey-scheduleModule-applied-1440');

        // The record no longer says anything is scheduled, and shows it enabled.
        await page.goto(`${base}/curation/page-modules/${id}`);
        await enabled.waitFor({ timeout: 20_000 });
        await expect.poll(() => enabled.isChecked(), { timeout: 15_000 }).toBe(true);
        expect(await page.getByText(/change scheduled/).count()).toBe(0);
    }, 150_000);
});
