import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title } from 'react-admin';
import { allowedNow } from '../../../authProvider';
import { formatAmount } from '../../../resources/format';
import { messages } from '../../../resources/messages';
import { P } from '../../../resources/permissions';
import { HYPE_OFFER_STATES, HYPE_PERIODS, HYPE_PURCHASE_STATES, hypeTrialText } from '../../../resources/support/hype';
import { hypeLabels, type HypeLabel } from '../../../resources/operations/hype';
import SubTable from '../../components/SubTable';
import { formatTime } from '../../lib/time';
import { errorDetail } from '../../views/errors';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

const m = messages.support;
const nameOf = (choices: readonly { id: string; name: string }[]) => (row: Record<string, unknown>, key: string) =>
    choices.find(c => c.id === row[key])?.name ?? String(row[key] ?? '');
const period = nameOf(HYPE_PERIODS);
const STATUS_COLOR = { Active: 'success', Inactive: 'default', Ineligible: 'warning' } as const;

/** One label's hype: status, trial dates, its offers and what was bought (never by whom). */
function LabelHype({ label }: { label: HypeLabel }) {
    return (
        <Card component="section" aria-labelledby={`hype-label-${label.id}`} sx={{ mb: 2 }}>
            <CardContent>
                <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                    <Typography id={`hype-label-${label.id}`} variant="h6" component="h2">
                        {label.name}
                    </Typography>
                    <Chip label={`Hype: ${label.hype_status}`} color={STATUS_COLOR[label.hype_status]} />
                </Box>
                <Typography sx={{ mb: 2 }}>
                    {hypeTrialText(label.hype_status, label.hype_trial_start, label.hype_trial_end)}
                </Typography>
                <Typography variant="subtitle1" component="h3">
                    Offers
                </Typography>
                <SubTable
                    label={`Hype offers of ${label.name}`}
                    rows={label.offers}
                    empty="No hype offers."
                    columns={[
                        { key: 'name', label: 'Offer' },
                        { key: 'price', label: 'Price', nowrap: true, render: r => formatAmount(r.price as number) },
                        { key: 'period', label: 'Period', render: r => period(r, 'period') },
                        { key: 'state', label: 'State', render: r => nameOf(HYPE_OFFER_STATES)(r, 'state') },
                        { key: 'start_date', label: 'From', nowrap: true },
                        {
                            key: 'end_date',
                            label: 'Until',
                            nowrap: true,
                            render: r => String(r.end_date ?? m.hypeNoEnd),
                        },
                    ]}
                />
                <Typography variant="subtitle1" component="h3">
                    Purchases
                </Typography>
                <SubTable
                    label={`Hype purchases of ${label.name}`}
                    rows={label.purchases}
                    empty="No hype purchases yet."
                    columns={[
                        { key: 'offer', label: 'Offer' },
                        { key: 'price', label: 'Price', nowrap: true, render: r => formatAmount(r.price as number) },
                        { key: 'state', label: 'State', render: r => nameOf(HYPE_PURCHASE_STATES)(r, 'state') },
                        {
                            key: 'purchased',
                            label: 'Purchased',
                            nowrap: true,
                            render: r => formatTime(String(r.purchased)),
                        },
                        {
                            key: 'period_start',
                            label: 'Covers',
                            nowrap: true,
                            render: r => `${String(r.period_start)} to ${String(r.period_end)}`,
                        },
                    ]}
                />
            </CardContent>
        </Card>
    );
}

/**
 * The Hype page (first brand): a partner sees its own labels' hype (the API scopes it); staff
 * name a label by its ID.
 */
export default function HypePage() {
    const dataProvider = useConsoleDataProvider();
    const staff = allowedNow(P.STAFF);
    const [typed, setTyped] = useState('');
    const [labelId, setLabelId] = useState('');
    const query = useQuery({
        queryKey: ['hype-labels', labelId],
        queryFn: () =>
            dataProvider.call(hypeLabels, undefined, undefined, { query: { label_id: labelId || undefined } }),
        enabled: !staff || !!labelId,
    });
    const labels = query.data?.results;
    return (
        <Box sx={{ p: 2 }}>
            <Title title="Hype" />
            {staff && (
                <Box
                    component="form"
                    sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2 }}
                    onSubmit={e => {
                        e.preventDefault();
                        setLabelId(typed.trim());
                    }}
                >
                    <TextField
                        label={m.hypeLabelId}
                        size="small"
                        value={typed}
                        onChange={e => setTyped(e.target.value)}
                        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                    />
                    <Button type="submit" variant="outlined">
                        {m.hypeShow}
                    </Button>
                </Box>
            )}
            {query.error && <Typography color="error">{errorDetail(query.error)}</Typography>}
            {labels && !labels.length && <Typography>{m.hypeNoLabel}</Typography>}
            {labels?.map(l => (
                <LabelHype key={l.id} label={l} />
            ))}
        </Box>
    );
}
