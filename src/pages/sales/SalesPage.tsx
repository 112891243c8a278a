/**
 * /sales: the filters, a request that starts a sales job and polls `jobs/sales/{id}/` (spec §4),
 * then the report: a line chart over time, a bar chart by a chosen dimension, and the tracks.
 * The export starts a `sales-export` job whose CSV the job centre downloads (where the server lists jobs).
 * Without `all-supplier-sales` a request names one supplier: staff choose it, a label partner cannot ask.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Title, useNotify } from 'react-admin';
import { getAuth } from '../../../authProvider/state';
import { formatAmount, formatMoney, formatNumber } from '../../../resources/format';
import { jobStateName, type Job } from '../../../resources/jobs/jobs';
import { fill, messages } from '../../../resources/messages';
import { cents, checkSalesFilter, type SalesReport } from '../../../resources/sales/sales';
import { isRequested, useJob, type Requested } from '../../jobs/useJob';
import { hasCapability } from '../../lib/capabilities';
import { allowedNow } from '../../../authProvider';
import { P } from '../../../resources/permissions';
import { JobTimedOut } from '../../jobs/pollJob';
import { errorDetail } from '../../views/errors';
import SalesFilters, { salesBody, salesFormFrom, salesFormParams, type SalesFormValues } from './SalesFilters';
import { SalesBarChart, SalesLineChart } from './SalesCharts';
import SalesDetailTable from './SalesDetailTable';
import {
    salesExportJob,
    salesJob,
    startSales,
    startSalesExport,
    startSupplierSales,
    startSupplierSalesExport,
} from '../../../resources/operations/sales';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

/** Where a request goes: a supplier partner's own supplier, a chosen supplier, or every line the user may see. */
function salesCall(kind: 'sales' | 'sales-export', supplierId: string) {
    const own = getAuth().user?.supplier_id;
    const supplier = own ?? (supplierId ? Number(supplierId) : null);
    if (kind === 'sales') return supplier ? { op: startSupplierSales, supplier } : { op: startSales };
    return supplier ? { op: startSupplierSalesExport, supplier } : { op: startSalesExport };
}

function Totals({ report }: { report: SalesReport }) {
    const figures = [
        ['Net', formatMoney(cents(report.totals.net_usd_cents))],
        ['Gross', formatMoney(cents(report.totals.gross_usd_cents))],
        ['Quantity', formatNumber(report.totals.quantity)],
        ['Lines', formatNumber(report.totals.lines)],
    ];
    return (
        <Box component="dl" aria-label="Sales totals" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0 }}>
            {figures.map(([label, value]) => (
                <Box key={label}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                        {label}
                    </Typography>
                    <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                        {value}
                    </Typography>
                </Box>
            ))}
            {report.byCurrency.length > 1 && (
                <Box>
                    <Typography component="dt" variant="body2" color="text.secondary">
                        Gross by currency
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                        {report.byCurrency.map(c => formatAmount(cents(c.gross_cents), c.currency)).join(' · ')}
                    </Typography>
                </Box>
            )}
        </Box>
    );
}

