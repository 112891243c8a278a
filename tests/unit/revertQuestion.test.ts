import { describe, expect, it } from 'vitest';
import { describeChanges, type Changes } from '../../resources/changes';
import { REVERT_NAMED, revertQuestion } from '../../resources/historyWords';
import { date, number, text } from '../../resources/fields';
import { fill, messages } from '../../resources/messages';

const m = messages.history;
const fields = {
    street_date: date('Street Date'),
    name: text('Title'),
    bpm: number('BPM'),
    genre: text('Genre'),
};
const ask = (changes: Changes, putBack = false) => revertQuestion(describeChanges(fields, changes), putBack);

/** A revert's question says what goes back, from what to what, as the History row reads it (walk 52). */
describe('revertQuestion', () => {
    it('a "Put back" names the field by its label and both values as shown', () => {
        const question = ask({ street_date: { before: '2026-11-20', after: '2026-12-01' } }, true);
        expect(question).toBe(
            fill(m.putBackConfirm, { field: 'Street Date', after: '2026-12-01', before: '2026-11-20' })
        );
        expect(question).toMatch(/^Put Street Date back from 2026-12-01 to 2026-11-20\?/);
    });

    it('a change of a few fields names each, never by its key', () => {
        const question = ask({ bpm: { before: 120, after: 128 }, name: { before: null, after: 'Deep Tide' } });
        expect(question).toContain('Title from Deep Tide to (empty)');
        expect(question).toContain('BPM from 128 to 120');
        expect(question).not.toMatch(/\bbpm\b|\bname\b/);
    });

    it('a change of many fields says how many', () => {
        const many: Changes = {
            street_date: { before: '2026-11-20', after: '2026-12-01' },
            name: { before: 'A', after: 'B' },
            bpm: { before: 1, after: 2 },
            genre: { before: 'House', after: 'Techno' },
        };
        expect(Object.keys(many).length).toBeGreaterThan(REVERT_NAMED);
        expect(ask(many)).toBe(fill(m.revertManyConfirm, { count: 4 }));
    });

    it('a note added is removed by the revert, one removed is added back, each said so (walk 55)', () => {
        const notes = { path: 'notes', label: 'Note |||| Notes', fields: { note: text('Note') }, columns: ['note'] };
        const added = describeChanges(
            fields,
            { 'notes/7': { before: null, after: { note: 'Customer emailed' } } },
            {},
            [notes]
        );
        expect(revertQuestion(added)).toBe(fill(m.revertRemovesRow, { thing: 'note', value: 'Customer emailed' }));
        expect(revertQuestion(added)).toBe(
            'Revert this change? It removes the note “Customer emailed”. Nothing else changes.'
        );
        const removed = describeChanges(fields, { 'notes/7': { before: { note: 'Old' }, after: null } }, {}, [notes]);
        expect(revertQuestion(removed)).toBe(fill(m.revertRestoresRow, { thing: 'note', value: 'Old' }));
        // A row's field changed is put back as any field is.
        const changed = describeChanges(fields, { 'notes/7': { before: { note: 'A' }, after: { note: 'B' } } }, {}, [
            notes,
        ]);
        expect(revertQuestion(changed)).toContain('from B to A');
    });
});
