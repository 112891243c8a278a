/** The main application's section paths (spec §2) and who may use each. */
import { P, partner, type PermissionList } from './permissions';

/** A kind of record inside a section, with the §6 list of who may use it. */
export interface Area {
    id: string;
    label: string;
    access: PermissionList;
}

export interface Section {
    path: string;
    label: string;
    access: PermissionList;
    /** Sections with resources list them; the others show an honest placeholder for now. */
    hasResources?: boolean;
    /** What the section holds, each for its own §6 list (the section shows to their union). */
    areas?: Area[];
}

/** Access when any of the lists grants it: their groups together, each group once. */
export function anyOf(...lists: PermissionList[]): PermissionList {
    const seen = new Map<string, readonly string[]>();
    for (const group of lists.flat()) {
        const key = [...group].sort().join(' ');
        if (!seen.has(key)) seen.set(key, group);
    }
    return [...seen.values()];
}

/** The areas of a section a user may use (each by its own list, not the section's). */
export function visibleAreas(section: Section, allowed: (list: PermissionList) => boolean): Area[] {
    return (section.areas ?? []).filter(a => allowed(a.access));
}

/**
 * Support's records (spec §6 per area). Hype is first-brand; hype offers have no list of their
 * own in §6 and go with hype purchases.
 */
const SUPPORT_AREAS: Area[] = [
    { id: 'users', label: 'Users', access: P.USERS },
    { id: 'coupons', label: 'Coupons', access: P.COUPONS },
    { id: 'orders', label: 'Orders', access: P.ORDERS },
    { id: 'hype-offers', label: 'Hype Offers', access: P.HYPE },
    { id: 'hype-purchases', label: 'Hype Purchases', access: P.HYPE },
];

const withPartners = (list: PermissionList, ...types: ('supplier' | 'label')[]): PermissionList => [
    ...list,
    ...types.map(t => [partner(t)]),
];

export const SECTIONS: Section[] = [
    { path: 'dashboard', label: 'Dashboard', access: P.ANY_USER },
    { path: 'catalog', label: 'Catalog', access: P.CATALOG, hasResources: true },
    { path: 'search', label: 'Search', access: P.ANY_USER },
    { path: 'packaging', label: 'Packaging', access: P.ADMIN_CONTENT_OPS },
    { path: 'create', label: 'Create', access: P.ADMIN_CONTENT_OPS },
    { path: 'curation', label: 'Curation', access: P.CURATION, hasResources: true },
    // Staff per §6; supplier and label partners see their own deliveries.
    { path: 'deliveries', label: 'Deliveries', access: withPartners(P.DELIVERIES, 'supplier', 'label') },
    // Beyond §2's paths: the ingestion settings of §7 "Others" (XSD versions, genre, pipeline), for deliveries staff.
    { path: 'ingestion', label: 'Ingestion Settings', access: P.DELIVERIES },
    { path: 'old-deliveries', label: 'Legacy Deliveries', access: P.DELIVERY_READERS, hasResources: true },
    {
        path: 'support',
        label: 'Support',
        // Staff who may use any of its records; partners get a support section too (spec §1).
        access: anyOf(...SUPPORT_AREAS.map(a => a.access), P.PARTNER),
        areas: SUPPORT_AREAS,
        hasResources: true,
    },
    { path: 'live', label: 'Live', access: P.LIVE, hasResources: true },
    { path: 'sales', label: 'Sales', access: P.FINANCE },
    { path: 'statements', label: 'Statements', access: P.FINANCE },
    { path: 'new-user-export', label: 'New-user Export', access: P.USERS },
    {
        path: 'hype',
        label: 'Hype',
        access: P.HYPE_PAGE,
    },
    { path: 'label-manager', label: 'Label Manager', access: P.ADMIN_CURATION_MARKETING, hasResources: true },
    { path: 'resources', label: 'Resources', access: P.PARTNER },
    { path: 'service-agreement', label: 'Service Agreement', access: P.SERVICE_AGREEMENT },
    { path: 'account', label: 'Account', access: P.ANY_USER },
    { path: 'help', label: 'Help', access: P.ANY_USER },
];

/** The first resource of the menu a user sees: sections in order, then the registry's order. */
export function firstMenuEntry<T extends { section: string; access: PermissionList }>(
    resources: readonly T[],
    allowed: (list?: PermissionList) => boolean
): T | undefined {
    for (const section of SECTIONS) {
        if (!section.hasResources || !allowed(section.access)) continue;
        const first = resources.find(r => r.section === section.path && allowed(r.access));
        if (first) return first;
    }
    return undefined;
}
