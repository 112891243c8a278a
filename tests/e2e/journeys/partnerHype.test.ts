/**
 * Journey: a supplier checks its labels' hype. From the dashboard it opens Hype; each label says
 * its status and its trial in words (no placeholder dashes); a label without hype shows only
 * retired offers, and nothing of a retired offer is bought for a period that covers today.
 */
import { describe, expect, inject, it } from 'vitest';
import { hypeTrialText, type HypeStatus } from '../../../resources/support/hype';
import { shot, signedIn } from '../browser';
import { useBrowser } from '../useBrowser';
import { accessible, apiGet } from './partnerSteps';

const base = inject('baseUrl');
const browser = useBrowser();

interface HypeLabel {
    id: number;
    name: string;
    hype_status: HypeStatus;
    hype_trial_start: string | null;
    hype_trial_end: string | null;
}

describe('a supplier’s hype', () => {
    it('reads each label’s status and trial in words, with consistent offers and purchases', async () => {
        const page = await signedIn(browser, base, 'supplier');
        await page.waitForURL(url => url.pathname === '/');
        await page.getByRole('link', { name: 'Hype', exact: true }).first().click();
        const { results } = await apiGet<{ results: HypeLabel[] }>(base, 'supplier', 'hype/labels/');
        expect(results.map(l => l.hype_status)).toContain('Ineligible');
        const today = new Date().toISOString().slice(0, 10);
        for (const label of results) {
            const card = page.getByRole('region', { name: label.name });
            await card.getByText(`Hype: ${label.hype_status}`).waitFor();
            const trial = hypeTrialText(label.hype_status, label.hype_trial_start, label.hype_trial_end);
            await card.getByText(trial, { exact: true }).waitFor();
            expect(await card.innerText()).not.toContain('—');
            const offers = card.getByRole('table', { name: `Hype offers of ${label.name}` });
            const states = await offers.locator('tbody tr td:nth-child(4)').allInnerTexts();
            if (label.hype_status === 'Ineligible') expect(new Set(states)).toEqual(new Set(['Retired']));
            // A purchase of a retired offer covers no period that includes today.
            const retired = await offers
                .locator('tbody tr')
                .filter({ hasText: 'Retired' })
                .locator('td:first-child')
                .allInnerTexts();
            const purchases = card.getByRole('table', { name: `Hype purchases of ${label.name}` });
            for (const row of await purchases.locator('tbody tr').all()) {
                const cells = await row.locator('td').allInnerTexts();
                if (!retired.includes(cells[0])) continue;
                const [from, to] = cells[4].split(' to ');
                expect(from <= today && today <= to, `${cells.join(' | ')}`).toBe(false);
            }
        }
        await shot(page, 'journey-partnerHype-page');
        await accessible(page);
        await page.close();
    });
});
