/** The main application's section paths (spec §2) and who may use each. */
import { callOffered, ext, type CallSpec } from './capabilities';
import { scheduled } from './messages/approvals';
import { P, partner, type PermissionList } from './permissions';

/** A kind of record inside a section, with the §6 list of who may use it. */
export interface Area {
    id: string;
    label: string;
    access: PermissionList;
}

export interface Section {
    path: string;
    /** Its menu icon: a Material icon's name, as src/layout/icons.ts imports it (a resource's entry shows the resource's). */
    icon?: string;
    label: string;
    access: PermissionList;
    /** Sections with resources list them; the others show an honest placeholder for now. */
    hasResources?: boolean;
    /**
     * The menu heading the section's entries sit under: a section with resources under its own
     * label unless it names another; a section without under this one, or at the top of the menu.
     */
    group?: string;
    /** The call its page is built on, when that is an extension (resources/capabilities.ts): no entry without it. */
    v4?: CallSpec;
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
    { id: 'hype-offers', label: 'Hype Offers', access: P.HYPE_PURCHASES },
    { id: 'hype-purchases', label: 'Hype Purchases', access: P.HYPE_PURCHASES },
];

const withPartners = (list: PermissionList, ...types: ('supplier' | 'label')[]): PermissionList => [
    ...list,
    ...types.map(t => [partner(t)]),
];

/**
 * The sections in menu order: each group of entries under its own heading (Dashboard and Search
 * alone at the top), so that no entry reads as part of the heading above it.
 */
export const SECTIONS: Section[] = [
    { path: 'dashboard', icon: 'Dashboard', label: 'Dashboard', access: P.ANY_USER },
    { path: 'search', icon: 'Search', label: 'Search', access: P.ANY_USER },
    // Issue 44: the inbox of changes that wait for a second person (staff who ask or approve).
    { path: 'approvals', icon: 'FactCheck', label: 'Approvals', access: P.STAFF, v4: ext('approvals') },
    // Issue 44: the agenda of scheduled changes (staff schedule the changes of records they may change).
    { path: 'scheduled', icon: 'Schedule', label: scheduled.menu, access: P.STAFF, v4: ext('scheduled-changes') },
    { path: 'catalog', label: 'Catalog', access: P.CATALOG, hasResources: true },
    { path: 'packaging', icon: 'Inventory2', label: 'Packaging', access: P.ADMIN_CONTENT_OPS, group: 'Catalog' },
    { path: 'create', icon: 'AddBox', label: 'Create', access: P.ADMIN_CONTENT_OPS, group: 'Catalog' },
    { path: 'curation', icon: 'ViewQuilt', label: 'Curation', access: P.CURATION, hasResources: true },
    // Staff per §6; supplier and label partners see their own deliveries.
    {
        path: 'deliveries',
        icon: 'LocalShipping',
        label: 'New Deliveries',
        access: withPartners(P.DELIVERIES, 'supplier', 'label'),
        group: 'Deliveries',
    },
    // Beyond §2's paths: the ingestion settings of §7 "Others" (XSD versions, genre, pipeline), for deliveries staff.
    { path: 'ingestion', icon: 'Tune', label: 'Ingestion Settings', access: P.DELIVERIES, group: 'Deliveries' },
    {
        path: 'old-deliveries',
        icon: 'History',
        label: 'Legacy Deliveries',
        access: P.DELIVERY_READERS,
        hasResources: true,
        group: 'Deliveries',
    },
    {
        path: 'support',
        icon: 'SupportAgent',
        label: 'Support',
        // Staff who may use any of its records; partners get a support section too (spec §1).
        access: anyOf(...SUPPORT_AREAS.map(a => a.access), P.PARTNER),
        areas: SUPPORT_AREAS,
        hasResources: true,
    },
    { path: 'new-user-export', icon: 'PersonAdd', label: 'New-user Export', access: P.USERS, group: 'Support' },
    { path: 'hype', icon: 'Whatshot', label: 'Hype', access: P.HYPE_PAGE, group: 'Support', v4: ext('hype-labels') },
    { path: 'live', icon: 'LiveTv', label: 'Live', access: P.LIVE, hasResources: true },
    { path: 'sales', icon: 'ShowChart', label: 'Sales', access: P.FINANCE, group: 'Sales & Statements' },
    { path: 'statements', icon: 'ReceiptLong', label: 'Statements', access: P.FINANCE, group: 'Sales & Statements' },
    {
        path: 'label-manager',
        icon: 'Label',
        label: 'Label Manager',
        access: P.ADMIN_CURATION_MARKETING,
        hasResources: true,
    },
    { path: 'resources', icon: 'Folder', label: 'Resources', access: P.PARTNER, group: 'Account & Help' },
    {
        path: 'service-agreement',
        icon: 'Gavel',
        label: 'Service Agreement',
        access: P.SERVICE_AGREEMENT,
        group: 'Account & Help',
    },
    { path: 'account', icon: 'AccountCircle', label: 'Account', access: P.ANY_USER, group: 'Account & Help' },
    { path: 'help', icon: 'Help', label: 'Help', access: P.ANY_USER, group: 'Account & Help' },
];

