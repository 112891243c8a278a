/**
 * The approvals API as the console calls it (issue 44; the reference server mounts these routes in
 * server/areas/approvals.ts, so they are declared here for the console only, outside the mounted registry).
 */
import type { Approval, ApprovedAnswer } from '../../../resources/approvals';
import { ANY_APPROVER } from '../../../resources/approvals';
import { ext } from '../../../resources/capabilities';
import { messages } from '../../../resources/messages';
import { defineOperation, returns } from '../../../resources/operations/define';
import { P } from '../../../resources/permissions';
import type { Paged } from '../../../resources/wire';

const APPROVALS = ext('approvals');

export const listApprovals = defineOperation({
    resource: 'approvals',
    id: 'list',
    detail: false,
    method: 'GET',
    path: '',
    access: P.STAFF,
    result: returns<Paged<Approval>>(),
    spec: APPROVALS,
});

export const approvalDetail = defineOperation({
    resource: 'approvals',
    id: 'detail',
    detail: true,
    method: 'GET',
    path: '',
    access: P.STAFF,
    result: returns<Approval>(),
    spec: APPROVALS,
});

export const approveChange = defineOperation({
    resource: 'approvals',
    id: 'approve',
    detail: true,
    method: 'POST',
    path: 'approve/',
    access: ANY_APPROVER,
    result: returns<ApprovedAnswer>(),
    spec: APPROVALS,
});

export const rejectChange = defineOperation<Approval, { reason: string }>({
    resource: 'approvals',
    id: 'reject',
    detail: true,
    method: 'POST',
    path: 'reject/',
    access: ANY_APPROVER,
    result: returns<Approval>(),
    spec: APPROVALS,
});

export const withdrawChange = defineOperation({
    resource: 'approvals',
    id: 'withdraw',
    detail: true,
    method: 'DELETE',
    path: '',
    access: P.STAFF,
    confirm: {
        theme: 'delete',
        message: messages.approvals.withdrawConfirm,
        labels: { yes: messages.approvals.withdrawYes, no: messages.approvals.withdrawNo },
    },
    result: returns<unknown>(),
    spec: APPROVALS,
});

/** The query key of every approvals read: refreshed after a decision and after the console's own writes. */
export const APPROVALS_KEY = ['approvals'] as const;
/** The pending ones: the inbox's default list, the app bar's count and the records' banners share it. */
export const PENDING_APPROVALS_KEY = [...APPROVALS_KEY, 'list', 'pending'] as const;
/** The app bar's count is asked again this often. */
export const APPROVALS_POLL_MS = 60_000;
