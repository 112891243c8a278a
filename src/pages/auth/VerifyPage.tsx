import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { agreementPending, landingAfterSignIn } from '../../../authProvider/agreement';
import { LoginError, safeNext, verify } from '../../../authProvider/login';
import { ApiError } from '../../../dataProvider/errors';
import { config } from '../../config';
import { app } from '../../../resources/messages/app';
import { network } from '../../../resources/messages/network';

/**
 * /auth/verify: exchange the code, introspect, check the scopes, store the auth state, then land (the
 * agreement first when due). A server that does not answer (its features asked, `capabilities/`) is
 * said here in words, with the way back to sign in: never a page left "Verifying…".
 */
export default function VerifyPage() {
    const [params] = useSearchParams();
    const navigate = useNavigate();
    // The username typed on /auth: handed back with a failure, so that only the password is typed again.
    const username = (useLocation().state as { username?: string } | null)?.username;
    const started = useRef(false);
    const [unanswered, setUnanswered] = useState<string | null>(null);
    const next = safeNext(params.get('state'));
    useEffect(() => {
        if (started.current) return;
        started.current = true;
        const code = params.get('code');
        (code ? verify(config.apiUrl, code, config.defaultBrand) : Promise.reject(new Error('no code')))
            .then(async auth => {
                // Checked before the console shows: a supplier who has not accepted reads the agreement first.
                const pending = await agreementPending(config.apiUrl, auth);
                navigate(landingAfterSignIn(next, pending), { replace: true });
            })
            .catch(e => {
                if (e instanceof ApiError && e.kind !== 'http')
                    setUnanswered(`${network.verifyUnanswered} ${e.message}`);
                else {
                    const error = e instanceof LoginError && e.reason === 'unavailable' ? 'unavailable' : 'scope';
                    navigate(`/auth?error=${error}&next=${encodeURIComponent(next)}`, {
                        replace: true,
                        state: { username },
                    });
                }
            });
    }, [params, navigate, next, username]);
    return (
        <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
            {unanswered ? (
                <Box sx={{ maxWidth: 440, display: 'grid', gap: 2 }}>
                    <Alert severity="error">
                        <AlertTitle>{network.verifyUnanswered}</AlertTitle>
                        {unanswered}
                    </Alert>
                    <Button
                        variant="contained"
                        component={Link}
                        to={`/auth?next=${encodeURIComponent(next)}`}
                        replace
                        sx={{ justifySelf: 'start' }}
                    >
                        {network.signInAgain}
                    </Button>
                </Box>
            ) : (
                <Box sx={{ textAlign: 'center' }}>
                    <CircularProgress aria-label={app.verifying} />
                    <Typography sx={{ mt: 2 }}>{app.verifying}</Typography>
                </Box>
            )}
        </Box>
    );
}
