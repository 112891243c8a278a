/**
 * Which deliveries and sales lines a caller sees: the deliveries inspector and the sales module
 * list them, and the dashboard counts them, so the rule lives here, below all three.
 */
import { NEEDS_ATTENTION } from '../../../resources/delivery/statuses';
import { tenancyClause, type Principal, type Tenancy } from '../access';

/** A partner sees the deliveries of its own supplier or label. */
export const DELIVERY_TENANCY: Tenancy = { supplierSql: 't.supplier_id = ?', labelSql: 't.label_id = ?' };

export interface InspectorFilter {
    brand: string;
    status?: string;
    message?: string;
    /** Only the states that need someone to act (the dashboard's card links here with it). */
    attention?: boolean;
}

/** The deliveries a user sees with these filters: the inspector lists them, the dashboard counts them. */
export function inspectorWhere(p: Principal, f: InspectorFilter): { where: string[]; params: unknown[] } {
    const where = ['t.brand = ?'];
    const params: unknown[] = [f.brand];
    const add = (sql: string, ...values: unknown[]) => {
        where.push(sql);
        params.push(...values);
    };
    if (f.status) add('t.release_status = ?', f.status);
    if (f.message) add('t.status_message = ?', f.message);
    if (f.attention) add(`t.release_status IN (${NEEDS_ATTENTION.map(() => '?').join(', ')})`, ...NEEDS_ATTENTION);
    const tenancy = tenancyClause(p, DELIVERY_TENANCY);
    if (tenancy) add(tenancy.sql, ...tenancy.params);
    return { where, params };
}

/** Whose sales lines a caller sees: a supplier its own, a label its own, staff everybody's. */
export function salesScope(p: Principal): { sql: string; params: unknown[] } {
    if (p.partnerType === 'supplier') return { sql: 's.supplier_id = ?', params: [p.supplierId ?? 0] };
    if (p.partnerType === 'label') return { sql: 's.label_id = ?', params: [p.labelId ?? 0] };
    if (p.partnerType) return { sql: '0', params: [] };
    return { sql: '1', params: [] };
}
