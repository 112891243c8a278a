/** The world by region, for a track's summary of where it may be sold (countries-allowed). */
export const REGIONS = ['North America', 'Latin America', 'Europe', 'Asia Pacific', 'Other'] as const;
export type Region = (typeof REGIONS)[number];

const REGION_OF: Record<string, Region> = {
    'United States': 'North America',
    Canada: 'North America',
    Mexico: 'Latin America',
    Brazil: 'Latin America',
    Australia: 'Asia Pacific',
    Japan: 'Asia Pacific',
    ...Object.fromEntries(
        [
            'United Kingdom',
            'Germany',
            'France',
            'Netherlands',
            'Spain',
            'Italy',
            'Sweden',
            'Norway',
            'Belgium',
            'Ireland',
            'Portugal',
            'Poland',
            'Austria',
            'Switzerland',
        ].map(name => [name, 'Europe' as Region])
    ),
};

export const regionOf = (country: string): Region => REGION_OF[country] ?? 'Other';

export interface RegionSummary {
    region: Region;
    allowed: number;
    total: number;
    /** The region's countries not allowed, by name (empty when all are). */
    missing: string[];
}

/** Per region with countries: how many are allowed, of how many, and which are not. */
export function regionalSummary(countries: { id: number; name: string }[], allowed: Iterable<number>): RegionSummary[] {
    const yes = new Set(allowed);
    return REGIONS.map(region => {
        const inRegion = countries.filter(c => regionOf(c.name) === region);
        return {
            region,
            allowed: inRegion.filter(c => yes.has(c.id)).length,
            total: inRegion.length,
            missing: inRegion.filter(c => !yes.has(c.id)).map(c => c.name),
        };
    }).filter(s => s.total > 0);
}
