/** A track's re-encode: converts its audio (simulated in steps), then marks it CONVERTED. */
import { reencodeTrack } from '../../../resources/operations/catalog';
import { JobFailure, type JobHandler } from '../../core/jobHandler';
import { hasAudio, noAudio, setEncodeStatus, trackRow } from '../../core/catalog/encoding';
import { api } from '../../../resources/messages/api';
import { fill } from '../../../resources/messages/fill';

export const ENCODE_STEPS = 5;
const reencode: JobHandler = {
    // Who may start it is who may retry it.
    access: reencodeTrack.access,
    resumable: true,
    async run({ db, job, actor, progress, pause }) {
        const id = job.target_id!;
        if (!trackRow(db, id)) throw new JobFailure(fill(api.trackGone, { id }));
        for (let step = 1; step <= ENCODE_STEPS; step++) {
            await pause();
            // The audio can be deleted while the job runs: checked at every step.
            if (!hasAudio(db, id)) {
                setEncodeStatus(db, actor, id, 'ERROR');
                throw new JobFailure(noAudio);
            }
            progress((step * 100) / ENCODE_STEPS);
        }
        setEncodeStatus(db, actor, id, 'CONVERTED');
    },
};
export default reencode;
