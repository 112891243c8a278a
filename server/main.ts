/**
 * Starts the reference v4 API (and, with --serve-console, the built console on the same origin
 * with the SPA fallback). Env: PORT, HOST (default 127.0.0.1), DATABASE, SEED_TRACKS, WORKERS,
 * CONSOLE_DIR (default dist; a test serves its own build, e.g. one with an error-reporting DSN), and
 * JOB_STEP_MS (default 400: how long one step of a simulated job takes).
 * With WORKERS > 1 the primary seeds the database once and forks workers that share the port;
 * SQLite in WAL mode lets them read at once.
 */
import { serve } from '@hono/node-server';
import cluster from 'node:cluster';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createServer } from './server';
import { isSeeded } from './db';
import { openCurrentDatabase, openDatabase } from './store';
import { seed } from './seedDatabase';
import { createJobWorker } from './jobs/worker';

const serveConsole = process.argv.includes('--serve-console');
const port = Number(process.env.PORT ?? (serveConsole ? 8080 : 8081));
const host = process.env.HOST ?? '127.0.0.1';
const file = process.env.DATABASE ?? resolve('data/store.sqlite');
const workers = Math.max(1, Number(process.env.WORKERS ?? 1) || 1);
const dist = resolve(process.env.CONSOLE_DIR || 'dist');

function prepare(): void {
    if (serveConsole && !existsSync(resolve(dist, 'index.html'))) {
        console.error(`${dist}/index.html is missing: run \`npm run build\` first.`);
        process.exit(1);
    }
    const { db, setAside } = openCurrentDatabase(file);
    if (setAside) console.log(`${file} was made by another version of the tables; kept as ${setAside}.`);
    if (!isSeeded(db)) {
        console.log(`Seeding ${file} …`);
        seed(db, { tracks: Number(process.env.SEED_TRACKS ?? 3000), log: m => console.log(m) });
    }
    db.close();
}

function listen(): void {
    const db = openDatabase(file);
    const app = createServer(
        db,
        serveConsole ? { dist, indexHtml: readFileSync(resolve(dist, 'index.html'), 'utf8') } : undefined
    );
    const server = serve({ fetch: app.fetch, port, hostname: host }, info => {
        if (!cluster.isWorker || cluster.worker?.id === 1) {
            const what = serveConsole ? 'Console and reference API' : 'Reference API';
            console.log(`${what} on http://${host}:${info.port}/${workers > 1 ? ` (${workers} workers)` : ''}`);
        }
    });
    // One process runs the jobs (claiming is atomic, but one runner keeps them in order).
    const worker =
        !cluster.isWorker || cluster.worker?.id === 1
            ? createJobWorker(db, { stepMs: Number(process.env.JOB_STEP_MS ?? 400), log: m => console.log(m) })
            : null;
    worker?.start();
    const stop = () =>
        server.close(() => {
            void (worker?.stop() ?? Promise.resolve()).then(() => {
                db.close();
                process.exit(0);
            });
        });
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
}

if (workers > 1 && cluster.isPrimary) {
    prepare();
    for (let i = 0; i < workers; i++) cluster.fork();
    const stopAll = () => {
        for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGTERM');
        process.exit(0);
    };
    process.on('SIGTERM', stopAll);
    process.on('SIGINT', stopAll);
} else {
    if (cluster.isPrimary) prepare();
    listen();
}
