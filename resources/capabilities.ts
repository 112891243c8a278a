/**
 * What the reference server offers beyond the store's v4 API (spec §7), named by capability.
 * Every call the console makes is classified once, where it is declared (an operation's `spec`, a
 * resource's or sub-resource's `v4`, a tab's `v4`; the rest in resources/calls.ts): the §7 words it
 * implements, or `{ extension }` naming the capability it needs. The console asks the server once at
 * sign-in (`GET capabilities/`, itself an extension: a §7-only server answers 404 and so offers none
 * of them) and hides, replaces or explains each feature whose capability is missing — decided here
 * once per capability, never per screen. Keep the names stable: sessions and tests use them.
 */
export const CAPABILITIES = [
    /** A record's change history (`{type}/{id}/history/`) and revert from it. */
    'history',
    /** The job centre's list, a job's detail, retry and download (`jobs/…`). */
    'jobs',
    'dashboard',
    /** Packaging drafts and the one-call package (`packaging/…`). */
    'packaging',
    'support-tickets',
    'partner-resources',
    /** The bulk edit's preview (`{type}/bulk/preview/`). */
    'bulk-edit',
    'view-as',
    /** Curation beyond §7: a page's modules list, a module's duplicate, module images. */
    'curation',
    /** Writing the ingestion settings (`PUT automated_ingestion/genre/`). */
    'ingestion-settings',
    /** Records carry `version` and writes honour `If-Match`. */
    'record-versions',
    'statement-suppliers',
    /** Sales and their export for all suppliers at once (`POST sales/`, `sales-export/`). */
    'all-supplier-sales',
    'hype-labels',
    /** A track's promo versions, UGC remixes and audio-file uploads. */
    'track-extras',
    /** A supplier's bank accounts. */
    'supplier-banking',
    /** The people who registered or redeemed a coupon. */
    'coupon-customers',
    /** Creating records and rows where §7 lists no POST (a link partner). */
    'record-creation',
    /** Deleting records and rows where §7 lists no DELETE (a label's contract). */
    'record-deletion',
    /** Reading back what §7 only writes (a supplier's service agreement, a delivery's XML). */
    'read-back',
    /** Shortcuts §7 has another way to do (a single track move, a file's download, a CSV by POSTed ids). */
    'conveniences',
    /** Writes honour `Idempotency-Key` (resources/idempotency.ts): a repeated write gets the first answer. */
    'idempotency',
    /** CSV import with a dry run (`{type}/import/preview/`, `{type}/import/`). */
    'csv-import',
    /** Saved list views, shared with a team (`saved-views/`). */
    'saved-views',
    /** Four eyes (resources/approvals.ts): risky writes answer 202 and wait for a second person (`approvals/…`). */
    'approvals',
    /** A record's change applied by the server at a given time (`{type}/{id}/schedule/`, `scheduled-changes/…`). */
    'scheduled-changes',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** The capability list itself: an extension that is no capability (a server without it offers none). */
export const DISCOVERY = 'capabilities';
export type Extension = Capability | typeof DISCOVERY;

/** Where a call comes from: the §7 words it implements, or the reference-server capability it extends. */
export type CallSpec = string | { extension: Extension };

/** `ext('history')`: a call that needs this capability. */
export const ext = (extension: Extension): { extension: Extension } => ({ extension });

/** Whether a call so classified can be made on a server offering `offered`: §7 calls always can. */
export const callOffered = (spec: CallSpec, offered: ReadonlySet<string>): boolean =>
    typeof spec === 'string' || offered.has(spec.extension);

/** The capability a call needs (none for a §7 call). */
export const neededCapability = (spec: CallSpec): Extension | undefined =>
    typeof spec === 'string' ? undefined : spec.extension;
