/** The permission table's building blocks: who is who among the demo accounts, and a row's shape. */
import { DEMO_ACCOUNTS, type Account } from './helpers';

export const STAFF = DEMO_ACCOUNTS.slice(0, 8); // the seven staff roles and the DJ-store admin
export const all = (status: number): Record<Account, number> =>
    Object.fromEntries(DEMO_ACCOUNTS.map(a => [a, status])) as Record<Account, number>;
export const only = (allowed: readonly string[], ok = 200, no = 403) =>
    Object.fromEntries(DEMO_ACCOUNTS.map(a => [a, allowed.includes(a) ? ok : no])) as Record<Account, number>;

export const CATALOG_READERS = [...STAFF, 'supplier', 'label'];
export const CATALOG_WRITERS = [
    'admin',
    'content_ops',
    'curation',
    'label_mgmt',
    'support',
    'dj_store_admin',
    'supplier',
    'label',
];
export const STAFF_EDITORS = ['admin', 'content_ops', 'curation', 'label_mgmt', 'support', 'dj_store_admin'];
export const NOBODY: string[] = [];
/** Some calls are refused for the body after access passes: a writer gets 400, others 403. */
export const EMPTY_UPLOAD = () => new FormData();

export interface Case {
    /** The mounted route this row is about: method and Hono path. */
    route: string;
    /** The concrete path to call (default: the route's path). */
    path?: string;
    json?: () => unknown;
    form?: () => FormData;
    /** Answers without a token too. */
    public?: boolean;
    expected: Record<Account, number>;
}
