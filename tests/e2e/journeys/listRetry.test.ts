/**
 * Journey: a list whose request fails. A gateway in front of the API answers the releases list with
 * its HTML error page; the person reads in words what did not load and why (no markup, no "Bad
 * Gateway", never "No releases yet."), presses Retry once the server is back, and gets the rows.
 */
import { describe, expect, inject, it } from 'vitest';
import { fill, messages } from '../../../resources/messages';
import { failureWords } from '../../../dataProvider/errors';
import { apiAs, shot, signedIn } from '../browser';
import { useBrowser } from '../useBrowser';

const base = inject('baseUrl');

const browser = useBrowser();

const GATEWAY_PAGE =
    '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502.</h1><p>That’s an error.</p></body></html>';

describe('a list whose request fails', () => {
    it('says why in words, offers Retry, and Retry brings the rows', async () => {
        const page = await signedIn(browser, base, 'content_ops');
        let failing = true;
        let refused = 0;
        await page.route(
            url => url.pathname === '/v4/catalog/releases/',
            async route => {
                if (!failing) return route.fallback();
                refused++;
                return route.fulfill({ status: 502, contentType: 'text/html', body: GATEWAY_PAGE });
            }
        );
        await page
            .getByRole('menu', { name: 'Main menu' })
            .getByRole('menuitem', { name: 'Releases', exact: true })
            .click();
        await page.waitForURL(/\/catalog\/releases$/);

        const failure = page.getByRole('alert').filter({ hasText: fill(messages.load.failed, { what: 'releases' }) });
        await failure.waitFor({ timeout: 30_000 });
        expect(await failure.innerText()).toContain(failureWords('gateway', { status: 502 }));
        const main = await page.locator('main').innerText();
        expect(main).not.toMatch(/Bad Gateway|That’s an error|<h1>/);
        expect(main).not.toContain(fill(messages.lists.empty, { name: 'releases' }));
        expect(refused).toBeGreaterThan(0);
        await shot(page, 'journey-listRetry-failed');

        failing = false;
        await failure.getByRole('button', { name: messages.load.retry }).click();
        const firstRow = page.locator('main tbody tr').first();
        await firstRow.waitFor({ timeout: 15_000 });
        await expect.poll(() => failure.count()).toBe(0);
        // The rows are the API's: the newest release first, as the list opens.
        const newest = (await apiAs(page, base, 'catalog/releases/?per_page=1&order_by=-id')).body.results[0]!;
        expect(await firstRow.innerText()).toContain(String(newest.id));
        await shot(page, 'journey-listRetry-rows');
    });
});
