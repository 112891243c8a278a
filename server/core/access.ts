/** Who is calling, and what they may do: the same permission lists as the console. */
import { grantsOf, hasAccess, type PartnerType, type PermissionList } from '../../resources/permissions';
import { forbidden } from './errors';

export interface Principal {
    userId: number;
    username: string;
    scope: string;
    feature: string[];
    brand: string;
    grants: Set<string>;
    partnerType: PartnerType | null;
    supplierId: number | null;
    labelId: number | null;
}

type UserRow = {
    id: number;
    username: string;
    scope: string;
    feature: string;
    brand: string;
    supplier_id: number | null;
    label_id: number | null;
};

/**
 * One principal per user as stored, shared by that user's requests: parsing the grants, and the
 * per-principal caches keyed by it (the fields a caller may not see), happen once rather than on
 * every request. A change to the user's row makes another key, so another principal.
 */
const principals = new Map<string, Principal>();
export function makePrincipal(user: UserRow): Principal {
    const key = [user.id, user.username, user.scope, user.feature, user.brand, user.supplier_id, user.label_id].join(
        '\u0000'
    );
    let p = principals.get(key);
    if (!p) {
        if (principals.size >= 1000) principals.clear();
        principals.set(key, (p = Object.freeze(principalOf(user))));
    }
    return p;
}

function principalOf(user: UserRow): Principal {
    const feature = JSON.parse(user.feature) as string[];
    const partnerType = (user.scope.match(/\buser:(supplier|label|artist|dj)\b/)?.[1] ?? null) as PartnerType | null;
    return {
        userId: user.id,
        username: user.username,
        scope: user.scope,
        feature,
        brand: user.brand,
        grants: grantsOf({ scope: user.scope, feature, brand: user.brand }),
        partnerType,
        supplierId: user.supplier_id,
        labelId: user.label_id,
    };
}

export const allowed = (p: Principal, list: PermissionList | undefined) => hasAccess(list, p.grants);

export function requireAccess(p: Principal, list: PermissionList | undefined, detail?: string): void {
    if (!allowed(p, list)) throw forbidden(detail);
}

/** Partners are scoped to their own supplier or label; staff see everything. */
/** SQL conditions with one `?` for the partner's supplier or label id. */
export interface Tenancy {
    supplierSql?: string;
    labelSql?: string;
}
export function tenancyClause(p: Principal, t: Tenancy | undefined): { sql: string; params: unknown[] } | null {
    if (p.partnerType === null || !t) return null;
    if (p.partnerType === 'supplier' && t.supplierSql && p.supplierId)
        return { sql: t.supplierSql, params: [p.supplierId] };
    if (p.partnerType === 'label' && t.labelSql && p.labelId) return { sql: t.labelSql, params: [p.labelId] };
    // A partner with no matching tenancy sees nothing.
    return { sql: '0', params: [] };
}
