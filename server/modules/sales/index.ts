/**
 * Sales and statements (spec §7 suppliers: "statements (music, daily and others; list, item, CSV
 * download); sales and sales-export with polling via jobs/sales and jobs/sales-export"), for
 * admin and finance, and for supplier and label partners on their own (§6 FINANCE).
 *
 *   POST catalog/suppliers/{id}/sales/ | sales-export/   one supplier's lines → a job
 *   POST sales/ | sales-export/                          every line the caller may see → a job
 *   GET  jobs/sales/{id}/ | jobs/sales-export/{id}/      the poller's call (the report when DONE)
 *   GET  catalog/suppliers/{id}/statements/{type}/[{statement}/[csv/]]
 *   GET  statements/suppliers/                           whose statements the caller may read
 */
import type { Context } from 'hono';
import {
    salesExportJob,
    salesJob,
    startSales,
    startSalesExport,
    startSupplierSales,
    startSupplierSalesExport,
} from '../../../resources/operations/sales';
import {
    downloadStatement,
    listStatements,
    readStatement,
    statementSuppliers as statementSuppliersOperation,
} from '../../../resources/operations/statements';
import { serve } from '../../core/operations';
import suppliers from '../../../resources/catalog/suppliers';
import { toCsv } from '../../../resources/csv';
import { describedPaths } from '../../../resources/describe';
import { ALL_JOBS_ACCESS, type JobKind } from '../../../resources/jobs/jobs';
import { checkSalesFilter, csvRow, SALES_CSV_COLUMNS, type SalesFilter } from '../../../resources/sales/sales';
import { isStatementType } from '../../../resources/sales/statements';
import { stmt, type DB } from '../../db';
import { allowed, type Principal } from '../../core/access';
import { parseId } from '../../core/collection';
import type { Env } from '../../core/env';
import { badRequest, notFound } from '../../core/errors';
import type { ServerModule } from '../../core/module';
import { envelope, parsePaging } from '../../core/paging';
import { nowIso } from '../../core/rows';
import { enqueueJob, finishJob, JOB_LIST_SQL, presentJob, readJob, type JobRow } from '../../core/jobQueue';
import { stalledJob, type SalesParams } from './salesJobs';
import { SALES_DDL, seedSalesLines } from './lines';
import { statementLines, statementOf, statementsOf, type StatementScope } from './statements';
import { periodOf } from '../../../resources/sales/statements';
import { api } from '../../../resources/messages/api';

/** JOB_TEST_HOOKS=1 lets a request ask for a job that never finishes (the console's timeout test). */
const testHooks = () => process.env.JOB_TEST_HOOKS === '1';
/** "Never" for the console: long past its timeout; then it fails, so the owner's job centre settles. */
export const STALL_MS = 30_000;

function endStalledLater(db: DB, jobId: number) {
    setTimeout(() => {
        try {
            if (db.open) finishJob(db, jobId, { error: stalledJob });
        } catch {
            // The database went away with its server; start-up recovery ends the job instead.
        }
    }, STALL_MS).unref();
}

/**
 * The supplier in the path as the caller may use it: staff any, a supplier partner its own, a label
 * partner its label's supplier. Someone else's is 404, so its existence does not leak.
 */
function visibleSupplier(ctx: Context<Env>): { p: Principal; supplierId: number; db: DB } {
    const p = ctx.get('principal');
    const supplierId = parseId(ctx.req.param('id') ?? '');
    const db = ctx.get('db');
    const own =
        p.partnerType === 'supplier'
            ? p.supplierId === supplierId
            : p.partnerType === 'label'
              ? stmt(db, 'SELECT supplier_id FROM labels WHERE id = ?').pluck().get(p.labelId) === supplierId
              : true;
    if (!own || !stmt(db, 'SELECT 1 FROM suppliers WHERE id = ?').get(supplierId)) throw notFound();
    return { p, supplierId, db };
}

const tenantOf = (p: Principal): SalesParams['tenant'] =>
    p.partnerType === 'supplier'
        ? { column: 'supplier_id', id: p.supplierId ?? 0 }
        : p.partnerType === 'label'
          ? { column: 'label_id', id: p.labelId ?? 0 }
          : null;

/** The label and release filters must name records the caller may see. */
function checkRecords(db: DB, p: Principal, f: SalesFilter): void {
    const tenant = tenantOf(p);
    if (f.label_id !== undefined) {
        const label = stmt(db, 'SELECT id, supplier_id FROM labels WHERE id = ?').get(f.label_id) as
            { id: number; supplier_id: number } | undefined;
        const mine = !tenant || (tenant.column === 'label_id' ? label?.id : label?.supplier_id) === tenant.id;
        if (!label || !mine) throw badRequest(api.chooseOwnLabel, { label_id: api.chooseOwnLabel });
    }
    if (f.release_id !== undefined) {
        const release = stmt(
            db,
            'SELECT r.label_id, l.supplier_id FROM releases r JOIN labels l ON l.id = r.label_id WHERE r.id = ?'
        ).get(f.release_id) as { label_id: number; supplier_id: number } | undefined;
        const mine = !tenant || release?.[tenant.column] === tenant.id;
        if (!release || !mine) throw badRequest(api.chooseOwnRelease, { release_id: api.chooseOwnRelease });
    }
}

