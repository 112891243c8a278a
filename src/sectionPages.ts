/** Sections whose page is a custom screen rather than their resources' cards (loaded on demand). */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const sectionPages: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
    deliveries: lazy(() => import('./pages/deliveries/InspectorPage')),
    'new-user-export': lazy(() => import('./pages/support/NewUserExportPage')),
};
