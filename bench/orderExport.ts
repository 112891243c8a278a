/**
 * `npm run bench:orders`: 100k order items exported through the HTTP endpoint. Seeds a temporary
 * database (a small catalog plus one order of BENCH_ORDER_ITEMS items), starts the reference API,
 * downloads `support/order-items-csv/download/` while sampling the server's resident memory, and
 * prints the time, the rows and bytes received, and the server's peak RSS growth (target ≤ 50 MB).
 * Not a test: figures only.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countCsvLines } from '../resources/csvLines';
import { seedOrderItems } from '../server/modules/support/orderSeed';
import { seed } from '../server/seedDatabase';
import { openDatabase } from '../server/store';
import { startProcess, stopProcess, token } from '../tests/support/process';

const ENCODING = process.env.BENCH_ENCODING ?? 'gzip';
const ITEMS = Number(process.env.BENCH_ORDER_ITEMS ?? 100_000);
const dir = mkdtempSync(join(tmpdir(), 'bench-orders-'));
const database = join(dir, 'bench.sqlite');

console.log(`seeding ${ITEMS} order items …`);
const db = openDatabase(database);
seed(db, { tracks: 300 });
const orderId = seedOrderItems(db, ITEMS);
const total = db.prepare('SELECT count(*) FROM order_items').pluck().get() as number;
db.close();

/** Resident memory of a process, in MB (Linux /proc). */
const rssMb = (pid: number) => {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
};

const server = await startProcess(process.execPath, ['--import', 'tsx', 'server/main.ts'], { DATABASE: database });
try {
    const pid = server.child.pid!;
    const headers = { Authorization: `Bearer ${await token(server.base, 'support')}` };
    // Warm the route and its modules once on a small export, so the baseline holds them.
    await (await fetch(`${server.base}/v4/support/order-items-csv/download/?order_id=1`, { headers })).text();
    await new Promise(r => setTimeout(r, 500));
    const baseline = rssMb(pid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 10);

    for (const [name, path] of [
        [`all order items (${total})`, '/v4/support/order-items-csv/download/'],
        [`one order of ${ITEMS} items`, `/v4/support/orders/${orderId}/items/csv/download/`],
    ] as const) {
        const started = performance.now();
        const res = await fetch(`${server.base}${path}`, { headers: { ...headers, 'Accept-Encoding': ENCODING } });
        const reader = res.body!.getReader();
        const decoder = new TextDecoder();
        let count = { lines: 0, quoted: false };
        let bytes = 0;
        let firstByte = NaN;
        for (let r = await reader.read(); !r.done; r = await reader.read()) {
            if (Number.isNaN(firstByte)) firstByte = performance.now() - started;
            bytes += r.value.byteLength;
            count = countCsvLines(count, decoder.decode(r.value, { stream: true }));
        }
        const seconds = (performance.now() - started) / 1000;
        console.log(
            `${name}: HTTP ${res.status} ${res.headers.get('content-encoding') ?? 'identity'}, ${count.lines - 1} rows, ${(bytes / 1024 ** 2).toFixed(1)} MB in ${seconds.toFixed(2)} s ` +
                `(first byte ${firstByte.toFixed(0)} ms, ${Math.round((count.lines - 1) / seconds)} rows/s); ` +
                `server RSS ${baseline.toFixed(1)} MB → peak ${peak.toFixed(1)} MB (growth ${(peak - baseline).toFixed(1)} MB, target ≤ 50 MB)`
        );
    }
    clearInterval(sampler);
} finally {
    stopProcess(server.child);
    rmSync(dir, { recursive: true, force: true });
}
