/** The partner app's own calls: service agreement, resources to download, billing details, support tickets. */
import { ACCOUNTS_BILLING_ACCESS, MY_BILLING_ACCESS } from '../partner/billing';
import { SUPPORT_TICKET_ACCESS } from '../partner/support';
import { P } from '../permissions';
import { defineOperation, returns } from './define';

export interface Agreement {
    version: string;
    title: string;
    text: string[];
    accepted: { date: string; username: string; version: string } | null;
}
export interface PartnerResource {
    id: number;
    kind: 'guide' | 'template';
    title: string;
    summary: string;
    file_name: string;
    size: number;
    download: string;
}
export interface Ticket {
    id: number;
    subject: string;
    status: string;
    created: string;
}
/** Billing details: the fields of resources/partner/billing.ts, and the version a save must name. */
export type Billing = Record<string, unknown> & { version: number };

const AGREEMENT = 'Suppliers: … service-agreement POST';
export const serviceAgreement = defineOperation({
    resource: 'catalog/suppliers',
    id: 'service-agreement',
    detail: true,
    method: 'GET',
    path: 'service-agreement/',
    access: P.SERVICE_AGREEMENT,
    result: returns<Agreement>(),
    // §7 names only the POST: reading the agreement is the reference server's.
    spec: { extension: 'service-agreement' },
});
export const acceptServiceAgreement = defineOperation({
    ...serviceAgreement,
    id: 'accept-service-agreement',
    method: 'POST',
    spec: AGREEMENT,
});

export const partnerResources = defineOperation({
    resource: 'partner-resources',
    id: 'list',
    detail: false,
    method: 'GET',
    path: '',
    access: P.PARTNER,
    result: returns<{ results: PartnerResource[] }>(),
    spec: { extension: 'partner-resources' },
});

const BILLING = 'Others: … accounts/billing and my/billing GET/PATCH';
export const myBilling = defineOperation({
    resource: 'my/billing',
    id: 'read',
    detail: false,
    method: 'GET',
    path: '',
    access: MY_BILLING_ACCESS,
    result: returns<Billing>(),
    spec: BILLING,
});
export const saveMyBilling = defineOperation({ ...myBilling, id: 'save', method: 'PATCH', spec: BILLING });
/** Another account's billing details (`?user_id=`): admin and finance. */
export const accountBilling = defineOperation({
    ...myBilling,
    resource: 'accounts/billing',
    access: ACCOUNTS_BILLING_ACCESS,
    spec: BILLING,
});
export const saveAccountBilling = defineOperation({ ...accountBilling, id: 'save', method: 'PATCH', spec: BILLING });

export const supportTickets = defineOperation({
    resource: 'support/tickets',
    id: 'list',
    detail: false,
    method: 'GET',
    path: '',
    access: SUPPORT_TICKET_ACCESS,
    result: returns<{ results: Ticket[] }>(),
    spec: { extension: 'support-tickets' },
});
export const openSupportTicket = defineOperation({
    ...supportTickets,
    id: 'open',
    method: 'POST',
    result: returns<Ticket>(),
    spec: { extension: 'support-tickets' },
});
