/**
 * `npm run bench:api`: seeds 100k tracks into a temporary database, starts the reference API,
 * and drives GET /v4/catalog/tracks/ with a filter and a sort at 50 keep-alive connections for a
 * bounded time on loopback. Prints requests/s and latency percentiles, and in the same run the
 * floor (bench/floorServer.ts: an empty Hono route, and a bare SELECT of the same page written as
 * JSON) with the list's share of each. The load asks one page again and again, which the API
 * keeps until a write (server/core/pageCache.ts); listSteps prints what the page costs when it is
 * written again after a write. Not a test: figures only.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProcess, stopProcess, token } from '../tests/support/process';
import { listSteps } from './listSteps';
import { runLoad } from './load';

const TRACKS = Number(process.env.BENCH_TRACKS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = 50;
const ROUNDS = 3;

const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
// BENCH_DATABASE: a file seeded before with BENCH_TRACKS tracks, used as is. It must be this
// checkout's tables: the server sets a file of other tables aside and seeds 3,000 tracks instead.
const database = process.env.BENCH_DATABASE ?? join(dir, 'bench.sqlite');
if (!process.env.BENCH_DATABASE) {
    console.log(`seeding ${TRACKS} tracks …`);
    execFileSync(
        process.execPath,
        ['--import', 'tsx', 'server/seedCli.ts', '--tracks', String(TRACKS), '--database', database],
        { stdio: 'inherit' }
    );
}

// One server process per core by default (the load driver shares the machine).
const WORKERS = process.env.WORKERS ?? String(availableParallelism());
const server = await startProcess(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    DATABASE: database,
    WORKERS,
});
const floor = await startProcess(
    process.execPath,
    ['--import', 'tsx', 'bench/floorServer.ts'],
    { DATABASE: database, WORKERS },
    '/empty'
);
try {
    const auth = `Bearer ${await token(server.base, 'admin')}`;
    const scenarios = [
        {
            name: 'genre filter + publish_date sort',
            path: '/v4/catalog/tracks/?genre_id=3&order_by=-publish_date&per_page=25',
        },
        {
            name: 'date range + id sort',
            path: '/v4/catalog/tracks/?publish_date=2025-01-01:2025-06-30&order_by=-id&per_page=25',
        },
        {
            name: 'label partner (tenancy) + sort',
            path: '/v4/catalog/tracks/?order_by=-publish_date&per_page=25',
            user: 'label',
        },
    ];
    // The same query at lower concurrency, to tell service time from queueing.
    for (const connections of [1, 10]) {
        const r = await runLoad(
            `${server.base}${scenarios[0].path}`,
            { Authorization: auth },
            connections,
            Math.min(5, SECONDS)
        );
        console.log(
            `${scenarios[0].name} at ${connections} connection(s): ${r.perSecond} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms`
        );
    }
    const rates: Record<string, number> = {};
    const runs = [
        { name: 'floor: empty Hono route', url: `${floor.base}/empty`, headers: {} },
        { name: 'floor: bare SELECT of one page', url: `${floor.base}/select`, headers: {} },
        ...(await Promise.all(
            scenarios.map(async s => ({
                name: s.name,
                url: `${server.base}${s.path}`,
                headers: { Authorization: s.user ? `Bearer ${await token(server.base, s.user)}` : auth },
            }))
        )),
    ];
    for (const s of runs) await runLoad(s.url, s.headers, 10, 2); // warm-up
    // The floor and the list take turns in short slices, ROUNDS times: on a shared machine a burst of
    // other work then weighs on each alike, and the ratio compares like with like.
    const slice = SECONDS / ROUNDS;
    const results = new Map<string, Awaited<ReturnType<typeof runLoad>>[]>();
    for (let round = 0; round < ROUNDS; round++)
        for (const s of runs)
            results.set(s.name, [...(results.get(s.name) ?? []), await runLoad(s.url, s.headers, CONNECTIONS, slice)]);
    for (const s of runs) {
        const rs = results.get(s.name)!;
        const sum = (f: (r: (typeof rs)[number]) => number) => rs.reduce((n, r) => n + f(r), 0);
        const worst = (f: (r: (typeof rs)[number]) => number) => Math.max(...rs.map(f));
        rates[s.name] = Math.round(sum(r => r.perSecond) / rs.length);
        console.log(
            `${s.name}: ${rates[s.name]} req/s (rounds ${rs.map(r => r.perSecond).join(', ')}), worst round p50 ${worst(r => r.p50)} ms, ` +
                `p95 ${worst(r => r.p95)} ms, p99 ${worst(r => r.p99)} ms, max ${worst(r => r.max)} ms, ${sum(r => r.requests)} requests, ` +
                `non-2xx ${sum(r => r.non2xx)}, errors ${sum(r => r.errors)} (${CONNECTIONS} connections, ${SECONDS} s in ${ROUNDS} rounds, ${TRACKS} tracks, ${WORKERS} worker(s))`
        );
    }
    const share = (a: string, b: string) => `${Math.round((100 * rates[a]) / rates[b])} %`;
    console.log(
        `ratios: list ${rates[scenarios[0].name]} / empty route ${rates[runs[0].name]} = ${(rates[scenarios[0].name] / rates[runs[0].name]).toFixed(3)}, ` +
            `list / bare SELECT ${rates[runs[1].name]} = ${(rates[scenarios[0].name] / rates[runs[1].name]).toFixed(3)}`
    );
    console.log(
        `list (${scenarios[0].name}) at ${share(scenarios[0].name, runs[0].name)} of the empty route's req/s, ` +
            `${share(scenarios[0].name, runs[1].name)} of the bare SELECT's; the bare SELECT at ${share(runs[1].name, runs[0].name)} of the empty route's`
    );
    // Where the rest goes: the list's steps timed alone, in this process, once the load has stopped.
    console.log(`where a list request's time goes (${scenarios[0].name}, median of each step alone):`);
    for (const line of await listSteps(database, scenarios[0].path, auth.slice('Bearer '.length)))
        console.log(`  ${line}`);
} finally {
    stopProcess(floor.child);
    stopProcess(server.child);
    rmSync(dir, { recursive: true, force: true });
}
