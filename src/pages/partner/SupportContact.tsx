import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, SaveButton, useNotify } from 'react-admin';
import { fill, messages } from '../../../resources/messages';
import { TICKET_FIELD_NAMES, TICKET_FIELDS } from '../../../resources/partner/support';
import { fieldError } from '../../../resources/validation';
import { formatTime } from '../../lib/time';
import SchemaInput from '../../views/SchemaInput';
import { errorDetail } from '../../views/errors';
import { openSupportTicket, supportTickets } from '../../../resources/operations/partner';
import { isOffered } from '../../lib/capabilities';
import NotOffered from '../NotOffered';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';
import UnsavedChangesGuard from '../../components/UnsavedChangesGuard';

/** The partner's support contact form: the message becomes a ticket on the API; their recent tickets below. */
export default function SupportContact() {
    // No form whose message could not be sent: the section says the server lacks it.
    return isOffered(openSupportTicket.spec) ? <ContactForm /> : <NotOffered title="Contact support" heading="h3" />;
}

function ContactForm() {
    const dataProvider = useConsoleDataProvider();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const [sent, setSent] = useState<number | null>(null);
    const [formKey, setFormKey] = useState(0);
    const { data } = useQuery({
        queryKey: ['support-tickets'],
        queryFn: () => dataProvider.call(supportTickets),
    });
    const validate = (values: Record<string, unknown>) => {
        const errors: Record<string, string> = {};
        for (const name of TICKET_FIELD_NAMES) {
            const e = fieldError(TICKET_FIELDS[name], values[name]);
            if (e) errors[name] = e;
        }
        return errors;
    };
    const send = async (values: Record<string, unknown>) => {
        try {
            const ticket = await dataProvider.call(openSupportTicket, undefined, {
                subject: values.subject,
                message: values.message,
            });
            setSent(ticket.id);
            setFormKey(k => k + 1);
            void queryClient.invalidateQueries({ queryKey: ['support-tickets'] });
        } catch (e) {
            notify(errorDetail(e), { type: 'error' });
        }
    };
    return (
        <Box component="section" aria-labelledby="support-contact" sx={{ p: 2, maxWidth: 800 }}>
            <Typography id="support-contact" variant="h5" component="h2" gutterBottom>
                Contact support
            </Typography>
            {sent !== null && <Alert severity="success">{fill(messages.partner.ticketSent, { id: sent })}</Alert>}
            <Form noValidate key={formKey} onSubmit={send} validate={validate}>
                {TICKET_FIELD_NAMES.map(name => (
                    <SchemaInput key={name} name={name} field={TICKET_FIELDS[name]} readOnly={false} />
                ))}
                <UnsavedChangesGuard />
                <SaveButton label="Send message" alwaysEnable />
            </Form>
            {!!data?.results.length && (
                <>
                    <Typography variant="h6" component="h3" sx={{ mt: 3 }}>
                        Your recent messages
                    </Typography>
                    <ul aria-label="Your recent messages">
                        {data.results.map(t => (
                            <li key={t.id}>
                                <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                                    Ticket {t.id} · {t.subject} · {t.status} · {formatTime(t.created)}
                                </Box>
                            </li>
                        ))}
                    </ul>
                </>
            )}
        </Box>
    );
}