async function startSalesJob(ctx: Context<Env>, kind: JobKind, supplierId: number | null) {
    const p = ctx.get('principal');
    const db = ctx.get('db');
    const body = (await ctx.req.json().catch(() => {
        throw badRequest(api.salesFilters);
    })) as unknown;
    const checked = checkSalesFilter(body, new Date(), testHooks() ? ['stall'] : []);
    if (!checked.ok) throw badRequest(checked.detail, checked.fields);
    checkRecords(db, p, checked.value);
    const stall = testHooks() && (body as { stall?: unknown }).stall === true;
    const params: SalesParams = { filter: checked.value, supplier_id: supplierId, tenant: tenantOf(p), stall };
    const id = db.transaction(() => {
        const jobId = enqueueJob(db, { kind, ownerId: p.userId, targetId: supplierId, params: { ...params } });
        // A stalled job is RUNNING from the start and never claimed, so it holds no worker.
        if (stall)
            stmt(db, "UPDATE jobs SET state = 'RUNNING', started = ?, attempts = 1 WHERE id = ?").run(nowIso(), jobId);
        return jobId;
    })();
    if (stall) endStalledLater(db, id);
    return ctx.json(presentJob({ ...readJob(db, id)!, owner_name: p.username }), 201);
}

/** A sales job as its owner (or an admin) may poll it; another kind's id under this path is 404. */
function pollSalesJob(ctx: Context<Env>, kind: JobKind) {
    const p = ctx.get('principal');
    const id = parseId(ctx.req.param('id') ?? '');
    const db = ctx.get('db');
    const row = stmt(db, `${JOB_LIST_SQL} WHERE j.id = ? AND j.kind = ?`).get(id, kind) as
        (JobRow & { owner_name: string | null }) | undefined;
    if (!row || (row.owner_id !== p.userId && !allowed(p, ALL_JOBS_ACCESS))) throw notFound();
    const job = presentJob(row);
    if (kind !== 'sales' || job.state !== 'DONE') return ctx.json(job);
    const report = stmt(db, 'SELECT report FROM sales_reports WHERE job_id = ?').pluck().get(id) as string | undefined;
    return ctx.json({ ...job, report: report ? (JSON.parse(report) as unknown) : null });
}

function statementScope(ctx: Context<Env>): StatementScope & { db: DB } {
    const { p, supplierId, db } = visibleSupplier(ctx);
    return { supplierId, labelId: p.partnerType === 'label' ? p.labelId : null, db };
}

function statementType(ctx: Context<Env>) {
    const type = ctx.req.param('type') ?? '';
    if (!isStatementType(type)) throw notFound(api.statementTypes);
    return type;
}

/** The suppliers whose statements the caller may read: staff every one, a partner its own (a label its label's). */
function statementSuppliers(ctx: Context<Env>) {
    const p = ctx.get('principal');
    const where =
        p.partnerType === 'supplier'
            ? { sql: 'id = ?', params: [p.supplierId] }
            : p.partnerType === 'label'
              ? { sql: 'id = (SELECT supplier_id FROM labels WHERE id = ?)', params: [p.labelId] }
              : { sql: '1', params: [] };
    // With what tells namesakes apart in the picker (the suppliers' `describe`: plain columns).
    const described = describedPaths(suppliers.describe).filter(path => !path.includes('.'));
    const rows = stmt(
        ctx.get('db'),
        `SELECT ${['id', 'name', ...described].join(', ')} FROM suppliers WHERE ${where.sql} ORDER BY name, id`
    ).all(...where.params);
    return ctx.json({ results: rows });
}

const starts = (
    [
        [startSales, 'sales', false],
        [startSupplierSales, 'sales', true],
        [startSalesExport, 'sales-export', false],
        [startSupplierSalesExport, 'sales-export', true],
    ] as const
).map(([op, kind, onSupplier]) =>
    serve(op, ctx => startSalesJob(ctx, kind, onSupplier ? visibleSupplier(ctx).supplierId : null))
);

const polls = [
    serve(salesJob, ctx => pollSalesJob(ctx, 'sales')),
    serve(salesExportJob, ctx => pollSalesJob(ctx, 'sales-export')),
];

const statements = [
    serve(statementSuppliersOperation, statementSuppliers),
    serve(listStatements, ctx => {
        const { db, ...scope } = statementScope(ctx);
        const paging = parsePaging(ctx.req.query());
        const all = statementsOf(db, scope, statementType(ctx)).reverse();
        return ctx.json(
            envelope(ctx.req.url, all.length, paging, all.slice(paging.offset, paging.offset + paging.perPage))
        );
    }),
    serve(readStatement, ctx => {
        const { db, ...scope } = statementScope(ctx);
        const statement = statementOf(db, scope, statementType(ctx), ctx.req.param('statement') ?? '');
        if (!statement) throw notFound();
        return ctx.json(statement);
    }),
    serve(downloadStatement, ctx => {
        const { db, ...scope } = statementScope(ctx);
        const type = statementType(ctx);
        const id = ctx.req.param('statement') ?? '';
        const period = periodOf(type, id);
        if (!period || !statementsOf(db, scope, type).some(s => s.id === id)) throw notFound();
        const lines = statementLines(db, scope, type, period);
        ctx.header('Content-Disposition', `attachment; filename="statement-${scope.supplierId}-${type}-${id}.csv"`);
        return ctx.body(toCsv(SALES_CSV_COLUMNS, lines.map(csvRow)), 200, {
            'Content-Type': 'text/csv; charset=utf-8',
        });
    }),
];

const sales: ServerModule = {
    name: 'sales',
    ddl: SALES_DDL,
    seed: seedSalesLines,
    operations: [...statements, ...starts, ...polls],
};
export default sales;
