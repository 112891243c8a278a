import SendIcon from '@mui/icons-material/Send';
import { useEffect, useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { isRequested, useJob } from '../../jobs/useJob';
import { fill, messages } from '../../../resources/messages';
import { errorDetail } from '../../views/errors';
import { useResubmit } from './useResubmit';

/** Resubmit of the delivery on screen, following its ingestion until it ends. */
export default function ResubmitButton() {
    const record = useRecordContext();
    const resubmit = useResubmit();
    const notify = useNotify();
    const refresh = useRefresh();
    const { job, follow, running } = useJob();
    const [busy, setBusy] = useState(false);
    // The delivery's state moves while the job runs: show each step as it comes.
    useEffect(() => {
        if (running) refresh();
    }, [running, job?.progress, refresh]);
    if (!record) return null;

    async function run() {
        setBusy(true);
        const jobs = await resubmit([record!.id]).finally(() => setBusy(false));
        if (!jobs) return;
        try {
            const outcome = await follow(jobs[0], { kind: 'delivery-ingest', target: record!.id });
            if (isRequested(outcome))
                notify(fill(messages.jobs.requested, { what: `Ingestion of delivery ${record!.id}` }), {
                    type: 'info',
                });
            else notify(`Delivery ${record!.id} was ingested`, { type: 'success' });
        } catch (e) {
            notify(`Delivery ${record!.id} was not ingested: ${errorDetail(e)}`, { type: 'error' });
        }
        refresh();
    }
    const progress = running && job?.progress != null ? ` ${job.progress}%` : '';
    return (
        <Button
            label={running ? `Ingesting${progress}` : 'Resubmit'}
            disabled={busy || running}
            onClick={() => void run()}
        >
            <SendIcon />
        </Button>
    );
}
