/**
 * Starts the reference v4 API (and, with --serve-console, the built console on the same origin
 * with the SPA fallback). Env: PORT, HOST (default 127.0.0.1), DATABASE, SEED_TRACKS.
 */
import { serve } from '@hono/node-server';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createServer } from './server';
import { isSeeded, openDatabase } from './db';
import { seed } from './seed';

const serveConsole = process.argv.includes('--serve-console');
const port = Number(process.env.PORT ?? (serveConsole ? 8080 : 8081));
const host = process.env.HOST ?? '127.0.0.1';
const file = process.env.DATABASE ?? resolve('data/store.sqlite');

const db = openDatabase(file);
if (!isSeeded(db)) {
    console.log(`Seeding ${file} …`);
    seed(db, { tracks: Number(process.env.SEED_TRACKS ?? 3000), log: m => console.log(m) });
}
const dist = resolve('dist');
if (serveConsole && !existsSync(resolve(dist, 'index.html'))) {
    console.error('dist/index.html is missing: run `npm run build` first.');
    process.exit(1);
}
const app = createServer(
    db,
    serveConsole ? { dist, indexHtml: readFileSync(resolve(dist, 'index.html'), 'utf8') } : undefined
);
const server = serve({ fetch: app.fetch, port, hostname: host }, info => {
    console.log(`${serveConsole ? 'Console and reference API' : 'Reference API'} on http://${host}:${info.port}/`);
});
const stop = () =>
    server.close(() => {
        db.close();
        process.exit(0);
    });
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
