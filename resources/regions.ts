/** The world by region, for a track's summary of where it may be sold (countries-allowed). */
export const REGIONS = ['North America', 'Latin America', 'Europe', 'Asia Pacific', 'Other'] as const;
export type Region = (typeof REGIONS)[number];

/** The reference country list (auxiliary/countries, ids in this order), each with its region. */
export const COUNTRY_REGIONS: readonly (readonly [name: string, region: Region])[] = [
    ['United States', 'North America'],
    ['Canada', 'North America'],
    ['United Kingdom', 'Europe'],
    ['Germany', 'Europe'],
    ['France', 'Europe'],
    ['Netherlands', 'Europe'],
    ['Spain', 'Europe'],
    ['Italy', 'Europe'],
    ['Australia', 'Asia Pacific'],
    ['Brazil', 'Latin America'],
    ['Mexico', 'Latin America'],
    ['Japan', 'Asia Pacific'],
    ['Sweden', 'Europe'],
    ['Norway', 'Europe'],
    ['Belgium', 'Europe'],
    ['Ireland', 'Europe'],
    ['Portugal', 'Europe'],
    ['Poland', 'Europe'],
    ['Austria', 'Europe'],
    ['Switzerland', 'Europe'],
];
const REGION_OF = new Map<string, Region>(COUNTRY_REGIONS);

export const regionOf = (country: string): Region => REGION_OF.get(country) ?? 'Other';

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
