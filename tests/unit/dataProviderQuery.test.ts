/** The data provider's pure pieces: paths, list queries, filter values, changed fields, paging. */
import { describe, expect, it } from 'vitest';
import { changedFields, filterValue, mapLimit, parsePageField, resourcePath } from '../../dataProvider/query';

describe('paths and queries', () => {
    it('builds paths that always end with a slash', () => {
        expect(resourcePath('/v4', 'catalog/tracks')).toBe('/v4/catalog/tracks/');
        expect(resourcePath('https://api.example/v4/', 'catalog/tracks', 12)).toBe(
            'https://api.example/v4/catalog/tracks/12/'
        );
        expect(resourcePath('/v4', 'catalog/tracks', 'a/b')).toBe('/v4/catalog/tracks/a%2Fb/');
    });
    it('turns lists, ranges, booleans and id whitespace into wire form', () => {
        expect(filterValue('id', [1, 2, 3])).toBe('1,2,3');
        expect(filterValue('id', ' 1 2\n3,4 ')).toBe('1,2,3,4');
        expect(filterValue('release_id', '5  6')).toBe('5,6');
        expect(filterValue('name', 'deep  house')).toBe('deep  house');
        expect(filterValue('publish_date', { gte: '2024-01-01', lte: '2024-12-31' })).toBe('2024-01-01:2024-12-31');
        expect(filterValue('publish_date', { lte: '2024-12-31' })).toBe(':2024-12-31');
        expect(filterValue('publish_date', { gte: '2024-01-01' })).toBe('2024-01-01:');
        expect(filterValue('publish_date', {})).toBeNull();
        expect(filterValue('is_hype', false)).toBe('false');
        expect(filterValue('name', '')).toBeNull();
        expect(filterValue('name', '  ')).toBeNull();
    });
    it('reads the page field', () => {
        expect(parsePageField('2/50')).toEqual({ current: 2, total: 50 });
        expect(parsePageField(undefined)).toEqual({ current: 1, total: 1 });
    });
    it('sends only changed fields', () => {
        expect(changedFields({ id: 1, a: 1, b: 'x', c: { id: 2 } }, { id: 1, a: 1, b: 'y', c: { id: 2 } })).toEqual({
            b: 'x',
        });
        expect(changedFields({ a: '' }, { a: 'old' })).toEqual({ a: null });
    });
    it('mapLimit keeps order and bounds concurrency', async () => {
        let inFlight = 0;
        let peak = 0;
        const out = await mapLimit([5, 1, 4, 2, 3, 6, 7], 3, async n => {
            inFlight++;
            peak = Math.max(peak, inFlight);
            await new Promise(r => setTimeout(r, n));
            inFlight--;
            return n * 10;
        });
        expect(out).toEqual([50, 10, 40, 20, 30, 60, 70]);
        expect(peak).toBe(3);
    });
});
