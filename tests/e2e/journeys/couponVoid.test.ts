/**
 * Journey (walk 52): marketing voids a coupon. Save asks first, naming the coupon; Cancel saves
 * nothing; Void coupon voids it; the History tab's revert question says what goes back, from what
 * to what. On the People tab, a user list changed and not saved yet says so.
 */
import { describe, expect, inject, it } from 'vitest';
import { fill, messages } from '../../../resources/messages';
import { apiAs, shot } from '../browser';
import { useBrowser } from '../useBrowser';
import { fromDashboard, openFromMenu } from './supportSteps';

const base = inject('baseUrl');
const browser = useBrowser();

describe('journey: voiding a coupon', () => {
    it('asks first, Cancel keeps it, Void coupon voids it, and the revert says what goes back', async () => {
        const page = await fromDashboard(browser, base, 'marketing');
        const coupon = (await apiAs(page, base, 'support/coupons/?status=Active&per_page=1')).body.results[0];
        const code = String(coupon.code);
        const voided = async () => (await apiAs(page, base, `support/coupons/${String(coupon.id)}/`)).body.voided;
        await openFromMenu(page, 'Coupons');
        await page.getByRole('textbox', { name: 'Code' }).fill(code);
        await page.getByRole('cell', { name: code, exact: true }).click();
        await page.getByRole('switch', { name: 'Voided' }).check();
        await page.getByRole('button', { name: 'Save' }).click();

        const ask = page.getByRole('dialog');
        await ask.getByText(fill(messages.support.couponVoidConfirm, { record: code })).waitFor();
        await shot(page, 'journey-couponVoid-ask');
        await ask.getByRole('button', { name: messages.confirm.cancel }).click();
        await ask.waitFor({ state: 'detached' });
        expect(await voided()).toBe(false);

        await page.getByRole('button', { name: 'Save' }).click();
        await ask.getByRole('button', { name: messages.support.couponVoid }).click();
        await expect.poll(voided).toBe(true);

        await page.getByRole('tab', { name: 'History' }).click();
        await page.getByRole('button', { name: messages.history.revert }).first().click();
        const line = fill(messages.history.revertLine, { field: 'Voided', after: 'Yes', before: 'No' });
        await ask.getByText(fill(messages.history.revertConfirm, { changes: line })).waitFor();
        await shot(page, 'journey-couponVoid-revert-ask');
        await ask.getByRole('button', { name: messages.confirm.cancel }).click();

        await page.getByRole('tab', { name: 'People' }).click();
        // A file of users read, not saved yet: the tab says so, not that only they may use it.
        const [chooser] = await Promise.all([
            page.waitForEvent('filechooser'),
            page.getByRole('button', { name: messages.support.idsUpload }).click(),
        ]);
        await chooser.setFiles({ name: 'fans.csv', mimeType: 'text/csv', buffer: Buffer.from('user_id\n4\n9\n') });
        await page.getByText(fill(messages.support.idsHeldUnsaved, { count: 2 })).waitFor();
        expect(await page.getByText(fill(messages.support.idsHeld, { count: 2 })).count()).toBe(0);
        await shot(page, 'journey-couponVoid-people');
    });
});
