/** Amounts name their currency: a price override's helper and cell follow the chosen currency. */
import { describe, expect, it } from 'vitest';
import { amountHint, formatAmount } from '../../resources/format';
import releases from '../../resources/catalog/releases';
import { defineResource } from '../../resources/schema';
import { money, text } from '../../resources/fields';

const currencyField = { label: 'Price Override Currency' };

describe('amountHint', () => {
    it('names the currency the user chose, whichever it is', () => {
        expect(amountHint(currencyField, 'EUR')).toBe('Amount in Euro (EUR)');
        expect(amountHint(currencyField, 'GBP')).toBe('Amount in Pound (GBP)');
        expect(amountHint(currencyField, 'MXN')).toBe('Amount in Mexico Pesos (MXN)');
        expect(amountHint(currencyField, 'USD')).toBe('Amount in Dollar (USD)');
    });
    it('says where to choose one when none is chosen', () => {
        expect(amountHint(currencyField, null)).toBe('Amount in the currency chosen under Price Override Currency');
        expect(amountHint(currencyField, 'XYZ')).toBe('Amount in the currency chosen under Price Override Currency');
    });
    it('a plain amount is in dollars', () => {
        expect(amountHint(undefined, 'EUR')).toBe('Amount in Dollar (USD)');
    });
});

describe('formatAmount', () => {
    it('shows the amount in its currency; none or an unknown one is dollars', () => {
        expect(formatAmount(1234.5, 'EUR')).toBe('€1,234.50');
        expect(formatAmount(2, 'GBP')).toBe('£2.00');
        expect(formatAmount(2, 'USD')).toBe('$2.00');
        expect(formatAmount(2, null)).toBe('$2.00');
        expect(formatAmount(null, 'EUR')).toBe('€0.00');
    });
});

describe('the price override takes its currency from the currency field', () => {
    it('is declared so on releases', () => {
        const field = releases.fields.price_override;
        expect(field.kind === 'money' && field.currencyField).toBe('price_override_currency');
    });
    it('a currency field that is not a choice is refused', () => {
        expect(() =>
            defineResource({
                name: 'x/y',
                section: 'x',
                label: 'Y',
                access: [],
                fields: { price: money('Price', { currencyField: 'note' }), note: text('Note') },
                filters: [],
                columns: ['id'],
                tabs: [],
            })
        ).toThrow(/not a choice field/);
    });
});
