import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { allowedNow } from '../../../authProvider';
import { deliveryHelp, NEEDS_ATTENTION, releaseStatusName, stepDetail } from '../../../resources/delivery/statuses';
import { messages } from '../../../resources/messages';
import { P } from '../../../resources/permissions';
import { formatTime } from '../../lib/time';
import ReingestControls from './ReingestControls';
import type { InspectedDelivery } from '../../../resources/delivery/inspected';
import { inspectDelivery } from '../../../resources/operations/delivery';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

const needsAttention = (status: string) => (NEEDS_ATTENTION as readonly string[]).includes(status);
type Step = NonNullable<InspectedDelivery['steps']>[number];

/**
 * What a step says beyond its state (shown beside it): a partner gets the plain explanation of a
 * step that only states its code.
 */
function stepText(s: Step, partner: boolean): string {
    if (partner && s.status_message && s.detail === stepDetail(s.release_status, s.status_message))
        return deliveryHelp(s.status_message, true)!.text;
    const prefix = `${s.release_status}: `;
    return s.detail.startsWith(prefix) ? s.detail.slice(prefix.length) : s.detail;
}

/** One delivery: what it is, why it stopped and what to do, the tracks at fault, its steps, and re-ingest. */
export default function InspectorDetail(props: {
    id: number;
    partner: boolean;
    onChange: () => void;
    onClose: () => void;
}) {
    const { id, partner, onChange, onClose } = props;
    const dataProvider = useConsoleDataProvider();
    const heading = useRef<HTMLHeadingElement>(null);
    const { data, refetch } = useQuery({
        queryKey: ['inspector-delivery', id],
        queryFn: () => dataProvider.call(inspectDelivery, id),
    });
    const changed = useCallback(() => void refetch().then(onChange), [refetch, onChange]);
    // Opened below the list: brought into view, and focus moves to it for keyboard and screen readers.
    const shown = !!data;
    useEffect(() => {
        if (!shown) return;
        heading.current?.scrollIntoView({ block: 'start' });
        heading.current?.focus({ preventScroll: true });
    }, [shown]);
    if (!data) return null;
    const tracks = data.failing_tracks ?? [];
    // The catalog is read as it is now: a track fixed since shows here before the re-ingest.
    const fixed = data.status_message === 'missing-isrc' && !!data.failing_tracks && !tracks.length;
    const help = deliveryHelp(data.status_message, partner, fixed);
    const facts: [string, React.ReactNode][] = [
        [
            'Release',
            data.release_id ? (
                <Link to={`/catalog/releases/${data.release_id}`}>{data.release_title}</Link>
            ) : (
                data.release_title
            ),
        ],
        ['Label', data.label?.name ?? '—'],
        ['Supplier', data.supplier?.name ?? '—'],
        ['UPC', data.upc ?? '—'],
        ['Genre', data.genre?.name ?? '—'],
        ['Album action', data.album_action],
    ];
    return (
        <Box component="section" aria-labelledby="inspected-delivery" sx={{ mt: 3 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                <Typography
                    id="inspected-delivery"
                    ref={heading}
                    tabIndex={-1}
                    variant="h6"
                    component="h2"
                    sx={{ scrollMarginTop: 72, outline: 'none' }}
                >
                    {`Delivery ${data.id}: ${data.release_title}`}
                </Typography>
                <Button onClick={onClose}>Close</Button>
            </Box>
            <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 0.5, columnGap: 2 }}
            >
                {facts.map(([term, value]) => (
                    <Box key={term} sx={{ display: 'contents' }}>
                        <Typography component="dt" variant="body2" color="text.secondary">
                            {term}
                        </Typography>
                        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                            {value}
                        </Typography>
                    </Box>
                ))}
            </Box>
            {help && (
                <Alert severity={needsAttention(data.release_status) ? 'warning' : 'info'} sx={{ my: 2 }}>
                    <div>{help.text}</div>
                    {fixed && <div>{messages.ingestion.isrcsFixed}</div>}
                    {help.next && <div>{`What to do: ${help.next}`}</div>}
                </Alert>
            )}
            {tracks.length > 0 && (
                <>
                    <Typography variant="subtitle2" component="h3" id="failing-tracks">
                        {tracks.length === 1
                            ? 'The track without an ISRC'
                            : `The ${tracks.length} tracks without an ISRC`}
                    </Typography>
                    <Box component="ul" aria-labelledby="failing-tracks" sx={{ pl: 3, mt: 0.5 }}>
                        {tracks.map(t => (
                            <li key={t.id}>
                                <Link to={`/catalog/tracks/${t.id}`}>{`${t.track_position}. ${t.name}`}</Link>
                            </li>
                        ))}
                    </Box>
                </>
            )}
            <Typography variant="subtitle2" component="h3">
                Steps
            </Typography>
            <Box component="ol" aria-label="Steps" sx={{ pl: 3, mt: 0.5 }}>
                {(data.steps ?? []).map((s, i) => (
                    <li key={i}>
                        <Typography variant="body2">
                            <strong>{releaseStatusName(s.release_status, partner)}</strong>
                            {` · ${formatTime(s.at, 'mountain')}`}
                            {s.detail !== s.release_status && ` · ${stepText(s, partner)}`}
                        </Typography>
                    </li>
                ))}
            </Box>
            {allowedNow(P.DELIVERIES) && <ReingestControls data={data} onChange={changed} />}
        </Box>
    );
}
