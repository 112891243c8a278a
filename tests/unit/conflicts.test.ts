import { describe, expect, it } from 'vitest';
import { changedByOthers, notYetSaved } from '../../resources/conflicts';

const loaded = { id: 7, version: 3, name: 'Old', mix_name: 'Original Mix', bpm: 120 };

describe('changedByOthers', () => {
    it('is empty when what changed meanwhile already holds the values being saved (a lost answer)', () => {
        const saving = { ...loaded, name: 'Mine' };
        expect(changedByOthers(loaded, { ...saving, version: 4 }, saving, ['name', 'mix_name', 'bpm'])).toEqual([]);
    });

    it('names a field someone else changed, beside the person’s own landed change', () => {
        const saving = { ...loaded, name: 'Mine' };
        const current = { ...saving, mix_name: 'Their Mix', version: 5 };
        expect(changedByOthers(loaded, current, saving, ['name', 'mix_name', 'bpm'])).toEqual(['mix_name']);
    });

    it('names a field changed to another value than the one being saved, and one the save does not carry', () => {
        const saving = { id: 7, name: 'Mine' };
        const current = { ...loaded, name: 'Theirs', bpm: 128 };
        expect(changedByOthers(loaded, current, saving, ['name', 'bpm'])).toEqual(['name', 'bpm']);
    });

    it('reads an emptied input, a missing value and null alike; ignores id and version', () => {
        const current = { ...loaded, id: 8, version: 9, mix_name: null };
        expect(changedByOthers(loaded, current, { mix_name: '' }, ['id', 'version', 'mix_name'])).toEqual([]);
    });
});

describe('notYetSaved', () => {
    it('lists the person’s changes the record does not hold yet', () => {
        const saving = { ...loaded, name: 'Mine', bpm: 126 };
        expect(notYetSaved(loaded, { ...loaded, name: 'Mine' }, saving)).toEqual(['bpm']);
        expect(notYetSaved(loaded, { ...loaded, name: 'Mine', bpm: 126 }, saving)).toEqual([]);
    });
});
