/** What a person reads for a stored value, kind by kind, and the one set of formatters behind it. */
import { describe, expect, it } from 'vitest';
import { displayText, recordTitleText } from '../../resources/display';
import {
    codeWords,
    formatAmount,
    formatCompactMoney,
    formatDay,
    formatInstant,
    formatMoney,
    formatNumber,
} from '../../resources/format';
import pageModules from '../../resources/curation/pageModules';
import moduleItems from '../../resources/curation/moduleItems';
import deliveries from '../../resources/delivery/deliveries';
import orders from '../../resources/support/orders';
import { hasAccess } from '../../resources/permissions';
import { boolean, choice, date, datetime, ids, money, number, reference, text } from '../../resources/fields';

const as = (scope: string) => (list?: Parameters<typeof hasAccess>[0]) => hasAccess(list, { scope, brand: 'download' });
const admin = as('app:staff staff:admin');
const labelPartner = as('app:partner user:label');

describe('the formatters (resources/format.ts)', () => {
    it("an outside service's codes in words (an identity's state and sign-in methods)", () => {
        expect(['password', 'apple', 'facebook'].map(codeWords)).toEqual(['Password', 'Apple', 'Facebook']);
        expect(codeWords('reingestion-error')).toBe('Reingestion error');
        expect(codeWords('active')).toBe('Active');
    });

    it('numbers: thousands separators, up to two decimals; ids without separators; text as it is', () => {
        expect(formatNumber(1234567)).toBe('1,234,567');
        expect(formatNumber(3.5)).toBe('3.5');
        expect(formatNumber('12345.678')).toBe('12,345.68');
        expect(formatNumber(1234567, { grouping: false })).toBe('1234567');
        expect(formatNumber(0)).toBe('0');
        expect(formatNumber(null)).toBe('');
        expect(formatNumber('n/a')).toBe('n/a');
    });
    it('money: its currency symbol and always two decimals', () => {
        expect(formatMoney(3.5)).toBe('$3.50');
        expect(formatMoney(1234.5)).toBe('$1,234.50');
        expect(formatAmount(3.5, 'EUR')).toBe('€3.50');
        expect(formatAmount(1.49, 'EUR')).toBe('€1.49');
        expect(formatAmount(1234.5, 'GBP')).toBe('£1,234.50');
        expect(formatAmount(2, 'AUD')).toBe('A$2.00');
        expect(formatAmount(2, 'XYZ')).toBe('$2.00');
    });
    it('instants in Mountain time with the zone (UTC where asked); days as days', () => {
        expect(formatInstant('2026-07-01T18:00:00Z')).toBe('2026-07-01 12:00 MDT');
        expect(formatInstant('2026-01-01T18:00:00Z', 'utc')).toBe('2026-01-01 18:00 UTC');
        expect(formatInstant('nonsense')).toBe('');
        expect(formatDay('2026-07-01')).toBe('2026-07-01');
        expect(formatDay(null)).toBe('');
    });
});

