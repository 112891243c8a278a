/** Streamed CSV exports: header row, every row, neutralised cells, the 2-day rule, the optional ids. */
import { beforeAll, describe, expect, it } from 'vitest';
import { countCsvLines, parseCsv } from '../../resources/csv';
import { fill, messages } from '../../resources/messages';
import { NEW_USER_EXPORT_DAYS } from '../../resources/constants';
import { seedOrderItems } from '../../server/modules/support/orderSeed';
import { NEW_USER_CSV_COLUMNS } from '../../server/modules/support/exports';
import { DATE_JOINED_COLUMN } from '../../resources/support/newUserExport';
import { ORDER_ITEM_CSV_COLUMNS } from '../../server/modules/support/orderItemsCsv';
import { ORDER_DATE_COLUMN } from '../../resources/support/orderItems';
import { mountainDayBounds } from '../../resources/time';
import { makeApi } from './helpers';

let api: ReturnType<typeof makeApi>;
let bigOrder: number;
const BIG = 1234;
// Seeding takes seconds, more on a shared machine: more than a hook's default 10 s.
beforeAll(() => {
    api = makeApi();
    bigOrder = seedOrderItems(api.db, BIG);
}, 120_000);

/** Reads the body chunk by chunk, as the console does, counting lines on the way. */
async function readStreamed(res: Response) {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let chunks = 0;
    let count = { lines: 0, quoted: false };
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
        const part = decoder.decode(r.value, { stream: true });
        count = countCsvLines(count, part);
        text += part;
        chunks++;
    }
    return { text, chunks, lines: count.lines };
}