export default function SalesPage() {
    const dataProvider = useConsoleDataProvider();
    const notify = useNotify();
    const report$ = useJob();
    const [params, setParams] = useSearchParams();
    const export$ = useJob();
    // The filters and the report's job live in the address: a reload or a shared link shows the same report.
    const [values, setValues] = useState<SalesFormValues>(() => salesFormFrom(params));
    /** The job this page follows already (its own request), not to be opened again from the address. */
    const following = useRef<string | null>(null);
    const [errors, setErrors] = useState<Record<string, string>>({});
    const [report, setReport] = useState<SalesReport | null>(null);
    const [failure, setFailure] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);
    // Without sales for every supplier at once, staff choose one; a label partner has none to choose.
    const supplierRequired = !hasCapability('all-supplier-sales') && getAuth().user?.supplier_id == null;
    const noSupplier = supplierRequired && !allowedNow(P.STAFF);

    function checked(): Record<string, unknown> | null {
        const body = salesBody(values);
        const result = checkSalesFilter(body);
        const fields: Record<string, string> = result.ok ? {} : { ...result.fields };
        if (supplierRequired && !values.supplier_id) fields.supplier_id = messages.sales.chooseSupplier;
        setErrors(fields);
        return Object.keys(fields).length ? null : body;
    }
    const start = (kind: 'sales' | 'sales-export', body: Record<string, unknown>) => {
        const { op, supplier } = salesCall(kind, values.supplier_id);
        return dataProvider.call(op, supplier, body);
    };

    /** Shows what following a sales job comes to: its report, or why there is none. */
    async function showReport(follow: () => Promise<(Job & { report: SalesReport | null }) | Requested>) {
        setBusy(true);
        setFailure(null);
        setReport(null);
        try {
            const outcome = await follow();
            if (isRequested(outcome)) setFailure(messages.sales.requested);
            else if (outcome.report) setReport(outcome.report);
            else setFailure(fill(messages.jobs.noReport, { id: outcome.id }));
        } catch (e) {
            setFailure(e instanceof JobTimedOut ? messages.errors.timedOut : errorDetail(e));
        } finally {
            setBusy(false);
        }
    }

    async function request() {
        const body = checked();
        if (!body) return;
        await showReport(async () => {
            const started = await start('sales', body);
            following.current = String(started.id);
            setParams({ ...salesFormParams(values), job: String(started.id) }, { replace: true });
            return report$.follow<Job & { report: SalesReport | null }>(started, { kind: 'sales', status: salesJob });
        });
    }

    // A finished (or running) report opened from the job centre: `/sales?job={id}`.
    const opened = params.get('job');
    useEffect(() => {
        if (!opened || !/^\d+$/.test(opened) || opened === following.current) return;
        following.current = opened;
        // Read and followed as the job answers (the page's state changes in its callbacks, not here).
        void Promise.resolve().then(() =>
            showReport(async () => {
                const job = await dataProvider.call(salesJob, Number(opened));
                return job.state === 'DONE' && !job.child_job_id
                    ? job
                    : report$.follow(job, { kind: 'sales', status: salesJob });
            })
        );
        // Once per job opened; the functions it calls are this render's.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [opened]);

    async function exportCsv() {
        const body = checked();
        if (!body) return;
        try {
            const answer = await start('sales-export', body);
            // The file is downloaded from the job centre, where this server lists jobs.
            const started = hasCapability('jobs') ? messages.sales.exportStarted : messages.jobs.exportNoDownload;
            notify(fill(started, { id: answer.id }), { type: 'info' });
            await export$.follow(answer, { kind: 'sales-export', status: salesExportJob });
        } catch (e) {
            notify(e instanceof JobTimedOut ? messages.errors.timedOut : errorDetail(e), { type: 'error' });
        }
    }

    const job = report$.job;
    return (
        <Box sx={{ p: 2, display: 'grid', gap: 2, minWidth: 0 }}>
            <Title title="Sales" />
            <Typography variant="h5" component="h2">
                Sales
            </Typography>
            <SalesFilters values={values} onChange={setValues} errors={errors} supplierRequired={supplierRequired} />
            {noSupplier && <Alert severity="info">{messages.sales.noSupplierSales}</Alert>}
            <Box sx={{ display: 'flex', gap: 1 }}>
                <Button variant="contained" onClick={() => void request()} disabled={busy || noSupplier}>
                    {messages.sales.request}
                </Button>
                <Button variant="outlined" onClick={() => void exportCsv()} disabled={export$.running || noSupplier}>
                    {messages.sales.export}
                </Button>
            </Box>
            <Box aria-live="polite">
                {busy && job && (
                    <Box role="status">
                        <Typography variant="body2">
                            {fill(messages.sales.polling, { id: job.id, state: jobStateName(job.state).toLowerCase() })}
                        </Typography>
                        {report$.trouble && (
                            <Typography variant="body2" color="text.secondary">
                                {report$.trouble}
                            </Typography>
                        )}
                        <LinearProgress
                            aria-label="Sales report progress"
                            variant={job.progress == null ? 'indeterminate' : 'determinate'}
                            value={job.progress ?? undefined}
                        />
                    </Box>
                )}
                {failure && (
                    <Alert severity="error" role="alert">
                        {failure}
                    </Alert>
                )}
            </Box>
            {report && (
                <Card variant="outlined" sx={{ minWidth: 0 }}>
                    <CardContent sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
                        <Typography variant="h6" component="h3">
                            {fill(messages.sales.reportTitle, {
                                start: report.filter.start_date,
                                end: report.filter.end_date,
                            })}
                        </Typography>
                        <Totals report={report} />
                        {report.totals.lines === 0 ? (
                            <Typography>{messages.sales.noLines}</Typography>
                        ) : (
                            <>
                                <Box
                                    sx={{
                                        display: 'grid',
                                        gap: 3,
                                        gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
                                        minWidth: 0,
                                    }}
                                >
                                    <SalesLineChart report={report} />
                                    <SalesBarChart report={report} />
                                </Box>
                                <SalesDetailTable rows={report.detail} />
                            </>
                        )}
                    </CardContent>
                </Card>
            )}
        </Box>
    );
}
