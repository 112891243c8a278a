import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RaRecord } from 'react-admin';
import { formatAmount } from '../../../resources/format';
import { fill, messages } from '../../../resources/messages';
import { chargedAfter, type RefundAmounts } from '../../../resources/support/orderItems';

/** Label and amount pairs as a definition list, each amount named by its label. */
function Amounts({ label, parts, testId }: { label: string; parts: [string, string][]; testId: string }) {
    return (
        <Box component="dl" aria-label={label} sx={{ display: 'flex', gap: 3, m: 0, mb: 1, flexWrap: 'wrap' }}>
            {parts.map(([term, value]) => (
                <Box key={term}>
                    <Typography component="dt" variant="caption" color="text.secondary">
                        {term}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, fontWeight: 500 }} data-testid={`${testId}-${term}`}>
                        {value}
                    </Typography>
                </Box>
            ))}
        </Box>
    );
}

/** The order's money at a glance: total, refunded, and what is left after refunds. */
export default function OrderTotals({ order }: { order: RaRecord }) {
    const amount = (v: unknown) => formatAmount(v as number, order.currency);
    return (
        <Amounts
            label="Order totals"
            testId="order"
            parts={[
                ['Total', amount(order.total)],
                ['Refunded', amount(order.refund_total)],
                ['Total after refunds', amount(order.net_total)],
            ]}
        />
    );
}

/**
 * The refund's confirmation: what the customer gets back (price, fees, tax, total: each item's
 * fee and tax share follow it) and what the order still charges afterwards.
 */
export function RefundSummary({
    question,
    amounts,
    order,
}: {
    question: string;
    amounts: RefundAmounts;
    order: RaRecord;
}) {
    const amount = (v: number) => formatAmount(v, order.currency);
    const kept = chargedAfter({ total: order.total as number, refund_total: order.refund_total as number }, amounts);
    return (
        <>
            <Typography gutterBottom>{question}</Typography>
            <Typography variant="subtitle2" component="h3">
                {messages.orders.refundBack}
            </Typography>
            <Amounts
                label={messages.orders.refundBack}
                testId="refund"
                parts={[
                    ['Price', amount(amounts.price)],
                    ['Audio-format fees', amount(amounts.fees)],
                    ['Tax', amount(amounts.tax)],
                    ['Total', amount(amounts.total)],
                ]}
            />
            <Typography variant="body2" gutterBottom>
                {messages.orders.refundRule}
            </Typography>
            <Typography variant="body2">
                {fill(messages.orders.refundKept, { amount: amount(kept), total: amount(order.total as number) })}
            </Typography>
        </>
    );
}
