/**
 * Four eyes (issue 44, capability `approvals`), the holding side: a write that a policy of
 * resources/approvals.ts names is held, not made. ONE layer in front of every route: it matches the
 * write against the declared policies, checks it as the route would (a write the route would refuse
 * is left to the route, which refuses it), stores the request with the values its requester saw and
 * answers 202 `{approval}`; a write to what a waiting request changes is refused (409) until that
 * request is decided. The inbox and approval are server/areas/approvals.ts.
 */
import type { MiddlewareHandler } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import {
    diffRecordPath,
    APPROVAL_POLICIES,
    type ApprovalDiffRow,
    type ApprovalPolicy,
    type HeldWrite,
} from '../../resources/approvals';
import banking from '../../resources/catalog/supplierBanking';
import { approvals as text } from '../../resources/messages/approvals';
import { formatInstant } from '../../resources/format';
import { fill } from '../../resources/messages/fill';
import { refundOrderItems } from '../../resources/operations/support';
import { writeAccessFor, type WriteAction } from '../../resources/schema';
import { refundAmounts, refundRefusal, type Availability } from '../../resources/support/orderItems';
import { stmt, type DB } from '../db';
import { requireAccess, type Principal } from '../core/access';
import { expectedVersion } from '../core/collection';
import { dryRunUpdate, pick } from '../core/dryRun';
import { requestHeader, type Env } from '../core/env';
import { HttpError, notFound } from '../core/errors';
import { mountedCollections } from '../core/references';
import { replayOf } from '../core/replay';
import { isRow, type Row } from '../core/rows';
import { checkBody, checkRules } from '../core/validation';
import { BULK_REVERT_PATH, bulkRevertWrites, REVERT_PATH, revertWrites, type Write } from './revertWrites';

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
            // A new row of the supplier's list: its record is the list (`…/banking/`).
            return [{ record: `catalog/suppliers/${c.params.id}/banking/`, current: null, next: values }];
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
        const { total, items } = refundOf(c.db, c.params.id, c.body);
        const order = stmt(c.db, 'SELECT refund_total, currency FROM orders WHERE id = ?').get(c.params.id) as Row;
        const now = Number(order.refund_total);
        const method = isRow(c.body) && typeof c.body.method === 'string' ? c.body.method : 'refund';
        // The order's total, then each item it takes back (read by the item's title: its history's rows).
        return [
            {
                record: `support/orders/${c.params.id}/`,
                current: { refund_total: now, currency: order.currency },
                next: { refund_total: Math.round((now + total) * 100) / 100, currency: order.currency },
            },
            ...items.map(i => ({
                record: diffRecordPath('support/orders', c.params.id, { list: 'items', id: String(i.id) }),
                current: { name: i.name, refunded: false, refund_method: null },
                next: { name: i.name, refunded: true, refund_method: method },
            })),
        ];
    },
};

/** A refund's total in its order's currency; a refund its route would refuse is thrown out (404/409). */
function refundOf(db: DB, orderId: string, body: unknown): { total: number; currency: string; items: Row[] } {
    const order = stmt(db, 'SELECT status, currency FROM orders WHERE id = ?').get(orderId) as Row | undefined;
    const ids = isRow(body) && Array.isArray(body.item_ids) ? body.item_ids : [];
    if (!order || order.status !== 'complete' || !ids.length) throw notFound();
    const unique = [...new Set(ids.map(Number))];
    const items = stmt(
        db,
        `SELECT id, name, price, fee, tax, availability, refunded FROM order_items WHERE order_id = ? AND id IN (${unique.map(() => '?').join(',')})`
    ).all(orderId, ...unique) as Row[];
    const method = isRow(body) && typeof body.method === 'string' ? body.method : 'refund';
    const refused = items.some(i =>
        refundRefusal(
            { availability: i.availability as Availability, refunded: !!i.refunded },
            method as Parameters<typeof refundRefusal>[1]
        )
    );
    if (items.length !== unique.length || refused) throw notFound();
    const amounts = refundAmounts(items.map(i => ({ price: Number(i.price), fee: Number(i.fee), tax: Number(i.tax) })));
    return { total: amounts.total, currency: String(order.currency), items };
}

