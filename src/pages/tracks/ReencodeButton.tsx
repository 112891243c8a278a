import ReplayIcon from '@mui/icons-material/Replay';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProvider';
import type { Job } from '../../../resources/jobs/jobs';
import type { ResourceDef } from '../../../resources/schema';
import { useConfirm } from '../../components/ConfirmDialog';
import { fill, messages } from '../../../resources/messages';
import { JobTimedOut } from '../../jobs/pollJob';
import { useJob } from '../../jobs/useJob';
import { errorDetail } from '../../views/errors';

/**
 * Starts a re-encode job for the record (a track, or a release and so its tracks: §7 "reencode"
 * on both), after confirmation, and follows it to the end.
 */
export default function ReencodeButton({ def }: { def: ResourceDef }) {
    const record = useRecordContext();
    const dataProvider = useDataProvider<ConsoleDataProvider>();
    const notify = useNotify();
    const refresh = useRefresh();
    const confirm = useConfirm();
    const { job, follow, running } = useJob();
    const [starting, setStarting] = useState(false);
    if (!record) return null;
    const noun = def.label.split('|')[0].trim().toLowerCase();

    async function run() {
        if (
            !(await confirm({
                theme: 'proceed',
                message: `Re-encode ${noun} ${record!.id}? ${def.name === 'catalog/tracks' ? 'It' : 'Its tracks'} will not be shown to external applications until converted.`,
            }))
        )
            return;
        setStarting(true);
        let started: Job | undefined;
        try {
            started = await dataProvider.fetchJson<Job>(`${def.name}/${record!.id}/reencode/`, {
                method: 'POST',
                useDetail: true,
            });
        } catch (e) {
            notify(fill(messages.errors.reencode, { error: errorDetail(e) }), { type: 'error' });
            return;
        } finally {
            setStarting(false);
        }
        if (!started?.id) return notify(messages.errors.encodeStart, { type: 'error' });
        notify(`Encode job ${started.id} started`, { type: 'info' });
        refresh();
        try {
            await follow(started);
            notify(`Encode job ${started.id} is done`, { type: 'success' });
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
            disabled={starting || running}
        >
            <ReplayIcon />
        </Button>
    );
}
