/**
 * Journey: a saved view shared with the team (issue 45). Marketing filters the coupons, saves the view
 * for everyone on the staff; an admin, in another browser, finds it above the same list and opens it.
 */
import { describe, expect, inject, it } from 'vitest';
import { fill, messages } from '../../../resources/messages';
import { shot, signedIn } from '../browser';
import { useBrowser } from '../useBrowser';

const base = inject('baseUrl');
const browser = useBrowser();
const m = messages.savedViews;

describe('a saved view', () => {
    it('marketing saves a coupon view for everyone, and admin opens it in another browser', async () => {
        const name = `Percent coupons ${Date.now().toString(36)}`;
        const filter = encodeURIComponent(JSON.stringify({ discount_type: 'percentage' }));
        const marketing = await signedIn(browser, base, 'marketing');
        await marketing.goto(`${base}/support/coupons?filter=${filter}`);
        await marketing.getByRole('button', { name: m.save }).click();
        const dialog = marketing.getByRole('dialog', { name: m.save });
        await dialog.getByLabel(m.name).fill(name);
        await dialog.getByRole('combobox', { name: m.shared }).selectOption({ label: m.sharedEveryone });
        await dialog.getByRole('button', { name: m.save }).click();
        await marketing.getByText(fill(m.saved, { name })).waitFor();
        const views = marketing.getByRole('group', { name: m.views });
        await expect(views.getByRole('button', { name, exact: true }).getAttribute('aria-pressed')).resolves.toBe(
            'true'
        );
        await shot(marketing, 'journey-savedViews-saved');

        // The views do not load (a gateway's page): the bar says so with Retry, and the list still works.
        // Failing until Retry (the console itself tries a read again a few times).
        let failing = true;
        await marketing.route(
            url => url.pathname.endsWith('/saved-views/'),
            route =>
                failing
                    ? route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502</h1>' })
                    : route.continue()
        );
        await marketing.goto(`${base}/support/coupons`);
        const failed = views.getByText(fill(messages.load.failed, { what: m.what }), { exact: false });
        await failed.waitFor({ timeout: 20_000 });
        await marketing.getByRole('row').nth(1).waitFor({ timeout: 20_000 });
        await shot(marketing, 'journey-savedViews-loadFailed');
        failing = false;
        await views.getByRole('button', { name: messages.load.retry }).click();
        await views.getByRole('button', { name, exact: true }).waitFor({ timeout: 20_000 });

        // Another browser (its own storage): the admin has none of marketing's local state.
        const admin = await signedIn(browser, base, 'admin');
        await admin.goto(`${base}/support/coupons`);
        const chip = admin.getByRole('group', { name: m.views }).getByRole('button', { name, exact: true });
        await chip.waitFor({ timeout: 20_000 });
        await chip.click();
        await expect.poll(() => decodeURIComponent(admin.url())).toContain('"discount_type":"percentage"');
        await expect(chip.getAttribute('aria-pressed')).resolves.toBe('true');
        await shot(admin, 'journey-savedViews-opened');
    });
});
