/**
 * Sales and statements for real: a sales job's report agrees with the lines, partners get their
 * own lines only, the export's CSV holds every line, and a statement's totals are recomputed here
 * from the lines by SQL of this test's own (not the server's code).
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '../../resources/jobs/jobs';
import type { SalesReport } from '../../resources/sales/sales';
import type { PayingStatement, SalesOnlyStatement, Statement } from '../../resources/sales/statements';
import { createJobWorker } from '../../server/jobs/worker';
import { makeApi } from './helpers';

// The switches set below are this file's: the next file in the worker starts without them.
afterAll(() => vi.unstubAllEnvs());

const api = makeApi(200);
const worker = createJobWorker(api.db, { stepMs: 0 });
type Sums = { lines: number; quantity: number; gross: number; net: number; us: number };
const sums = (where: string, ...params: unknown[]) =>
    api.db
        .prepare(
            `SELECT count(*) AS lines, coalesce(sum(quantity), 0) AS quantity, coalesce(sum(gross_usd_cents), 0) AS gross,
               coalesce(sum(net_usd_cents), 0) AS net,
               coalesce(sum(CASE WHEN territory = 'United States' THEN net_usd_cents END), 0) AS us
             FROM sales_lines WHERE ${where}`
        )
        .get(...params) as Sums;

async function report(user: string, path: string, json: unknown): Promise<Job & { report: SalesReport }> {
    const res = await api.as(user, path, { method: 'POST', json });
    expect(res.status).toBe(201);
    const job = (await res.json()) as Job;
    expect(job).toMatchObject({ kind: 'sales', state: 'QUEUED' });
    await worker.drain();
    return (await (await api.as(user, `/v4/jobs/sales/${job.id}/`)).json()) as Job & { report: SalesReport };
}

afterEach(() => {
    delete process.env.JOB_TEST_HOOKS;
    delete process.env.STATEMENT_THRESHOLD_USD;
});

describe('sales lines', () => {
    it('cover a year to the seed’s now, every line’s amounts consistent', () => {
        const range = api.db.prepare('SELECT min(day) AS first, max(day) AS last FROM sales_lines').get();
        expect(range).toEqual({ first: '2025-01-01', last: '2025-12-31' });
        const all = sums('1');
        expect(all.lines).toBeGreaterThan(10000);
        expect(all.lines).toBeLessThan(25000);
        // Net is the partner's share of gross, in every currency.
        const odd = api.db
            .prepare(
                'SELECT count(*) FROM sales_lines WHERE net_cents > gross_cents OR net_usd_cents > gross_usd_cents'
            )
            .pluck()
            .get();
        expect(odd).toBe(0);
        const mismatched = api.db
            .prepare(
                'SELECT count(*) FROM sales_lines s JOIN tracks t ON t.id = s.track_id WHERE t.label_id != s.label_id'
            )
            .pluck()
            .get();
        expect(mismatched).toBe(0);
    });
});

describe('sales jobs', () => {
    it('a finance user’s year: the report agrees with the lines, month by month and by dimension', async () => {
        const done = await report('finance', '/v4/sales/', { year: 2025 });
        expect(done.state).toBe('DONE');
        const r = done.report;
        const all = sums("day BETWEEN '2025-01-01' AND '2025-12-31'");
        expect(r.totals).toEqual({
            lines: all.lines,
            quantity: all.quantity,
            gross_usd_cents: all.gross,
            net_usd_cents: all.net,
        });
        expect(r.interval).toBe('month');
        expect(r.series.map(s => s.key)).toEqual(
            Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`)
        );
        expect(r.series[5].net_usd_cents).toBe(sums("day LIKE '2025-06-%'").net);
        expect(r.by.store.reduce((a, f) => a + f.net_usd_cents, 0)).toBe(all.net);
        expect(r.detail.reduce((a, d) => a + d.quantity, 0)).toBe(all.quantity);
    });

    it('filters narrow the lines, and a short range is by day', async () => {
        const done = await report('admin', '/v4/sales/', {
            start_date: '2025-03-01',
            end_date: '2025-03-31',
            territory: 'Germany',
            sale_type: 'Purchase',
        });
        const expected = sums(
            "day BETWEEN '2025-03-01' AND '2025-03-31' AND territory = 'Germany' AND sale_type = 'Purchase'"
        );
        expect(done.report.totals.net_usd_cents).toBe(expected.net);
        expect(done.report.interval).toBe('day');
        expect(done.report.series).toHaveLength(31);
        expect(done.report.byCurrency.map(c => c.currency)).toEqual(['EUR']);
    });

    it('partners get their own lines only, whichever route they ask', async () => {
        const label = await report('label', '/v4/sales/', { year: 2025 });
        expect(label.report.totals.net_usd_cents).toBe(sums("label_id = 1 AND day LIKE '2025-%'").net);
        expect(label.report.totals.lines).toBeGreaterThan(0);
        const viaSupplier = await report('label', '/v4/catalog/suppliers/1/sales/', { year: 2025 });
        expect(viaSupplier.report.totals).toEqual(label.report.totals);
        const supplier = await report('supplier', '/v4/catalog/suppliers/1/sales/', { year: 2025 });
        expect(supplier.report.totals.net_usd_cents).toBe(sums("supplier_id = 1 AND day LIKE '2025-%'").net);
        expect(supplier.report.by.label_name.every(f => f.key === 'Other' || f.net_usd_cents > 0)).toBe(true);
        // Someone else's job is not found, and so is another partner's supplier.
        expect((await api.as('supplier', `/v4/jobs/sales/${label.id}/`)).status).toBe(404);
        expect((await api.as('finance', `/v4/jobs/sales/${label.id}/`)).status).toBe(404);
        expect((await api.as('admin', `/v4/jobs/sales/${label.id}/`)).status).toBe(200);
        const other = await api.as('supplier', '/v4/catalog/suppliers/2/sales/', {
            method: 'POST',
            json: { year: 2025 },
        });
        expect(other.status).toBe(404);
    });

    it('the export is a CSV of every line, downloaded from the job', async () => {
        const res = await api.as('supplier', '/v4/catalog/suppliers/1/sales-export/', {
            method: 'POST',
            json: { start_date: '2025-12-01', end_date: '2025-12-31' },
        });
        const job = (await res.json()) as Job;
        await worker.drain();
        const polled = (await (await api.as('supplier', `/v4/jobs/sales-export/${job.id}/`)).json()) as Job;
        expect(polled).toMatchObject({ state: 'DONE', has_file: true, kind: 'sales-export' });
        // The job centre saves it under its own name.
        expect(polled.file_name).toMatch(/\.csv$/);
        const file = await api.as('supplier', `/v4/jobs/${job.id}/download/`);
        expect(file.headers.get('Content-Type')).toContain('text/csv');
        const rows = (await file.text()).trim().split('\r\n');
        expect(rows[0]).toBe(
            'day,track_id,track_name,release_name,label_name,territory,brand,store,sale_type,format,quantity,currency,gross,net,gross_usd,net_usd'
        );
        expect(rows.length - 1).toBe(sums("supplier_id = 1 AND day LIKE '2025-12-%'").lines);
    });

    it('a never-finishing job only with JOB_TEST_HOOKS=1: RUNNING, and no worker takes it', async () => {
        const refused = await api.as('finance', '/v4/sales/', { method: 'POST', json: { year: 2025, stall: true } });
        expect(refused.status).toBe(400);
        vi.stubEnv('JOB_TEST_HOOKS', '1');
        const res = await api.as('finance', '/v4/sales/', { method: 'POST', json: { year: 2025, stall: true } });
        const job = (await res.json()) as Job;
        expect(job.state).toBe('RUNNING');
        expect(await worker.drain()).toBe(0);
        expect(((await (await api.as('finance', `/v4/jobs/sales/${job.id}/`)).json()) as Job).state).toBe('RUNNING');
    });
});

describe('statements', () => {
    const path = '/v4/catalog/suppliers';
    it('a statement’s summaries and totals are its lines’ sums; withholding is 30 % of US net abroad', async () => {
        // Supplier 6 is in London: its US sales are withheld from.
        const s = (await (await api.as('finance', `${path}/6/statements/music/2025-06/`)).json()) as Statement &
            PayingStatement;
        const lines = sums("supplier_id = 6 AND day LIKE '2025-06-%' AND store IN ('music', 'streaming')");
        expect(s.lines).toBe(lines.lines);
        expect(s.net_usd_cents).toBe(lines.net);
        for (const summary of s.summaries) {
            expect(summary.total).toEqual({
                quantity: lines.quantity,
                gross_usd_cents: lines.gross,
                net_usd_cents: lines.net,
            });
            expect(summary.rows.reduce((a, r) => a + r.net_usd_cents, 0)).toBe(lines.net);
        }
        const byStore = Object.fromEntries(
            s.summaries.find(x => x.by === 'store')!.rows.map(r => [r.key, r.net_usd_cents])
        );
        expect(byStore.music).toBe(sums("supplier_id = 6 AND day LIKE '2025-06-%' AND store = 'music'").net);
        expect(s.brought_forward_cents).toBe(0);
        expect(s.payable_cents).toBe(lines.net);
        expect(s.withholding_cents).toBe(Math.round(lines.us * 0.3));
        expect(s.paid_cents).toBe(s.payable_cents - s.withholding_cents);
        const remit = new Date(Date.parse(s.payment_date) + 3 * 86400000).toISOString().slice(0, 10);
        expect(s.withholding_remitted_by).toBe(remit);
    });

    it('amounts below the threshold roll forward to the next statement', async () => {
        const music = async () =>
            [
                ...(
                    (await (await api.as('supplier', `${path}/1/statements/music/?per_page=100`)).json()) as {
                        results: PayingStatement[];
                    }
                ).results,
            ].reverse();
        // A threshold just above the smallest month but the last: that month rolls forward.
        const smallest = Math.min(...(await music()).slice(0, -1).map(s => s.net_usd_cents));
        vi.stubEnv('STATEMENT_THRESHOLD_USD', String((smallest + 1) / 100));
        const oldestFirst = await music();
        const rolled = oldestFirst.findIndex(s => s.carried_forward_cents > 0);
        expect(rolled).toBeGreaterThanOrEqual(0);
        const [now, next] = [oldestFirst[rolled], oldestFirst[rolled + 1]];
        expect(now.payable_cents).toBe(0);
        expect(now.carried_forward_cents).toBe(now.net_usd_cents + now.brought_forward_cents);
        expect(next.brought_forward_cents).toBe(now.carried_forward_cents);
        for (const s of oldestFirst) expect(s.payable_cents === 0 || s.payable_cents > smallest).toBe(true);
        // A US supplier is not withheld from.
        expect(oldestFirst.every(s => s.withholding_cents === 0)).toBe(true);
    });

    it('a label partner’s share is paid, or rolled forward, with its supplier’s statement, never by the threshold on its share alone', async () => {
        const music = async (user: string) =>
            (
                (await (await api.as(user, `${path}/1/statements/music/?per_page=100`)).json()) as {
                    results: PayingStatement[];
                }
            ).results;
        // A threshold the supplier's middle month just reaches: many a label's share alone would not.
        const nets = (await music('supplier')).map(s => s.net_usd_cents).sort((a, b) => a - b);
        const threshold = nets[Math.floor(nets.length / 2)];
        vi.stubEnv('STATEMENT_THRESHOLD_USD', String(threshold / 100));
        const supplier = await music('supplier');
        const label = await music('label');
        expect(label.map(s => s.id)).toEqual(supplier.map(s => s.id));
        // Each month the supplier was paid, the label's share was too; a month it rolled, the label's did.
        for (const [i, s] of supplier.entries()) {
            expect(label[i].carried_forward_cents === 0, `${s.id}`).toBe(s.carried_forward_cents === 0);
            expect(label[i].net_usd_cents).toBeLessThanOrEqual(s.net_usd_cents);
        }
        // Paid with the supplier although its share with what it brought stayed below the threshold.
        expect(label.some(l => l.payable_cents > 0 && l.payable_cents < threshold)).toBe(true);
    });

    it('the CSV holds the statement’s lines; a label partner’s statements cover its label only', async () => {
        const csv = await api.as('label', `${path}/1/statements/others/2025-Q2/csv/`);
        expect(csv.status).toBe(200);
        const rows = (await csv.text()).trim().split('\r\n');
        const expected = sums(
            "label_id = 1 AND day BETWEEN '2025-04-01' AND '2025-06-30' AND store IN ('sounds', 'stems', 'cloud', 'link')"
        );
        expect(rows.length - 1).toBe(expected.lines);
        const s = (await (await api.as('label', `${path}/1/statements/others/2025-Q2/`)).json()) as Statement;
        expect(s.net_usd_cents).toBe(expected.net);
        expect((await api.as('label', `${path}/2/statements/music/`)).status).toBe(404);
    });
});

describe('statement types', () => {
    const path = '/v4/catalog/suppliers/1/statements';
    type Page<T> = { results: T[] };
    const list = async <T>(type: string) =>
        ((await (await api.as('supplier', `${path}/${type}/?per_page=100`)).json()) as Page<T>).results;

    it('music and others split the sales and pay each once; daily pays nothing and names the statements that do', async () => {
        const music = await list<PayingStatement>('music');
        const others = await list<PayingStatement>('others');
        const daily = await list<SalesOnlyStatement>('daily');
        // Music and others together are every sale, once.
        const earned = [...music, ...others].reduce((a, s) => a + s.net_usd_cents, 0);
        expect(earned).toBe(sums('supplier_id = 1').net);
        // What they pay, plus what is still rolled forward, is what they earned: nothing paid twice.
        const paid = (l: PayingStatement[]) => l.reduce((a, s) => a + s.payable_cents, 0) + l[0].carried_forward_cents;
        expect(paid(music) + paid(others)).toBe(earned);
        for (const s of [...music, ...others]) expect(s.pays).toBe(true);
        // Daily lists the same sales but pays none of them.
        expect(daily.length).toBe(31);
        for (const d of daily) {
            expect(d.pays).toBe(false);
            expect(d).not.toHaveProperty('paid_cents');
            expect(d).not.toHaveProperty('payment_date');
            expect(d.net_usd_cents).toBe(sums('supplier_id = 1 AND day = ?', d.start).net);
            const store = (stores: string) => sums(`supplier_id = 1 AND day = ? AND store IN (${stores})`, d.start).net;
            expect(d.paid_on).toEqual([
                {
                    type: 'music',
                    id: d.start.slice(0, 7),
                    issued: true,
                    net_usd_cents: store("'music', 'streaming'"),
                },
                {
                    type: 'others',
                    id: expect.stringMatching(/^\d{4}-Q[1-4]$/),
                    issued: true,
                    net_usd_cents: store("'sounds', 'stems', 'cloud', 'link'"),
                },
            ]);
            expect(d.paid_on[0].net_usd_cents + d.paid_on[1].net_usd_cents).toBe(d.net_usd_cents);
        }
        // The seed's year is over: every payment date has passed.
        expect(music.every(s => s.paid)).toBe(true);
    });
});
