import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProvider';
import { renumber } from '../../../resources/rules';
import CatalogLink from '../../components/CatalogLink';
import SubTable, { stopEnter, useSubList } from '../../components/SubTable';
import { fill, messages } from '../../../resources/messages';
import { errorDetail } from '../../views/errors';

interface ReleaseTrack extends Record<string, unknown> {
    id: number;
    name: string;
    mix_name: string | null;
    track_position: number;
    artist_name: string;
}

function MoveTo({ track, count, onMove }: { track: ReleaseTrack; count: number; onMove: (position: number) => void }) {
    const [value, setValue] = useState(String(track.track_position));
    const n = Number(value);
    const valid = Number.isInteger(n) && n >= 1 && n <= count && n !== track.track_position;
    return (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <TextField
                type="number"
                size="small"
                value={value}
                onChange={e => setValue(e.target.value)}
                onKeyDown={e => {
                    stopEnter(e);
                    if (e.key === 'Enter' && valid) onMove(n);
                }}
                slotProps={{ htmlInput: { min: 1, max: count, 'aria-label': `New position for track ${track.id}` } }}
                sx={{ width: 90 }}
            />
            <Button size="small" disabled={!valid} onClick={() => onMove(n)}>
                Move
            </Button>
        </Box>
    );
}

/** The release's tracks in order; moving one renumbers all others consecutively. */
export default function ReleaseTracksTab() {
    const record = useRecordContext();
    const dataProvider = useDataProvider<ConsoleDataProvider>();
    const notify = useNotify();
    const path = `catalog/releases/${record?.id}/tracks`;
    const { data, error, isPending, reload } = useSubList<ReleaseTrack>(path);

    async function move(track: ReleaseTrack, position: number) {
        const entries = renumber(data ?? [], track.id, position);
        try {
            await dataProvider.bulk(`${path}/bulk/`, entries, 'PATCH');
            notify(`Track ${track.id} moved to position ${position}`, { type: 'success' });
        } catch (e) {
            notify(fill(messages.errors.processing, { error: errorDetail(e) }), { type: 'error' });
        }
        await reload();
    }

    return (
        <SubTable
            label="Release tracks"
            rows={data}
            error={error}
            loading={isPending}
            empty="This release has no tracks."
            columns={[
                { key: 'track_position', label: '#' },
                {
                    key: 'id',
                    label: 'ID',
                    render: r => <CatalogLink type="tracks" id={r.id} />,
                },
                { key: 'name', label: 'Title', render: r => `${r.name}${r.mix_name ? ` (${r.mix_name})` : ''}` },
                { key: 'artist_name', label: 'Artists' },
                {
                    key: 'move',
                    label: 'Move to',
                    render: r => (
                        <MoveTo
                            key={`${r.id}-${r.track_position}`}
                            track={r}
                            count={data?.length ?? 0}
                            onMove={p => void move(r, p)}
                        />
                    ),
                },
            ]}
        />
    );
}
