/**
 * A time for a scheduled change (issue 44), asked in the store's zone: the field's label names the
 * zone as it is on the date typed ("When (MST)", "When (MDT)"), and the line under it the time as it
 * will be kept. Enter confirms, Esc closes; a time in the past or none is said before anything is sent.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { formatInstant } from '../../../resources/format';
import { fill } from '../../../resources/messages/fill';
import { scheduled as text } from '../../../resources/messages/approvals';
import { confirm as confirmWords } from '../../../resources/messages/confirm';
import { mountainZoneAt } from '../../../resources/scheduled';
import { failureReason } from '../../views/failure';
import TimeInput from '../../components/TimeInput';
import { localToIso } from '../../lib/time';

/** Why a typed time cannot be sent ('' when it can): none, or not in the future (pure). */
export function whenProblem(iso: string | null, now = Date.now()): string {
    if (!iso) return text.atRequired;
    return Date.parse(iso) <= now ? text.atInPast : '';
}

export default function WhenDialog({
    title,
    confirm,
    initial,
    intro,
    blocked,
    pending,
    error,
    onConfirm,
    onClose,
}: {
    title: string;
    confirm: string;
    /** A `datetime-local` value in Mountain time. */
    initial: string;
    intro?: string;
    /** Why nothing can be confirmed here: said instead of the field. */
    blocked?: string;
    pending: boolean;
    error: unknown;
    onConfirm: (at: string) => void;
    onClose: () => void;
}) {
    const titleId = useId();
    const [local, setLocal] = useState(initial);
    const [problem, setProblem] = useState('');
    const iso = localToIso(local, 'mountain');
    const submit = (e: FormEvent) => {
        e.preventDefault();
        // The dialog sits inside the record's form in React's tree: its submit is not the form's Save.
        e.stopPropagation();
        const why = whenProblem(iso);
        setProblem(why);
        if (!why && iso) onConfirm(iso);
    };
    return (
        <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
            <form noValidate onSubmit={submit}>
                <DialogTitle id={titleId}>{title}</DialogTitle>
                <DialogContent sx={{ display: 'grid', gap: 2 }}>
                    {blocked ? (
                        <Alert severity="info">{blocked}</Alert>
                    ) : (
                        <>
                            {intro && <Typography variant="body2">{intro}</Typography>}
                            <TimeInput
                                label={fill(text.at, { zone: mountainZoneAt(iso) || text.anyZone })}
                                value={local}
                                onChange={v => (setLocal(v), setProblem(''))}
                                error={problem || undefined}
                            />
                            {iso && (
                                <Typography variant="body2" role="status">
                                    {fill(text.scheduledFor, { at: formatInstant(iso) })}
                                </Typography>
                            )}
                            {!!error && <Alert severity="error">{failureReason(error)}</Alert>}
                        </>
                    )}
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>{confirmWords.cancel}</Button>
                    {!blocked && (
                        <Button type="submit" variant="contained" disabled={pending}>
                            {confirm}
                        </Button>
                    )}
                </DialogActions>
            </form>
        </Dialog>
    );
}
