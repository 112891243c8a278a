/**
 * The search area (spec §2) as data: its sections in order, each with the types (resources that
 * declare `searchSection`) a user may use, and the paths `/search/{section}/{type}`. A resource
 * that declares its section appears here with no other edit.
 */
import type { PermissionList } from './permissions';
import { SEARCH_SECTIONS, type ResourceDef, type ResourceMeta, type SearchSection } from './schema';

export const SEARCH_SECTION_LABELS: Record<SearchSection, string> = {
    catalog: 'Catalog',
    curation: 'Curation',
    support: 'Support',
    live: 'Live',
    delivery: 'Deliveries',
    'music-profile': 'Music-profile Partner',
};

export interface SearchType<T extends ResourceMeta = ResourceDef> {
    def: T;
    section: SearchSection;
    /** The last segment of the resource's name: `catalog/tracks` → `tracks`. */
    slug: string;
    /** `/search/catalog/tracks` */
    path: string;
}
export interface SearchAreaSection<T extends ResourceMeta = ResourceDef> {
    section: SearchSection;
    label: string;
    types: SearchType<T>[];
}

const slugOf = (def: ResourceMeta) => def.name.split('/').pop()!;

/** The sections a user sees, each with the types they may use; sections without one are left out. */
export function searchArea<T extends ResourceMeta>(
    resources: readonly T[],
    allowed: (list?: PermissionList) => boolean
): SearchAreaSection<T>[] {
    return SEARCH_SECTIONS.map(section => ({
        section,
        label: SEARCH_SECTION_LABELS[section],
        types: resources
            .filter(def => def.searchSection === section && allowed(def.access))
            .map(def => ({ def, section, slug: slugOf(def), path: `/search/${section}/${slugOf(def)}` })),
    })).filter(s => s.types.length > 0);
}

/** The type a `/search/{section}/{type}` path names, among those the user sees. */
export function searchTypeAt(area: SearchAreaSection[], section?: string, slug?: string): SearchType | undefined {
    return area.find(s => s.section === section)?.types.find(t => t.slug === slug);
}

/** Where a type's filter and column choices are kept in the preferences (`search.catalog/tracks`). */
export const searchStoreKey = (def: ResourceDef) => `search.${def.name}`;
