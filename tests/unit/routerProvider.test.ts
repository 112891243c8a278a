/** The console's routing rule: a screen being left cannot take the person back (src/lib/routerProvider.ts). */
import { describe, expect, it } from 'vitest';
import { leftBehind } from '../../src/lib/routerProvider';

describe('a navigation asked by a screen', () => {
    it('that only changes the search of a place the router has left is dropped', () => {
        // The list's filter, sent after the person opened a row: the router is at the record now.
        expect(leftBehind({ search: '?filter=x' }, '/catalog/charts', '/catalog/charts/47')).toBe(true);
    });
    it('is kept when the screen is where the router is, or when it names where to go', () => {
        expect(leftBehind({ search: '?filter=x' }, '/catalog/charts', '/catalog/charts')).toBe(false);
        expect(leftBehind('/catalog/charts/47', '/catalog/charts', '/catalog/tracks')).toBe(false);
        expect(leftBehind({ pathname: '/catalog/charts', search: '?page=2' }, '/x', '/y')).toBe(false);
        expect(leftBehind(-1, '/catalog/charts', '/catalog/charts/47')).toBe(false);
        // Outside a data router (no router state) nothing is dropped.
        expect(leftBehind({ search: '?filter=x' }, '/catalog/charts', undefined)).toBe(false);
    });
});
