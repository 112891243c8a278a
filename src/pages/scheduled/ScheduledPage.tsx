/**
 * The agenda of scheduled changes (issue 44, `/scheduled`): by day in the store's zone, each with its
 * time, the record as the console names records, each field before → after, who scheduled it and its
 * status; Move and Cancel change for its scheduler (or an admin) while it is still to happen. Filters
 * (status, resource, a record) live in the address, so a link or a reload shows the same agenda.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Title, useNotify, useTranslate } from 'react-admin';
import { allowedNow, mayWriteNow } from '../../../authProvider';
import { getAuth } from '../../../authProvider/state';
import type { ScheduledChange, ScheduledStatus } from '../../../resources/approvals';
import { formatInstant } from '../../../resources/format';
import { fill } from '../../../resources/messages/fill';
import { approvals as approvalWords, scheduled as text } from '../../../resources/messages/approvals';
import { bulkEdit } from '../../../resources/messages/bulkEdit';
import { csvImport } from '../../../resources/messages/csvImport';
import { P } from '../../../resources/permissions';
import { byMountainDay, dayHeading } from '../../../resources/scheduled';
import { loadingOrFailed } from '../../components/LoadFailed';
import { isoToLocal } from '../../lib/time';
import { resources } from '../../resourceManifest';
import { failureReason } from '../../views/failure';
import { useChangeReader } from '../../views/useChangeReader';
import { usePendingApprovals } from '../approvals/WaitingChanges';
import { addId, type IdsByResource } from '../../views/useReferenceNames';
import { cancelScheduled, listScheduled, moveScheduled, SCHEDULED_KEY } from './calls';
import WhenDialog from './WhenDialog';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';
import { DECLINED, useOperation } from '../../lib/useOperation';

/** A held request to schedule a change (`POST …/{id}/schedule/`). */
const SCHEDULE_REQUEST = /\/schedule\/(\?|$)/;

const STATUSES: readonly ScheduledStatus[] = ['scheduled', 'applied', 'conflict', 'failed', 'cancelled'];

/** Whether the user may move or cancel it (the server's rule: its scheduler, or an admin), while it is to happen. */
const mayChange = (c: ScheduledChange) =>
    c.status === 'scheduled' && (c.scheduled_by === getAuth().user?.username || allowedNow(P.ADMIN));

