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

export function makePrincipal(user: {
    id: number;
    username: string;
    scope: string;
    feature: string;
    brand: string;
    supplier_id: number | null;
    label_id: number | null;
}): Principal {
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
