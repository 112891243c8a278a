import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Title, useDataProvider } from 'react-admin';
import { useSearchParams } from 'react-router';
import { getAuth } from '../../../authProvider/state';
import type { ConsoleDataProvider } from '../../../dataProvider';
import { explainStatusMessage, RELEASE_STATUSES, STATUS_MESSAGES } from '../../../resources/delivery/statuses';
import { formatTime } from '../../lib/time';
import { errorDetail } from '../../views/errors';
import InspectorDetail, { type InspectedDelivery } from './InspectorDetail';

interface CursorPage {
    next: string | null;
    previous: string | null;
    results: InspectedDelivery[];
}

/** The deliveries inspector: newest first, paged by the service's cursor; one delivery's timeline below. */
export default function InspectorPage() {
    const dataProvider = useDataProvider<ConsoleDataProvider>();
    // A link may open it on one state or message (the pipeline screen's stages do).
    const [params] = useSearchParams();
    const from = (key: string, values: readonly string[]) => {
        const v = params.get(key) ?? '';
        return values.includes(v) ? v : '';
    };
    const [status, setStatus] = useState(() => from('release_status', RELEASE_STATUSES));
    const [message, setMessage] = useState(() => from('status_message', STATUS_MESSAGES));
    const [cursor, setCursor] = useState<string | null>(null);
    const [selected, setSelected] = useState<number | null>(null);
    const query = new URLSearchParams({ brand: getAuth().brand ?? 'download' });
    if (status) query.set('release_status', status);
    if (message) query.set('status_message', message);
    if (cursor) query.set('cursor', cursor);
    const { data, error, isPending, refetch } = useQuery({
        queryKey: ['inspector-deliveries', query.toString()],
        queryFn: () => dataProvider.fetchJson<CursorPage>(`inspector/deliveries/?${query}`),
    });
    const reload = useCallback(() => void refetch(), [refetch]);
    const filter = (set: (v: string) => void) => (e: React.ChangeEvent<HTMLInputElement>) => {
        set(e.target.value);
        setCursor(null);
    };
    return (
        <Box sx={{ p: 2 }}>
            <Title title="Deliveries" />
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
                <TextField
                    select
                    label="Release Status"
                    value={status}
                    onChange={filter(setStatus)}
                    sx={{ minWidth: 220 }}
                >
                    <MenuItem value="">Any</MenuItem>
                    {RELEASE_STATUSES.map(s => (
                        <MenuItem key={s} value={s}>
                            {s}
                        </MenuItem>
                    ))}
                </TextField>
                <TextField
                    select
                    label="Status Message"
                    value={message}
                    onChange={filter(setMessage)}
                    sx={{ minWidth: 260 }}
                >
                    <MenuItem value="">Any</MenuItem>
                    {STATUS_MESSAGES.map(s => (
                        <MenuItem key={s} value={s}>
                            {explainStatusMessage(s)}
                        </MenuItem>
                    ))}
                </TextField>
            </Box>
            {isPending && <LinearProgress aria-label="Loading deliveries" />}
            {error && <Typography color="error">{errorDetail(error)}</Typography>}
            {data && (
                <>
                    <Table size="small" aria-label="Deliveries">
                        <TableHead>
                            <TableRow>
                                <TableCell>ID</TableCell>
                                <TableCell>Release Title</TableCell>
                                <TableCell>Release Status</TableCell>
                                <TableCell>Status Message</TableCell>
                                <TableCell>Updated</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {data.results.map(d => (
                                <TableRow key={d.id} selected={d.id === selected}>
                                    <TableCell>
                                        <Button
                                            size="small"
                                            onClick={() => setSelected(d.id)}
                                            aria-label={`Inspect delivery ${d.id}`}
                                        >
                                            {d.id}
                                        </Button>
                                    </TableCell>
                                    <TableCell>{d.release_title}</TableCell>
                                    <TableCell>{d.release_status}</TableCell>
                                    <TableCell>
                                        {d.status_message ? explainStatusMessage(d.status_message) : ''}
                                    </TableCell>
                                    <TableCell>{formatTime(d.updated, 'mountain')}</TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                    {!data.results.length && <Typography sx={{ p: 2 }}>No deliveries match these filters.</Typography>}
                    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 1 }}>
                        <Button disabled={!data.previous} onClick={() => setCursor(data.previous)}>
                            Newer
                        </Button>
                        <Button disabled={!data.next} onClick={() => setCursor(data.next)}>
                            Older
                        </Button>
                    </Box>
                </>
            )}
            {selected !== null && <InspectorDetail id={selected} onChange={reload} />}
        </Box>
    );
}
