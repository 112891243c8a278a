/**
 * Steps shared by the support, marketing and finance journeys: starting where a person starts
 * (signed in, on the dashboard), going somewhere through the menu, and reading a downloaded CSV.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Download, Page } from 'playwright-core';
import { parseCsv } from '../../../resources/csv';
import { settled, signedIn } from '../browser';

/** Signs in as `username` from the sign-in page and waits on the dashboard with its menu. */
export async function fromDashboard(browser: Browser, base: string, username: string): Promise<Page> {
    const page = await signedIn(browser, base, username);
    await page.waitForURL(url => url.pathname === '/' || url.pathname === '/dashboard');
    await page.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem').first().waitFor();
    await settled(page);
    return page;
}

/** Presses a main-menu entry by its visible name. */
export async function openFromMenu(page: Page, entry: string): Promise<void> {
    await page.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem', { name: entry, exact: true }).click();
}

/** A downloaded CSV's rows, read as a spreadsheet would. */
export async function downloadedCsv(download: Download): Promise<Record<string, string>[]> {
    const path = await download.path();
    return parseCsv(readFileSync(path, 'utf8').replace(/^\uFEFF/, '')).rows;
}

const denver = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' });
/** The Mountain day of an instant, worked out here with Intl alone (not with the code under test). */
export const denverDay = (iso: string) => denver.format(new Date(iso));
