/** The demo accounts the gallery signs in as (README "Demo accounts"; seeded in server/areas/auth.ts). */
export const STAFF = ['admin', 'content_ops', 'curation', 'marketing', 'label_mgmt', 'support', 'finance'];
export const ACCOUNTS = [...STAFF, 'dj_store_admin', 'supplier', 'label', 'new_supplier', 'artist', 'dj'];
