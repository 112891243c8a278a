import { describe, expect, it } from 'vitest';
import { listAfter } from '../../src/views/replaceList';

const rows = [
    { id: 7, track_id: 1, version: 2, name: 'North', share: 60 },
    { id: 9, track_id: 1, version: 1, name: 'South', share: 40 },
];
const fields = ['name', 'share'];

describe('a list saved whole', () => {
    it('adds a row at the end, keeping only the list’s fields', () => {
        expect(listAfter(rows, { add: { name: 'East', share: '' } }, fields)).toEqual([
            { name: 'North', share: 60 },
            { name: 'South', share: 40 },
            { name: 'East', share: null },
        ]);
    });
    it('changes one row in place', () => {
        expect(listAfter(rows, { change: 9, values: { share: 30 } }, fields)).toEqual([
            { name: 'North', share: 60 },
            { name: 'South', share: 30 },
        ]);
    });
    it('removes one row', () => {
        expect(listAfter(rows, { remove: 7 }, fields)).toEqual([{ name: 'South', share: 40 }]);
    });
});
