import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { authorize } from '../../../authProvider/login';
import { config } from '../../config';
import { app as m } from '../../../resources/messages/app';
import { auth } from '../../../resources/messages/auth';
import { session } from '../../../resources/messages/session';
import LoginField, { loginFailure } from './LoginField';

let consoleCode: Promise<unknown> | null = null;
/**
 * The app behind the login (react-admin, MUI) and its list view, fetched once the password is
 * being typed: never part of /auth's own load.
 */
function prefetchConsole(): void {
    consoleCode ??= import('../../ConsoleApp')
        .then(() => import('../../views/SchemaList'))
        .catch(() => (consoleCode = null));
}

/** /auth: a plain MUI card; no react-admin here, so the route loads fast. */
export default function LoginPage() {
    const [params] = useSearchParams();
    const location = useLocation();
    const navigate = useNavigate();
    // Handed back by /auth/verify when the sign-in failed there: only the password is typed again.
    const handedBack = location.state as { scopeFailed?: boolean; username?: string } | null;
    const [username, setUsername] = useState(handedBack?.username ?? '');
    const [password, setPassword] = useState('');
    const [busy, setBusy] = useState(false);
    const initial =
        params.get('error') === 'scope' || handedBack?.scopeFailed
            ? auth.failed
            : params.get('error') === 'unavailable'
              ? m.loginUnavailable
              : null;
    const [error, setError] = useState<string | null>(initial);

    async function submit(e: FormEvent) {
        e.preventDefault();
        prefetchConsole();
        setBusy(true);
        setError(null);
        try {
            const target = await authorize(
                config.apiUrl,
                config.clientId,
                username.trim(),
                password,
                params.get('next') ?? '/'
            );
            navigate(target, { state: { username: username.trim() } });
        } catch (err) {
            setError(loginFailure(err));
            setBusy(false);
        }
    }

    return (
        <Box
            component="main"
            sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#eef1f5', p: 2 }}
        >
            <Card sx={{ width: '100%', maxWidth: 380 }} elevation={3}>
                <CardContent component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, p: 4 }}>
                    <Typography variant="h5" component="h1">
                        {m.loginTitle}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
                        {m.loginBrands}
                    </Typography>
                    {error && <Alert severity="error">{error}</Alert>}
                    {!error && params.has('ended') && <Alert severity="info">{session.endedSignIn}</Alert>}
                    <LoginField
                        label={m.username}
                        name="username"
                        autoComplete="username"
                        autoFocus
                        required
                        value={username}
                        onChange={e => setUsername(e.target.value)}
                    />
                    <LoginField
                        label={m.password}
                        name="password"
                        type="password"
                        autoComplete="current-password"
                        required
                        value={password}
                        onChange={e => {
                            setPassword(e.target.value);
                            prefetchConsole();
                        }}
                    />
                    <Button type="submit" variant="contained" size="large" disabled={busy || !username || !password}>
                        {busy ? m.signingIn : m.signIn}
                    </Button>
                </CardContent>
            </Card>
        </Box>
    );
}
