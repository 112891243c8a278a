import ReplayIcon from '@mui/icons-material/Replay';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { ResourceDef } from '../../../resources/schema';
import { fill, messages } from '../../../resources/messages';
import { reencodeTrack } from '../../../resources/operations/catalog';
import { JobTimedOut } from '../../jobs/pollJob';
import { followable, isRequested, useJob } from '../../jobs/useJob';
import { actionName, asJob } from '../../jobs/startedJobs';
import { DECLINED, useOperation } from '../../lib/useOperation';
import { errorDetail } from '../../views/errors';

/**
 * Starts a re-encode job for the record (a track, or a release and so its tracks: §7 "reencode"
 * on both), after confirmation, and follows it to the end.
 */
export default function ReencodeButton({ def }: { def: ResourceDef }) {
    const record = useRecordContext();
    const notify = useNotify();
    const refresh = useRefresh();
    // The record's Re-encode action names its call (a track's, a release's).
    const op =
        (def.actions?.find(a => a.id === 'reencode')?.operation as typeof reencodeTrack | undefined) ?? reencodeTrack;
    const reencode = useOperation(op);
    const { job, follow, running } = useJob();
    if (!record) return null;

    async function run() {
        let answer: unknown;
        try {
            answer = await reencode.run(record!.id, undefined);
            if (answer === DECLINED) return;
        } catch (e) {
            notify(fill(messages.errors.reencode, { error: errorDetail(e) }), { type: 'error' });
            return;
        }
        const started = asJob(answer);
        if (started && followable(answer)) notify(`Encode job ${started.id} started`, { type: 'info' });
        refresh();
        try {
            const kind = op.job ?? 'reencode';
            const outcome = await follow(answer, { kind, target: record!.id });
            // Stopped, not ended: the screen went away while the job ran (the job centre still shows it).
            if (!isRequested(outcome) && outcome.state !== 'DONE') return;
            notify(
                isRequested(outcome)
                    ? fill(messages.jobs.requested, { what: actionName(kind, record!.id) })
                    : `Encode job ${outcome.id} is done`,
                { type: isRequested(outcome) ? 'info' : 'success' }
            );
        } catch (e) {
            notify(e instanceof JobTimedOut ? e.message : fill(messages.errors.reencode, { error: errorDetail(e) }), {
                type: 'error',
            });
        }
        refresh();
    }
    const progress = running && job?.progress != null ? ` ${job.progress}%` : '';
    return (
        <Button
            label={running ? `Re-encoding${progress}` : 'Re-encode'}
            onClick={() => void run()}
            disabled={reencode.pending || running}
        >
            <ReplayIcon />
        </Button>
    );
}
