/**
 * `npm run test:e2e`'s browser tests: the e2e lanes (the `e2e*` projects of vitest.config.ts) side
 * by side, one Vitest process per lane and as many at once as the machine has cores, each lane with its own server and its files one after the
 * other. One Vitest process cannot do this: it runs every project without file parallelism in one
 * sequential group, one file at a time across all such projects (measured: a single worker for
 * the three lanes). The lanes share one seeded database template (E2E_SEED_DIR, see
 * tests/e2e/globalSetup.ts). Each lane's output is printed line by line under its name, then a
 * table of the lanes' times; the exit code is the first failing lane's.
 *
 * `node --import tsx scripts/e2eLanes.ts [lane …] [-- vitest arguments]`: only the lanes named.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { E2E_LANES } from '../vitest.config';

const dash = process.argv.indexOf('--');
const named = process.argv.slice(2, dash < 0 ? undefined : dash);
const passed = dash < 0 ? [] : process.argv.slice(dash + 1);
const unknown = named.filter(n => !E2E_LANES.includes(n));
if (unknown.length) throw new Error(`No lane ${unknown.join(', ')}: the lanes are ${E2E_LANES.join(', ')}.`);
/**
 * Each lane's time (s) on a fresh clone, two lanes at once on two busy cores (the 21:01 run of
 * 2026-11-28, less the network-fault tests' waits since moved to the page's clock). The queue takes
 * the longest first, so the lane that ends first takes the longest left: the journeys, which grow
 * with every issue, before the third lane. A lane not listed starts first.
 */
const LANE_SECONDS: Record<string, number> = { e2e: 730, 'e2e-side': 735, 'e2e-journeys': 480, 'e2e-third': 468 };
const lanes = [...(named.length ? named : E2E_LANES)].sort(
    (a, b) => (LANE_SECONDS[b] ?? 9999) - (LANE_SECONDS[a] ?? 9999)
);

const seedDir = mkdtempSync(join(tmpdir(), 'e2e-seed-'));
const env = {
    ...process.env,
    PATH: `${resolve('node_modules/.bin')}${delimiter}${process.env.PATH}`,
    E2E_SEED_DIR: seedDir,
};
const width = Math.max(...lanes.map(l => l.length));
const clock = (ms: number) => {
    const s = Math.round(ms / 1000);
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** One lane's Vitest run, its lines printed as they come under its name; resolves to its exit code and time. */
function runLane(lane: string): Promise<{ lane: string; code: number; ms: number }> {
    const started = performance.now();
    return new Promise(done => {
        const child = spawn('vitest', ['run', '--project', lane, ...passed], {
            env,
            stdio: ['ignore', 'pipe', 'pipe'],
        });
        const tag = `[${lane.padEnd(width)}] `;
        for (const stream of [child.stdout, child.stderr])
            createInterface({ input: stream }).on('line', line => console.log(tag + line));
        const end = (code: number) => done({ lane, code, ms: performance.now() - started });
        child.on('error', () => end(1));
        child.on('exit', (code, signal) => end(code ?? (signal ? 1 : 0)));
    });
}

/**
 * Lanes at once: one per core (E2E_LANES_AT_ONCE to change). Four browser lanes on two cores ran each
 * at half a core, and journeys timed out on waits that hold on a quiet machine; the others queue.
 */
const atOnce = Number(process.env.E2E_LANES_AT_ONCE) || availableParallelism();
const started = performance.now();
const queue = [...lanes];
const results: Awaited<ReturnType<typeof runLane>>[] = [];
const worker = async () => {
    for (let lane = queue.shift(); lane; lane = queue.shift()) results.push(await runLane(lane));
};
await Promise.all(Array.from({ length: Math.min(atOnce, lanes.length) }, worker));
results.sort((a, b) => E2E_LANES.indexOf(a.lane) - E2E_LANES.indexOf(b.lane));
rmSync(seedDir, { recursive: true, force: true });
console.log('\nBrowser lanes (m:ss)');
for (const { lane, code, ms } of results)
    console.log(`  ${lane.padEnd(width)}  ${clock(ms).padStart(6)}  ${code ? `FAILED (exit ${code})` : 'ok'}`);
console.log(`  ${'all'.padEnd(width)}  ${clock(performance.now() - started).padStart(6)}`);
process.exit(results.find(r => r.code !== 0)?.code ?? 0);
