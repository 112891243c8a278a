import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { currentGrants } from '../../../authProvider';
import { getAuth } from '../../../authProvider/state';
import { startViewAs } from '../../../authProvider/viewAs';
import { fill, messages } from '../../../resources/messages';
import { operationAllowed } from '../../../resources/operations/define';
import { viewAsSessions, viewAsUsers, type ViewableUser } from '../../../resources/operations/viewAs';
import ErrorPage, { errorMessage } from '../../components/ErrorPage';
import LoadFailed, { loadingOrFailed } from '../../components/LoadFailed';
import { isOffered } from '../../lib/capabilities';
import NotOffered from '../NotOffered';
import SubTable from '../../components/SubTable';
import { config } from '../../config';
import { formatTime } from '../../lib/time';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

/**
 * Admins: pick any staff or partner user to view the console as, and the audit list of who did.
 * Anyone else who types the address gets the 403 page (the server refuses them too); a server
 * without view-as says so.
 */
export default function ViewAsPage() {
    if (!operationAllowed(viewAsUsers, currentGrants())) return <AccessDenied />;
    if (!isOffered(viewAsUsers.spec)) return <NotOffered title={messages.viewAs.title} />;
    return <ViewAsPicker />;
}

/** An error page inside the console, its message also the page's title (the app bar's heading). */
function AccessDenied() {
    return (
        <>
            <Title title={errorMessage(403)} />
            <ErrorPage status={403} />
        </>
    );
}

function ViewAsPicker() {
    const dataProvider = useConsoleDataProvider();
    const notify = useNotify();
    const [chosen, setChosen] = useState<ViewableUser | null>(null);
    const viewing = !!getAuth().view_as;
    const users = useQuery({
        queryKey: ['view-as', 'users'],
        queryFn: () => dataProvider.call(viewAsUsers),
        enabled: !viewing,
    });
    const sessions = useQuery({
        queryKey: ['view-as', 'sessions'],
        queryFn: () => dataProvider.call(viewAsSessions, undefined, undefined, { query: { per_page: 100 } }),
        enabled: !viewing,
    });
    const start = async () => {
        if (!chosen) return;
        try {
            await startViewAs(config.apiUrl, chosen);
            // A fresh start as the viewed user: menu, routes and lists are theirs.
            window.location.assign('/');
        } catch (e) {
            notify((e as Error).message, { type: 'error' });
        }
    };
    return (
        <Box sx={{ p: 2, display: 'grid', gap: 3, maxWidth: 900 }}>
            <Title title={messages.viewAs.title} />
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                <Autocomplete
                    sx={{ minWidth: 360 }}
                    options={users.data?.results ?? []}
                    loading={users.isPending}
                    value={chosen}
                    onChange={(_, user) => setChosen(user)}
                    getOptionLabel={u => `${u.title} (${u.username})`}
                    renderInput={params => <TextField {...params} label={messages.viewAs.pick} />}
                />
                <Button variant="contained" disabled={!chosen} onClick={() => void start()}>
                    {messages.viewAs.start}
                </Button>
            </Box>
            {users.error && (
                <LoadFailed
                    what={fill(messages.load.choices, { field: messages.viewAs.pick })}
                    error={users.error}
                    onRetry={() => void users.refetch()}
                    retrying={users.isFetching}
                />
            )}
            <Box>
                <Typography variant="h6" component="h2">
                    {messages.viewAs.sessions}
                </Typography>
                {loadingOrFailed(sessions, messages.viewAs.sessions.toLowerCase()) ?? (
                    <SubTable
                        label={messages.viewAs.sessions}
                        rows={sessions.data?.results}
                        empty={messages.viewAs.noSessions}
                        columns={[
                            { key: 'started', label: 'When', render: s => formatTime(s.started), nowrap: true },
                            { key: 'viewer', label: 'Who' },
                            { key: 'viewed_title', label: 'Viewed as', render: s => `${s.viewed_title} (${s.viewed})` },
                            {
                                key: 'last_seen',
                                label: 'Last seen',
                                render: s => formatTime(s.last_seen),
                                nowrap: true,
                            },
                        ]}
                    />
                )}
            </Box>
        </Box>
    );
}
