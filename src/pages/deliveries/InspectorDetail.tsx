import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { allowedNow } from '../../../authProvider';
import type { ConsoleDataProvider } from '../../../dataProvider';
import { reingestBlock, reingestPossibleAt } from '../../../resources/delivery/statuses';
import { fill, messages } from '../../../resources/messages';
import type { Job } from '../../../resources/jobs/jobs';
import { P } from '../../../resources/permissions';
import { formatTime } from '../../lib/time';
import { useJob } from '../../jobs/useJob';
import { errorDetail } from '../../views/errors';

export interface InspectedDelivery {
    id: number;
    release_title: string;
    release_status: string;
    status_message: string | null;
    updated: string;
    /** The last change of its release or a track of it (the 90 seconds count from the later). */
    release_updated?: string | null;
    genre: { id: number; name: string } | null;
    steps?: { release_status: string; status_message: string | null; detail: string; at: string }[];
}

/** One delivery's step timeline, and its re-ingest with an optional genre override. */
export default function InspectorDetail({ id, onChange }: { id: number; onChange: () => void }) {
    const dataProvider = useDataProvider<ConsoleDataProvider>();
    const notify = useNotify();
    const { job, follow, running } = useJob();
    const [genre, setGenre] = useState('');
    const [now, setNow] = useState(() => Date.now());
    const { data, refetch } = useQuery({
        queryKey: ['inspector-delivery', id],
        queryFn: () => dataProvider.fetchJson<InspectedDelivery>(`inspector/deliveries/${id}/`),
    });
    const { data: genres = [] } = useQuery({
        queryKey: ['inspector-genres'],
        queryFn: () => dataProvider.fetchAll<{ id: number; name: string }>('catalog/genres'),
    });
    // Each step of a running re-ingest shows as it comes.
    const step = job ? `${job.id}:${job.state}:${job.progress}` : null;
    useEffect(() => {
        if (step) void refetch().then(onChange);
    }, [step, refetch, onChange]);
    const block = data ? reingestBlock(data, now) : null;
    const waiting = !!block && !!data && reingestPossibleAt(data) > now;
    // While the 90 seconds run, the wait shown counts down and the button comes back by itself.
    useEffect(() => {
        if (!waiting) return;
        const timer = setInterval(() => setNow(Date.now()), 1000);
        return () => clearInterval(timer);
    }, [waiting]);
    if (!data) return null;

    async function reingest() {
        try {
            const started = await dataProvider.fetchJson<Job>(`inspector/deliveries/${id}/reingest/`, {
                method: 'POST',
                body: JSON.stringify(genre ? { override_genre: Number(genre) } : {}),
                useDetail: true,
            });
            await follow(started);
            notify(`Delivery ${id} was re-ingested`, { type: 'success' });
        } catch (e) {
            notify(errorDetail(e), { type: 'error' });
        }
        void refetch();
        onChange();
    }
    return (
        <Box component="section" aria-labelledby="inspected-delivery" sx={{ mt: 3 }}>
            <Typography id="inspected-delivery" variant="h6" component="h2">
                {`Delivery ${data.id}: ${data.release_title}`}
            </Typography>
            <Box component="ol" aria-label="Steps" sx={{ pl: 3 }}>
                {(data.steps ?? []).map((s, i) => (
                    <li key={i}>
                        <Typography variant="body2">
                            <strong>{s.release_status}</strong>
                            {` · ${formatTime(s.at, 'mountain')}`}
                            {s.detail !== s.release_status && ` · ${s.detail}`}
                        </Typography>
                    </li>
                ))}
            </Box>
            {allowedNow(P.DELIVERIES) && (
                <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                    <TextField
                        select
                        label="Override genre"
                        value={genre}
                        onChange={e => setGenre(e.target.value)}
                        sx={{ minWidth: 220 }}
                        size="small"
                    >
                        <MenuItem value="">{`Keep ${data.genre?.name ?? 'the delivered genre'}`}</MenuItem>
                        {genres.map(g => (
                            <MenuItem key={g.id} value={String(g.id)}>
                                {g.name}
                            </MenuItem>
                        ))}
                    </TextField>
                    <Button variant="contained" disabled={!!block || running} onClick={() => void reingest()}>
                        {running ? `Re-ingesting${job?.progress != null ? ` ${job.progress}%` : ''}` : 'Re-ingest'}
                    </Button>
                    {block && !running && (
                        <Alert severity="info">
                            {block}
                            {waiting &&
                                ` ${fill(messages.ingestion.reingestFrom, { time: formatTime(new Date(reingestPossibleAt(data)).toISOString(), 'mountain') })}`}
                        </Alert>
                    )}
                </Box>
            )}
        </Box>
    );
}
