import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { mayWriteNow } from '../../authProvider';
import type { SubRef } from '../../resources/subLists';
import { fill, messages } from '../../resources/messages';
import { renumber } from '../../resources/rules';
import { writeAccessFor, type ResourceDef } from '../../resources/schema';
import CatalogLink from '../components/CatalogLink';
import RecordAutocomplete from '../components/RecordAutocomplete';
import type { Description } from '../../resources/describe';
import { useConfirm } from '../components/ConfirmDialog';
import SubTable, { stopEnter, useSubRows, type SubColumn } from '../components/SubTable';
import { errorDetail } from './errors';
import { loadingOrFailed } from '../components/LoadFailed';
import { dragOrder } from '../components/dragOrder';
import { inTurn } from '../lib/inTurn';
import { useConsoleDataProvider } from '../lib/useConsoleDataProvider';

export interface OrderedTrack extends Record<string, unknown> {
    id: number;
    name: string;
    mix_name: string | null;
    track_position: number;
    artist_name: string;
}
export type OrderEntries = { id: number; track_position: number }[];

/** A number input that submits a whole number from 1 to `max` (by Enter or its button). */
export function NumberAction(props: {
    label: string;
    button: string;
    max?: number;
    initial?: string;
    /** What to type, shown in an empty entry field (the label is its accessible name). */
    placeholder?: string;
    skip?: number;
    onGo: (n: number) => void;
}) {
    const [value, setValue] = useState(props.initial ?? '');
    const n = Number(value);
    const valid = value !== '' && Number.isInteger(n) && n >= 1 && (!props.max || n <= props.max) && n !== props.skip;
    // An entry field (no initial value) empties once used; a row's position field is re-keyed instead.
    const go = () => {
        props.onGo(n);
        if (props.initial === undefined) setValue('');
    };
    return (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <TextField
                type="number"
                size="small"
                // Outlined: a compact box that lines up with the row's text (filled adds a label gap).
                variant="outlined"
                value={value}
                onChange={e => setValue(e.target.value)}
                onKeyDown={e => {
                    stopEnter(e);
                    if (e.key === 'Enter' && valid) go();
                }}
                placeholder={props.placeholder}
                slotProps={{ htmlInput: { min: 1, max: props.max, 'aria-label': props.label } }}
                sx={{ width: props.max ? 90 : 140 }}
            />
            <Button size="small" disabled={!valid} onClick={go}>
                {props.button}
            </Button>
        </Box>
    );
}

const DRAG_TYPE = 'application/x-track-id';

/** Entries for the tracks in this order, numbered 1..n. */
const numbered = (ids: number[]): OrderEntries => ids.map((id, i) => ({ id, track_position: i + 1 }));

/**
 * A record's tracks in order (a release's, a chart's): moving one to a 1-based position (typed,
 * or by dragging its row onto another) renumbers all others consecutively, saved at once. With
 * `replaces`, tracks can also be added by ID and removed (the whole ordered list is sent). The
 * list is read and saved by its model declaration (`list`: where it lives, how it is saved whole).
 */
/** A track as the list shows it: its title with its mix name, which tells namesakes apart. */
const trackTitle = (r: Pick<OrderedTrack, 'name' | 'mix_name'>) => `${r.name}${r.mix_name ? ` (${r.mix_name})` : ''}`;

