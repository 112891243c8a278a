import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { config } from '../config';
import { errors } from '../../resources/messages/errors';

/** The message of spec §8 for a status. */
export function errorMessage(status?: number): string {
    const e = errors;
    if (status === 400 || status === 403 || status === 404 || status === 500) return e[status];
    return e.other;
}

/** Whether the friendly "logged" line shows: status above 500 or missing. */
export const showsLoggedLine = (status?: number) => status === undefined || status > 500;

export interface ErrorPageProps {
    status?: number;
    showBack?: boolean;
}

/** Status, message and a friendly line; never a stack trace. */
export default function ErrorPage({ status, showBack = true }: ErrorPageProps) {
    return (
        <Box role="alert" sx={{ maxWidth: 560, mx: 'auto', my: 8, px: 3, textAlign: 'center' }}>
            {status !== undefined && (
                <Typography variant="h2" component="p" color="text.secondary" sx={{ fontWeight: 300 }}>
                    {status}
                </Typography>
            )}
            <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
                {errorMessage(status)}
            </Typography>
            {showsLoggedLine(status) && (
                <Typography sx={{ mt: 2 }} color="text.secondary">
                    {errors.logged} <Link href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Link>
                </Typography>
            )}
            {showBack && (
                <Button sx={{ mt: 4 }} variant="outlined" onClick={() => window.history.back()}>
                    {errors.takeMeBack}
                </Button>
            )}
        </Box>
    );
}
