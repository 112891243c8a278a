/**
 * /statements: a supplier's statements by type (music, others, daily), newest first, each type
 * saying what it covers and whether it pays; choosing one opens it
 * (`?supplier=1&type=music&statement=2025-06`, so it can be linked and reloaded).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Title } from 'react-admin';
import { listStatements, statementSuppliers } from '../../../resources/operations/statements';
import { useCapability } from '../../lib/capabilities';
import { getAuth } from '../../../authProvider/state';
import NotOffered from '../NotOffered';
import { messages } from '../../../resources/messages';
import { formatMoney } from '../../../resources/format';
import { cents } from '../../../resources/sales/sales';
import {
    isStatementType,
    paymentText,
    statementCoverage,
    STATEMENT_TYPES,
    type StatementSummary,
} from '../../../resources/sales/statements';
import { errorDetail } from '../../views/errors';
import { describeRecord, RecordSelect } from '../../components/RecordOption';
import PaidOn, { statementLink } from './PaidOn';
import StatementView from './StatementView';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

const money = (c: number) => formatMoney(cents(c));
/** The picker's length when it is the suppliers list (§7 only): the first by name. */
const SUPPLIERS_SHOWN = 100;

const PAYING_COLUMNS = ['Payment', 'Net earned', 'Brought forward', 'Rolled forward', 'Withholding', 'Paid'];
const DAILY_COLUMNS = ['Net earned', 'Paid on statements'];

function StatementRow({ supplier, s }: { supplier: string; s: StatementSummary }) {
    const link = (
        <TableCell>
            <Link to={statementLink(supplier, s)}>{s.pays ? `${s.start} – ${s.end}` : s.start}</Link>
        </TableCell>
    );
    if (!s.pays)
        return (
            <TableRow hover>
                {link}
                <TableCell align="right">{money(s.net_usd_cents)}</TableCell>
                <TableCell>
                    <PaidOn supplier={supplier} refs={s.paid_on} />
                </TableCell>
            </TableRow>
        );
    return (
        <TableRow hover>
            {link}
            <TableCell>{paymentText(s)}</TableCell>
            <TableCell align="right">{money(s.net_usd_cents)}</TableCell>
            <TableCell align="right">{money(s.brought_forward_cents)}</TableCell>
            <TableCell align="right">{money(s.carried_forward_cents)}</TableCell>
            <TableCell align="right">{money(s.withholding_cents)}</TableCell>
            <TableCell align="right">{money(s.paid_cents)}</TableCell>
        </TableRow>
    );
}

function StatementList({ supplier, type }: { supplier: string; type: string }) {
    const dataProvider = useConsoleDataProvider();
    const { data, error, isPending } = useQuery({
        queryKey: ['statements', supplier, type],
        queryFn: () =>
            dataProvider.call(listStatements, { id: supplier, type }, undefined, { query: { per_page: 100 } }),
    });
    if (error) return <Alert severity="error">{errorDetail(error)}</Alert>;
    if (isPending) return null;
    if (!data.results.length) return <Typography>No statements yet.</Typography>;
    const columns = type === 'daily' ? DAILY_COLUMNS : PAYING_COLUMNS;
    return (
        <Table size="small" aria-label="Statements">
            <TableHead>
                <TableRow>
                    <TableCell>{type === 'daily' ? 'Day' : 'Statement'}</TableCell>
                    {columns.map(c => (
                        <TableCell key={c} align={c.startsWith('Pay') || c.startsWith('Paid on') ? 'left' : 'right'}>
                            {c}
                        </TableCell>
                    ))}
                </TableRow>
            </TableHead>
            <TableBody>
                {data.results.map(s => (
                    <StatementRow key={s.id} supplier={supplier} s={s} />
                ))}
            </TableBody>
        </Table>
    );
}

export default function StatementsPage() {
    const dataProvider = useConsoleDataProvider();
    const [params, setParams] = useSearchParams();
    // Whose statements the caller may read: the server says, or (§7 only) the suppliers list they may see.
    const listed = useCapability('statement-suppliers');
    const suppliers = useQuery({
        queryKey: ['statement-suppliers', listed],
        queryFn: async (): Promise<Record<string, unknown>[]> => {
            if (listed) return (await dataProvider.call(statementSuppliers)).results;
            // A partner reads its own supplier's statements (a label's, its label's supplier): no list to pick from.
            const { supplier_id, label_id } = getAuth().user ?? {};
            if (supplier_id != null) return [{ id: supplier_id, name: '' }];
            // A label partner may not read its label's record on §7 alone: its supplier cannot be known here.
            if (label_id != null) return [];
            const { data } = await dataProvider.getList<{ id: number; name: string }>('catalog/suppliers', {
                pagination: { page: 1, perPage: SUPPLIERS_SHOWN },
                sort: { field: 'name', order: 'ASC' },
                filter: {},
            });
            return data;
        },
    });
    // Each supplier as its resource describes it: namesakes told apart, with their ids.
    const list = (suppliers.data ?? []).map(r => describeRecord('catalog/suppliers', r));
    // One supplier (a partner's own) opens at once; of several, staff choose: a supplier picked for
    // them could be read as the one they meant.
    const supplier = params.get('supplier') ?? (list.length === 1 ? list[0].id : '');
    const typeParam = params.get('type') ?? 'music';
    const type = isStatementType(typeParam) ? typeParam : 'music';
    const statement = params.get('statement');
    const set = (next: Record<string, string>) => setParams({ supplier, type, ...next });
    if (suppliers.isSuccess && !list.length) return <NotOffered title="Statements" />;
    return (
        <Box sx={{ p: 2, display: 'grid', gap: 2, minWidth: 0 }}>
            <Title title="Statements" />
            <Typography variant="h5" component="h2">
                Statements
            </Typography>
            {suppliers.error && <Alert severity="error">{errorDetail(suppliers.error)}</Alert>}
            {list.length > 1 && (
                <RecordSelect
                    label="Supplier"
                    value={supplier}
                    onChange={id => set({ supplier: id })}
                    records={list}
                    width={360}
                />
            )}
            {!supplier && list.length > 1 && (
                <Typography color="text.secondary">{messages.sales.chooseStatementSupplier}</Typography>
            )}
            {supplier && statement ? (
                <StatementView supplier={supplier} type={type} id={statement} onBack={() => set({})} />
            ) : (
                supplier && (
                    <>
                        <Tabs value={type} onChange={(_, t: string) => set({ type: t })} aria-label="Statement types">
                            {STATEMENT_TYPES.map(t => (
                                <Tab key={t.id} value={t.id} label={t.pays ? t.label : `${t.label} (not paid)`} />
                            ))}
                        </Tabs>
                        <Alert severity="info" role="note">
                            {statementCoverage(type)}
                        </Alert>
                        <StatementList supplier={supplier} type={type} />
                    </>
                )
            )}
        </Box>
    );
}
