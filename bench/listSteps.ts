/**
 * Where a list request's time goes, step by step, in this process (no HTTP): the steps GET
 * /v4/catalog/tracks/ runs, each timed alone over many rounds, beside the bare SELECT of one page
 * that bench:api's floor answers. `bench:api` prints it under its ratios.
 */
import { performance } from 'node:perf_hooks';
import { createApi } from '../server/app';
import { makePrincipal } from '../server/core/access';
import { shape } from '../server/core/collection';
import { countRows, listPage, listQuery, pageRows } from '../server/core/listing';
import { envelope, parsePaging } from '../server/core/paging';
import tracksModule from '../server/modules/tracks';
import { openDatabase } from '../server/store';

const ROUNDS = 2000;

/** Median microseconds of `f` over ROUNDS runs, after a warm-up. */
function median(f: () => unknown): number {
    for (let i = 0; i < 200; i++) f();
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
        const t0 = performance.now();
        f();
        times.push(performance.now() - t0);
    }
    return Math.round(times.sort((a, b) => a - b)[ROUNDS >> 1] * 1000);
}

export async function listSteps(file: string, path: string, token: string): Promise<string[]> {
    const db = openDatabase(file);
    try {
        const c = tracksModule.collection!;
        const url = `http://bench${path}`;
        const query = Object.fromEntries(new URL(url).searchParams);
        const p = makePrincipal(
            db
                .prepare(
                    "SELECT id, username, scope, feature, brand, supplier_id, label_id FROM users WHERE username = 'admin'"
                )
                .get() as Parameters<typeof makePrincipal>[0]
        );
        const paging = parsePaging(query);
        const q = listQuery(c, p, query);
        const page = listPage(c, db, p, query, paging);
        const presented = c.present(page.rows, db);
        const results = presented.map(r => shape(c, r, p));
        const bare = db.prepare(
            'SELECT t.* FROM tracks t WHERE t.genre_id = ? ORDER BY t.publish_date DESC, t.id DESC LIMIT 25'
        );
        const app = createApi(db);
        const headers = { Authorization: `Bearer ${token}` };
        // A write before each request (untimed) drops the kept page and token: the page is written again.
        const touch = db.prepare("UPDATE meta SET value = value WHERE key = 'seeded'");
        const request = async (afterWrite: boolean) => {
            const times: number[] = [];
            for (let i = 0; i < ROUNDS / 4; i++) {
                if (afterWrite) touch.run();
                const t0 = performance.now();
                await (await app.request(url, { headers })).arrayBuffer();
                times.push(performance.now() - t0);
            }
            return Math.round(times.sort((a, b) => a - b)[ROUNDS >> 3] * 1000);
        };
        await request(false); // warm-up
        const steps: [string, number][] = [
            ['whole request in process, the page kept (routing, token)', await request(false)],
            ['whole request in process, after a write (page written again)', await request(true)],
            ['  filters and order to SQL (listQuery)', median(() => listQuery(c, p, query))],
            ['  count (kept until a write)', median(() => countRows(db, q.cappedCount.sql, q.cappedCount.params))],
            [
                '  page of ids, then its rows with their joins',
                median(() => pageRows(c, db, q, paging.perPage, 0, page.count)),
            ],
            ['  present (artists of the page, nested records)', median(() => c.present(page.rows, db))],
            ['  shape (booleans, fields the caller may not see)', median(() => presented.map(r => shape(c, r, p)))],
            ['  envelope and JSON', median(() => JSON.stringify(envelope(url, page.count, paging, results)))],
            ['floor: bare SELECT of one page, and its JSON', median(() => JSON.stringify(bare.all(3)))],
        ];
        return steps.map(([name, us]) => `${name.padEnd(60)} ${String(us).padStart(6)} µs`);
    } finally {
        db.close();
    }
}
