import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { reingestBlock } from '../../../resources/delivery/statuses';
import { fill, messages } from '../../../resources/messages';
import { formatTime } from '../../lib/time';
import { isRequested, useJob } from '../../jobs/useJob';
import { errorDetail } from '../../views/errors';
import type { InspectedDelivery } from '../../../resources/delivery/inspected';
import { reingestDelivery } from '../../../resources/operations/delivery';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

/** Re-ingest of one delivery with an optional genre override; why not (and until when) said before the click. */
export default function ReingestControls({ data, onChange }: { data: InspectedDelivery; onChange: () => void }) {
    const dataProvider = useConsoleDataProvider();
    const notify = useNotify();
    const { job, follow, running } = useJob();
    const [genre, setGenre] = useState('');
    const [now, setNow] = useState(() => Date.now());
    const { data: genres = [] } = useQuery({
        queryKey: ['inspector-genres'],
        queryFn: () => dataProvider.fetchAll<{ id: number; name: string }>('catalog/genres'),
    });
    // Each step of a running re-ingest shows as it comes.
    const step = job ? `${job.id}:${job.state}:${job.progress}` : null;
    useEffect(() => {
        if (step) onChange();
    }, [step, onChange]);
    const block = reingestBlock(data, now);
    // While the 90 seconds run, the wait shown counts down and the button comes back by itself.
    const until = block?.until;
    useEffect(() => {
        if (!until) return;
        const timer = setInterval(() => setNow(Date.now()), 1000);
        return () => clearInterval(timer);
    }, [until]);

    async function reingest() {
        try {
            const started = await dataProvider.call(
                reingestDelivery,
                data.id,
                genre ? { override_genre: Number(genre) } : {}
            );
            const outcome = await follow(started, { kind: 'delivery-ingest', target: data.id });
            if (isRequested(outcome))
                notify(fill(messages.jobs.requested, { what: `Re-ingest of delivery ${data.id}` }), { type: 'info' });
            else notify(`Delivery ${data.id} was re-ingested`, { type: 'success' });
        } catch (e) {
            notify(errorDetail(e), { type: 'error' });
        }
        onChange();
    }
    return (
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
                {/* The delivered genre is what Keep keeps: offered once, under that name. */}
                {genres
                    .filter(g => g.id !== data.genre?.id)
                    .map(g => (
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
                    {block.reason}
                    {until &&
                        ` ${fill(messages.ingestion.reingestFrom, { time: formatTime(new Date(until).toISOString(), 'mountain') })}`}
                </Alert>
            )}
        </Box>
    );
}
