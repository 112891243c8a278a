/**
 * Four eyes (issue 44), the inbox: the held writes (server/areas/heldWrites.ts holds them) listed
 * for their requester and their approvers, with their diff; approving replays the stored request
 * through the app as its requester (server/core/replay.ts): validation, the requester's permission
 * and versions are checked again by the ordinary route, and its history says "requested by …,
 * approved by …". Rejecting takes a reason; the requester may withdraw.
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import {
    APPROVAL_STATUSES,
    approverAccess,
    type Approval,
    type ApprovalDiffRow,
    type ApprovalPolicy,
    type ApprovalStatus,
} from '../../resources/approvals';
import { approvals as text } from '../../resources/messages/approvals';
import { fill } from '../../resources/messages/fill';
import { P } from '../../resources/permissions';
import { stmt, type DB } from '../db';
import { allowed, makePrincipal, requireAccess, type Principal } from '../core/access';
import type { Env } from '../core/env';
import { forbidden, HttpError, notFound } from '../core/errors';
import { pagedAnswer } from '../core/paging';
import { replay } from '../core/replay';
import { parseBody, readJson } from '../core/validation';
import { APPROVALS_DDL, changedRecords, heldBy, nowIso, type HeldCheck } from './heldWrites';

const REJECTION = z.object({ reason: z.string().trim().min(1, text.reasonRequired).max(1000) });

interface ApprovalRow {
    id: number;
    status: ApprovalStatus;
    policy: string;
    summary: string;
    method: string;
    path: string;
    body: string | null;
    if_match: string | null;
    requester_id: number;
    requester: string;
    requested_at: string;
    approvers: string;
    diff: string;
    decided_by: string | null;
    decided_at: string | null;
    reason: string | null;
}

const approversOf = (row: ApprovalRow) => JSON.parse(row.approvers) as ApprovalPolicy['approvers'];
const mayApprove = (p: Principal, row: ApprovalRow) =>
    p.userId !== row.requester_id && allowed(p, approverAccess({ approvers: approversOf(row) }));

function present(p: Principal, row: ApprovalRow, withDiff = false): Approval {
    return {
        id: row.id,
        status: row.status,
        summary: row.summary,
        policy: row.policy,
        method: row.method,
        path: row.path,
        requested_by: row.requester,
        requested_at: row.requested_at,
        approvers: [...approversOf(row)],
        decided_by: row.decided_by,
        decided_at: row.decided_at,
        reason: row.reason,
        can_decide: row.status === 'pending' && mayApprove(p, row),
        can_withdraw: row.status === 'pending' && p.userId === row.requester_id,
        records: changedRecords(JSON.parse(row.diff) as ApprovalDiffRow[]),
        ...(withDiff ? { diff: JSON.parse(row.diff) as ApprovalDiffRow[] } : {}),
    };
}

/** The request as its requester and their approver may see it: theirs, or one they may approve. */
function visibleApproval(ctx: Context<Env>): ApprovalRow {
    const p = ctx.get('principal');
    requireAccess(p, P.STAFF);
    const id = ctx.req.param('id') ?? '';
    const row = /^\d{1,12}$/.test(id)
        ? (stmt(ctx.get('db'), 'SELECT * FROM approvals WHERE id = ?').get(Number(id)) as ApprovalRow | undefined)
        : undefined;
    if (!row || (row.requester_id !== p.userId && !allowed(p, approverAccess({ approvers: approversOf(row) }))))
        throw notFound();
    return row;
}

function pendingOnly(row: ApprovalRow): void {
    if (row.status !== 'pending') throw new HttpError(409, text.notPending);
}

function decide(
    db: DB,
    row: ApprovalRow,
    status: ApprovalStatus,
    who: string,
    extra: { reason?: string; result?: unknown }
) {
    stmt(
        db,
        'UPDATE approvals SET status = ?, decided_by = ?, decided_at = ?, reason = ?, result = ? WHERE id = ?'
    ).run(
        status,
        who,
        nowIso(),
        extra.reason ?? null,
        extra.result === undefined ? null : JSON.stringify(extra.result),
        row.id
    );
}

