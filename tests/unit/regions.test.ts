import { describe, expect, it } from 'vitest';
import { regionalSummary, regionOf } from '../../resources/regions';

const countries = [
    { id: 1, name: 'United States' },
    { id: 2, name: 'Canada' },
    { id: 3, name: 'Germany' },
    { id: 4, name: 'France' },
    { id: 5, name: 'Atlantis' },
];

describe('the regional summary of allowed countries', () => {
    it('counts each region’s allowed countries and names the missing ones; empty regions are left out', () => {
        expect(regionalSummary(countries, [1, 2, 4])).toEqual([
            { region: 'North America', allowed: 2, total: 2, missing: [] },
            { region: 'Europe', allowed: 1, total: 2, missing: ['Germany'] },
            { region: 'Other', allowed: 0, total: 1, missing: ['Atlantis'] },
        ]);
    });
    it('puts an unknown country in Other', () => {
        expect(regionOf('Atlantis')).toBe('Other');
        expect(regionOf('Mexico')).toBe('Latin America');
    });
});