/** What a policy needs to know beyond the body before it decides (a refund's total). */
const FACTS: Record<string, (db: DB, w: HeldWrite) => Partial<HeldWrite>> = {
    refund: (db, w) => {
        const { total, currency } = refundOf(db, w.params.id, w.body);
        return { amount: { total, currency } };
    },
};

const router = new TrieRouter<ApprovalPolicy>();
for (const policy of APPROVAL_POLICIES)
    for (const method of policy.methods) router.add(method, `/v4/${policy.route}`, policy);

function policiesFor(method: string, path: string): { policy: ApprovalPolicy; params: Record<string, string> }[] {
    const [handlers] = router.match(method, path) as unknown as [[ApprovalPolicy, Record<string, string>][]];
    return handlers.map(([policy, params]) => ({ policy, params }));
}

export interface HeldCheck {
    policy: ApprovalPolicy;
    write: HeldWrite;
    diff: ApprovalDiffRow[];
}

/**
 * A write of a route a policy names, with what it would change; `holds` when the policy holds it (a
 * refund over the threshold), else the first policy of its route. Null for a route no policy names. A
 * write its route would refuse throws the route's refusal (`HttpError`): the caller leaves it to the
 * route, or, at approval, answers it (the requester's permission and the values they saw, checked again).
 */
function policyCheck(
    db: DB,
    p: Principal,
    method: string,
    path: string,
    body: unknown,
    ifMatch?: string
): (HeldCheck & { holds: boolean }) | null {
    const revert = method === 'POST' ? REVERT_PATH.exec(path) : null;
    if (revert) return revertCheck(db, p, revertWrites(db, revert[1], revert[2], revert[3], body));
    const bulkRevert = method === 'POST' ? BULK_REVERT_PATH.exec(path) : null;
    if (bulkRevert) return revertCheck(db, p, bulkRevertWrites(db, bulkRevert[1]));
    const schedule = method === 'POST' ? SCHEDULE_PATH.exec(path) : null;
    const target = schedule ? { method: 'PATCH', path: `/v4/${schedule[1]}/` } : { method, path };
    const writeBody = schedule ? (isRow(body) ? body.changes : undefined) : body;
    return writeCheck(db, p, { ...target, body: writeBody }, ifMatch);
}

/** One write of a route: the policy that holds it, else the first policy of its route (see policyCheck). */
function writeCheck(db: DB, p: Principal, target: Write, ifMatch?: string): (HeldCheck & { holds: boolean }) | null {
    let first: (HeldCheck & { holds: boolean }) | null = null;
    for (const { policy, params } of policiesFor(target.method, target.path)) {
        let write: HeldWrite = { method: target.method, params, body: target.body };
        write = { ...write, ...FACTS[policy.id]?.(db, write) };
        if (!policy.applies(write) && first) continue;
        const diff = DIFFS[policy.id]?.({ db, p, method: target.method, params, body: target.body, ifMatch }) ?? [];
        // A write that changes nothing (30 tracks set to the BPM they have) has nothing to approve.
        const holds = policy.applies(write) && changesSomething(diff);
        if (holds) return { policy, write, diff, holds };
        first = { policy, write, diff, holds };
    }
    return first;
}

/** A revert's writes together: held when one of them is; a write its route would refuse is left to the revert. */
function revertCheck(db: DB, p: Principal, writes: Write[]): (HeldCheck & { holds: boolean }) | null {
    const checks: (HeldCheck & { holds: boolean })[] = [];
    for (const w of writes) {
        try {
            const check = writeCheck(db, p, w);
            if (check?.holds) return check;
            if (check) checks.push(check);
        } catch (e) {
            if (!(e instanceof HttpError)) throw e;
        }
    }
    return checks.length ? { ...checks[0], diff: checks.flatMap(c => c.diff) } : null;
}

