/**
 * The live vendors' tables: kept by the live module's collections, and read as the reference lists
 * /v4/auxiliary/host-vendors/ and tracklist-vendors/ by the auxiliary module.
 */
export const VENDOR_TABLES = { 'host-vendors': 'live_host_vendors', 'tracklist-vendors': 'live_tracklist_vendors' };
