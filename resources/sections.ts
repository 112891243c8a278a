/** The main application's section paths (spec §2) and who may use each. */
import { BRAND_FIRST, P, PARTNER_SCOPE, partner, staff, type PermissionList } from './permissions';

export interface Section {
    path: string;
    label: string;
    access: PermissionList;
    /** Sections with resources list them; the others show an honest placeholder for now. */
    hasResources?: boolean;
}

const withPartners = (list: PermissionList, ...types: ('supplier' | 'label')[]): PermissionList => [
    ...list,
    ...types.map(t => [partner(t)]),
];

export const SECTIONS: Section[] = [
    { path: 'dashboard', label: 'Dashboard', access: P.ANY_USER },
    { path: 'catalog', label: 'Catalog', access: P.CATALOG, hasResources: true },
    { path: 'search', label: 'Search', access: P.ANY_USER },
    { path: 'packaging', label: 'Packaging', access: P.ADMIN_CONTENT_OPS },
    { path: 'create', label: 'Create', access: P.ADMIN_CONTENT_OPS },
    { path: 'curation', label: 'Curation', access: P.CURATION },
    { path: 'deliveries', label: 'Deliveries', access: withPartners(P.DELIVERIES, 'supplier', 'label') },
    { path: 'old-deliveries', label: 'Legacy Deliveries', access: P.DELIVERIES },
    { path: 'support', label: 'Support', access: [...P.ADMIN_SUPPORT, [PARTNER_SCOPE]] },
    { path: 'live', label: 'Live', access: P.LIVE },
    { path: 'sales', label: 'Sales', access: P.FINANCE },
    { path: 'statements', label: 'Statements', access: P.FINANCE },
    { path: 'new-user-export', label: 'New-user Export', access: P.USERS },
    {
        path: 'hype',
        label: 'Hype',
        access: [
            [PARTNER_SCOPE, BRAND_FIRST],
            ...(['admin', 'label_mgmt', 'marketing', 'support'] as const).map(r => [staff(r), BRAND_FIRST]),
        ],
    },
    { path: 'label-manager', label: 'Label Manager', access: P.ADMIN_CURATION_MARKETING },
    { path: 'resources', label: 'Resources', access: P.PARTNER },
    { path: 'service-agreement', label: 'Service Agreement', access: P.SERVICE_AGREEMENT },
    { path: 'account', label: 'Account', access: P.ANY_USER },
    { path: 'help', label: 'Help', access: P.ANY_USER },
];
