import { describe, expect, it } from 'vitest';
import { paymentText, STATEMENT_TYPES, statementCoverage } from '../../resources/sales/statements';

describe('statement types', () => {
    it('say what each covers and which pay: music and others split the stores, daily pays nothing', () => {
        const stores = STATEMENT_TYPES.filter(t => t.pays).flatMap(t => t.stores);
        expect(new Set(stores).size).toBe(stores.length);
        expect(STATEMENT_TYPES.find(t => t.id === 'daily')!.pays).toBe(false);
        expect(statementCoverage('music')).toMatch(/one a month, and pay them 15 days after/);
        expect(statementCoverage('others')).toMatch(/one a quarter, and pay them 30 days after/);
        expect(statementCoverage('daily')).toMatch(/They pay nothing/);
    });
    it('a payment is "paid on" once its date has come, "to be paid on" before', () => {
        expect(paymentText({ paid: true, payment_date: '2025-07-15' })).toBe('Paid on 2025-07-15');
        expect(paymentText({ paid: false, payment_date: '2026-12-15' })).toBe('To be paid on 2026-12-15');
        // Nothing payable (below the threshold): never "Paid on" a statement that paid $0.00.
        expect(paymentText({ paid: true, payment_date: '2025-07-15', payable_cents: 0 })).toBe('Nothing to pay');
        expect(paymentText({ paid: true, payment_date: '2025-07-15', payable_cents: 1 })).toBe('Paid on 2025-07-15');
    });
});
