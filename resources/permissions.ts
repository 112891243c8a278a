/**
 * Scopes, brands and the permission lists of spec §6, defined once and used by the console
 * (menu, routes, filters, fields) and by the reference API (every endpoint).
 */
export const STAFF_ROLES = [
    'admin',
    'content_ops',
    'curation',
    'marketing',
    'label_mgmt',
    'support',
    'finance',
] as const;
export const PARTNER_TYPES = ['supplier', 'label', 'artist', 'dj'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export type PartnerType = (typeof PARTNER_TYPES)[number];

/** The two app contexts. */
export const STAFF_SCOPE = 'app:staff';
export const PARTNER_SCOPE = 'app:partner';
/** Brands are granted like scopes, so a group may require one. */
export const BRAND_FIRST = 'brand:download';
export const BRAND_SECOND = 'brand:dj';
export const BRANDS = { download: BRAND_FIRST, dj: BRAND_SECOND } as const;
export type BrandId = keyof typeof BRANDS;

export const staff = (role: StaffRole) => `staff:${role}`;
export const partner = (type: PartnerType) => `user:${type}`;

/** A permission list: access when every entry of at least one group is held. */
export type PermissionList = readonly (readonly string[])[];

export interface Grants {
    scope: string;
    feature?: readonly string[];
    brand?: string;
}

export function grantsOf({ scope, feature = [], brand }: Grants): Set<string> {
    const held = new Set(scope.split(/\s+/).filter(Boolean));
    for (const f of feature) held.add(f);
    if (brand) held.add(brand.startsWith('brand:') ? brand : (BRANDS[brand as BrandId] ?? brand));
    return held;
}

export function hasAccess(list: PermissionList | undefined, grants: Grants | Set<string>): boolean {
    if (!list) return true;
    const held = grants instanceof Set ? grants : grantsOf(grants);
    return list.some(group => group.every(entry => held.has(entry)));
}

const roles = (...r: StaffRole[]): string[][] => r.map(role => [staff(role)]);
const ALL_STAFF = roles(...STAFF_ROLES);
const HYPE_ROLES = (['admin', 'label_mgmt', 'support', 'marketing'] as const).map(r => [staff(r), BRAND_FIRST]);

/** The alternatives named in spec §6 ("Permission lists in use"). */
export const P = {
    /** Admin only: the console's own list (spec §6 names none), for what no other role may do. */
    ADMIN: roles('admin'),
    ADMIN_CONTENT_OPS: roles('admin', 'content_ops'),
    ADMIN_CONTENT_OPS_CURATION: roles('admin', 'content_ops', 'curation'),
    CATALOG_EDITORS: roles('admin', 'content_ops', 'curation', 'label_mgmt', 'support'),
    ADMIN_SUPPORT: roles('admin', 'support'),
    ADMIN_MARKETING_SUPPORT: roles('admin', 'marketing', 'support'),
    ADMIN_CONTENT_OPS_SUPPORT: roles('admin', 'content_ops', 'support'),
    ADMIN_CONTENT_OPS_SUPPORT_OR_SECOND_BRAND: [...roles('admin', 'content_ops', 'support'), [BRAND_SECOND]],
    ANY_STAFF_SECOND_BRAND: STAFF_ROLES.map(r => [STAFF_SCOPE, BRAND_SECOND, staff(r)]),
    /** Unscoped: also the label-manager filter. */
    ADMIN_CURATION_MARKETING: roles('admin', 'curation', 'marketing'),

    // Per area
    STAFF: [[STAFF_SCOPE]],
    ANY_USER: [[STAFF_SCOPE], [PARTNER_SCOPE]],
    CATALOG: [...ALL_STAFF, [partner('supplier')], [partner('label')]],
    /** Catalog changes: the editing roles, and partners on their own records. */
    CATALOG_WRITE: [
        ...roles('admin', 'content_ops', 'curation', 'label_mgmt', 'support'),
        [partner('supplier')],
        [partner('label')],
    ],
    CHARTS: ALL_STAFF,
    /** Link partners (also live streams, host and tracklist vendors). */
    LINK_PARTNERS: roles('admin', 'curation'),
    COUPONS: roles('admin', 'label_mgmt', 'support', 'marketing'),
    /** Hype purchases, and the offers and subscriptions kept with them: no brand condition (§6). */
    HYPE_PURCHASES: roles('admin', 'label_mgmt', 'support', 'marketing'),
    /** The Hype page: those staff, and partners (each on its own labels), in the first brand. */
    HYPE_PAGE: [[PARTNER_SCOPE, BRAND_FIRST], ...HYPE_ROLES],
    DELIVERIES: roles('admin', 'content_ops', 'label_mgmt'),
    /** Deliveries are read by that staff, and by supplier and label partners on their own. */
    DELIVERY_READERS: [...roles('admin', 'content_ops', 'label_mgmt'), [partner('supplier')], [partner('label')]],
    ORDERS: roles('admin', 'support'),
    USERS: roles('admin', 'support', 'content_ops', 'curation'),
    CURATION: roles('admin', 'label_mgmt', 'curation', 'marketing'),
    LIVE: roles('admin', 'curation'),
    SUPPLIERS: roles('admin', 'content_ops', 'curation', 'marketing', 'label_mgmt', 'finance'),
    LABELS: [...roles('admin', 'content_ops', 'curation', 'marketing', 'label_mgmt', 'finance'), [partner('supplier')]],
    /** Any partner account's billing details (accounts/billing): admin and finance, who pay partners. */
    ACCOUNT_BILLING: roles('admin', 'finance'),
    FINANCE: [...roles('admin', 'finance'), [partner('supplier')], [partner('label')]],
    SERVICE_AGREEMENT: [[PARTNER_SCOPE, partner('supplier')]],
    PARTNER: [[PARTNER_SCOPE]],

    // Filters
    HYPE_FILTER: [[BRAND_FIRST]],
    DJ_EDIT_FILTER: (['admin', 'curation', 'content_ops'] as const).map(r => [BRAND_SECOND, STAFF_SCOPE, staff(r)]),
} satisfies Record<string, PermissionList>;

export type PermissionName = keyof typeof P;

/** Which app a scope string belongs to, or null when it holds neither context. */
export function appContext(scope: string): 'staff' | 'partner' | null {
    const held = grantsOf({ scope });
    if (held.has(STAFF_SCOPE)) return 'staff';
    if (held.has(PARTNER_SCOPE)) return 'partner';
    return null;
}

/** How a person reads a role or partner type: `label_mgmt` → "Label management", `dj` → "DJ". */
const ROLE_WORDS: Record<string, string> = { label_mgmt: 'Label management', content_ops: 'Content ops', dj: 'DJ' };
const roleWords = (code: string) => ROLE_WORDS[code] ?? code.charAt(0).toUpperCase() + code.slice(1);

/**
 * A scope string in words ("Staff: Admin", "Partner: Supplier"): what the account page shows
 * instead of the raw OAuth scopes; the app contexts and brands are left out.
 */
export function accessText(scope: string): string {
    const held = scope.split(/\s+/).filter(Boolean);
    const staffRoles = held.filter(s => s.startsWith('staff:')).map(s => roleWords(s.slice(6)));
    const partnerTypes = held.filter(s => s.startsWith('user:')).map(s => roleWords(s.slice(5)));
    return [
        staffRoles.length ? `Staff: ${staffRoles.join(', ')}` : '',
        partnerTypes.length ? `Partner: ${partnerTypes.join(', ')}` : '',
    ]
        .filter(Boolean)
        .join(' · ');
}
