/** Debian's Chromium driven by playwright-core, headless, with a fresh profile each launch
 * (playwright gives every launch() a new temporary user-data-dir). */
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launch(): Promise<Browser> {
    return chromium.launch({
        executablePath: CHROMIUM,
        headless: true,
        args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
        ],
    });
}

export async function login(page: Page, base: string, username: string, password = 'console-demo', path = '/auth') {
    await page.goto(`${base}${path}`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
}
