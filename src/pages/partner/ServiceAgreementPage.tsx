import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router';
import { safeNext } from '../../../authProvider/login';
import { getAuth } from '../../../authProvider/state';
import { fill, messages } from '../../../resources/messages';
import ErrorPage from '../../components/ErrorPage';
import { formatTime } from '../../lib/time';
import { errorDetail } from '../../views/errors';
import { introspect } from '../../../resources/operations/auth';
import { acceptServiceAgreement, serviceAgreement } from '../../../resources/operations/partner';
import { isOffered } from '../../lib/capabilities';
import NotOffered from '../NotOffered';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

const m = messages.partner;

/**
 * /service-agreement (supplier partners): the agreement, its version, Accept, and who accepted it
 * when. Sign-in sends a supplier here with `?next=` while it is not accepted (authProvider/agreement.ts):
 * then it says why, and accepting (or "not now") goes on to `next`.
 */
export default function ServiceAgreementPage() {
    // Accepting (§7 POST) needs the text and version read first, which only the reference server's GET gives.
    return isOffered(serviceAgreement.spec) ? <Agreement /> : <NotOffered title="Service Agreement" />;
}

function Agreement() {
    const dataProvider = useConsoleDataProvider();
    const notify = useNotify();
    const navigate = useNavigate();
    const [params] = useSearchParams();
    const next = params.has('next') ? safeNext(params.get('next')) : null;
    const queryClient = useQueryClient();
    const [read, setRead] = useState(false);
    const [sending, setSending] = useState(false);
    // The signed-in supplier's id: kept at sign-in; asked of the API for a session kept from before it was.
    const { data: supplierId } = useQuery({
        queryKey: ['own-supplier-id'],
        queryFn: async () => getAuth().user?.supplier_id ?? (await dataProvider.call(introspect)).supplier_id ?? null,
    });
    const { data, error } = useQuery({
        queryKey: ['service-agreement', supplierId],
        queryFn: () => dataProvider.call(serviceAgreement, supplierId ?? undefined),
        enabled: !!supplierId,
    });
    if (supplierId === null) return <ErrorPage status={403} />;
    if (error) return <ErrorPage status={(error as { status?: number }).status ?? 500} />;
    if (!data) return null;

    async function accept() {
        setSending(true);
        try {
            const answer = await dataProvider.call(acceptServiceAgreement, supplierId ?? undefined, {
                version: data!.version,
            });
            queryClient.setQueryData(['service-agreement', supplierId], answer);
            if (next) {
                notify(fill(m.agreementDone, { version: answer.version }), { type: 'success' });
                navigate(next, { replace: true });
            }
        } catch (e) {
            notify(errorDetail(e), { type: 'error' });
            void queryClient.invalidateQueries({ queryKey: ['service-agreement', supplierId] });
        } finally {
            setSending(false);
        }
    }
    return (
        <Box sx={{ p: 2, maxWidth: 800 }}>
            <Title title="Service Agreement" />
            {next && !data.accepted && (
                <Alert severity="info" sx={{ mb: 2 }}>
                    {m.agreementPrompt}
                </Alert>
            )}
            <Typography variant="h5" component="h2">
                {data.title}
            </Typography>
            <Typography color="text.secondary" gutterBottom>
                {fill(m.agreementVersion, { version: data.version })}
            </Typography>
            <Box component="ol" aria-label="Agreement text" sx={{ pl: 3 }}>
                {data.text.map(p => (
                    <Typography component="li" key={p} sx={{ mb: 1 }}>
                        {p}
                    </Typography>
                ))}
            </Box>
            {data.accepted ? (
                <Alert severity="success">
                    {fill(m.agreementAccepted, { date: formatTime(data.accepted.date), user: data.accepted.username })}
                </Alert>
            ) : (
                <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
                    <Typography>{m.agreementNotAccepted}</Typography>
                    <FormControlLabel
                        control={<Checkbox checked={read} onChange={e => setRead(e.target.checked)} />}
                        label={`I have read version ${data.version} and accept it for my company`}
                    />
                    <Box sx={{ display: 'flex', gap: 1 }}>
                        <Button variant="contained" disabled={!read || sending} onClick={accept}>
                            Accept
                        </Button>
                        {next && <Button onClick={() => navigate(next, { replace: true })}>{m.agreementLater}</Button>}
                    </Box>
                </Box>
            )}
        </Box>
    );
}
