import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { agreementPending, landingAfterSignIn } from '../../../authProvider/agreement';
import { safeNext, verify } from '../../../authProvider/login';
import { config } from '../../config';
import { app } from '../../../resources/messages/app';

/** /auth/verify: exchange the code, introspect, check the scopes, store the auth state, then land (the agreement first when due). */
export default function VerifyPage() {
    const [params] = useSearchParams();
    const navigate = useNavigate();
    const started = useRef(false);
    useEffect(() => {
        if (started.current) return;
        started.current = true;
        const code = params.get('code');
        const next = safeNext(params.get('state'));
        (code ? verify(config.apiUrl, code, config.defaultBrand) : Promise.reject(new Error('no code')))
            .then(async auth => {
                // Checked before the console shows: a supplier who has not accepted reads the agreement first.
                const pending = await agreementPending(config.apiUrl, auth);
                navigate(landingAfterSignIn(next, pending), { replace: true });
            })
            .catch(() => navigate(`/auth?error=scope&next=${encodeURIComponent(next)}`, { replace: true }));
    }, [params, navigate]);
    return (
        <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
            <Box sx={{ textAlign: 'center' }}>
                <CircularProgress aria-label={app.verifying} />
                <Typography sx={{ mt: 2 }}>{app.verifying}</Typography>
            </Box>
        </Box>
    );
}