describe('order-items CSV', () => {
    it('streams every item of an order in chunks, header first, formula cells neutralised', async () => {
        const res = await api.as('support', `/v4/support/orders/${bigOrder}/items/csv/download/`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toContain('text/csv');
        expect(res.headers.get('content-disposition')).toContain('attachment');
        expect(res.headers.get('x-row-count')).toBe(String(BIG));
        const { text, chunks, lines } = await readStreamed(res);
        expect(chunks).toBeGreaterThan(2);
        expect(lines).toBe(BIG + 1);
        const parsed = parseCsv(text);
        expect(parsed.fields).toEqual([...ORDER_ITEM_CSV_COLUMNS]);
        expect(parsed.rows).toHaveLength(BIG);
        expect(new Set(parsed.rows.map(r => r.item_id)).size).toBe(BIG);
        // Every tenth seeded name starts with '=': each goes out as text.
        const formulas = parsed.rows.filter(r => r.name.startsWith("'="));
        expect(formulas).toHaveLength(Math.floor(BIG / 10));
        expect(parsed.rows.some(r => /^[=+\-@]/.test(r.name))).toBe(false);
    });

    it('writes the order’s time as the screens show it: Mountain time with its offset, the zone in the heading', async () => {
        const { id, date_created } = api.db
            .prepare(
                'SELECT o.id, o.date_created FROM orders o WHERE EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id) LIMIT 1'
            )
            .get() as { id: number; date_created: string };
        for (const path of [`orders/${id}/items/csv/download/`, `order-items-csv/download/?order_id=${id}`]) {
            const rows = parseCsv((await readStreamed(await api.as('support', `/v4/support/${path}`))).text).rows;
            const written = rows[0][ORDER_DATE_COLUMN];
            expect(ORDER_DATE_COLUMN).toBe('date_created (America/Denver)');
            expect(written).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[67]:00$/);
            expect(Date.parse(written)).toBe(Date.parse(date_created));
        }
    });

    it('neutralises =, +, -, @, tab and CR, also in a multi-line cell, and counts a quoted line break as one row', async () => {
        const order = api.db.prepare("SELECT id FROM orders WHERE status = 'complete' LIMIT 1").pluck().get() as number;
        const add = api.db.prepare(
            "INSERT INTO order_items (order_id, name, audio_format, price, availability) VALUES (?, ?, 'MP3', 1, 1)"
        );
        const hostile = ['=1+1', '+SUM(A1)', '-2', '@cmd', '\tTAB', '\rCR', '=HYPERLINK("x")\nsecond line'];
        for (const name of hostile) add.run(order, name);
        const res = await api.as('admin', `/v4/support/order-items-csv/download/?order_id=${order}`);
        const { text, lines } = await readStreamed(res);
        const rows = parseCsv(text).rows;
        expect(lines).toBe(rows.length + 1);
        for (const name of hostile) expect(rows.map(r => r.name)).toContain(`'${name}`);
    });

    it('exports all order items without a cap, filtered by date and status', async () => {
        const total = api.db.prepare('SELECT count(*) FROM order_items').pluck().get() as number;
        const all = await readStreamed(await api.as('support', '/v4/support/order-items-csv/download/'));
        expect(all.lines - 1).toBe(total);
        const open = await api.as('support', '/v4/support/order-items-csv/download/?status=open');
        const rows = parseCsv((await readStreamed(open)).text).rows;
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every(r => r.status === 'open')).toBe(true);
        expect((await api.as('support', '/v4/support/order-items-csv/download/?date_created=2026-13-01')).status).toBe(
            400
        );
        expect((await api.as('marketing', '/v4/support/order-items-csv/download/')).status).toBe(403);
    });

    it('takes the orders list’s own filters (order ids, user, username, email): the items of exactly the orders it lists', async () => {
        const { user_id, username, email } = api.db
            .prepare('SELECT user_id, username, email FROM orders ORDER BY id LIMIT 1')
            .get() as { user_id: number; username: string; email: string };
        for (const filter of [
            `user_id=${user_id}`,
            `username=${encodeURIComponent(username)}`,
            `email=${encodeURIComponent(email)}`,
        ]) {
            const list = (await (await api.as('support', `/v4/support/orders/?${filter}&per_page=100`)).json()) as {
                results: { id: number; item_count: number }[];
            };
            expect(list.results.length, filter).toBeGreaterThan(0);
            const res = await api.as('support', `/v4/support/order-items-csv/download/?${filter}`);
            const rows = parseCsv((await readStreamed(res)).text).rows;
            expect(rows.length, filter).toBe(list.results.reduce((n, o) => n + o.item_count, 0));
            expect(new Set(rows.map(r => Number(r.order_id))), filter).toEqual(new Set(list.results.map(o => o.id)));
        }
        const ids = api.db.prepare('SELECT id FROM orders ORDER BY id DESC LIMIT 2').pluck().all() as number[];
        const byId = parseCsv(
            (await readStreamed(await api.as('admin', `/v4/support/order-items-csv/download/?id=${ids.join(',')}`)))
                .text
        ).rows;
        expect(new Set(byId.map(r => Number(r.order_id)))).toEqual(new Set(ids));
        expect((await api.as('support', '/v4/support/order-items-csv/download/?id=x')).status).toBe(400);
    });
});

