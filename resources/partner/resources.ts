/**
 * Who each partner resource (a guide or template the API lists at `partner-resources/`) is for: the
 * users who may open the screen or tool it explains. A DJ is not handed a delivery guide, nor a
 * supplier a template for a tool they cannot open. A resource not named here is for
 * every partner, as the server lists it.
 */
import { partner, PARTNER_SCOPE, type PermissionList } from '../permissions';
import { SECTIONS } from '../sections';

const sectionAccess = (path: string): PermissionList => SECTIONS.find(s => s.path === path)?.access ?? [];

/** By the file name the API gives each resource. */
export const PARTNER_RESOURCE_READERS: Readonly<Record<string, PermissionList>> = {
    'delivering-a-release.txt': sectionAccess('deliveries'),
    'reading-statements.txt': sectionAccess('statements'),
    // The metadata a delivered release carries: for those who deliver.
    'release-metadata-template.csv': sectionAccess('deliveries'),
    'label-mapping-template.csv': [[PARTNER_SCOPE, partner('supplier')]],
};

/** The resources of a list meant for this user. */
export const resourcesFor = <R extends { file_name: string }>(
    list: readonly R[],
    allowed: (readers?: PermissionList) => boolean
): R[] => list.filter(r => allowed(PARTNER_RESOURCE_READERS[r.file_name]));
