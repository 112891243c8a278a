/**
 * Jobs (spec §3, §4): GET list and one job (the poller's call), Retry of a failed job, and a
 * finished export's file. Users see their own jobs; admin sees everybody's (404 otherwise, so a
 * job's existence does not leak). The release encode calls start jobs here too. It sits in jobs/
 * beside the worker: a retry checks the access of the job's kind, which only jobs/ knows of every kind.
 */
import type { Context } from 'hono';
import { downloadJobFile, jobStatus, listJobs, retryJob } from '../../resources/operations/jobs';
import { encodeReleaseBeatdrop, encodeReleaseOnDemand } from '../../resources/operations/catalog';
import { serve } from '../core/operations';
import releasesDef from '../../resources/catalog/releases';
import { ALL_JOBS_ACCESS, ACTIVE_JOB_STATES, JOB_STATES, isJobKind } from '../../resources/jobs/jobs';
import { stmt, type DB } from '../db';
import { allowed, requireAccess, type Principal } from '../core/access';
import { parseId, visibleParent } from '../core/collection';
import type { Env } from '../core/env';
import { badRequest, HttpError, notFound } from '../core/errors';
import type { ServerModule } from '../core/module';
import { envelope, parsePaging } from '../core/paging';
import { JOB_HANDLERS } from './kinds';
import { hasAudio, noReleaseAudio } from '../core/catalog/encoding';
import { enqueueJob, JOB_LIST_SQL, JOBS_DDL, presentJob, readJob, requeueJob, type JobRow } from '../core/jobQueue';
import { releases } from '../core/catalog/releases';
import { api } from '../../resources/messages/api';
import { fill } from '../../resources/messages/fill';

/** Whose jobs a caller sees: SQL over `j` and its parameters. */
const ownership = (p: Principal): { sql: string; params: unknown[] } =>
    allowed(p, ALL_JOBS_ACCESS) ? { sql: '1', params: [] } : { sql: 'j.owner_id = ?', params: [p.userId] };

function visibleJob(ctx: Context<Env>): JobRow & { owner_name: string | null } {
    const p = ctx.get('principal');
    const id = parseId(ctx.req.param('id') ?? '');
    const own = ownership(p);
    const row = stmt(ctx.get('db'), `${JOB_LIST_SQL} WHERE j.id = ? AND ${own.sql}`).get(id, ...own.params) as
        (JobRow & { owner_name: string | null }) | undefined;
    if (!row) throw notFound();
    return row;
}

/** `?state=RUNNING,QUEUED` or `?active=true`, `?kind=reencode`; newest first. */
const list = serve(listJobs, ctx => {
    const p = ctx.get('principal');
    const q = ctx.req.query();
    const paging = parsePaging(q);
    const where = [ownership(p)];
    const states = q.active === 'true' ? [...ACTIVE_JOB_STATES] : q.state ? q.state.split(',') : [];
    if (q.active !== undefined && q.active !== 'true' && q.active !== 'false') throw badRequest(api.invalidActive);
    for (const s of states)
        if (!(JOB_STATES as readonly string[]).includes(s))
            throw badRequest(fill(api.invalidJobState, { states: JOB_STATES.join(', ') }));
    if (states.length) where.push({ sql: `j.state IN (${states.map(() => '?').join(', ')})`, params: states });
    if (q.kind !== undefined) {
        if (!isJobKind(q.kind)) throw badRequest(api.invalidJobKind);
        where.push({ sql: 'j.kind = ?', params: [q.kind] });
    }
    const sql = where.map(w => w.sql).join(' AND ');
    const params = where.flatMap(w => w.params);
    const db = ctx.get('db');
    const count = stmt(db, `SELECT count(*) FROM jobs j WHERE ${sql}`)
        .pluck()
        .get(...params) as number;
    const rows = stmt(db, `${JOB_LIST_SQL} WHERE ${sql} ORDER BY j.id DESC LIMIT ? OFFSET ?`).all(
        ...params,
        paging.perPage,
        paging.offset
    ) as (JobRow & { owner_name: string | null })[];
    return ctx.json(envelope(ctx.req.url, count, paging, rows.map(presentJob)));
});

const status = serve(jobStatus, ctx => ctx.json(presentJob(visibleJob(ctx))));

/** Retry: a FAILED job runs again as it was; who may start its kind may retry it. */
const retry = serve(retryJob, ctx => {
    const job = visibleJob(ctx);
    const p = ctx.get('principal');
    requireAccess(p, isJobKind(job.kind) ? JOB_HANDLERS[job.kind].access : []);
    const db = ctx.get('db');
    if (!requeueJob(db, job.id)) throw new HttpError(409, fill(api.retryFailedOnly, { state: job.state }));
    return ctx.json(presentJob({ ...readJob(db, job.id)!, owner_name: job.owner_name }));
});

const download = serve(downloadJobFile, ctx => {
    const job = visibleJob(ctx);
    const file = stmt(ctx.get('db'), 'SELECT file_name, file_body FROM jobs WHERE id = ?').get(job.id) as {
        file_name: string | null;
        file_body: Buffer | string | null;
    };
    if (!file.file_name || file.file_body === null) throw notFound(api.noJobFile);
    ctx.header('Content-Disposition', `attachment; filename="${file.file_name.replace(/[^\w.-]/g, '_')}"`);
    return ctx.body(typeof file.file_body === 'string' ? file.file_body : new Uint8Array(file.file_body), 200, {
        'Content-Type': file.file_name.endsWith('.csv') ? 'text/csv; charset=utf-8' : 'application/octet-stream',
    });
});

/** Release encode (spec §7 "Encode: POST on-demand/encode and beatdrop/encode"): starts a job. */
const encode = [encodeReleaseOnDemand, encodeReleaseBeatdrop].map(op =>
    serve(op, ctx => {
        const { id, p } = visibleParent(ctx, releases);
        const target = op === encodeReleaseOnDemand ? 'on-demand' : 'beatdrop';
        const db = ctx.get('db');
        const trackIds = stmt(db, 'SELECT id FROM tracks WHERE release_id = ? AND is_dj_edit = 0')
            .pluck()
            .all(id) as number[];
        if (!trackIds.some(t => hasAudio(db, t))) throw badRequest(noReleaseAudio);
        const jobId = enqueueJob(db, { kind: 'release-encode', ownerId: p.userId, targetId: id, params: { target } });
        return ctx.json(presentJob({ ...readJob(db, jobId)!, owner_name: p.username }), 201);
    })
);

/** One finished re-encode of content_ops's, so the job centre has a history from the start. */
function seedJobs(db: DB, nowIso: string) {
    const owner = stmt(db, "SELECT id FROM users WHERE username = 'content_ops'").pluck().get() as number | undefined;
    const track = stmt(db, 'SELECT min(track_id) FROM audio_files').pluck().get() as number | null;
    if (!owner || !track) return;
    stmt(
        db,
        `INSERT INTO jobs (kind, state, target_id, owner_id, progress, attempts, created, started, finished)
         VALUES ('reencode', 'DONE', ?, ?, 100, 1, ?, ?, ?)`
    ).run(track, owner, nowIso, nowIso, nowIso);
}

const jobs: ServerModule = {
    name: 'jobs',
    ddl: JOBS_DDL,
    operations: [list, status, retry, download],
    seed: ({ db, nowIso }) => seedJobs(db, nowIso),
};
/** Mounted under the releases' path beside their own routes. */
export const releaseEncode: ServerModule = { name: releasesDef.name, operations: encode };
export default jobs;
