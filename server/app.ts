/** The reference v4 API as a Hono app over one SQLite database. */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { DB } from './db';
import { mountAuth, requireToken } from './areas/auth';
import { mountMedia } from './areas/media';
import { mountCollection } from './core/engine';
import { mountSubCollection } from './core/subCollection';
import type { Env } from './core/env';
import { mountOperations } from './core/operations';
import { bulkRevertOperation, mountRevert } from './core/revert';
import { mountBulkPreview } from './core/bulkPreview';
import { mountCsvImport } from './core/csvImport';
import { HttpError } from './core/errors';
import { answerHeaders } from './core/answerHeaders';
import { idempotency } from './core/idempotency';
import { MODULES } from './registry';
import { api } from '../resources/messages/api';
import { messages } from '../resources/messages';
import { declaredCalls } from '../resources/calls';
import { mountApprovals } from './areas/approvals';
import { holdRiskyWrites } from './areas/heldWrites';
import { mountScheduled } from './areas/scheduled';
import { tokenOrReplay } from './core/replay';
import { mountCapabilities, profileFromEnv, v4Only, v4Routes, type ApiProfile } from './core/profile';

export interface ApiOptions {
    /** `full` (every call) or `v4` (spec §7's calls only, as the store's API): see server/core/profile.ts. */
    profile?: ApiProfile;
}

export function createApi(db: DB, { profile = profileFromEnv() }: ApiOptions = {}): Hono<Env> {
    const app = new Hono<Env>();
    app.use('/v4/*', (ctx, next) => {
        ctx.set('db', db);
        return next();
    });
    // A streamed download keeps its own `no-store, no-transform` (compression would gather it whole first).
    app.use(
        '/v4/*',
        answerHeaders(() => ({ 'Cache-Control': 'no-store' }))
    );
    if (profile === 'v4')
        app.use(
            '/v4/*',
            v4Only(() => v4Routes(app.routes, declaredCalls()))
        );
    // View as is an extension: the v4 profile answers every caller as themselves, as the store's API would.
    // A write the server makes again for its approver or its schedule is its requester's (server/core/replay.ts).
    app.use('/v4/*', tokenOrReplay(requireToken({ viewAs: profile === 'full' })));
    // Writes done once: the reference server's extension (capability `idempotency`); §7's API has no such header.
    if (profile === 'full') app.use('/v4/*', idempotency());
    // Four eyes (capability `approvals`): a risky write is held for a second person, after its idempotency key.
    if (profile === 'full') app.use('/v4/*', holdRiskyWrites());
    mountCapabilities(app, profile);
    // Revert from history and the bulk edit's preview serve every resource (mounted below, before the 404).
    const revertible = MODULES.flatMap(m =>
        m.collection ? [{ c: m.collection, subs: new Map((m.subCollections ?? []).map(s => [s.def.path, s])) }] : []
    );
    const bulkRevert = bulkRevertOperation(revertible);
    mountAuth(app);
    if (profile === 'full') {
        mountApprovals(app, db);
        mountScheduled(app, db);
    }
    for (const m of MODULES) {
        mountOperations(app, m.operations ?? []);
        if (m.routes) app.route(`/v4/${m.name}`, m.routes);
        m.mount?.(app);
        if (m.collection) mountCollection(app, m.collection);
        for (const s of m.subCollections ?? []) mountSubCollection(app, m.collection!, s);
    }
    const collections = MODULES.flatMap(m => (m.collection ? [m.collection] : []));
    mountMedia(app, collections);
    mountOperations(app, [bulkRevert]);
    mountRevert(app, revertible);
    mountBulkPreview(app, collections);
    mountCsvImport(app, collections);
    app.all('/v4/*', ctx => ctx.json({ detail: api.notFound }, 404));

    app.onError((err, ctx) => {
        if (err instanceof HttpError) {
            return ctx.json(
                { detail: err.detail, ...(err.fields ? { errors: err.fields } : {}), ...err.extra },
                err.status
            );
        }
        if (err instanceof HTTPException) return ctx.json({ detail: err.message || api.badRequest }, err.status);
        const code = String((err as { code?: string }).code ?? '');
        if (code.startsWith('SQLITE_CONSTRAINT')) return ctx.json({ detail: api.conflictsWithRelated }, 409);
        console.error(err);
        return ctx.json({ detail: messages.errors[500] }, 500);
    });
    return app;
}
