/** Sections whose page is a custom screen rather than their resources' cards (loaded on demand). */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { P, type PermissionList } from '../resources/permissions';

export const sectionPages: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
    deliveries: lazy(() => import('./pages/deliveries/InspectorPage')),
    hype: lazy(() => import('./pages/hype/HypePage')),
    'new-user-export': lazy(() => import('./pages/support/NewUserExportPage')),
    ingestion: lazy(() => import('./pages/ingestion/IngestionSettingsPage')),
    packaging: lazy(() => import('./pages/packaging/PackagingPage')),
    create: lazy(() => import('./pages/create/CreatePage')),
    'service-agreement': lazy(() => import('./pages/partner/ServiceAgreementPage')),
    resources: lazy(() => import('./pages/partner/ResourcesPage')),
    account: lazy(() => import('./pages/partner/AccountPage')),
    help: lazy(() => import('./pages/partner/HelpPage')),
    sales: lazy(() => import('./pages/sales/SalesPage')),
    statements: lazy(() => import('./pages/statements/StatementsPage')),
    approvals: lazy(() => import('./pages/approvals/ApprovalsPage')),
    scheduled: lazy(() => import('./pages/scheduled/ScheduledPage')),
};

/** A piece shown above a section's own content to the users it names (a section shared by staff and partners). */
export interface SectionExtra {
    access: PermissionList;
    Component: LazyExoticComponent<ComponentType>;
}
export const sectionExtras: Partial<Record<string, SectionExtra>> = {
    support: { access: P.PARTNER, Component: lazy(() => import('./pages/partner/SupportContact')) },
};