/** The requester as they are now (their permission is checked again by the replay). */
function requesterOf(db: DB, row: ApprovalRow): Principal {
    const user = stmt(db, 'SELECT * FROM users WHERE id = ?').get(row.requester_id) as
        Parameters<typeof makePrincipal>[0] | undefined;
    if (!user) throw forbidden();
    return makePrincipal(user);
}

/** The approvals API: list, detail with its diff, approve, reject, withdraw. */
export function mountApprovals(app: Hono<Env>, db: DB): void {
    db.exec(APPROVALS_DDL);
    app.get('/v4/approvals/', ctx => {
        const p = ctx.get('principal');
        requireAccess(p, P.STAFF);
        const status = ctx.req.query('status');
        if (status !== undefined && !APPROVAL_STATUSES.includes(status as ApprovalStatus))
            throw new HttpError(400, text.notPending);
        const rows = stmt(
            ctx.get('db'),
            `SELECT * FROM approvals ${status ? 'WHERE status = ?' : ''} ORDER BY id DESC`
        ).all(...(status ? [status] : [])) as ApprovalRow[];
        const mine = rows.filter(
            r => r.requester_id === p.userId || allowed(p, approverAccess({ approvers: approversOf(r) }))
        );
        return pagedAnswer(
            ctx,
            mine.map(r => present(p, r))
        );
    });

    app.get('/v4/approvals/:id/', ctx => ctx.json(present(ctx.get('principal'), visibleApproval(ctx), true)));

    app.post('/v4/approvals/:id/approve/', async ctx => {
        const p = ctx.get('principal');
        const row = visibleApproval(ctx);
        if (row.requester_id === p.userId) throw forbidden(text.ownRequest);
        if (!mayApprove(p, row)) throw forbidden(fill(text.notApprover, { roles: approversOf(row).join(', ') }));
        pendingOnly(row);
        const requester = requesterOf(ctx.get('db'), row);
        const body = row.body === null ? undefined : (JSON.parse(row.body) as unknown);
        const path = new URL(row.path, 'http://x').pathname;
        // The values the requester saw, read again as the requester: a change since is a conflict.
        const seen = JSON.parse(row.diff) as ApprovalDiffRow[];
        let again: HeldCheck | null;
        try {
            again = heldBy(ctx.get('db'), requester, row.method, path, body, row.if_match ?? undefined);
        } catch (e) {
            // Gone since (an item refunded meanwhile, a record deleted): a conflict; a refusal says why.
            if (e instanceof HttpError && e.status === 404) again = null;
            else throw e;
        }
        if (!again || JSON.stringify(again.diff.map(d => d.current)) !== JSON.stringify(seen.map(d => d.current)))
            throw new HttpError(409, text.conflict, undefined, { diff: again?.diff ?? null });
        const note = fill(text.historyNote, { requester: row.requester, approver: p.username });
        const headers: Record<string, string> = row.if_match ? { 'If-Match': row.if_match } : {};
        const result = await replay(app, requester, { method: row.method, path: row.path, body, headers }, note);
        if (result.status >= 400) return ctx.json(result.body as object, result.status as 400);
        decide(ctx.get('db'), row, 'approved', p.username, { result: result.body });
        return ctx.json({ ...present(p, visibleApproval(ctx)), result: result.body });
    });

    app.post('/v4/approvals/:id/reject/', async ctx => {
        const p = ctx.get('principal');
        const row = visibleApproval(ctx);
        if (row.requester_id === p.userId) throw forbidden(text.ownRequest);
        if (!mayApprove(p, row)) throw forbidden(fill(text.notApprover, { roles: approversOf(row).join(', ') }));
        const { reason } = parseBody(REJECTION, await readJson(ctx.req.raw));
        pendingOnly(row);
        decide(ctx.get('db'), row, 'rejected', p.username, { reason });
        return ctx.json(present(p, visibleApproval(ctx)));
    });

    app.delete('/v4/approvals/:id/', ctx => {
        const p = ctx.get('principal');
        const row = visibleApproval(ctx);
        if (row.requester_id !== p.userId) throw forbidden(text.notRequester);
        pendingOnly(row);
        decide(ctx.get('db'), row, 'withdrawn', p.username, {});
        return ctx.body(null, 204);
    });
}
