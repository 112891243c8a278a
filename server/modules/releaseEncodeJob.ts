/**
 * A release's encode (spec §7: on-demand/encode and beatdrop/encode): the job checks the release
 * and marks its tracks TRANSCODING, then hands over to a child job that converts them one by one.
 */
import { reencodeRelease } from '../../resources/operations/releases';
import { P } from '../../resources/permissions';
import { JobFailure, type JobHandler } from '../core/jobHandler';
import { hasAudio, noReleaseAudio, releaseTracks, setEncodeStatus } from '../core/catalog/encoding';

export const ENCODE_TARGETS = ['on-demand', 'beatdrop'] as const;
export const releaseEncode: JobHandler = {
    access: P.ADMIN_CONTENT_OPS,
    resumable: true,
    async run({ db, job, actor, params }) {
        const id = job.target_id!;
        const withAudio = releaseTracks(db, id).filter(t => hasAudio(db, t));
        if (!withAudio.length) throw new JobFailure(noReleaseAudio);
        for (const t of withAudio) setEncodeStatus(db, actor, t, 'TRANSCODING');
        return { child: { kind: 'release-tracks-encode', targetId: id, params } };
    },
};

export const releaseTracksEncode: JobHandler = {
    access: P.ADMIN_CONTENT_OPS,
    resumable: true,
    async run({ db, job, actor, progress, pause }) {
        const tracks = releaseTracks(db, job.target_id!).filter(t => hasAudio(db, t));
        for (const [i, t] of tracks.entries()) {
            await pause();
            setEncodeStatus(db, actor, t, 'CONVERTED');
            progress(((i + 1) * 100) / tracks.length);
        }
    },
};

/**
 * A release's re-encode (spec §7 releases "POST … reencode"): its tracks with audio, marked
 * TRANSCODING when it was started, converted one by one; like a track's re-encode, for each.
 */
export const releaseReencode: JobHandler = {
    // Who may start it is who may retry it.
    access: reencodeRelease.access,
    resumable: true,
    async run({ db, job, actor, progress, pause }) {
        const tracks = releaseTracks(db, job.target_id!).filter(t => hasAudio(db, t));
        if (!tracks.length) throw new JobFailure(noReleaseAudio);
        for (const [i, t] of tracks.entries()) {
            await pause();
            setEncodeStatus(db, actor, t, hasAudio(db, t) ? 'CONVERTED' : 'ERROR');
            progress(((i + 1) * 100) / tracks.length);
        }
    },
};
