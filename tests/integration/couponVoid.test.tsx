/**
 * Voiding a coupon asks first (walk 52): the field's declared `confirm`, asked by the form's save.
 * The question names the coupon; Cancel saves nothing; turning Voided back off asks nothing.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill, messages } from '../../resources/messages';
import { renderAt, signIn, useApi } from './harness';

describe('voiding a coupon', () => {
    const { api } = useApi(60);
    const coupon = (id: number) =>
        api.db.prepare('SELECT code, voided FROM coupons WHERE id = ?').get(id) as { code: string; voided: number };

    it('asks, naming the coupon; Cancel saves nothing; Void coupon voids it', { timeout: 60_000 }, async () => {
        api.db.prepare('UPDATE coupons SET voided = 0 WHERE id = 3').run();
        const { code } = coupon(3);
        await signIn(api, 'marketing');
        renderAt('/support/coupons/3');
        await userEvent.click(await screen.findByRole('switch', { name: 'Voided' }, { timeout: 30_000 }));
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        const question = fill(messages.support.couponVoidConfirm, { record: code });
        let ask = await screen.findByRole('dialog');
        expect(ask).toHaveTextContent(question);
        await userEvent.click(within(ask).getByRole('button', { name: messages.confirm.cancel }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(coupon(3).voided).toBe(0);

        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        ask = await screen.findByRole('dialog');
        await userEvent.click(within(ask).getByRole('button', { name: messages.support.couponVoid }));
        await waitFor(() => expect(coupon(3).voided).toBe(1), { timeout: 10_000 });
    });

    it('putting a voided coupon back asks nothing', { timeout: 60_000 }, async () => {
        api.db.prepare('UPDATE coupons SET voided = 1 WHERE id = 4').run();
        await signIn(api, 'marketing');
        renderAt('/support/coupons/4');
        await userEvent.click(await screen.findByRole('switch', { name: 'Voided' }, { timeout: 30_000 }));
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(coupon(4).voided).toBe(0), { timeout: 10_000 });
        expect(screen.queryByRole('dialog')).toBeNull();
    });
});
