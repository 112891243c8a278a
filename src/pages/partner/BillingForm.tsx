import Box from '@mui/material/Box';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, SaveButton, useNotify } from 'react-admin';
import { messages } from '../../../resources/messages';
import { BILLING_FIELD_NAMES, BILLING_FIELDS } from '../../../resources/partner/billing';
import { fieldError } from '../../../resources/validation';
import SchemaInput from '../../views/SchemaInput';
import { errorDetail } from '../../views/errors';
import { accountBilling, myBilling, saveAccountBilling, saveMyBilling } from '../../../resources/operations/partner';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';
import UnsavedChangesGuard from '../../components/UnsavedChangesGuard';

/** Billing details (my/billing, or accounts/billing for `userId`): the fields, checked as the API checks them. */
export default function BillingForm({ userId }: { userId?: string }) {
    const [read, write] = userId ? [accountBilling, saveAccountBilling] : [myBilling, saveMyBilling];
    const query = userId ? { user_id: userId } : undefined;
    const path = userId ? `account-${userId}` : 'mine';
    const dataProvider = useConsoleDataProvider();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const { data, error } = useQuery({
        queryKey: ['billing', path],
        queryFn: () => dataProvider.call(read, undefined, undefined, { query, useDetail: true }),
    });
    if (error) return <Box role="alert">{errorDetail(error)}</Box>;
    if (!data) return null;
    const validate = (values: Record<string, unknown>) => {
        const errors: Record<string, string> = {};
        for (const name of BILLING_FIELD_NAMES) {
            const e = fieldError(BILLING_FIELDS[name], values[name]);
            if (e) errors[name] = e;
        }
        return errors;
    };
    const save = async (values: Record<string, unknown>) => {
        const changes = Object.fromEntries(
            BILLING_FIELD_NAMES.filter(k => values[k] !== data[k]).map(k => [k, values[k] ?? null])
        );
        try {
            const saved = await dataProvider.call(write, undefined, changes, { query, ifMatch: data.version });
            queryClient.setQueryData(['billing', path], saved);
            notify(messages.partner.billingSaved, { type: 'success' });
        } catch (e) {
            notify(errorDetail(e), { type: 'error' });
        }
    };
    return (
        <Form noValidate record={data} onSubmit={save} validate={validate} key={`${path}-${data.version}`}>
            <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, columnGap: 3, maxWidth: 800 }}>
                {BILLING_FIELD_NAMES.map(name => (
                    <SchemaInput key={name} name={name} field={BILLING_FIELDS[name]} readOnly={false} />
                ))}
            </Box>
            <UnsavedChangesGuard />
            <SaveButton label="Save billing details" alwaysEnable />
        </Form>
    );
}
