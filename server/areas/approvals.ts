/**
 * Four eyes (issue 44, capability `approvals`): a write that a policy of resources/approvals.ts
 * names is held, not made. ONE layer in front of every route: it matches the write against the
 * declared policies, checks it as the route would (a write the route would refuse is left to the
 * route, which refuses it), stores the request with the values its requester saw and answers
 * 202 `{approval}`. Approving replays the stored request through the app as its requester
 * (server/core/replay.ts): validation, the requester's permission and versions are checked again
 * by the ordinary route, and its history says "requested by …, approved by …".
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import {
    APPROVAL_POLICIES,
    APPROVAL_STATUSES,
    approverAccess,
    type Approval,
    type ApprovalDiffRow,
    type ApprovalPolicy,
    type ApprovalStatus,
    type HeldWrite,
} from '../../resources/approvals';
import banking from '../../resources/catalog/supplierBanking';
import { approvals as text } from '../../resources/messages/approvals';
import { fill } from '../../resources/messages/fill';
import { refundOrderItems } from '../../resources/operations/support';
import { P } from '../../resources/permissions';
import { writeAccessFor, type WriteAction } from '../../resources/schema';
import { refundAmounts, refundRefusal, type Availability } from '../../resources/support/orderItems';
import { stmt, type DB } from '../db';
import { allowed, makePrincipal, requireAccess, type Principal } from '../core/access';
import { expectedVersion } from '../core/collection';
import { dryRunUpdate, pick } from '../core/dryRun';
import { requestHeader, type Env } from '../core/env';
import { forbidden, HttpError, notFound } from '../core/errors';
import { pagedAnswer } from '../core/paging';
import { mountedCollections } from '../core/references';
import { replay, replayOf } from '../core/replay';
import type { Row } from '../core/rows';
import { checkBody, checkRules, parseBody, readJson } from '../core/validation';
import { z } from 'zod';

const REJECTION = z.object({ reason: z.string().trim().min(1, text.reasonRequired).max(1000) });

export const APPROVALS_DDL = `CREATE TABLE IF NOT EXISTS approvals (id INTEGER PRIMARY KEY, status TEXT NOT NULL,
  policy TEXT NOT NULL, summary TEXT NOT NULL, method TEXT NOT NULL, path TEXT NOT NULL, body TEXT, if_match TEXT,
  requester_id INTEGER NOT NULL, requester TEXT NOT NULL, requested_at TEXT NOT NULL, approvers TEXT NOT NULL,
  diff TEXT NOT NULL, decided_by TEXT, decided_at TEXT, reason TEXT, result TEXT);
CREATE INDEX IF NOT EXISTS approvals_status ON approvals(status, id);`;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** `POST /v4/{record}/schedule/`: a scheduled change is held when it is scheduled (a PATCH of the record). */
export const SCHEDULE_PATH = /^\/v4\/(.+\/\d+)\/schedule\/$/;

interface Check {
    db: DB;
    p: Principal;
    method: string;
    params: Record<string, string>;
    body: unknown;
    ifMatch: string | undefined;
}

/** A collection write as the engine would run it: refused as it would be, or each record's diff. */
function collectionDiff(name: string, action: WriteAction, items: Row[], c: Check): ApprovalDiffRow[] {
    const col = mountedCollections().find(m => m.def.name === name);
    if (!col) throw notFound();
    requireAccess(c.p, col.def.access);
    requireAccess(c.p, writeAccessFor(col.def, action));
    return items.map(({ id, version, ...changes }) => {
        const expected = action === 'bulk' ? expectedVersion(version) : expectedVersion(c.ifMatch);
        const { current, next } = dryRunUpdate(col, c.db, c.p, Number(id), changes, expected);
        return { record: `${name}/${String(id)}/`, current, next };
    });
}

