/**
 * One statement: what its type covers, its settlement (brought and rolled forward, US withholding,
 * paid) or, for a daily one, the statements that pay its sales; and its revenue summaries with totals.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNotify } from 'react-admin';
import { downloadStatement, readStatement } from '../../../resources/operations/statements';
import { saveBlob } from '../../lib/saveBlob';
import { formatMoney, formatNumber } from '../../../resources/format';
import { fill, messages } from '../../../resources/messages';
import { cents } from '../../../resources/sales/sales';
import {
    paymentText,
    statementCoverage,
    statementTypeOf,
    type PayingStatement,
    type Statement,
} from '../../../resources/sales/statements';
import { errorDetail } from '../../views/errors';
import { StatementName } from './PaidOn';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

const money = (c: number) => formatMoney(cents(c));

function Line({ label, value, strong }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
    return (
        <TableRow>
            <TableCell component="th" scope="row" sx={strong ? { fontWeight: 700 } : undefined}>
                {label}
            </TableCell>
            <TableCell align="right" sx={strong ? { fontWeight: 700 } : undefined}>
                {value}
            </TableCell>
        </TableRow>
    );
}

function Summary({ summary }: { summary: Statement['summaries'][number] }) {
    return (
        <Table size="small" aria-label={`Revenue by ${summary.label.toLowerCase()}`}>
            <TableHead>
                <TableRow>
                    <TableCell>{summary.label}</TableCell>
                    <TableCell align="right">Quantity</TableCell>
                    <TableCell align="right">Gross</TableCell>
                    <TableCell align="right">Net</TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {summary.rows.map(r => (
                    <TableRow key={r.key}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.key}</TableCell>
                        <TableCell align="right">{formatNumber(r.quantity)}</TableCell>
                        <TableCell align="right">{money(r.gross_usd_cents)}</TableCell>
                        <TableCell align="right">{money(r.net_usd_cents)}</TableCell>
                    </TableRow>
                ))}
            </TableBody>
            <TableFooter sx={{ '& td, & th': { fontWeight: 700, fontSize: '0.875rem', color: 'text.primary' } }}>
                <TableRow>
                    <TableCell component="th" scope="row">
                        Total
                    </TableCell>
                    <TableCell align="right">{formatNumber(summary.total.quantity)}</TableCell>
                    <TableCell align="right">{money(summary.total.gross_usd_cents)}</TableCell>
                    <TableCell align="right">{money(summary.total.net_usd_cents)}</TableCell>
                </TableRow>
            </TableFooter>
        </Table>
    );
}

/** A music or others statement's settlement, down to what is paid and when. */
function PayingLines({ s }: { s: PayingStatement }) {
    return (
        <>
            <Line label="Net earned this period" value={money(s.net_usd_cents)} />
            {s.brought_forward_cents > 0 && (
                <Line label={messages.sales.broughtForward} value={money(s.brought_forward_cents)} />
            )}
            {s.carried_forward_cents > 0 && (
                <Line label={messages.sales.rolledForward} value={money(s.carried_forward_cents)} />
            )}
            <Line label="Payable" value={money(s.payable_cents)} />
            <Line
                label={
                    s.withholding_remitted_by
                        ? fill(messages.sales.withholding, { date: s.withholding_remitted_by })
                        : messages.sales.noWithholding
                }
                value={money(s.withholding_cents)}
            />
            <Line label={paymentText(s)} value={money(s.paid_cents)} strong />
        </>
    );
}

export default function StatementView({
    supplier,
    type,
    id,
    onBack,
}: {
    supplier: string;
    type: string;
    id: string;
    onBack: () => void;
}) {
    const dataProvider = useConsoleDataProvider();
    const notify = useNotify();
    const params = { id: supplier, type, statement: id };
    const { data: s, error } = useQuery({
        queryKey: ['statement', supplier, type, id],
        queryFn: () => dataProvider.call(readStatement, params),
    });
    async function download() {
        try {
            saveBlob(await dataProvider.call(downloadStatement, params), `statement-${supplier}-${type}-${id}.csv`);
        } catch {
            notify(messages.errors.download, { type: 'error' });
        }
    }
    if (error) return <Alert severity="error">{errorDetail(error)}</Alert>;
    if (!s) return null;
    return (
        <Box component="section" aria-label="Statement" sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <Typography variant="h6" component="h3" sx={{ mr: 'auto' }}>
                    {`${s.supplier.name}: ${statementTypeOf(s.type).label} statement ${s.pays ? `${s.start} – ${s.end}` : s.start}`}
                </Typography>
                <Button onClick={onBack}>All statements</Button>
                <Button variant="contained" onClick={() => void download()}>
                    Download CSV
                </Button>
            </Box>
            <Alert severity="info" role="note">
                {statementCoverage(s.type)}
            </Alert>
            <Table size="small" aria-label="Settlement" sx={{ maxWidth: 640 }}>
                <TableBody>
                    {s.pays ? (
                        <PayingLines s={s} />
                    ) : (
                        <>
                            <Line label="Net earned this day" value={money(s.net_usd_cents)} />
                            {s.paid_on.map(ref => (
                                <Line
                                    key={ref.type}
                                    label={
                                        <>
                                            {ref.issued ? messages.sales.paidOnOther : messages.sales.toBePaidOnOther}{' '}
                                            <StatementName supplier={supplier} statement={ref} />
                                        </>
                                    }
                                    value={money(ref.net_usd_cents)}
                                />
                            ))}
                            <Line label={messages.sales.paidHere} value={money(0)} strong />
                        </>
                    )}
                </TableBody>
            </Table>
            <Box
                sx={{
                    display: 'grid',
                    gap: 3,
                    gridTemplateColumns: 'repeat(auto-fill, minmax(420px, 1fr))',
                    alignItems: 'start',
                    minWidth: 0,
                }}
            >
                {s.summaries.map(summary => (
                    <Summary key={summary.by} summary={summary} />
                ))}
            </Box>
        </Box>
    );
}
