import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { config } from '../config';
import { errors } from '../../resources/messages/errors';
import { load } from '../../resources/messages/load';
import { failureReason } from '../lib/loadFailure';

/** The message of spec §8 for a status. */
export function errorMessage(status?: number): string {
    const e = errors;
    if (status === 400 || status === 403 || status === 404 || status === 500) return e[status];
    return e.other;
}

/** Whether the friendly "logged" line shows: status above 500 or missing. */
export const showsLoggedLine = (status?: number) => status === undefined || status > 500;

export interface ErrorPageProps {
    /** The answer's status; none (or 0) where no answer came. */
    status?: number;
    showBack?: boolean;
    /** What failed: its reason shows in words under the message (never its raw text). */
    error?: unknown;
    /** Tries the screen again (a load that failed): offered as Retry. */
    onRetry?: () => void;
}

/** Status, message, why in words where known, and a friendly line; never a stack trace. */
export default function ErrorPage({ status, showBack = true, error, onRetry }: ErrorPageProps) {
    const answered = status !== undefined && status > 0 ? status : undefined;
    const reason = error === undefined ? null : failureReason(error);
    return (
        <Box role="alert" sx={{ maxWidth: 560, mx: 'auto', my: 8, px: 3, textAlign: 'center' }}>
            {answered !== undefined && (
                <Typography variant="h2" component="p" color="text.secondary" sx={{ fontWeight: 300 }}>
                    {answered}
                </Typography>
            )}
            <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
                {errorMessage(answered)}
            </Typography>
            {reason && <Typography sx={{ mt: 2 }}>{reason}</Typography>}
            {showsLoggedLine(answered) && (
                <Typography sx={{ mt: 2 }} color="text.secondary">
                    {errors.logged} <Link href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Link>
                </Typography>
            )}
            <Box sx={{ mt: 4, display: 'flex', gap: 2, justifyContent: 'center' }}>
                {onRetry && (
                    <Button variant="contained" onClick={onRetry}>
                        {load.retry}
                    </Button>
                )}
                {showBack && (
                    <Button variant="outlined" onClick={() => window.history.back()}>
                        {errors.takeMeBack}
                    </Button>
                )}
            </Box>
        </Box>
    );
}
