/**
 * The dashboard's figures for the caller (`GET /v4/dashboard/`): each part only for those whose
 * work it is, and partners' figures over their own supplier or label only.
 *   sales        admin, finance, supplier and label partners: the last 30 full days of sales (to
 *                yesterday) and the top releases
 *   deliveries   content_ops, label_mgmt and admin; partners their own: deliveries needing attention
 *   hype         partners: their labels' hype status
 *   pages        curation roles: pages going live in the next 7 days
 *   orders       admin and support: the open orders, newest first
 *   jobs         everybody: their own recent jobs
 * Every figure counts from one day, `as_of` (today on the server's clock, UTC), sent with them.
 */
import type { Context } from 'hono';
import type { DashboardFigures } from '../../resources/sales/dashboard';
import { P } from '../../resources/permissions';
import { stmt, type DB } from '../db';
import { allowed, type Principal } from '../core/access';
import type { Env } from '../core/env';
import type { ServerModule } from '../core/module';
import { serve } from '../core/operations';
import { dashboardFigures } from '../../resources/operations/dashboard';
import { JOB_LIST_SQL, presentJob, type JobRow } from '../core/jobQueue';
import { inspectorWhere, salesScope } from '../core/catalog/partnerScopes';
import { todayIso } from '../core/rows';
import { addDays } from '../../resources/sales/statements';
import { hypeStatusSql } from '../core/hypeStatus';

function sales(db: DB, p: Principal, today: string): DashboardFigures['sales'] {
    // Today is not over: the last 30 full days.
    const last = addDays(today, -1);
    const first = addDays(last, -29);
    const scope = salesScope(p);
    const days = stmt(
        db,
        `SELECT s.day AS key, sum(s.quantity) AS quantity, sum(s.gross_usd_cents) AS gross_usd_cents,
           sum(s.net_usd_cents) AS net_usd_cents
         FROM sales_lines s WHERE s.day BETWEEN ? AND ? AND ${scope.sql} GROUP BY s.day`
    ).all(first, last, ...scope.params) as {
        key: string;
        quantity: number;
        gross_usd_cents: number;
        net_usd_cents: number;
    }[];
    const byDay = new Map(days.map(d => [d.key, d]));
    const series = Array.from({ length: 30 }, (_, i) => {
        const key = addDays(first, i);
        return byDay.get(key) ?? { key, quantity: 0, gross_usd_cents: 0, net_usd_cents: 0 };
    });
    const top = stmt(
        db,
        `SELECT s.release_id, r.name, sum(s.quantity) AS quantity, sum(s.net_usd_cents) AS net_usd_cents
         FROM sales_lines s JOIN releases r ON r.id = s.release_id
         WHERE s.day BETWEEN ? AND ? AND ${scope.sql} GROUP BY s.release_id ORDER BY net_usd_cents DESC, s.release_id LIMIT 5`
    ).all(first, last, ...scope.params) as {
        release_id: number;
        name: string;
        quantity: number;
        net_usd_cents: number;
    }[];
    return {
        from: first,
        to: last,
        series,
        total_net_usd_cents: series.reduce((a, d) => a + d.net_usd_cents, 0),
        top_releases: top,
    };
}

/** The inspector's "needs attention" deliveries of the user's brand: the card links to exactly these. */
function deliveries(db: DB, p: Principal): DashboardFigures['deliveries'] {
    const { where, params } = inspectorWhere(p, { brand: p.brand, attention: true });
    const sql = where.join(' AND ');
    const count = stmt(db, `SELECT count(*) FROM deliveries t WHERE ${sql}`)
        .pluck()
        .get(...params) as number;
    // Newest first, as the inspector lists them.
    const rows = stmt(
        db,
        `SELECT t.id, t.release_title, t.release_status, t.status_message, t.updated FROM deliveries t
         WHERE ${sql} ORDER BY t.id DESC LIMIT 5`
    ).all(...params) as NonNullable<DashboardFigures['deliveries']>['rows'];
    return { count, rows };
}

function hype(db: DB, p: Principal): DashboardFigures['hype'] {
    const rows = stmt(
        db,
        `SELECT id, name, hype_trial_start, hype_trial_end, ${hypeStatusSql('labels')} AS status
         FROM labels WHERE ${p.partnerType === 'label' ? 'id' : 'supplier_id'} = ? ORDER BY id LIMIT 20`
    ).all(p.partnerType === 'label' ? p.labelId : p.supplierId) as NonNullable<DashboardFigures['hype']>['labels'];
    return { labels: rows };
}

function pages(db: DB, today: string): DashboardFigures['pages'] {
    const rows = stmt(
        db,
        `SELECT id, name, slug, start_date FROM pages WHERE substr(start_date, 1, 10) BETWEEN ? AND ?
         ORDER BY start_date, id LIMIT 10`
    ).all(today, addDays(today, 7)) as NonNullable<DashboardFigures['pages']>['rows'];
    return { from: today, to: addDays(today, 7), rows };
}

function orders(db: DB): DashboardFigures['orders'] {
    const open = stmt(db, "SELECT count(*) FROM orders WHERE status = 'open'").pluck().get() as number;
    const rows = stmt(
        db,
        `SELECT id, username, total, currency, date_created FROM orders WHERE status = 'open'
         ORDER BY date_created DESC, id DESC LIMIT 5`
    ).all() as NonNullable<DashboardFigures['orders']>['rows'];
    return { open, rows };
}

function jobs(db: DB, p: Principal): DashboardFigures['jobs'] {
    const rows = stmt(db, `${JOB_LIST_SQL} WHERE j.owner_id = ? ORDER BY j.id DESC LIMIT 5`).all(
        p.userId
    ) as (JobRow & {
        owner_name: string | null;
    })[];
    return { rows: rows.map(presentJob) };
}

function figuresFor(ctx: Context<Env>) {
    const p = ctx.get('principal');
    const db = ctx.get('db');
    const partner = p.partnerType === 'supplier' || p.partnerType === 'label';
    // One now for every figure.
    const today = todayIso();
    const figures: DashboardFigures = { as_of: today };
    if (allowed(p, P.FINANCE)) figures.sales = sales(db, p, today);
    if (partner || allowed(p, P.DELIVERIES)) figures.deliveries = deliveries(db, p);
    if (partner) figures.hype = hype(db, p);
    if (allowed(p, P.CURATION)) figures.pages = pages(db, today);
    if (allowed(p, P.ORDERS)) figures.orders = orders(db);
    figures.jobs = jobs(db, p);
    return ctx.json(figures);
}

const dashboard: ServerModule = { name: 'dashboard', operations: [serve(dashboardFigures, figuresFor)] };
export default dashboard;
