/**
 * What the reference server offers beyond the store's v4 API (spec §7), named by capability.
 * An operation, resource, tab or screen that needs one names it (an operation by its
 * `spec: { extension }`); the console asks the server once at sign-in (`GET capabilities/`, itself an
 * extension: a §7-only server answers 404 and so offers none of them) and hides, replaces or
 * explains each feature whose capability is missing — decided here once per capability, never per screen.
 */
export const CAPABILITIES = [
    'history',
    'jobs',
    'dashboard',
    'packaging',
    'support-tickets',
    'partner-resources',
    'bulk-edit',
    'view-as',
    'curation',
    'ingestion-settings',
    /** Records carry `version` and writes honour `If-Match`. */
    'record-versions',
    'statement-suppliers',
    'all-supplier-sales',
    'hype-labels',
    /** Tracks remixed by users from a track that allows it (`catalog/tracks/{id}/ugc-remix/`). */
    'ugc-remixes',
    /** Reading a supplier's service agreement (§7 has only its POST). */
    'service-agreement',
    /** Reading a delivery's XML (§7 has only its PUT). */
    'delivery-xml',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** Whether a call so classified can be made on a server offering `offered`: §7 calls always can. */
export const callOffered = (spec: string | { extension: string }, offered: ReadonlySet<string>): boolean =>
    typeof spec === 'string' || offered.has(spec.extension);
