/**
 * The floor `bench:api` measures the list endpoint against, in processes like the API's (same
 * WORKERS, same Hono on @hono/node-server, same database file): `GET /empty` answers `{}` and
 * `GET /select` one page of the bench's list, a bare prepared `SELECT` written as JSON, with no
 * auth, filters or shaping. Env: PORT (0 picks one; the first worker prints it), DATABASE, WORKERS.
 */
import { serve } from '@hono/node-server';
import Database from 'better-sqlite3';
import { Hono } from 'hono';
import cluster from 'node:cluster';

const workers = Math.max(1, Number(process.env.WORKERS ?? 1) || 1);
if (workers > 1 && cluster.isPrimary) {
    for (let i = 0; i < workers; i++) cluster.fork();
    process.on('SIGTERM', () => {
        for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGTERM');
        process.exit(0);
    });
} else {
    const db = new Database(process.env.DATABASE!, { readonly: true });
    const page = db.prepare(
        'SELECT t.* FROM tracks t WHERE t.genre_id = ? ORDER BY t.publish_date DESC, t.id DESC LIMIT 25'
    );
    const app = new Hono();
    app.get('/empty', ctx => ctx.json({}));
    app.get('/select', ctx => ctx.json(page.all(3)));
    serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' }, info => {
        if (!cluster.isWorker || cluster.worker?.id === 1) console.log(`Floor on http://127.0.0.1:${info.port}/`);
    });
    process.on('SIGTERM', () => process.exit(0));
}
