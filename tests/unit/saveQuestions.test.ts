import { describe, expect, it } from 'vitest';
import { fill, messages } from '../../resources/messages';
import { saveQuestions } from '../../resources/saveQuestions';
import coupons from '../../resources/support/coupons';

/** A save that makes a change the model declares costly asks first; other saves ask nothing. */
describe('saveQuestions', () => {
    const loaded = { id: 11, code: 'SEED11PCT', voided: false, max_usage: 10 };

    it('voiding a coupon asks, naming the coupon by its code', () => {
        expect(saveQuestions(coupons, loaded, { ...loaded, voided: true })).toEqual([
            {
                field: 'voided',
                question: fill(messages.support.couponVoidConfirm, { record: 'SEED11PCT' }),
                yes: messages.support.couponVoid,
            },
        ]);
    });

    it('putting it back, a save of other fields, or a coupon voided already asks nothing', () => {
        const voided = { ...loaded, voided: true };
        expect(saveQuestions(coupons, voided, { ...voided, voided: false })).toEqual([]);
        expect(saveQuestions(coupons, loaded, { ...loaded, max_usage: 20 })).toEqual([]);
        expect(saveQuestions(coupons, voided, { ...voided, max_usage: 20 })).toEqual([]);
    });
});
