/**
 * Saved views (issue 45): a list's filters, order, page size and columns kept under a name on the
 * server, so they follow the person to any browser, and shared with a team. Who sees a view:
 * its owner ("me"), every user holding one of the owner's staff roles ("role"), every staff user
 * ("everyone"); a partner's shared views reach only the people of its own supplier or label. Staff
 * and partners never see each other's views.
 */
import { STAFF_ROLES } from './permissions';

export const VIEW_SHARES = ['me', 'role', 'everyone'] as const;
export type ViewShare = (typeof VIEW_SHARES)[number];

export interface SavedViewQuery {
    filter: Record<string, unknown>;
    sort: { field: string; order: 'ASC' | 'DESC' } | null;
    per_page: number | null;
}

export interface SavedView {
    id: number;
    resource: string;
    name: string;
    query: SavedViewQuery;
    columns: string[] | null;
    shared: ViewShare;
    owner: { id: number; username: string };
    /** Whether the caller may change or delete it (its owner, or an admin of the same side). */
    mine: boolean;
    /** The caller's own default view of this list. */
    default: boolean;
}

/** Who a view's owner or reader is, as far as sharing goes. */
export interface ViewPerson {
    userId: number;
    /** The staff roles held (empty for a partner). */
    roles: readonly string[];
    /** A partner's company (`label:3`, `supplier:7`); null for staff. */
    company: string | null;
}

/** The staff roles in an OAuth scope (`staff:content_ops` → content_ops). */
export const staffRolesOf = (scope: string): string[] =>
    scope
        .split(/\s+/)
        .filter(s => s.startsWith('staff:'))
        .map(s => s.slice(6))
        .filter(r => (STAFF_ROLES as readonly string[]).includes(r));

/** Whether `reader` sees a view of `owner` shared as `shared`. */
export function viewVisible(shared: ViewShare, owner: ViewPerson, reader: ViewPerson): boolean {
    if (owner.userId === reader.userId) return true;
    if (shared === 'me') return false;
    // Partners share within their own company only; staff with staff only.
    if (owner.company !== null || reader.company !== null) return owner.company === reader.company;
    if (shared === 'everyone') return true;
    return owner.roles.some(r => reader.roles.includes(r));
}

/** A value with its object keys in one order, so that two equal queries compare equal as text. */
const canonical = (value: unknown): unknown =>
    Array.isArray(value)
        ? value.map(canonical)
        : value !== null && typeof value === 'object'
          ? Object.fromEntries(
                Object.keys(value)
                    .sort()
                    .map(k => [k, canonical((value as Record<string, unknown>)[k])])
            )
          : value;
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/**
 * Whether the list as it is now differs from the view in use ("modified"): its filters, order, page
 * size, or (when the view keeps them) its shown columns. An empty filter value is no filter.
 */
export function viewModified(
    view: Pick<SavedView, 'query' | 'columns'>,
    now: SavedViewQuery,
    shownColumns: readonly string[]
): boolean {
    const filled = (filter: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== '' && v !== null));
    if (!same(filled(view.query.filter), filled(now.filter))) return true;
    if (view.query.sort && !same(view.query.sort, now.sort)) return true;
    if (view.query.per_page && view.query.per_page !== now.per_page) return true;
    return !!view.columns && !same([...view.columns].sort(), [...shownColumns].sort());
}
