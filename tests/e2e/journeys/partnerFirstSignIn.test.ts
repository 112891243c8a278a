/**
 * Journey: a supplier partner whose company has not accepted the service agreement signs in. It is
 * taken to the agreement (spec §2 /service-agreement) and told why; "not now" goes on to the
 * dashboard, and the next sign-in asks again; accepting goes on to the dashboard; after that a
 * sign-in lands on the dashboard straight away, and the API has the acceptance.
 * `new_supplier` (supplier 2) is seeded without an acceptance and used by this journey only.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fill, messages } from '../../../resources/messages';
import { shot, signedIn } from '../browser';
import { useBrowser } from '../useBrowser';
import { accessible, apiGet } from './partnerSteps';

const base = inject('baseUrl');
const m = messages.partner;
const browser = useBrowser();

interface Agreement {
    version: string;
    accepted: { username: string; version: string } | null;
}
const agreementPath = 'catalog/suppliers/2/service-agreement/';

/** The dashboard, as a person recognises it: the welcome heading and the figures. */
async function onDashboard(page: Page) {
    await page.waitForURL(url => url.pathname === '/');
    await page.getByRole('heading', { name: 'Welcome, Nina' }).waitFor();
}

describe('a supplier’s first sign-in', () => {
    it('is asked to accept the service agreement until it does, then never again', async () => {
        const before = await apiGet<Agreement>(base, 'new_supplier', agreementPath);
        expect(before.accepted).toBeNull();

        // First sign-in: the agreement, with why it is shown.
        let page = await signedIn(browser, base, 'new_supplier');
        await page.waitForURL(url => url.pathname === '/service-agreement');
        await page.getByText(m.agreementPrompt).waitFor();
        await page.getByRole('heading', { name: 'Digital Distribution Service Agreement' }).waitFor();
        await page.getByRole('list', { name: 'Agreement text' }).waitFor();
        await shot(page, 'journey-partnerFirstSignIn-prompted');
        await accessible(page);
        // Not now: on to the dashboard, nothing accepted.
        await page.getByRole('button', { name: m.agreementLater }).click();
        await onDashboard(page);
        expect((await apiGet<Agreement>(base, 'new_supplier', agreementPath)).accepted).toBeNull();
        await page.close();

        // Next sign-in: asked again; Accept stays off until the box is ticked (by keyboard).
        page = await signedIn(browser, base, 'new_supplier');
        await page.waitForURL(url => url.pathname === '/service-agreement');
        const accept = page.getByRole('button', { name: 'Accept', exact: true });
        await accept.waitFor();
        expect(await accept.isDisabled()).toBe(true);
        await page
            .getByRole('checkbox', { name: `I have read version ${before.version} and accept it for my company` })
            .focus();
        await page.keyboard.press('Space');
        await accept.click();
        await page.getByText(fill(m.agreementDone, { version: before.version })).waitFor();
        await onDashboard(page);
        await shot(page, 'journey-partnerFirstSignIn-accepted');
        const after = await apiGet<Agreement>(base, 'new_supplier', agreementPath);
        expect(after.accepted).toMatchObject({ username: 'new_supplier', version: before.version });

        // The menu's Service Agreement page says who accepted it.
        await page.getByRole('link', { name: 'Service Agreement' }).first().click();
        await page.getByText(/^Accepted on .+ by new_supplier$/).waitFor();
        expect(await page.getByText(m.agreementPrompt).count()).toBe(0);
        await page.close();

        // A later sign-in goes straight to the dashboard.
        page = await signedIn(browser, base, 'new_supplier');
        await onDashboard(page);
        expect(new URL(page.url()).pathname).toBe('/');
        await page.close();
    });
});
