import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CopyButton from '../../components/CopyButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { mayWriteNow } from '../../../authProvider';
import { FTP_USERNAME } from '../../../resources/delivery/ingestion';
import { fill, messages } from '../../../resources/messages';
import {
    createFtpUser,
    ftpUsers,
    resetFtpPassword,
    updateFtpUser,
    type FtpUser,
} from '../../../resources/operations/suppliers';
import SubTable, { stopEnter, useOperationRows } from '../../components/SubTable';
import { loadingOrFailed } from '../../components/LoadFailed';
import { formatTime } from '../../lib/time';
import { errorDetail } from '../../views/errors';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';
import { DECLINED, useOperation } from '../../lib/useOperation';

const m = messages.ingestion;

/**
 * A supplier's FTP users: create one (the server makes its password), disable or enable it, reset
 * its password. A new password shows here once, until Done or leaving the tab; nothing reads it back.
 */
export default function FtpUsersTab() {
    const record = useRecordContext();
    const dataProvider = useConsoleDataProvider();
    const notify = useNotify();
    const updating = useOperation(updateFtpUser);
    const resetting = useOperation(resetFtpPassword);
    const supplier = record?.id as string | number | undefined;
    const users = useOperationRows(ftpUsers, supplier);
    const { data, reload } = users;
    const [username, setUsername] = useState('');
    const [problem, setProblem] = useState<string | null>(null);
    const [shown, setShown] = useState<{ username: string; password: string } | null>(null);
    const [creating, setCreating] = useState(false);
    // Busy while a call is on its way (not while its question is asked).
    const busy = creating || updating.pending || resetting.pending;
    const canWrite = mayWriteNow(createFtpUser.access);

    async function create() {
        const name = username.trim();
        if (!FTP_USERNAME.test(name)) return setProblem(m.ftpUsername);
        setProblem(null);
        try {
            setCreating(true);
            const made = await dataProvider
                .call(createFtpUser, supplier, { username: name })
                .finally(() => setCreating(false));
            setShown({ username: made.username, password: made.password ?? '' });
            setUsername('');
            await reload();
        } catch (e) {
            setProblem(errorDetail(e));
        }
    }

    // A disable and a reset are asked as declared, naming the account.
    const about = (user: FtpUser) => ({ about: { username: user.username } });
    async function toggle(user: FtpUser) {
        try {
            const answer = await updating.run(
                { id: supplier!, ftpId: user.id },
                { enabled: !user.enabled },
                about(user)
            );
            if (answer === DECLINED) return;
            notify(`${user.username} ${user.enabled ? 'disabled' : 'enabled'}`, { type: 'success' });
            await reload();
        } catch (e) {
            notify(fill(messages.errors.processing, { error: errorDetail(e) }), { type: 'error' });
        }
    }

    async function reset(user: FtpUser) {
        try {
            const answer = await resetting.run({ id: supplier!, ftpId: user.id }, undefined, about(user));
            if (answer === DECLINED) return;
            setShown({ username: user.username, password: answer.password ?? '' });
        } catch (e) {
            notify(fill(messages.errors.processing, { error: errorDetail(e) }), { type: 'error' });
        }
    }

    return (
        <Box sx={{ width: '100%' }}>
            {shown && (
                <Alert
                    severity="warning"
                    sx={{ mb: 2 }}
                    action={
                        <>
                            <CopyButton text={shown.password} label={`Copy the password of ${shown.username}`} />
                            <Button type="button" color="inherit" onClick={() => setShown(null)}>
                                Done
                            </Button>
                        </>
                    }
                >
                    <AlertTitle>Password of {shown.username}</AlertTitle>
                    <Box
                        component="code"
                        aria-label={`New password of ${shown.username}`}
                        sx={{ fontSize: '1.1rem', userSelect: 'all', display: 'block', my: 1 }}
                    >
                        {shown.password}
                    </Box>
                    {m.ftpPasswordOnce}
                </Alert>
            )}
            {loadingOrFailed(users, 'FTP users')}
            <SubTable
                label="FTP users"
                rows={data}
                loading={!users.data}
                empty="No FTP users. Create one for the supplier to deliver through."
                columns={[
                    { key: 'username', label: 'User name' },
                    { key: 'enabled', label: 'Status', render: r => (r.enabled ? 'Enabled' : 'Disabled') },
                    {
                        key: 'last_login',
                        label: 'Last login',
                        nowrap: true,
                        render: r => (r.last_login ? formatTime(r.last_login) : 'Never'),
                    },
                    ...(canWrite
                        ? [
                              {
                                  key: 'actions',
                                  label: 'Actions',
                                  nowrap: true,
                                  render: (r: FtpUser) => (
                                      <>
                                          <Button
                                              type="button"
                                              size="small"
                                              disabled={busy}
                                              onClick={() => void toggle(r)}
                                              aria-label={`${r.enabled ? 'Disable' : 'Enable'} ${r.username}`}
                                          >
                                              {r.enabled ? 'Disable' : 'Enable'}
                                          </Button>
                                          <Button
                                              type="button"
                                              size="small"
                                              disabled={busy}
                                              onClick={() => void reset(r)}
                                              aria-label={`Reset the password of ${r.username}`}
                                          >
                                              Reset password
                                          </Button>
                                      </>
                                  ),
                              },
                          ]
                        : []),
                ]}
            />
            {canWrite && (
                <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                    <TextField
                        label="New FTP user name"
                        value={username}
                        size="small"
                        onChange={e => setUsername(e.target.value)}
                        onKeyDown={stopEnter}
                        error={!!problem}
                        helperText={problem ?? 'Lower-case letters, digits, dots, hyphens or underscores'}
                        sx={{ minWidth: 280 }}
                    />
                    <Button type="button" variant="outlined" disabled={busy} onClick={() => void create()}>
                        Create FTP user
                    </Button>
                </Box>
            )}
            {!canWrite && (
                <Typography color="text.secondary" variant="body2">
                    Admin and content operations create FTP users and reset their passwords.
                </Typography>
            )}
        </Box>
    );
}
