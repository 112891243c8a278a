/** The dashboard's figures: every user gets the parts their access allows. */
import { P } from '../permissions';
import type { DashboardFigures } from '../sales/dashboard';
import { defineOperation, returns } from './define';

export const dashboardFigures = defineOperation({
    resource: 'dashboard',
    id: 'figures',
    detail: false,
    method: 'GET',
    path: '',
    access: P.ANY_USER,
    result: returns<DashboardFigures>(),
    spec: { extension: 'dashboard' },
});