/** One menu entry: a resource's list (named by the caller unless `label` is set) or a section's page. */
export interface MenuEntry {
    path: string;
    resource?: string;
    label?: string;
}
export interface MenuGroup {
    heading?: string;
    entries: MenuEntry[];
}

/**
 * The menu a user sees (pure): the sections they may use, in order, each entry under its
 * section's heading; a section with resources lists those they may use, else links its page.
 */
export function menuGroups<T extends { name: string; section: string; access: PermissionList }>(
    resources: readonly T[],
    allowed: (list?: PermissionList) => boolean,
    /** What the API server offers; a section built on a call it lacks has no entry. */
    offered?: ReadonlySet<string>,
    searchable = true
): MenuGroup[] {
    const groups: MenuGroup[] = [];
    for (const section of usableSections(allowed, offered, searchable)) {
        const items = sectionResources(section, resources, allowed);
        const entries: MenuEntry[] = items.length
            ? items.map(r => ({ path: r.name, resource: r.name }))
            : [{ path: section.path, label: section.label }];
        const heading = section.group ?? (section.hasResources ? section.label : undefined);
        const last = groups[groups.length - 1];
        if (last && last.heading === heading) last.entries.push(...entries);
        else groups.push({ heading, entries });
    }
    return groups;
}

/**
 * The sections a user may use, in order: the menu's and the dashboard's. Search only for whoever
 * may search something (`searchable`, from resources/searchArea.ts): a dj may search nothing.
 */
export const usableSections = (
    allowed: (list?: PermissionList) => boolean,
    offered?: ReadonlySet<string>,
    searchable = true
): Section[] =>
    SECTIONS.filter(s => allowed(s.access) && sectionOffered(s, offered) && (searchable || s.path !== 'search'));

/** The resources a section lists for a user (none for a section without resources). */
export function sectionResources<T extends { section: string; access: PermissionList }>(
    section: Pick<Section, 'path' | 'hasResources'>,
    resources: readonly T[],
    allowed: (list?: PermissionList) => boolean
): T[] {
    return section.hasResources ? resources.filter(r => r.section === section.path && allowed(r.access)) : [];
}

/**
 * The one page a section leads to, from the menu and the dashboard alike: the list of its only
 * resource where it has one for this user (spec §2's /old-deliveries is the legacy deliveries' list,
 * /label-manager the label managers'), else the section's own page of cards.
 */
export function sectionHome<T extends { name: string; section: string; access: PermissionList }>(
    section: Pick<Section, 'path' | 'hasResources'>,
    resources: readonly T[],
    allowed: (list?: PermissionList) => boolean
): string {
    const items = sectionResources(section, resources, allowed);
    return items.length === 1 ? `/${items[0].name}` : `/${section.path}`;
}

/** Whether the server offers the call a section's page is built on (every section, when unknown). */
export const sectionOffered = (section: Pick<Section, 'v4'>, offered?: ReadonlySet<string>): boolean =>
    !section.v4 || !offered || callOffered(section.v4, offered);

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