/** The policy that holds this write, with its diff; null when none does (throws as `policyCheck`). */
export function heldBy(...write: Parameters<typeof policyCheck>): HeldCheck | null {
    const check = policyCheck(...write);
    return check?.holds ? check : null;
}

export const nowIso = () => new Date().toISOString();

/** The records a diff changes that exist now (a row it adds changes none). */
export const changedRecords = (diff: readonly ApprovalDiffRow[]): string[] =>
    diff.filter(d => d.current !== null && d.record !== null).map(d => d.record!);

/** Each existing record's fields a diff changes, as `record#field` (a deleted record's all; a no-op none). */
const changedFields = (diff: readonly ApprovalDiffRow[]): string[] =>
    diff.flatMap(({ record, current, next }) =>
        current && record
            ? Object.keys(current)
                  .filter(k => !next || JSON.stringify(current[k]) !== JSON.stringify(next[k]))
                  .map(k => `${record}#${k}`)
            : []
    );

/** Each existing record's fields a diff sends, as `record#field`, changed or not. */
const sentFields = (diff: readonly ApprovalDiffRow[]): string[] =>
    diff.flatMap(({ record, current }) => (current && record ? Object.keys(current).map(k => `${record}#${k}`) : []));

/** Whether a diff adds, deletes or changes anything. */
const changesSomething = (diff: readonly ApprovalDiffRow[]) =>
    diff.some(d => !d.current || !d.next) || changedFields(diff).length > 0;

/**
 * The pending request that already changes a field this write writes, if any. Approving that
 * request after this write would only meet a conflict, and this write held too would meet one
 * after that request: it is refused when it is asked for, saying which request decides first.
 */
function waitingOn(db: DB, written: readonly string[]): number | null {
    const fields = new Set(written);
    const pending = stmt(db, "SELECT id, diff FROM approvals WHERE status = 'pending'").all() as {
        id: number;
        diff: string;
    }[];
    const found = pending.find(a => changedFields(JSON.parse(a.diff) as ApprovalDiffRow[]).some(f => fields.has(f)));
    return found?.id ?? null;
}

/** The layer in front of the routes: a write a policy names is stored and answered 202. */
export function holdRiskyWrites(): MiddlewareHandler<Env> {
    return async (ctx, next) => {
        const p = ctx.get('principal');
        if (!WRITES.has(ctx.req.method) || !p || replayOf(ctx)) return next();
        const path = ctx.req.path;
        const schedule = ctx.req.method === 'POST' && SCHEDULE_PATH.exec(path);
        const revert = ctx.req.method === 'POST' && (REVERT_PATH.test(path) || BULK_REVERT_PATH.test(path));
        if (!schedule && !revert && !policiesFor(ctx.req.method, path).length) return next();
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
        let held: ReturnType<typeof policyCheck>;
        try {
            held = policyCheck(db, p, ctx.req.method, path, body, ifMatch);
        } catch (e) {
            // Refused as it stands: the route itself answers it, with its own reason.
            if (e instanceof HttpError) return next();
            throw e;
        }
        if (!held) return next();
        // Held or not, a write to what a waiting request changes waits for that request's decision. A
        // held one counts every field it sends: its own approval compares them all (a form sends the
        // whole bank account, and the first request's new name would be put back by the second).
        const waiting = waitingOn(db, held.holds ? sentFields(held.diff) : changedFields(held.diff));
        if (waiting !== null) throw new HttpError(409, fill(text.alreadyWaiting, { id: waiting }));
        if (!held.holds) return next();
        const url = new URL(ctx.req.url);
        // A scheduled change says when it would apply: approving it schedules it, it does not apply it.
        const at = schedule && isRow(body) && typeof body.at === 'string' ? body.at : null;
        const summary = at
            ? fill(text.scheduledSummary, { summary: held.policy.summary(held.write), at: formatInstant(at) })
            : held.policy.summary(held.write);
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
