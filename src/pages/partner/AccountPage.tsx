import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title } from 'react-admin';
import { allowedNow } from '../../../authProvider';
import { getAuth } from '../../../authProvider/state';
import { accessText } from '../../../resources/permissions';
import { ACCOUNTS_BILLING_ACCESS, MY_BILLING_ACCESS } from '../../../resources/partner/billing';
import BillingForm from './BillingForm';
import ExternalLinks from './ExternalLinks';

/** /account: who is signed in, their billing details (partners), any partner's (admin, finance), external links. */
export default function AccountPage() {
    const { user, scope } = getAuth();
    return (
        <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
            <Title title="Account" />
            <Box component="section" aria-labelledby="account-who">
                <Typography id="account-who" variant="h5" component="h2">
                    Your account
                </Typography>
                <Typography>
                    {[user?.first_name, user?.last_name].filter(Boolean).join(' ')} ({user?.username})
                </Typography>
                <Typography color="text.secondary">Access: {accessText(scope)}</Typography>
            </Box>
            {allowedNow(MY_BILLING_ACCESS) && (
                <Box component="section" aria-labelledby="account-billing">
                    <Typography id="account-billing" variant="h5" component="h2" gutterBottom>
                        Billing details
                    </Typography>
                    <BillingForm />
                </Box>
            )}
            {allowedNow(ACCOUNTS_BILLING_ACCESS) && <AccountsBilling />}
            <Box component="section">
                <ExternalLinks />
            </Box>
        </Box>
    );
}

/** Admin and finance: a partner account's billing details, by its user id. */
function AccountsBilling() {
    const [typed, setTyped] = useState('');
    const [userId, setUserId] = useState<string | null>(null);
    return (
        <Box component="section" aria-labelledby="accounts-billing">
            <Typography id="accounts-billing" variant="h5" component="h2" gutterBottom>
                A partner’s billing details
            </Typography>
            <Box
                component="form"
                sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}
                onSubmit={e => {
                    e.preventDefault();
                    if (/^\d+$/.test(typed)) setUserId(typed);
                }}
            >
                <TextField
                    label="Partner user ID"
                    value={typed}
                    onChange={e => setTyped(e.target.value.trim())}
                    slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
                    size="small"
                />
                <Button type="submit" variant="outlined">
                    Show billing details
                </Button>
            </Box>
            {userId && <BillingForm userId={userId} />}
        </Box>
    );
}
