/** The dashboard's deliveries card: how many need attention, and the newest, each opening in the inspector. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { allowedNow } from '../../../authProvider';
import { inspectorHref } from '../../../resources/delivery/inspectorQuery';
import { deliveryHelp, releaseStatusName } from '../../../resources/delivery/statuses';
import { P } from '../../../resources/permissions';
import type { DashboardFigures } from '../../../resources/sales/dashboard';
import { formatNumber } from '../../../resources/format';

export default function DeliveriesNeedingAttention({
    figures,
}: {
    figures: NonNullable<DashboardFigures['deliveries']>;
}) {
    const partner = allowedNow(P.PARTNER);
    if (!figures.count) return <Typography color="text.secondary">No delivery needs attention.</Typography>;
    return (
        <>
            <Typography variant="h5" component="p">
                {formatNumber(figures.count)}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { overflowWrap: 'anywhere', mb: 0.5 } }}>
                {figures.rows.map(d => (
                    <li key={d.id}>
                        <Link to={inspectorHref({ attention: true, delivery: d.id })}>{d.release_title}</Link>
                        {`: ${deliveryHelp(d.status_message, partner)?.text ?? releaseStatusName(d.release_status, partner)}`}
                    </li>
                ))}
            </Box>
        </>
    );
}
