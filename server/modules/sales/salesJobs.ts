/**
 * Sales jobs (spec §4 "Long jobs (sales and sales export)"): a report over the caller's own lines,
 * kept for the poller at `jobs/sales/{id}/`, and an export whose CSV the job centre downloads.
 * Both read lines as their owner may see them (the tenancy is fixed when the request is made).
 */
import { toCsv } from '../../../resources/csv';
import { P } from '../../../resources/permissions';
import { csvRow, salesReport, SALES_CSV_COLUMNS, type SalesFilter } from '../../../resources/sales/sales';
import { stmt } from '../../db';
import { selectLines } from './lines';
import { JobFailure, type JobHandler, type JobRun } from '../../core/jobHandler';
import { api } from '../../../resources/messages/api';

/** What a sales job is asked: the checked filter, the supplier (if one), and the owner's tenancy. */
export interface SalesParams {
    filter: SalesFilter;
    supplier_id: number | null;
    tenant: { column: 'supplier_id' | 'label_id'; id: number } | null;
    /** A job that never finishes, for the console's timeout (only with JOB_TEST_HOOKS=1). */
    stall?: boolean;
}

export const SALES_STEPS = 4;
export const stalledJob = api.stalledJob;

async function linesOf({ db, params, progress, pause }: JobRun) {
    const p = params as unknown as SalesParams;
    if (p.stall) throw new JobFailure(stalledJob);
    // The reference API's "work": a few steps, so the console visibly polls.
    for (let step = 1; step < SALES_STEPS; step++) {
        await pause();
        progress((step * 100) / SALES_STEPS);
    }
    const scope = p.tenant ? { sql: `s.${p.tenant.column} = ?`, params: [p.tenant.id] } : { sql: '1', params: [] };
    return { p, lines: selectLines(db, { scope, supplierId: p.supplier_id, filter: p.filter }) };
}

export const salesJob: JobHandler = {
    access: P.FINANCE,
    resumable: true,
    async run(run) {
        const { p, lines } = await linesOf(run);
        stmt(run.db, 'INSERT OR REPLACE INTO sales_reports (job_id, report) VALUES (?, ?)').run(
            run.job.id,
            JSON.stringify(salesReport(p.filter, lines))
        );
    },
};

export const salesExportJob: JobHandler = {
    access: P.FINANCE,
    resumable: true,
    async run(run) {
        const { p, lines } = await linesOf(run);
        const name = `sales-${p.supplier_id ? `supplier-${p.supplier_id}-` : ''}${p.filter.start_date}-to-${p.filter.end_date}.csv`;
        return { file: { name, body: toCsv(SALES_CSV_COLUMNS, lines.map(csvRow)) } };
    },
};