export default function ScheduledPage() {
    const dataProvider = useConsoleDataProvider();
    const translate = useTranslate();
    const [search, setSearch] = useSearchParams();
    const status = search.get('status') ?? 'scheduled';
    const resource = search.get('resource') ?? '';
    const record = search.get('record') ?? '';
    const list = useQuery({
        queryKey: [...SCHEDULED_KEY, 'agenda', status, resource, record],
        queryFn: () =>
            dataProvider.call(listScheduled, undefined, undefined, {
                query: { status: status || undefined, resource: resource || undefined, record: record || undefined },
            }),
    });
    const setParam = (key: string, value: string | null) =>
        setSearch(
            prev => {
                const next = new URLSearchParams(prev);
                if (value === null) next.delete(key);
                else next.set(key, value);
                return next;
            },
            { replace: true }
        );
    // The resources whose records the user may change: those a change may be scheduled for.
    const choices = resources.filter(r => allowedNow(r.access) && mayWriteNow(r.writeAccess ?? []));
    const resourceName = (name: string) => translate(`resources.${name}.name`, { smart_count: 2 });
    const changes = useMemo(() => list.data?.results ?? [], [list.data]);
    const ids = useMemo(() => {
        const m: IdsByResource = new Map();
        for (const c of changes) addId(m, c.resource, c.record);
        if (resource && record) addId(m, resource, record);
        return m;
    }, [changes, resource, record]);
    // Each change read as History reads it: the fields by the model's labels, values by their display.
    const items = useMemo(
        () =>
            changes.map(c => ({
                resource: c.resource,
                changes: Object.fromEntries(
                    Object.keys(c.changes).map(k => [k, { before: c.before[k] ?? null, after: c.changes[k] }])
                ),
            })),
        [changes]
    );
    const reader = useChangeReader(items, ids);
    const recordName = (res: string, id: string | number) => reader.names(res, id) ?? `#${id}`;
    // Scheduled changes a policy holds join the agenda once approved: said, with the way to them.
    const held = usePendingApprovals().filter(a => SCHEDULE_REQUEST.test(a.path)).length;
    const shown = loadingOrFailed(list, text.what) ?? (reader.ready ? null : <LinearProgress aria-label={text.what} />);
    return (
        <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
            <Title title={text.menu} />
            <Typography variant="h5" component="h2">
                {text.agendaTitle}
            </Typography>
            {held > 0 && (
                <Alert
                    severity="info"
                    action={
                        <Button color="inherit" size="small" component={Link} to="/approvals">
                            {approvalWords.seeWaiting}
                        </Button>
                    }
                >
                    {fill(text.waitingApproval, { count: held })}
                </Alert>
            )}
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
                <TextField
                    select
                    size="small"
                    label={approvalWords.filterStatus}
                    value={status}
                    onChange={e => setParam('status', e.target.value)}
                    sx={{ width: 220 }}
                    slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                >
                    <MenuItem value="">{text.anyStatus}</MenuItem>
                    {STATUSES.map(s => (
                        <MenuItem key={s} value={s}>
                            {text.status[s]}
                        </MenuItem>
                    ))}
                </TextField>
                <TextField
                    select
                    size="small"
                    label={text.resource}
                    value={resource}
                    onChange={e => setParam('resource', e.target.value || null)}
                    sx={{ width: 260 }}
                    slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                >
                    <MenuItem value="">{text.anyResource}</MenuItem>
                    {choices.map(r => (
                        <MenuItem key={r.name} value={r.name}>
                            {resourceName(r.name)}
                        </MenuItem>
                    ))}
                </TextField>
                {resource && record && (
                    <Chip
                        label={`${bulkEdit.record}: ${recordName(resource, record)}`}
                        onDelete={() => setParam('record', null)}
                    />
                )}
            </Box>
            {shown ??
                (changes.length ? (
                    byMountainDay(changes).map(({ day, changes: ofDay }) => (
                        <Box key={day} component="section" aria-labelledby={`day-${day}`}>
                            <Typography variant="h6" component="h3" id={`day-${day}`}>
                                {dayHeading(day)}
                            </Typography>
                            <Table size="small" aria-labelledby={`day-${day}`}>
                                <TableHead>
                                    <TableRow>
                                        <TableCell>{text.columnTime}</TableCell>
                                        <TableCell>{bulkEdit.record}</TableCell>
                                        <TableCell>{csvImport.change}</TableCell>
                                        <TableCell>{text.columnBy}</TableCell>
                                        <TableCell>{approvalWords.filterStatus}</TableCell>
                                        <TableCell />
                                    </TableRow>
                                </TableHead>
                                <TableBody>
                                    {ofDay.map(c => (
                                        <TableRow key={c.id}>
                                            <TableCell sx={{ whiteSpace: 'nowrap' }}>
                                                {formatInstant(c.at).slice(11)}
                                            </TableCell>
                                            <TableCell>
                                                <Link to={`/${c.resource}/${c.record}`}>
                                                    {recordName(c.resource, c.record)}
                                                </Link>
                                                <Typography variant="body2" color="text.secondary">
                                                    {translate(`resources.${c.resource}.name`, { smart_count: 1 })}
                                                </Typography>
                                            </TableCell>
                                            <TableCell>
                                                {reader.read(items[changes.indexOf(c)]).map(line => (
                                                    <div key={line.name} title={line.whole}>
                                                        {line.label}: {line.before} → {line.after}
                                                    </div>
                                                ))}
                                            </TableCell>
                                            <TableCell>{c.scheduled_by}</TableCell>
                                            <TableCell>
                                                {text.status[c.status]}
                                                {c.detail && (
                                                    <Typography variant="body2" color="text.secondary">
                                                        {c.detail}
                                                    </Typography>
                                                )}
                                            </TableCell>
                                            <TableCell sx={{ whiteSpace: 'nowrap' }}>
                                                {mayChange(c) && (
                                                    <ChangeActions
                                                        change={c}
                                                        name={recordName(c.resource, c.record)}
                                                        what={reader
                                                            .read(items[changes.indexOf(c)])
                                                            .map(l => `${l.label}: ${l.before} → ${l.after}`)
                                                            .join('; ')}
                                                    />
                                                )}
                                            </TableCell>
                                        </TableRow>
                                    ))}
                                </TableBody>
                            </Table>
                        </Box>
                    ))
                ) : (
                    <Typography color="text.secondary">{text.none}</Typography>
                ))}
        </Box>
    );
}

/** Move (a time in the store's zone) and Cancel change (confirmed first), each said when done or refused. */
/** Move and Cancel of one change; `what` is the change in words, so that each dialog says what it moves. */
function ChangeActions({ change, name, what }: { change: ScheduledChange; name: string; what: string }) {
    const dataProvider = useConsoleDataProvider();
    const queryClient = useQueryClient();
    const notify = useNotify();
    const cancelling = useOperation(cancelScheduled);
    const [moving, setMoving] = useState(false);
    const done = () => void queryClient.invalidateQueries({ queryKey: SCHEDULED_KEY });
    const refused = (e: unknown) => notify(failureReason(e), { type: 'error' });
    const move = useMutation({
        mutationFn: (at: string) => dataProvider.call(moveScheduled, change.id, { at }),
        onSuccess: answer => {
            notify(fill(text.moved, { at: formatInstant(answer.at) }), { type: 'success' });
            setMoving(false);
            done();
        },
    });
    // Asked as declared (the change's record and time named), then sent; declined, nothing is said.
    const cancel = useMutation({
        mutationFn: () =>
            cancelling.run(change.id, undefined, { about: { at: formatInstant(change.at), record: name } }),
        onSuccess: answer => {
            if (answer === DECLINED) return;
            notify(text.cancelled, { type: 'success' });
            done();
        },
        onError: refused,
    });
    return (
        <>
            <Button size="small" aria-label={`${text.move}: ${name}`} onClick={() => setMoving(true)}>
                {text.move}
            </Button>
            <Button
                size="small"
                color="warning"
                aria-label={`${text.cancelChange}: ${name}`}
                disabled={cancel.isPending}
                onClick={() => cancel.mutate()}
            >
                {text.cancelChange}
            </Button>
            {moving && (
                <WhenDialog
                    title={text.moveTitle}
                    confirm={text.move}
                    initial={isoToLocal(change.at, 'mountain')}
                    intro={`${name} (${what}): ${formatInstant(change.at)}`}
                    pending={move.isPending}
                    error={move.error}
                    onConfirm={at => move.mutate(at)}
                    onClose={() => (setMoving(false), move.reset())}
                />
            )}
        </>
    );
}
