/** Sections whose page is a custom screen rather than their resources' cards (loaded on demand). */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const sectionPages: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
    deliveries: lazy(() => import('./pages/deliveries/InspectorPage')),
    sales: lazy(() => import('./pages/sales/SalesPage')),
    statements: lazy(() => import('./pages/statements/StatementsPage')),
};
