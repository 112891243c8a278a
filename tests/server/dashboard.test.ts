/**
 * The dashboard's figures: each user's own part, and one now for all of them. The database is
 * seeded as a fresh one is (its now is today), so its sales end the day before the server's today.
 */
import { describe, expect, it } from 'vitest';
import type { DashboardFigures } from '../../resources/sales/dashboard';
import { addDays } from '../../resources/sales/statements';
import { mountainToday } from '../../resources/time';
import { startOfToday } from '../../server/seedDatabase';
import { makeApi } from './helpers';

const api = makeApi(200, { now: startOfToday() });
const net = (where: string, ...params: unknown[]) =>
    api.db
        .prepare(`SELECT coalesce(sum(net_usd_cents), 0) FROM sales_lines WHERE ${where}`)
        .pluck()
        .get(...params);
const figures = async (user: string) => (await (await api.as(user, '/v4/dashboard/')).json()) as DashboardFigures;

describe('dashboard', () => {
    it('counts every figure from one day: today on the server’s clock, which the seed’s sales reach', async () => {
        const today = new Date().toISOString().slice(0, 10);
        const admin = await figures('admin');
        expect(admin.as_of).toBe(today);
        // Sales: the 30 full days before today; the seed's last day of sales is yesterday.
        expect(admin.sales!.to).toBe(addDays(today, -1));
        expect(admin.sales!.from).toBe(addDays(today, -30));
        expect(api.db.prepare('SELECT max(day) FROM sales_lines').pluck().get()).toBe(addDays(today, -1));
        expect(admin.sales!.series.at(-1)!.net_usd_cents).toBeGreaterThan(0);
        // Pages: from the same today, a week on.
        expect(admin.pages).toMatchObject({ from: today, to: addDays(today, 7) });
        // Hype: a label is active while its trial runs (the store's day: hype.test.ts).
        const label = await figures('label');
        const trial = api.db
            .prepare('SELECT hype_eligible, hype_trial_start, hype_trial_end FROM labels WHERE id = 1')
            .get() as { hype_eligible: number; hype_trial_start: string | null; hype_trial_end: string | null };
        const day = mountainToday();
        const active =
            !!trial.hype_eligible &&
            !!trial.hype_trial_end &&
            trial.hype_trial_end >= day &&
            (!trial.hype_trial_start || trial.hype_trial_start <= day);
        expect(label.hype!.labels[0].status).toBe(
            trial.hype_eligible ? (active ? 'Active' : 'Inactive') : 'Ineligible'
        );
    });

    it('a label partner’s sales are its own; staff get their role’s work (support: the open orders)', async () => {
        const label = await figures('label');
        expect(label.sales!.total_net_usd_cents).toBe(
            net('label_id = 1 AND day BETWEEN ? AND ?', label.sales!.from, label.sales!.to)
        );
        expect(label.sales!.total_net_usd_cents).toBeGreaterThan(0);
        expect(label.sales!.series).toHaveLength(30);
        expect(label.hype!.labels.map(l => l.id)).toEqual([1]);
        expect(label.pages).toBeUndefined();
        const ops = await figures('content_ops');
        expect(ops.sales).toBeUndefined();
        expect(ops.deliveries!.count).toBeGreaterThanOrEqual(ops.deliveries!.rows.length);
        const curation = await figures('curation');
        expect(curation.pages).toBeDefined();
        expect(curation.sales).toBeUndefined();
        expect(curation.orders).toBeUndefined();
        const support = await figures('support');
        const open = api.db.prepare("SELECT count(*) FROM orders WHERE status = 'open'").pluck().get() as number;
        expect(open).toBeGreaterThan(0);
        expect(support.orders!.open).toBe(open);
        expect(support.orders!.rows.length).toBe(Math.min(5, open));
        expect(support.sales).toBeUndefined();
        expect(label.orders).toBeUndefined();
        const artist = await figures('artist');
        expect(Object.keys(artist)).toEqual(['as_of', 'jobs']);
    });
});
