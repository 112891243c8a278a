/**
 * POST catalog/releases/{id}/reencode/ (spec §7 releases: "POST release, notes, images, reencode"):
 * a job, like a track's re-encode; its tracks with audio are hidden from external applications
 * (§4: only CONVERTED tracks may be shown) until converted again.
 */
import releasesDef from '../../resources/catalog/releases';
import { reencodeRelease } from '../../resources/operations/releases';
import { stmt } from '../db';
import { visibleParent } from '../core/collection';
import { badRequest } from '../core/errors';
import { diff, recordHistory } from '../core/history';
import type { ServerModule } from '../core/module';
import { serve } from '../core/operations';
import { hasAudio, noReleaseAudio, releaseTracks } from '../core/catalog/encoding';
import { enqueueJob, presentJob, readJob } from '../core/jobQueue';
import { releases } from '../core/catalog/releases';

const reencode = serve(reencodeRelease, ctx => {
    const { id, p } = visibleParent(ctx, releases, true);
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

/** Mounted from its declaration (resources/operations/releases.ts). */
const releaseReencode: ServerModule = { name: releasesDef.name, operations: [reencode] };
export default releaseReencode;
