/**
 * The Approvals inbox (issue 44): what the user asked for and what they may approve, pending first;
 * one opens with its diff and the buttons the server allows (`can_decide`, `can_withdraw`).
 * `/approvals?id=N` opens one (the link of a record's "1 change waiting for approval").
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Title, useNotify } from 'react-admin';
import { APPROVAL_STATUSES, scheduledAt, type Approval, type ApprovalStatus } from '../../../resources/approvals';
import { formatInstant } from '../../../resources/format';
import { fill } from '../../../resources/messages/fill';
import { approvals as text } from '../../../resources/messages/approvals';
import { loadingOrFailed } from '../../components/LoadFailed';
import { failureReason } from '../../lib/loadFailure';
import { growingTextArea } from '../../lib/growingTextArea';
import ApprovalDiff from './ApprovalDiff';
import { approvalDetail, approveChange, APPROVALS_KEY, listApprovals, rejectChange, withdrawChange } from './calls';
import { DECLINED, useOperation } from '../../lib/useOperation';
import { ApiError } from '../../../dataProvider';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

export default function ApprovalsPage() {
    const dataProvider = useConsoleDataProvider();
    const [search, setSearch] = useSearchParams();
    const asked = search.get('status') as ApprovalStatus | null;
    const status: ApprovalStatus = asked && APPROVAL_STATUSES.includes(asked) ? asked : 'pending';
    const openId = Number(search.get('id')) || null;
    const list = useQuery({
        queryKey: [...APPROVALS_KEY, 'list', status],
        queryFn: () => dataProvider.call(listApprovals, undefined, undefined, { query: { status, per_page: 100 } }),
    });
    const setParam = (key: string, value: string | null) =>
        setSearch(
            prev => {
                const next = new URLSearchParams(prev);
                if (value === null) next.delete(key);
                else next.set(key, value);
                return next;
            },
            { replace: key === 'status' }
        );
    const shown = loadingOrFailed(list, text.what);
    return (
        <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
            <Title title={text.menu} />
            <Typography variant="h5" component="h2">
                {text.heading[status]}
            </Typography>
            <TextField
                select
                size="small"
                label={text.filterStatus}
                value={status}
                onChange={e => setParam('status', e.target.value)}
                sx={{ width: 220 }}
            >
                {APPROVAL_STATUSES.map(s => (
                    <MenuItem key={s} value={s}>
                        {text.status[s]}
                    </MenuItem>
                ))}
            </TextField>
            {shown ??
                (list.data?.results.length ? (
                    <Table size="small" aria-label={text.heading[status]}>
                        <TableHead>
                            <TableRow>
                                <TableCell>{text.columnSummary}</TableCell>
                                <TableCell>{text.columnRequester}</TableCell>
                                <TableCell>{text.columnWhen}</TableCell>
                                <TableCell>{text.filterStatus}</TableCell>
                                <TableCell />
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {list.data.results.map(a => (
                                <TableRow key={a.id} hover>
                                    <TableCell>{a.summary}</TableCell>
                                    <TableCell>{a.requested_by}</TableCell>
                                    <TableCell>{formatInstant(a.requested_at)}</TableCell>
                                    <TableCell>{text.status[a.status]}</TableCell>
                                    <TableCell>
                                        <Button
                                            size="small"
                                            aria-label={`${text.open}: ${a.summary}`}
                                            onClick={() => setParam('id', String(a.id))}
                                        >
                                            {text.open}
                                        </Button>
                                    </TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                ) : (
                    <Typography color="text.secondary">{text.emptyBy[status]}</Typography>
                ))}
            {openId && <ApprovalDialog id={openId} onClose={() => setParam('id', null)} />}
        </Box>
    );
}

/** One request: who asked, its diff, and Approve / Reject (with a reason) / Withdraw where allowed. */
function ApprovalDialog({ id, onClose }: { id: number; onClose: () => void }) {
    const dataProvider = useConsoleDataProvider();
    const queryClient = useQueryClient();
    const notify = useNotify();
    const [rejecting, setRejecting] = useState(false);
    const [reason, setReason] = useState('');
    const [reasonError, setReasonError] = useState(false);
    const detail = useQuery({
        queryKey: [...APPROVALS_KEY, 'detail', id],
        queryFn: () => dataProvider.call(approvalDetail, id),
    });
    const withdraw = useOperation(withdrawChange);
    const decision = useMutation({
        mutationFn: async (what: 'approve' | 'reject' | 'withdraw') => {
            if (what === 'approve') {
                const done = await dataProvider.call(approveChange, id);
                // A scheduled change approved is scheduled, not applied: said with its time.
                const at = scheduledAt(done);
                return at ? fill(text.approvedScheduled, { at: formatInstant(at) }) : text.approved;
            }
            if (what === 'reject') await dataProvider.call(rejectChange, id, { reason: reason.trim() });
            // A withdrawn request cannot be sent again: asked first, naming it.
            else if (
                (await withdraw.run(id, undefined, { about: { summary: detail.data?.summary ?? '' } })) === DECLINED
            )
                return null;
            return what === 'reject' ? text.rejected : text.withdrawn;
        },
        onSuccess: said => {
            if (said === null) return;
            notify(said, { type: 'success' });
            void queryClient.invalidateQueries({ queryKey: APPROVALS_KEY });
            onClose();
        },
    });
    const a: Approval | undefined = detail.data;
    // Refused because the record changed since (409): approving again cannot succeed; the reason says what to do.
    const approvalRefused =
        decision.variables === 'approve' && decision.error instanceof ApiError && decision.error.status === 409;
    const shown = loadingOrFailed(detail, text.oneChange);
    const reject = () => {
        if (!reason.trim()) return setReasonError(true);
        decision.mutate('reject');
    };
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="approval-title">
            <DialogTitle id="approval-title">{a?.summary ?? text.menu}</DialogTitle>
            <DialogContent sx={{ display: 'grid', gap: 2 }}>
                {shown}
                {a && (
                    <>
                        <Typography variant="body2">
                            {fill(text.requestedBy, { who: a.requested_by, when: formatInstant(a.requested_at) })}
                        </Typography>
                        {a.decided_by && a.decided_at && (
                            <Typography variant="body2">
                                {fill(text.decidedBy, {
                                    status: text.status[a.status],
                                    who: a.decided_by,
                                    when: formatInstant(a.decided_at),
                                })}
                            </Typography>
                        )}
                        {a.reason && <Alert severity="info">{fill(text.reasonShown, { reason: a.reason })}</Alert>}
                        {a.diff && <ApprovalDiff rows={a.diff} decided={a.status !== 'pending'} />}
                        {rejecting && (
                            <TextField
                                autoFocus
                                required
                                multiline
                                {...growingTextArea(2)}
                                label={text.reason}
                                value={reason}
                                onChange={e => (setReason(e.target.value), setReasonError(false))}
                                error={reasonError}
                                helperText={reasonError ? text.reasonRequired : undefined}
                            />
                        )}
                        {decision.error && <Alert severity="error">{failureReason(decision.error)}</Alert>}
                    </>
                )}
            </DialogContent>
            <DialogActions>
                {a?.can_withdraw && (
                    <Button color="warning" disabled={decision.isPending} onClick={() => decision.mutate('withdraw')}>
                        {text.withdraw}
                    </Button>
                )}
                {a?.can_decide &&
                    (rejecting ? (
                        <Button color="error" variant="contained" disabled={decision.isPending} onClick={reject}>
                            {text.reject}
                        </Button>
                    ) : (
                        <>
                            <Button color="error" disabled={decision.isPending} onClick={() => setRejecting(true)}>
                                {text.reject}
                            </Button>
                            <Button
                                variant="contained"
                                disabled={decision.isPending || approvalRefused}
                                onClick={() => decision.mutate('approve')}
                            >
                                {text.approve}
                            </Button>
                        </>
                    ))}
                <Button onClick={onClose}>{text.close}</Button>
            </DialogActions>
        </Dialog>
    );
}
