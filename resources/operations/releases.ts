/** Custom calls on releases beyond the generic CRUD. */
import type { Job } from '../jobs/jobs';
import { P } from '../permissions';
import { defineOperation, returns } from './define';

/** Starts a release's re-encode job: its tracks with audio, converted again (a job, as a track's). */
export const reencodeRelease = defineOperation({
    resource: 'catalog/releases',
    id: 'reencode',
    detail: true,
    method: 'POST',
    path: 'reencode/',
    access: P.ADMIN_CONTENT_OPS,
    job: 'release-reencode',
    confirm: {
        theme: 'proceed',
        message: id =>
            `Re-encode release ${String(id)}? Its tracks will not be shown to external applications until converted.`,
    },
    result: returns<Job>(),
    spec: 'Releases: … POST release, notes, images, reencode',
});
