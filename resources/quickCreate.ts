/**
 * The /create screen's entries (spec §1 issue 13: release via packaging, artist, label, chart, page,
 * coupon, live stream). Each resource declares its own place there (`quickCreate`), so a resource
 * registered later (coupons) appears once it exists, whichever section it sits in; each shows only
 * to who may create it.
 */
import type { PermissionList } from './permissions';
import { writeAccessFor, type ResourceMeta } from './schema';

export interface QuickCreateEntry {
    id: string;
    label: string;
    to: string;
}

/** The release entry goes through the packaging tool rather than a bare form. */
export function quickCreateEntries(
    registry: readonly ResourceMeta[],
    allowed: (list?: PermissionList) => boolean,
    packaging: { label: string; access: PermissionList }
): QuickCreateEntry[] {
    const entries: QuickCreateEntry[] = [];
    if (allowed(packaging.access)) entries.push({ id: 'packaging', label: packaging.label, to: '/packaging' });
    const offered = registry.filter(r => r.quickCreate).sort((a, b) => (a.quickCreate ?? 0) - (b.quickCreate ?? 0));
    for (const def of offered) {
        const createAccess = writeAccessFor(def, 'create');
        // A resource nobody may create (no list) is no entry: writes are denied unless listed.
        if (!createAccess.length || !allowed(def.access) || !allowed(createAccess)) continue;
        entries.push({ id: def.name, label: def.label.split('||||')[0].trim(), to: `/${def.name}/create` });
    }
    return entries;
}
