import { describe, expect, it } from 'vitest';
import { resources } from '../../resources';
import { P } from '../../resources/permissions';
import { defineResource } from '../../resources/schema';
import { boolean, choice, datetime, ids, money, number, text } from '../../resources/fields';
import { fieldValueText, isStatusChoice } from '../../src/views/fieldValueText';
import { fieldSpan, gridColumnOf, gridColumnsFor, isShortSection, tabSections } from '../../src/views/formLayout';

const fields = {
    name: text('Title', { group: 'Track' }),
    isrc: text('ISRC', { group: 'Identifiers' }),
    bpm: number('BPM'),
    guid: text('GUID', { group: 'Identifiers' }),
    notes: text('Notes', { multiline: true }),
    hype: boolean('Hype'),
};

describe('form layout from the model', () => {
    it('one column below 700 px, two above, three for a section of switches from 1200 px', () => {
        expect(gridColumnsFor(600)).toBe(1);
        expect(gridColumnsFor(699, true)).toBe(1);
        expect(gridColumnsFor(700)).toBe(2);
        expect(gridColumnsFor(1024, true)).toBe(2);
        expect(gridColumnsFor(1440)).toBe(2);
        expect(gridColumnsFor(1440, true)).toBe(3);
    });

    it('groups become sections in the order they first appear; the ungrouped fields form one untitled section', () => {
        expect(tabSections(fields, ['name', 'isrc', 'bpm', 'guid', 'notes'])).toEqual([
            { title: 'Track', fields: ['name'] },
            { title: 'Identifiers', fields: ['isrc', 'guid'] },
            { fields: ['bpm', 'notes'] },
        ]);
    });

    it("a tab's own order of its groups comes first", () => {
        expect(tabSections(fields, ['name', 'isrc', 'bpm'], ['Identifiers']).map(s => s.title)).toEqual([
            'Identifiers',
            'Track',
            undefined,
        ]);
    });

    it('long text, lists and credentials take the whole row unless the field says otherwise', () => {
        expect(fieldSpan(fields.notes)).toBe('full');
        expect(fieldSpan(ids('User IDs', { max: 10, csv: 'coupon' }))).toBe('full');
        expect(fieldSpan(text('API Key', { secret: true }))).toBe('full');
        expect(fieldSpan(fields.bpm)).toBe(1);
        expect(fieldSpan(text('URL', { span: 2 }))).toBe(2);
        expect(gridColumnOf('full', 2)).toBe('1 / -1');
        expect(gridColumnOf(2, 1)).toBe('span 1');
        expect(isShortSection(fields, ['hype'])).toBe(true);
        expect(isShortSection(fields, ['hype', 'bpm'])).toBe(false);
    });

    it('a resource’s groups set its fields’ group and name only its fields', () => {
        const def = (groups: Record<string, string[]>) =>
            defineResource({
                name: 'test/things',
                section: 'catalog',
                label: 'Thing |||| Things',
                access: P.ANY_USER,
                fields: { name: text('Name'), code: text('Code') },
                groups,
                filters: [],
                columns: ['name'],
                tabs: [{ id: 'main', label: 'Main', fields: ['name', 'code'] }],
            });
        expect(def({ Identifiers: ['code'] }).fields.code.group).toBe('Identifiers');
        expect(() => def({ Identifiers: ['nope'] })).toThrow(/unknown field nope/);
    });

    it('every resource with more than 8 fields lays them out in groups', () => {
        const wide = resources.filter(r => Object.keys(r.fields).length > 8);
        expect(wide.length).toBeGreaterThanOrEqual(12);
        for (const r of wide) {
            const grouped = Object.values(r.fields).filter(f => f.group).length;
            expect([r.name, grouped > 0]).toEqual([r.name, true]);
        }
    });
});

describe('a read-only value as a person reads it', () => {
    const staff = () => false;
    it('choices by name, amounts in their currency, Yes/No, counts with separators, ids as written, empty is null', () => {
        const status = choice('Status', [{ id: 'ok', name: 'Published' }]);
        expect(fieldValueText(status, 'ok', {}, staff)).toBe('Published');
        expect(isStatusChoice('status', status)).toBe(true);
        expect(isStatusChoice('currency', choice('Currency', []))).toBe(false);
        const total = money('Total', { currencyField: 'currency' });
        expect(fieldValueText(total, 3.5, { currency: 'EUR' }, staff)).toBe('€3.50');
        expect(fieldValueText(money('Price'), 1234.5, {}, staff)).toBe('$1,234.50');
        expect(fieldValueText(boolean('Hype'), true, {}, staff)).toBe('Yes');
        expect(fieldValueText(boolean('Hype'), null, {}, staff)).toBe('No');
        expect(fieldValueText(number('Plays'), 1234567, {}, staff)).toBe('1,234,567');
        expect(fieldValueText(number('User ID'), 1234567, {}, staff)).toBe('1234567');
        expect(fieldValueText(datetime('At'), '2026-07-01T18:00:00Z', {}, staff)).toBe('2026-07-01 12:00 MDT');
        expect(fieldValueText(datetime('At', { utc: true }), '2026-07-01T18:00:00Z', {}, staff)).toBe(
            '2026-07-01 18:00 UTC'
        );
        expect(fieldValueText(text('Name'), '', {}, staff)).toBeNull();
    });

    it('a partner reads a choice in its partner wording', () => {
        const state = choice('State', [{ id: 'x', name: 'Dissociated', partnerName: 'Removed' }]);
        expect(fieldValueText(state, 'x', {}, list => list === P.PARTNER)).toBe('Removed');
    });
});
