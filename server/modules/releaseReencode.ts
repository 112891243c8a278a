/**
 * POST catalog/releases/{id}/reencode/ (spec §7 releases: "POST release, notes, images, reencode"):
 * a job, like a track's re-encode; its tracks with audio are hidden from external applications
 * (§4: only CONVERTED tracks may be shown) until converted again.
 */
import { Hono } from 'hono';
import releasesDef from '../../resources/catalog/releases';
import { stmt } from '../db';
import { requireAccess } from '../core/access';
import { visibleParent } from '../core/collection';
import type { Env } from '../core/env';
import { badRequest } from '../core/errors';
import { diff, recordHistory } from '../core/history';
import type { ServerModule } from '../core/module';
import { JOB_HANDLERS } from '../jobs/kinds';
import { noReleaseAudio, releaseTracks } from '../jobs/kinds/releaseEncode';
import { hasAudio } from '../jobs/kinds/reencode';
import { enqueueJob, presentJob, readJob } from '../jobs/queue';
import { releases } from './releases';

const routes = new Hono<Env>();
routes.post('/:id/reencode/', ctx => {
    const { id, p } = visibleParent(ctx, releases, true);
    requireAccess(p, JOB_HANDLERS['release-reencode'].access);
    const db = ctx.get('db');
    const tracks = releaseTracks(db, id).filter(t => hasAudio(db, t));
    if (!tracks.length) throw badRequest(noReleaseAudio);
    const jobId = db.transaction(() => {
        const queued = enqueueJob(db, { kind: 'release-reencode', ownerId: p.userId, targetId: id });
        const read = stmt(db, 'SELECT * FROM tracks WHERE id = ?');
        const hide = stmt(
            db,
            "UPDATE tracks SET encode_status = 'TRANSCODING', is_available_for_streaming = 0, version = version + 1 WHERE id = ?"
        );
        for (const t of tracks) {
            const before = read.get(t) as Record<string, unknown>;
            hide.run(t);
            recordHistory(db, p, 'catalog/tracks', t, 'reencode', diff(before, read.get(t) as Record<string, unknown>));
        }
        recordHistory(db, p, releasesDef.name, id, 'reencode', { tracks: { before: null, after: tracks.length } });
        return queued;
    })();
    return ctx.json(presentJob({ ...readJob(db, jobId)!, owner_name: p.username }), 201);
});

/** Mounted under the releases' path beside their own routes. */
const releaseReencode: ServerModule = { name: releasesDef.name, routes };
export default releaseReencode;
