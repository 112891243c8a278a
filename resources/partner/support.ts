/**
 * The partner's support contact form (spec §1: partners get a support section): a message that
 * becomes a ticket on the API. Shown as text everywhere (it is the partner's own words).
 */
import { P } from '../permissions';
import { text } from '../fields';

export const SUPPORT_TICKET_ACCESS = P.PARTNER;
export const TICKET_FIELDS = {
    subject: text('Subject', { max: 200, required: true }),
    message: text('Message', { max: 5000, required: true, multiline: true }),
};
export const TICKET_FIELD_NAMES = Object.keys(TICKET_FIELDS) as (keyof typeof TICKET_FIELDS)[];
