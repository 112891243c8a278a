/**
 * The /create screen's entries (spec §1 issue 13: release via packaging, artist, label, chart, page,
 * coupon, live stream). Declared by the type's last path segment, so a resource registered later
 * (coupons) appears once it exists, whichever section it sits in; each shows only to who may create it.
 */
import type { PermissionList } from './permissions';
import { writeAccessFor, type ResourceDef } from './schema';

/** What may be created quickly, in the order offered. */
export const QUICK_CREATE_TYPES = ['artists', 'labels', 'charts', 'pages', 'coupons', 'streams'] as const;

export interface QuickCreateEntry {
    id: string;
    label: string;
    to: string;
}

/** The release entry goes through the packaging tool rather than a bare form. */
export function quickCreateEntries(
    registry: readonly ResourceDef[],
    allowed: (list?: PermissionList) => boolean,
    packaging: { label: string; access: PermissionList }
): QuickCreateEntry[] {
    const entries: QuickCreateEntry[] = [];
    if (allowed(packaging.access)) entries.push({ id: 'packaging', label: packaging.label, to: '/packaging' });
    for (const type of QUICK_CREATE_TYPES) {
        const def = registry.find(r => r.name.split('/').pop() === type);
        const createAccess = def && writeAccessFor(def, 'create');
        // A resource nobody may create (no list) is no entry: writes are denied unless listed.
        if (!def || !createAccess?.length || !allowed(def.access) || !allowed(createAccess)) continue;
        entries.push({ id: def.name, label: def.label.split('||||')[0].trim(), to: `/${def.name}/create` });
    }
    return entries;
}
