import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext } from 'react-admin';
import { codeWords } from '../../../resources/format';
import { formatTime } from '../../lib/time';
import { messages } from '../../../resources/messages';
import { hostMissing } from '../../lib/serviceHosts';
import { errorDetail } from '../../views/errors';
import { loadingOrFailed } from '../../components/LoadFailed';
import { answerStatus } from '../../lib/loadFailure';
import { identityAccount, temporaryAccountEmail } from '../../../resources/operations/support';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

const m = messages.support;
const when = (iso: string | null) => (iso ? formatTime(iso, 'mountain') : '—');

/** Label and value pairs as a description list (read by screen readers as such). */
function Pairs({ label, pairs }: { label: string; pairs: [string, string][] }) {
    return (
        <Box
            component="dl"
            aria-label={label}
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}
        >
            {pairs.map(([k, v]) => (
                <Box key={k} sx={{ display: 'contents' }}>
                    <Typography component="dt" color="text.secondary">
                        {k}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                        {v}
                    </Typography>
                </Box>
            ))}
        </Box>
    );
}

/**
 * The user's account at the identity service (spec §7, another host; the reference API serves it
 * under identity/) and the temporary email the account was opened with, both read on demand.
 */
export default function UserIdentityTab() {
    const record = useRecordContext();
    const dataProvider = useConsoleDataProvider();
    const identity = useQuery({
        queryKey: ['identity', record?.person_id],
        queryFn: () => dataProvider.call(identityAccount, record!.person_id as number),
        enabled: record?.person_id != null,
        retry: false,
    });
    const temporary = useQuery({
        queryKey: ['temporary-account-email', record?.id],
        queryFn: () => dataProvider.call(temporaryAccountEmail, record!.id),
        enabled: record != null,
    });
    if (!record) return null;
    const i = identity.data;
    const unreachable = hostMissing('identity', identity.error);
    return (
        <Box sx={{ display: 'grid', gap: 3, my: 1 }}>
            <section aria-labelledby="identity-heading">
                <Typography id="identity-heading" variant="h6" component="h2" gutterBottom>
                    Identity Account
                </Typography>
                {unreachable ? (
                    <Alert severity="warning">{unreachable}</Alert>
                ) : identity.error && answerStatus(identity.error) === 404 ? (
                    <Alert severity="info">{errorDetail(identity.error) || m.identityNone}</Alert>
                ) : identity.error ? (
                    loadingOrFailed(identity, 'the identity account')
                ) : (
                    i && (
                        <Pairs
                            label="Identity account"
                            pairs={[
                                ['Person ID', String(i.person_id)],
                                ['Sign-in email', i.email],
                                ['Email verified', i.email_verified ? 'Yes' : 'No'],
                                ['Status', codeWords(i.status)],
                                ['Sign-in methods', i.providers.map(codeWords).join(', ')],
                                ['Created', when(i.created)],
                                ['Last sign-in', when(i.last_sign_in)],
                            ]}
                        />
                    )
                )}
            </section>
            <section aria-labelledby="temporary-heading">
                <Typography id="temporary-heading" variant="h6" component="h2" gutterBottom>
                    Temporary Account Email
                </Typography>
                {temporary.error
                    ? loadingOrFailed(temporary, 'the temporary account email')
                    : temporary.data && <Typography>{temporary.data.email ?? m.temporaryEmailNone}</Typography>}
            </section>
        </Box>
    );
}
