/**
 * Changes that wait (issue 44). Four eyes: which writes need a second person's approval and who may
 * give it, declared once beside the permissions and read by the reference server (which holds the
 * write: server/areas/approvals.ts) and the console (which says "Sent for approval"). Scheduled
 * changes: a record's PATCH applied by the server at a given time (server/areas/scheduled.ts).
 */
import { fill } from './messages/fill';
import { approvals as text } from './messages/approvals';
import { staff, type StaffRole } from './permissions';
import type { OperationMethod } from './operations/define';

/** What the server knows of a write when it asks whether a policy holds it. */
export interface HeldWrite {
    method: string;
    /** The route's placeholders (`id`, `resource`, …). */
    params: Readonly<Record<string, string>>;
    body: unknown;
    /** A money write's total and its currency (a refund's), read by the server from the records. */
    amount?: { total: number; currency: string };
}

export interface ApprovalPolicy {
    id: string;
    methods: readonly OperationMethod[];
    /** Hono's route syntax below /v4 (`support/orders/:id/refund-items/`). */
    route: string;
    /** Whether this write of the route needs approval. */
    applies: (write: HeldWrite) => boolean;
    /** Who may approve it (never its requester). */
    approvers: readonly StaffRole[];
    /** One line for the inbox. */
    summary: (write: HeldWrite) => string;
}

/** The refund total from which a second person approves it, in the order's currency. */
export const REFUND_APPROVAL_ABOVE = 50;
/** The bulk change size from which a second person approves it. */
export const BULK_APPROVAL_ABOVE = 25;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const APPROVAL_POLICIES: readonly ApprovalPolicy[] = [
    {
        id: 'refund',
        methods: ['POST'],
        route: 'support/orders/:id/refund-items/',
        applies: w => (w.amount?.total ?? 0) > REFUND_APPROVAL_ABOVE,
        approvers: ['admin', 'finance'],
        summary: w =>
            fill(text.refundSummary, {
                amount: (w.amount?.total ?? 0).toFixed(2),
                currency: w.amount?.currency ?? '',
                order: w.params.id,
            }),
    },
    {
        id: 'bulk',
        methods: ['PATCH', 'PUT'],
        route: ':resource{.+}/bulk/',
        applies: w => Array.isArray(w.body) && w.body.length > BULK_APPROVAL_ABOVE,
        approvers: ['admin'],
        summary: w =>
            fill(text.bulkSummary, { count: Array.isArray(w.body) ? w.body.length : 0, resource: w.params.resource }),
    },
    {
        id: 'banking',
        methods: ['POST', 'PUT'],
        route: 'catalog/suppliers/:id/banking/',
        applies: () => true,
        approvers: ['admin', 'finance'],
        summary: w => fill(text.bankingSummary, { supplier: w.params.id }),
    },
    {
        id: 'banking',
        methods: ['PATCH', 'DELETE'],
        route: 'catalog/suppliers/:id/banking/:subId/',
        applies: () => true,
        approvers: ['admin', 'finance'],
        summary: w => fill(text.bankingSummary, { supplier: w.params.id }),
    },
    {
        id: 'takedown',
        methods: ['PATCH'],
        route: 'catalog/releases/:id/',
        applies: w => isObject(w.body) && !!w.body.takedown,
        approvers: ['admin', 'content_ops'],
        summary: w => fill(text.takedownSummary, { release: w.params.id }),
    },
];

/** The grants that may approve a policy's writes (a permission list, as the server checks it). */
export const approverAccess = (policy: Pick<ApprovalPolicy, 'approvers'>) => policy.approvers.map(r => [staff(r)]);

/** Everyone who may approve some policy's writes: the console's inbox and app-bar count are theirs. */
export const ANY_APPROVER = [...new Set(APPROVAL_POLICIES.flatMap(p => p.approvers))].map(r => [staff(r)]);

export type ApprovalStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn';
export const APPROVAL_STATUSES: readonly ApprovalStatus[] = ['pending', 'approved', 'rejected', 'withdrawn'];

/** A diff row's record: a record (`catalog/tracks/5/`) or a row of one of its lists (`support/orders/7/items/3/`). */
export const diffRecordPath = (resource: string, id: string | number, row?: { list: string; id: string | number }) =>
    `${resource}/${String(id)}/${row ? `${row.list}/${String(row.id)}/` : ''}`;

/** One record of a held write, as the bulk preview shows it: the fields' values now and after. */
export interface ApprovalDiffRow {
    /** The record's route below /v4 (`catalog/tracks/5/`), or null for a record the write creates. */
    record: string | null;
    current: Record<string, unknown> | null;
    next: Record<string, unknown> | null;
}

export interface Approval {
    id: number;
    status: ApprovalStatus;
    summary: string;
    policy: string;
    method: string;
    path: string;
    requested_by: string;
    requested_at: string;
    approvers: string[];
    decided_by: string | null;
    decided_at: string | null;
    reason: string | null;
    /** Whether the caller may approve or reject it (not its requester, an approver, still pending). */
    can_decide: boolean;
    can_withdraw: boolean;
    /** The existing records it changes (`catalog/tracks/5/`, `support/orders/7/items/3/`): they show it waiting. */
    records: string[];
    diff?: ApprovalDiffRow[];
}

/** An approval's answer: the request as it now is, and the replayed write's answer. */
export type ApprovedAnswer = Approval & { result?: unknown };

/** When a scheduled change that was approved applies (its write was a schedule: `…/schedule/`), else null. */
export function scheduledAt(done: ApprovedAnswer): string | null {
    if (!/\/schedule\/(\?|$)/.test(done.path)) return null;
    const at = (done.result as { at?: unknown } | null | undefined)?.at;
    return typeof at === 'string' ? at : null;
}

/** The answer of a held write: 202 with this body; nothing was changed. */
export interface HeldAnswer {
    approval: { id: number; status: 'pending'; summary: string };
}
export const isHeldAnswer = (body: unknown): body is HeldAnswer =>
    isObject(body) && isObject(body.approval) && body.approval.status === 'pending';

/**
 * Whether a write of the console's own may have changed the waiting requests (issue 43: the count is
 * not read again after every save): one held (202), a decision or withdrawal (a write to `approvals/`),
 * or one whose answer is unknown (lost, or with no body).
 */
export const writeChangesApprovals = (path: string, answer: unknown): boolean =>
    answer === undefined || isHeldAnswer(answer) || path.replace(/^\/+/, '').split('/')[0] === 'approvals';

export type ScheduledStatus = 'scheduled' | 'applied' | 'conflict' | 'failed' | 'cancelled';

export interface ScheduledChange {
    id: number;
    resource: string;
    record: number;
    at: string;
    status: ScheduledStatus;
    changes: Record<string, unknown>;
    /** The changed fields' values when it was scheduled: a field changed since stops it (`conflict`). */
    before: Record<string, unknown>;
    scheduled_by: string;
    created: string;
    applied_at: string | null;
    detail: string | null;
}