describe('new-user CSV', () => {
    // The days are Mountain days (tests/server/mountainDays.test.ts checks the bounds around midnight).
    const { start = '', end = '' } = mountainDayBounds('2025-12-30', '2025-12-31')!;
    const joined = () =>
        api.db
            .prepare('SELECT count(*) FROM customers WHERE created_date >= ? AND created_date < ?')
            .pluck()
            .get(start, end) as number;

    it(`exports the users registered in ${NEW_USER_EXPORT_DAYS} days, header first, their times in the range's zone`, async () => {
        // The last Mountain evening of the range: already the next day in UTC.
        const evening = api.db
            .prepare(
                "INSERT INTO customers (username, email, person_id, created_date) VALUES ('tzEvening', 'tz@evening.example', 991000, '2026-01-01T05:30:00.000Z') RETURNING id"
            )
            .pluck()
            .get() as number;
        const res = await api.as('support', '/v4/support/users-csv/download/?created_date=2025-12-30:2025-12-31');
        expect(res.status).toBe(200);
        const { text } = await readStreamed(res);
        const parsed = parseCsv(text);
        expect(parsed.fields).toEqual([...NEW_USER_CSV_COLUMNS]);
        expect(parsed.rows.length).toBe(joined());
        expect(parsed.rows.length).toBeGreaterThan(0);
        // Written in the range's zone, named in the heading (issue 40: they were UTC, so rows of the
        // range's Mountain evening showed the next day): each is a Mountain time with its offset, on a day asked for.
        const times = parsed.rows.map(r => r[DATE_JOINED_COLUMN]);
        expect(DATE_JOINED_COLUMN).toBe('date_joined (America/Denver)');
        for (const t of times) {
            expect(t).toMatch(/^2025-12-3[01]T\d{2}:\d{2}:\d{2}-07:00$/);
            expect(Date.parse(t) >= Date.parse(start) && Date.parse(t) < Date.parse(end), t).toBe(true);
        }
        const stored = api.db
            .prepare('SELECT created_date FROM customers WHERE id = ?')
            .pluck()
            .get(Number(parsed.rows[0].user_id)) as string;
        expect(Date.parse(times[0])).toBe(Date.parse(stored));
        expect(parsed.rows.find(r => Number(r.user_id) === evening)?.[DATE_JOINED_COLUMN]).toBe(
            '2025-12-31T22:30:00-07:00'
        );
        expect(res.headers.get('x-row-count')).toBe(String(parsed.rows.length));
    });

    it('refuses 3 days, reversed and impossible dates, with a clear message', async () => {
        const three = await api.as('support', '/v4/support/users-csv/download/?created_date=2025-12-29:2025-12-31');
        expect(three.status).toBe(400);
        expect(((await three.json()) as { detail: string }).detail).toBe(
            fill(messages.orders.exportRange, { days: NEW_USER_EXPORT_DAYS })
        );
        for (const range of [
            '',
            '2025-12-31:2025-12-30',
            '2025-02-30:2025-03-01',
            '2025-12-30',
            'a:b',
            '2025-12-30:2025-12-31:x',
        ]) {
            const res = await api.as('support', `/v4/support/users-csv/download/?created_date=${range}`);
            expect(res.status).toBe(400);
            expect(((await res.json()) as { detail: string }).detail).toBe(messages.orders.exportDates);
        }
    });

    it('keeps only the given ids (query or POST body), for the users readers only', async () => {
        const ids = api.db
            .prepare('SELECT id FROM customers WHERE created_date >= ? AND created_date < ? LIMIT 2')
            .pluck()
            .all(start, end) as number[];
        const path = '/v4/support/users-csv/download/?created_date=2025-12-30:2025-12-31';
        const byQuery = parseCsv((await readStreamed(await api.as('support', `${path}&ids=${ids[0]}`))).text).rows;
        expect(byQuery.map(r => Number(r.user_id))).toEqual([ids[0]]);
        const byBody = await api.as('curation', path, { method: 'POST', json: { ids } });
        expect(
            parseCsv((await readStreamed(byBody)).text)
                .rows.map(r => Number(r.user_id))
                .sort()
        ).toEqual([...ids].sort());
        // An uploaded person_id column keeps the users with those person ids.
        const personIds = ids.map(id => api.db.prepare('SELECT person_id FROM customers WHERE id = ?').pluck().get(id));
        const byPerson = await api.as('support', path, {
            method: 'POST',
            json: { ids: personIds, column: 'person_id' },
        });
        expect(
            parseCsv((await readStreamed(byPerson)).text)
                .rows.map(r => Number(r.user_id))
                .sort()
        ).toEqual([...ids].sort());
        expect((await api.as('support', `${path}&ids=1,x`)).status).toBe(400);
        expect((await api.as('marketing', path)).status).toBe(403);
        expect((await api.as('label', path)).status).toBe(403);
    });
});