const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Per policy: what the write would change, checked as its route checks it (throws the route's refusal).
 * Each answers the records' current values, so that approval can tell when they changed since.
 */
const DIFFS: Record<string, (c: Check) => ApprovalDiffRow[]> = {
    bulk: c => {
        if (!Array.isArray(c.body) || !c.body.every(i => isRow(i) && Number.isInteger(i.id))) throw notFound();
        return collectionDiff(c.params.resource, 'bulk', c.body as Row[], c);
    },
    takedown: c => collectionDiff('catalog/releases', 'update', [{ ...(c.body as Row), id: c.params.id }], c),
    banking: c => {
        const action = c.method === 'POST' ? 'create' : c.method === 'DELETE' ? 'delete' : 'update';
        requireAccess(c.p, banking.access);
        requireAccess(c.p, writeAccessFor(banking, action));
        // The body checked as the sub-resource engine checks it (server/core/subCollection.ts).
        const values = action === 'delete' ? {} : checkBody(banking, c.body, c.p, action);
        if (action === 'create') {
            checkRules(banking, values);
            return [{ record: null, current: null, next: values }];
        }
        const row = stmt(c.db, 'SELECT * FROM supplier_banking WHERE id = ? AND supplier_id = ?').get(
            c.params.subId,
            c.params.id
        ) as Row | undefined;
        if (!row) throw notFound();
        const fields = Object.fromEntries(Object.entries(row).filter(([k]) => k !== 'id' && k !== 'supplier_id'));
        const record = `catalog/suppliers/${c.params.id}/banking/${c.params.subId}/`;
        if (action === 'delete') return [{ record, current: fields, next: null }];
        checkRules(banking, { ...row, ...values });
        return [{ record, current: pick(row, Object.keys(values)), next: values }];
    },
    refund: c => {
        requireAccess(c.p, refundOrderItems.access);
        const { total } = refundOf(c.db, c.params.id, c.body);
        const order = stmt(c.db, 'SELECT refund_total FROM orders WHERE id = ?').get(c.params.id) as Row;
        const now = Number(order.refund_total);
        return [
            {
                record: `support/orders/${c.params.id}/`,
                current: { refund_total: now },
                next: { refund_total: Math.round((now + total) * 100) / 100 },
            },
        ];
    },
};

/** A refund's total in its order's currency; a refund its route would refuse is thrown out (404/409). */
function refundOf(db: DB, orderId: string, body: unknown): { total: number; currency: string } {
    const order = stmt(db, 'SELECT status, currency FROM orders WHERE id = ?').get(orderId) as Row | undefined;
    const ids = isRow(body) && Array.isArray(body.item_ids) ? body.item_ids : [];
    if (!order || order.status !== 'complete' || !ids.length) throw notFound();
    const unique = [...new Set(ids.map(Number))];
    const items = stmt(
        db,
        `SELECT price, fee, tax, availability, refunded FROM order_items WHERE order_id = ? AND id IN (${unique.map(() => '?').join(',')})`
    ).all(orderId, ...unique) as Row[];
    const method = isRow(body) && typeof body.method === 'string' ? body.method : 'payment';
    const refused = items.some(i =>
        refundRefusal(
            { availability: i.availability as Availability, refunded: !!i.refunded },
            method as Parameters<typeof refundRefusal>[1]
        )
    );
    if (items.length !== unique.length || refused) throw notFound();
    const amounts = refundAmounts(items.map(i => ({ price: Number(i.price), fee: Number(i.fee), tax: Number(i.tax) })));
    return { total: amounts.total, currency: String(order.currency) };
}

/** What a policy needs to know beyond the body before it decides (a refund's total). */
const FACTS: Record<string, (db: DB, w: HeldWrite) => Partial<HeldWrite>> = {
    refund: (db, w) => ({ amount: refundOf(db, w.params.id, w.body) }),
};

const router = new TrieRouter<ApprovalPolicy>();
for (const policy of APPROVAL_POLICIES)
    for (const method of policy.methods) router.add(method, `/v4/${policy.route}`, policy);

function policiesFor(method: string, path: string): { policy: ApprovalPolicy; params: Record<string, string> }[] {
    const [handlers] = router.match(method, path) as unknown as [[ApprovalPolicy, Record<string, string>][]];
    return handlers.map(([policy, params]) => ({ policy, params }));
}

interface HeldCheck {
    policy: ApprovalPolicy;
    write: HeldWrite;
    diff: ApprovalDiffRow[];
}

/**
 * The policy that holds this write, with its diff; null when none does. A write its route would
 * refuse throws the route's refusal (`HttpError`): the caller leaves it to the route, or, at approval,
 * answers it (the requester's permission and the values they saw, checked again).
 */
export function heldBy(
    db: DB,
    p: Principal,
    method: string,
    path: string,
    body: unknown,
    ifMatch?: string
): HeldCheck | null {
    const schedule = method === 'POST' ? SCHEDULE_PATH.exec(path) : null;
    const target = schedule ? { method: 'PATCH', path: `/v4/${schedule[1]}/` } : { method, path };
    const writeBody = schedule ? (isRow(body) ? body.changes : undefined) : body;
    for (const { policy, params } of policiesFor(target.method, target.path)) {
        let write: HeldWrite = { method: target.method, params, body: writeBody };
        write = { ...write, ...FACTS[policy.id]?.(db, write) };
        if (!policy.applies(write)) continue;
        const diff = DIFFS[policy.id]?.({ db, p, method: target.method, params, body: writeBody, ifMatch }) ?? [];
        return { policy, write, diff };
    }
    return null;
}

const nowIso = () => new Date().toISOString();

/** The layer in front of the routes: a write a policy names is stored and answered 202. */
export function holdRiskyWrites(): MiddlewareHandler<Env> {
    return async (ctx, next) => {
        const p = ctx.get('principal');
        if (!WRITES.has(ctx.req.method) || !p || replayOf(ctx)) return next();
        const path = ctx.req.path;
        const schedule = ctx.req.method === 'POST' && SCHEDULE_PATH.exec(path);
        if (!schedule && !policiesFor(ctx.req.method, path).length) return next();
        let body: unknown = undefined;
        if (ctx.req.method !== 'DELETE') {
            try {
                body = await ctx.req.raw.clone().json();
            } catch {
                return next(); // The route says what is wrong with its body.
            }
        }
        const db = ctx.get('db');
        const ifMatch = requestHeader(ctx, 'if-match');
        let held: HeldCheck | null;
        try {
            held = heldBy(db, p, ctx.req.method, path, body, ifMatch);
        } catch (e) {
            // Refused as it stands: the route itself answers it, with its own reason.
            if (e instanceof HttpError) return next();
            throw e;
        }
        if (!held) return next();
        const url = new URL(ctx.req.url);
        const summary = held.policy.summary(held.write);
        const info = stmt(
            db,
            `INSERT INTO approvals (status, policy, summary, method, path, body, if_match, requester_id, requester,
               requested_at, approvers, diff) VALUES ('pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
        ).run(
            held.policy.id,
            summary,
            ctx.req.method,
            url.pathname + url.search,
            body === undefined ? null : JSON.stringify(body),
            ifMatch ?? null,
            p.userId,
            p.username,
            nowIso(),
            JSON.stringify(held.policy.approvers),
            JSON.stringify(held.diff)
        );
        return ctx.json({ approval: { id: Number(info.lastInsertRowid), status: 'pending', summary } }, 202);
    };
}

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
