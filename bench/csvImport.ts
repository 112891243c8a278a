/**
 * `npm run bench:import`: a CSV import of 10,000 tracks (issue 45) through HTTP on 127.0.0.1. Seeds
 * a temporary database of BENCH_IMPORT_ROWS tracks, starts the reference API, sends a file changing
 * every track's BPM and key, first as a preview then as the import, while sampling the server's
 * resident memory; prints each call's time, its summary and the server's peak RSS growth.
 * Not a test: figures only.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seed } from '../server/seedDatabase';
import { openDatabase } from '../server/store';
import { startProcess, stopProcess, token } from '../tests/support/process';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const dir = mkdtempSync(join(tmpdir(), 'bench-import-'));
const database = join(dir, 'bench.sqlite');

console.log(`seeding ${ROWS} tracks …`);
const db = openDatabase(database);
seed(db, { tracks: ROWS });
const tracks = db.prepare('SELECT id, isrc, bpm FROM tracks ORDER BY id LIMIT ?').all(ROWS) as {
    id: number;
    isrc: string;
    bpm: number | null;
}[];
db.close();

// Keyed by ISRC (the lookup a label's sheet makes); every row changes its BPM and key.
const csv = [
    'isrc,bpm,key_id',
    ...tracks.map((t, i) => `${t.isrc},${((t.bpm ?? 100) % 200) + 1},${(i % 24) + 1}`),
].join('\r\n');

const rssMb = (pid: number) => {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
};

/** Polls a job until it ends; its file (the import's answer) or its state. */
async function jobAnswer(base: string, authorization: string, id: number) {
    const headers = { Authorization: authorization };
    for (;;) {
        const job = (await (await fetch(`${base}/v4/jobs/${id}/`, { headers })).json()) as { state: string };
        if (job.state === 'DONE')
            return (await (await fetch(`${base}/v4/jobs/${id}/download/`, { headers })).json()) as {
                summary?: unknown;
                bulk?: unknown;
            };
        if (job.state === 'FAILED') return { detail: `job ${id} FAILED` };
        await new Promise(r => setTimeout(r, 100));
    }
}

const server = await startProcess(process.execPath, ['--import', 'tsx', 'server/main.ts'], { DATABASE: database });
try {
    const pid = server.child.pid!;
    const headers = { Authorization: `Bearer ${await token(server.base, 'content_ops')}`, 'Content-Type': 'text/csv' };
    // Warm the route once on a small file, so the baseline holds its modules.
    await (
        await fetch(`${server.base}/v4/catalog/tracks/import/preview/`, {
            method: 'POST',
            headers,
            body: csv.split('\r\n').slice(0, 3).join('\r\n'),
        })
    ).text();
    await new Promise(r => setTimeout(r, 500));
    const baseline = rssMb(pid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 10);
    for (const [name, path] of [
        ['preview', 'import/preview/'],
        ['import', 'import/'],
    ] as const) {
        const started = performance.now();
        const res = await fetch(`${server.base}/v4/catalog/tracks/${path}`, { method: 'POST', headers, body: csv });
        let answer = (await res.json()) as { summary?: unknown; bulk?: unknown; detail?: string; job?: { id: number } };
        // Over 1,000 rows the import runs as a job (202): timed to its end, its answer read from its file.
        if (answer.job) answer = await jobAnswer(server.base, headers.Authorization, answer.job.id);
        const seconds = (performance.now() - started) / 1000;
        console.log(
            `${name} of ${tracks.length} rows (${(csv.length / 1024).toFixed(0)} kB): HTTP ${res.status} in ${seconds.toFixed(2)} s ` +
                `(${Math.round(tracks.length / seconds)} rows/s), ${JSON.stringify(answer.summary ?? answer.detail)}` +
                `${answer.bulk ? `, bulk ${JSON.stringify(answer.bulk)}` : ''}; ` +
                `server RSS ${baseline.toFixed(1)} MB → peak ${peak.toFixed(1)} MB (growth ${(peak - baseline).toFixed(1)} MB)`
        );
    }
    clearInterval(sampler);
} finally {
    stopProcess(server.child);
    rmSync(dir, { recursive: true, force: true });
}
