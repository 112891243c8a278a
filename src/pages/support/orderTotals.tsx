import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RaRecord } from 'react-admin';
import { formatAmount } from '../../../resources/format';

/** The order's money at a glance: total, refunded, and what is left after refunds. */
export default function OrderTotals({ order }: { order: RaRecord }) {
    const amount = (v: unknown) => formatAmount(v as number, order.currency);
    const parts: [string, unknown][] = [
        ['Total', order.total],
        ['Refunded', order.refund_total],
        ['Total after refunds', order.net_total],
    ];
    return (
        <Box component="dl" aria-label="Order totals" sx={{ display: 'flex', gap: 3, m: 0, mb: 1, flexWrap: 'wrap' }}>
            {parts.map(([label, value]) => (
                <Box key={label}>
                    <Typography component="dt" variant="caption" color="text.secondary">
                        {label}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, fontWeight: 500 }} data-testid={`order-${label}`}>
                        {amount(value)}
                    </Typography>
                </Box>
            ))}
        </Box>
    );
}
