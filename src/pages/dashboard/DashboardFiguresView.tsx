/** The user's figures from `GET dashboard/`: each card only when the server sent its part. */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { inspectorHref } from '../../../resources/delivery/inspectorQuery';
import { formatAmount, formatMoney } from '../../../resources/format';
import { fill, messages } from '../../../resources/messages';
import { cents } from '../../../resources/sales/sales';
import { hypeTrialText } from '../../../resources/support/hype';
import { loadingOrFailed } from '../../components/LoadFailed';
import DeliveriesNeedingAttention from './DeliveriesNeedingAttention';
import Sparkline from './Sparkline';
import ListCounts from './ListCounts';
import { useCapability } from '../../lib/capabilities';
import { dashboardFigures } from '../../../resources/operations/dashboard';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

function Figure({ title, children, to }: { title: string; children: ReactNode; to?: string }) {
    return (
        <Card variant="outlined" component="section" aria-label={title}>
            <CardContent>
                <Typography variant="subtitle1" component="h3" gutterBottom>
                    {to ? <Link to={to}>{title}</Link> : title}
                </Typography>
                {children}
            </CardContent>
        </Card>
    );
}

const List = ({ children }: { children: ReactNode }) => (
    <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { overflowWrap: 'anywhere' } }}>
        {children}
    </Box>
);

/** The server's figures, or (where it has no `GET dashboard/`) the counts its §7 lists give. */
export default function DashboardFiguresView() {
    return useCapability('dashboard') ? <ServerFigures /> : <ListCounts />;
}

function ServerFigures() {
    const dataProvider = useConsoleDataProvider();
    const query = useQuery({
        queryKey: ['dashboard-figures'],
        queryFn: () => dataProvider.call(dashboardFigures),
    });
    const f = query.data;
    const shown = loadingOrFailed(query, messages.load.figures);
    if (shown || !f) return shown;
    return (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}>
            <Typography color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
                {fill(messages.dashboard.asOf, { day: f.as_of })}
            </Typography>
            {f.sales && (
                <Figure title="Sales, last 30 days" to="/sales">
                    <Typography variant="h5" component="p" aria-label="Net sales, last 30 days">
                        {formatMoney(cents(f.sales.total_net_usd_cents))}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" gutterBottom>
                        {fill(messages.dashboard.salesSpan, { from: f.sales.from, to: f.sales.to })}
                    </Typography>
                    <Sparkline
                        values={f.sales.series.map(d => d.net_usd_cents)}
                        label={`Daily net sales from ${f.sales.from} to ${f.sales.to}`}
                    />
                </Figure>
            )}
            {f.sales && (
                <Figure title="Top releases, last 30 days">
                    {f.sales.top_releases.length ? (
                        <List>
                            {f.sales.top_releases.map(r => (
                                <li key={r.release_id}>
                                    <Link to={`/catalog/releases/${r.release_id}`}>{r.name}</Link>
                                    {` · ${formatMoney(cents(r.net_usd_cents))}`}
                                </li>
                            ))}
                        </List>
                    ) : (
                        <Typography color="text.secondary">No sales in these 30 days.</Typography>
                    )}
                </Figure>
            )}
            {f.deliveries && (
                <Figure title="Deliveries needing attention" to={inspectorHref({ attention: true })}>
                    <DeliveriesNeedingAttention figures={f.deliveries} />
                </Figure>
            )}
            {f.hype && (
                <Figure title="Hype status">
                    <List>
                        {f.hype.labels.map(l => (
                            <li key={l.id}>
                                {`${l.name} `}
                                <Chip
                                    size="small"
                                    label={l.status}
                                    color={l.status === 'Active' ? 'success' : 'default'}
                                />
                                {` ${hypeTrialText(l.status, l.hype_trial_start, l.hype_trial_end)}`}
                            </li>
                        ))}
                    </List>
                </Figure>
            )}
            {f.pages && (
                <Figure title="Pages going live this week" to="/curation">
                    <Typography variant="body2" color="text.secondary" gutterBottom>
                        {`Start dates ${f.pages.from} to ${f.pages.to}`}
                    </Typography>
                    {f.pages.rows.length ? (
                        <List>
                            {f.pages.rows.map(p => (
                                <li key={p.id}>
                                    <Link to={`/curation/pages/${p.id}`}>{p.name}</Link>
                                    {` · ${p.start_date.slice(0, 10)}`}
                                </li>
                            ))}
                        </List>
                    ) : (
                        <Typography color="text.secondary">No pages go live in these days.</Typography>
                    )}
                </Figure>
            )}
            {f.orders && (
                <Figure
                    title={`Open orders: ${f.orders.open}`}
                    to={`/support/orders?filter=${encodeURIComponent(JSON.stringify({ status: 'open' }))}`}
                >
                    {f.orders.rows.length ? (
                        <List>
                            {f.orders.rows.map(o => (
                                <li key={o.id}>
                                    <Link to={`/support/orders/${o.id}`}>{`Order ${o.id}`}</Link>
                                    {` · ${o.username} · ${formatAmount(o.total, o.currency)} · ${o.date_created.slice(0, 10)}`}
                                </li>
                            ))}
                        </List>
                    ) : (
                        <Typography color="text.secondary">No open orders.</Typography>
                    )}
                </Figure>
            )}
            {f.jobs && (
                <Figure title="Your recent jobs">
                    {f.jobs.rows.length ? (
                        <List>
                            {f.jobs.rows.map(j => (
                                <li key={j.id}>{`${j.label} (job ${j.id}): ${j.state}`}</li>
                            ))}
                        </List>
                    ) : (
                        <Typography color="text.secondary">No jobs yet.</Typography>
                    )}
                </Figure>
            )}
        </Box>
    );
}
