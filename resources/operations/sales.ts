/** Sales reports and exports: started as jobs (for every line the user may see, or one supplier's), then polled. */
import type { Job } from '../jobs/jobs';
import { P } from '../permissions';
import type { SalesReport } from '../sales/sales';
import { defineOperation, returns } from './define';

const SALES = 'Suppliers: … sales and sales-export with polling via jobs/sales and jobs/sales-export.';
const start = (kind: 'sales' | 'sales-export', supplier: boolean) =>
    defineOperation({
        resource: supplier ? 'catalog/suppliers' : kind,
        id: supplier ? kind : 'start',
        detail: supplier,
        method: 'POST',
        path: supplier ? `${kind}/` : '',
        access: P.FINANCE,
        job: kind,
        result: returns<Job>(),
        // §7 has sales under a supplier only: all suppliers at once is the reference server's.
        spec: supplier ? SALES : { extension: 'all-supplier-sales' },
    });
export const startSales = start('sales', false);
export const startSupplierSales = start('sales', true);
export const startSalesExport = start('sales-export', false);
export const startSupplierSalesExport = start('sales-export', true);

export const salesJob = defineOperation({
    resource: 'jobs/sales',
    id: 'poll',
    detail: true,
    method: 'GET',
    path: '',
    access: P.ANY_USER,
    result: returns<Job & { report: SalesReport | null }>(),
    spec: SALES,
});
export const salesExportJob = defineOperation({
    resource: 'jobs/sales-export',
    id: 'poll',
    detail: true,
    method: 'GET',
    path: '',
    access: P.ANY_USER,
    result: returns<Job>(),
    spec: SALES,
});
