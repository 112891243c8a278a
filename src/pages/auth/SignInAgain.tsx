import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ownUsername, signInAgain } from '../../../authProvider/login';
import { getAuth } from '../../../authProvider/state';
import { fill, messages } from '../../../resources/messages';
import { config } from '../../config';
import LoginField, { loginFailure } from './LoginField';

const m = messages.session;

/**
 * The session ended under the person (its token could not be renewed): they are told so and sign
 * in again here, over the screen they were on, which stays as it was, a form with what was typed.
 * What failed for want of a session is read again. Or they sign out (their unsaved values are
 * kept for their next sign-in, KeepUnsaved) and come back here after signing in.
 */
export default function SignInAgain() {
    const queryClient = useQueryClient();
    const navigate = useNavigate();
    const { pathname, search } = useLocation();
    const [known] = useState(() => ownUsername(getAuth()) ?? '');
    const [username, setUsername] = useState(known);
    const [password, setPassword] = useState('');
    const [busy, setBusy] = useState(false);
    const [error, setError] = useState<string | null>(null);

    async function submit(e: FormEvent) {
        e.preventDefault();
        setBusy(true);
        setError(null);
        try {
            await signInAgain(config.apiUrl, config.clientId, username.trim(), password, config.defaultBrand);
            void queryClient.refetchQueries({ type: 'active', predicate: q => q.state.status === 'error' });
        } catch (err) {
            setError(loginFailure(err));
            setBusy(false);
        }
    }

    return (
        <Dialog open aria-labelledby="session-ended-title" disableEscapeKeyDown>
            <form onSubmit={submit} noValidate>
                <DialogTitle id="session-ended-title">{m.ended}</DialogTitle>
                <DialogContent sx={{ display: 'grid', gap: 2 }}>
                    <DialogContentText>
                        {known ? fill(m.endedText, { username: known }) : m.endedTextAnyone}
                    </DialogContentText>
                    {error && <Alert severity="error">{error}</Alert>}
                    {known ? (
                        // For the browser's password manager: whose password this is.
                        <input type="hidden" name="username" autoComplete="username" value={known} />
                    ) : (
                        <LoginField
                            label={messages.app.username}
                            name="again-username"
                            autoComplete="username"
                            required
                            value={username}
                            onChange={e => setUsername(e.target.value)}
                        />
                    )}
                    <LoginField
                        label={messages.app.password}
                        name="again-password"
                        type="password"
                        autoComplete="current-password"
                        autoFocus
                        required
                        value={password}
                        onChange={e => setPassword(e.target.value)}
                    />
                </DialogContent>
                <DialogActions>
                    <Button
                        onClick={() =>
                            navigate(`/logout?${new URLSearchParams({ ended: '1', next: pathname + search })}`)
                        }
                    >
                        {m.endedSignOut}
                    </Button>
                    <Button type="submit" variant="contained" disabled={busy || !username.trim() || !password}>
                        {busy ? messages.app.signingIn : messages.app.signIn}
                    </Button>
                </DialogActions>
            </form>
        </Dialog>
    );
}
