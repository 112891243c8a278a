/** The demo accounts grouped as spec §6 grants them, for the hand-written permission table. */
import { DEMO_ACCOUNTS, type Account } from './helpers';

export type { Account };
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
export const SUPPLIER_READERS = [
    'admin',
    'content_ops',
    'curation',
    'marketing',
    'label_mgmt',
    'finance',
    'dj_store_admin',
];
/** Those who read suppliers, and a supplier partner its own labels. */
export const LABEL_READERS = [...SUPPLIER_READERS, 'supplier'];
export const CREATORS = ['admin', 'content_ops', 'dj_store_admin'];
export const STAFF_EDITORS = ['admin', 'content_ops', 'curation', 'label_mgmt', 'support', 'dj_store_admin'];
export const NOBODY: string[] = [];
/** Some calls are refused for the body after access passes: a writer gets 400, others 403. */
export const EMPTY_UPLOAD = () => new FormData();

/** One row of the table. */
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