export default function TrackOrderTab(props: { def: ResourceDef; noun: string; list: SubRef; replaces?: boolean }) {
    const { def, noun, list, replaces } = props;
    const record = useRecordContext();
    const dataProvider = useConsoleDataProvider();
    const notify = useNotify();
    const confirm = useConfirm();
    const parentId = record?.id as string | number | undefined;
    const tracks = useSubRows<OrderedTrack>(list, parentId);
    const { data, error, isPending, reload, latest } = tracks;
    const canWrite = mayWriteNow(writeAccessFor(def, 'update'));
    const rows = data ?? [];
    const [turns] = useState(inTurn);

    /**
     * Each change (add, move, remove) waits for the one before it, is made from the list as that one
     * left it (read back), and is told once its own list is read back. The whole list is sent each
     * time: made from the rows on screen, a second add pressed before the first was read back sent a
     * list without the first, and the first track was lost.
     */
    function change(make: (rows: OrderedTrack[]) => { entries: OrderEntries; done: string } | string) {
        return turns.run(async () => {
            const made = make(latest());
            if (typeof made === 'string') return void notify(made, { type: 'warning' });
            let failed: unknown;
            try {
                await dataProvider.putSubList(list, parentId!, made.entries);
            } catch (e) {
                failed = e;
            }
            await reload();
            if (failed === undefined) notify(made.done, { type: 'success' });
            else notify(fill(messages.errors.processing, { error: errorDetail(failed) }), { type: 'error' });
        });
    }
    const move = (track: OrderedTrack, position: number) =>
        change(now =>
            now.some(r => r.id === track.id)
                ? {
                      entries: renumber(now, track.id, position),
                      done: `Track ${track.id} moved to position ${position}`,
                  }
                : `Track ${track.id} is no longer on this ${noun}.`
        );
    const add = (id: number) =>
        change(now =>
            now.some(r => r.id === id)
                ? `Track ${id} is already on this ${noun}.`
                : { entries: numbered([...now.map(r => r.id), id]), done: `Track ${id} added` }
        );
    async function remove(track: OrderedTrack) {
        if (
            !(await confirm({
                theme: 'delete',
                message: fill(messages.confirm.removeTrack, { id: track.id, title: trackTitle(track), noun }),
                labels: { yes: messages.confirm.remove, no: messages.confirm.cancel },
            }))
        )
            return;
        await change(now => ({
            entries: numbered(now.filter(r => r.id !== track.id).map(r => r.id)),
            done: `Track ${track.id} removed`,
        }));
    }

    const { dropProps, handle } = dragOrder(
        rows,
        r => r.track_position,
        (r, to) => void move(r, to),
        DRAG_TYPE
    );

    const columns: SubColumn<OrderedTrack>[] = [
        { key: 'track_position', label: '#', nowrap: true, render: canWrite ? handle : undefined },
        { key: 'id', label: 'ID', render: r => <CatalogLink type="tracks" id={r.id} /> },
        { key: 'name', label: 'Title', render: trackTitle },
        { key: 'artist_name', label: 'Artists' },
    ];
    if (canWrite)
        columns.push({
            key: 'move',
            label: 'Move to',
            nowrap: true,
            render: r => (
                <Box sx={{ display: 'flex', gap: 1 }}>
                    <NumberAction
                        key={`${r.id}-${r.track_position}`}
                        label={`New position for track ${r.id}`}
                        button="Move"
                        max={rows.length}
                        initial={String(r.track_position)}
                        skip={r.track_position}
                        onGo={n => void move(r, n)}
                    />
                    {replaces && (
                        <Button size="small" color="warning" onClick={() => void remove(r)}>
                            Remove
                        </Button>
                    )}
                </Box>
            ),
        });

    return (
        <Box sx={{ width: '100%' }}>
            {loadingOrFailed(tracks, `the ${noun}'s tracks`)}
            <SubTable
                label={`${noun[0].toUpperCase()}${noun.slice(1)} tracks`}
                rows={data}
                loading={!data}
                empty={`This ${noun} has no tracks.`}
                columns={columns}
                rowProps={canWrite ? dropProps : undefined}
            />
            {replaces && canWrite && !isPending && !error && <AddTrack onAdd={id => void add(id)} />}
        </Box>
    );
}

/** A track chosen by its title (or its ID typed as digits), told apart from namesakes, then added (walk 54). */
function AddTrack({ onAdd }: { onAdd: (id: number) => void }) {
    const [chosen, setChosen] = useState<Description | null>(null);
    return (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 2, maxWidth: 640 }}>
            <Box sx={{ flex: 1 }}>
                <RecordAutocomplete
                    resource="catalog/tracks"
                    label="Track to add"
                    value={chosen}
                    onChange={setChosen}
                    helperText="Type a title or an ID"
                />
            </Box>
            <Button
                variant="outlined"
                sx={{ mt: 1 }}
                disabled={!chosen}
                onClick={() => {
                    if (!chosen) return;
                    onAdd(Number(chosen.id));
                    setChosen(null);
                }}
            >
                Add track
            </Button>
        </Box>
    );
}
