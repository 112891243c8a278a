import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { formatAmount, formatNumber } from '../../../resources/format';
import { choiceName } from '../../../resources/fields';
import {
    PAYMENT_METHOD_CHOICES,
    TAX_KIND_CHOICES,
    TRANSACTION_KIND_CHOICES,
} from '../../../resources/support/orderItems';
import { allowedNow } from '../../../authProvider';
import SubTable from '../../components/SubTable';
import { formatTime } from '../../lib/time';

type Row = Record<string, unknown>;

/** An order's money: transactions, tax lines (city, state, VAT), audio-format fees, the receipt and the order's IP. */
export default function OrderPaymentTab() {
    const order = useRecordContext();
    if (!order) return null;
    const amount = (v: unknown) => formatAmount(v as number, order.currency);
    const receipt = (order.receipt ?? {}) as Row;
    const lines: [string, unknown][] = [
        ['Subtotal', receipt.subtotal],
        ['Tax', receipt.tax_total],
        ['Audio-format fees', receipt.fee_total],
        ['Total', receipt.total],
        ['Refunded', receipt.refund_total],
        ['Total after refunds', receipt.net_total],
    ];
    return (
        <Box sx={{ width: '100%' }}>
            <Typography variant="h6" component="h3">
                Transactions
            </Typography>
            <SubTable<Row>
                label="Transactions"
                empty="No payment was taken for this order."
                rows={order.transactions as Row[]}
                columns={[
                    { key: 'created', label: 'Date', nowrap: true, render: r => formatTime(r.created as string) },
                    {
                        key: 'kind',
                        label: 'Kind',
                        render: r => choiceName(TRANSACTION_KIND_CHOICES, r.kind, allowedNow),
                    },
                    {
                        key: 'method',
                        label: 'Method',
                        render: r => choiceName(PAYMENT_METHOD_CHOICES, r.method, allowedNow),
                    },
                    { key: 'reference', label: 'Reference' },
                    { key: 'amount', label: 'Amount', nowrap: true, render: r => amount(r.amount) },
                ]}
            />
            <Typography variant="h6" component="h3">
                Tax lines
            </Typography>
            <SubTable<Row>
                label="Tax lines"
                empty="No tax was charged."
                rows={order.tax_lines as Row[]}
                columns={[
                    { key: 'kind', label: 'Tax', render: r => choiceName(TAX_KIND_CHOICES, r.kind, allowedNow) },
                    { key: 'name', label: 'Name' },
                    { key: 'amount', label: 'Amount', nowrap: true, render: r => amount(r.amount) },
                ]}
            />
            <Typography variant="h6" component="h3">
                Audio-format fees
            </Typography>
            <SubTable<Row>
                label="Audio-format fees"
                empty="No audio-format fees."
                rows={order.fees as Row[]}
                columns={[
                    { key: 'audio_format', label: 'Format' },
                    { key: 'items', label: 'Items', render: r => formatNumber(r.items) },
                    { key: 'amount', label: 'Amount', nowrap: true, render: r => amount(r.amount) },
                ]}
            />
            <Typography variant="h6" component="h3">
                Receipt
            </Typography>
            <Paper variant="outlined" sx={{ p: 2, maxWidth: 420 }} aria-label="Receipt">
                <Typography variant="subtitle2">Receipt {String(receipt.number ?? '')}</Typography>
                <Typography variant="body2" color="text.secondary" gutterBottom>
                    {formatTime(receipt.issued as string)} · Order IP address {String(order.purchaser_ip ?? '')}
                </Typography>
                {lines.map(([label, value]) => (
                    <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between' }}>
                        <Typography variant="body2">{label}</Typography>
                        <Typography variant="body2">{amount(value)}</Typography>
                    </Box>
                ))}
            </Paper>
        </Box>
    );
}