describe('displayText: every field kind', () => {
    it('boolean, text, credential', () => {
        expect(displayText(boolean('Hidden'), 1)).toBe('Yes');
        expect(displayText(boolean('Hidden'), false)).toBe('No');
        // A state flag reads as its state (§4 "Indexed or Not indexed").
        const indexed = boolean('Search Index', { states: ['Indexed', 'Not indexed'] });
        expect(displayText(indexed, 1)).toBe('Indexed');
        expect(displayText(indexed, false)).toBe('Not indexed');
        expect(displayText(text('Title'), 'Deep Tide')).toBe('Deep Tide');
        expect(displayText(text('API Key', { secret: true }), 'abcdef123456')).toBe('••••3456');
    });
    it('nothing stored reads as nothing', () => {
        for (const f of [text('T'), number('N'), boolean('B'), money('M'), datetime('D')]) {
            expect(displayText(f, null)).toBe('');
            expect(displayText(f, undefined)).toBe('');
        }
    });
    it('choice: its name; partners read the partner wording', () => {
        const status = choice('Status', [
            { id: 'filter-rejected', name: 'Filter rejected', partnerName: 'Not accepted' },
        ]);
        expect(displayText(status, 'filter-rejected', {}, admin)).toBe('Filter rejected');
        expect(displayText(status, 'filter-rejected', {}, labelPartner)).toBe('Not accepted');
        expect(displayText(deliveries.fields.release_status, 'filter-rejected', {}, labelPartner)).toBe('Not accepted');
        expect(displayText(deliveries.fields.release_status, 'release-ingested', {}, admin)).toBe('Release ingested');
        // A value no choice has is shown as it is rather than hidden.
        expect(displayText(status, 'other')).toBe('other');
    });
    it('money in the record’s currency, two decimals', () => {
        expect(displayText(orders.fields.total, 3.5, { currency: 'EUR' })).toBe('€3.50');
        expect(displayText(money('Price'), 1234.5)).toBe('$1,234.50');
    });
    it('number with separators; a number naming a record without', () => {
        expect(displayText(number('Quantity'), 12345)).toBe('12,345');
        expect(displayText(number('User ID'), 12345)).toBe('12345');
        expect(displayText(number('Record', { identifier: true }), 12345)).toBe('12345');
    });
    it('date and datetime with its zone', () => {
        expect(displayText(date('Street Date'), '2026-07-01')).toBe('2026-07-01');
        expect(displayText(datetime('Start'), '2026-07-01T18:00:00Z')).toBe('2026-07-01 12:00 MDT');
        expect(displayText(datetime('Start', { utc: true }), '2026-07-01T18:00:00Z')).toBe('2026-07-01 18:00 UTC');
    });
    it('reference: a looked-up name, else the record’s own copy, else its id', () => {
        const genre = reference('Genre', 'catalog/genres', { display: 'genre.name' });
        const names = (resource: string, id: unknown) =>
            resource === 'catalog/genres' && id === 9 ? 'Trance' : undefined;
        expect(displayText(genre, 9, {}, admin, names)).toBe('Trance');
        expect(displayText(genre, 2, { genre: { name: 'Techno' } })).toBe('Techno');
        expect(displayText(genre, 2)).toBe('#2');
    });
    it('ids as a list', () => {
        expect(displayText(ids('Users', { max: 10, csv: 'coupon' } as never), [1, 2, 3])).toBe('1, 2, 3');
    });
});

describe('the codes the console used to show raw read by name', () => {
    it('item types, source types and number sets', () => {
        const f = pageModules.fields;
        expect(displayText(f.item_type, 'releases')).toBe('Release');
        expect(displayText(f.item_type, 'page_modules')).toBe('Page Module');
        expect(displayText(moduleItems.fields.item_type, 'tracks')).toBe('Track');
        expect(displayText(f.source_type_id, 1)).toBe('Sushi');
        expect(displayText(f.source_type_id, 2)).toBe('Twitch TV');
        expect(displayText(f.number_set_id, 10, {}, () => true)).toBe('General Content');
    });
});

describe('short money for a chart’s axis', () => {
    it('dollars in compact form', () => {
        expect([350, 1234, 12345, 0].map(formatCompactMoney)).toEqual(['$350', '$1.2K', '$12.3K', '$0']);
    });
});

describe('a record’s title as its views name it', () => {
    it('reads its title field as a person does: money with its currency, text as it is, else the id', async () => {
        const { default: credits } = await import('../../resources/support/credits');
        expect(recordTitleText(credits, { id: 11, amount: 5, currency: 'USD' })).toBe('$5.00');
        expect(recordTitleText({ fields: { name: text('Name') }, recordTitle: 'name' }, { id: 3, name: 'Deep' })).toBe(
            'Deep'
        );
        expect(recordTitleText({ fields: {} }, { id: 7 })).toBe('7');
    });
});
