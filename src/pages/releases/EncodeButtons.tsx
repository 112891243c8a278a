import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProvider';
import { fill, messages } from '../../../resources/messages';
import { useConfirm } from '../../components/ConfirmDialog';
import { JobTimedOut } from '../../jobs/pollJob';
import { followable, isRequested, useJob } from '../../jobs/useJob';
import { asJob } from '../../jobs/startedJobs';
import { errorDetail } from '../../views/errors';
import { encodeReleaseBeatdrop, encodeReleaseOnDemand } from '../../../resources/operations/catalog';

const TARGETS = [
    { id: 'on-demand', label: 'On-demand Encode', operation: encodeReleaseOnDemand },
    { id: 'beatdrop', label: 'Beatdrop Encode', operation: encodeReleaseBeatdrop },
] as const;

/** Encodes the release's tracks for on-demand or Beatdrop, and follows the job (and its child) to the end. */
export default function EncodeButtons() {
    const record = useRecordContext();
    const dataProvider = useDataProvider<ConsoleDataProvider>();
    const notify = useNotify();
    const refresh = useRefresh();
    const confirm = useConfirm();
    const { job, follow, running } = useJob();
    const [starting, setStarting] = useState(false);
    // Which encode the job on screen is.
    const [active, setActive] = useState<string | null>(null);
    if (!record) return null;

    async function encode(target: (typeof TARGETS)[number]) {
        const ok = await confirm({
            theme: 'proceed',
            message: `${target.label} release ${record!.id}? Its tracks are converted again and hidden from external applications until they are.`,
        });
        if (!ok) return;
        setStarting(true);
        setActive(target.id);
        let answer: unknown;
        try {
            answer = await dataProvider.call(target.operation, record!.id);
        } catch (e) {
            return notify(`${messages.errors.encodeStart} ${errorDetail(e)}`, { type: 'error' });
        } finally {
            setStarting(false);
        }
        const started = asJob(answer);
        if (started && followable(answer)) notify(`Encode job ${started.id} started`, { type: 'info' });
        try {
            const outcome = await follow(answer, {
                kind: target.operation.job ?? 'release-encode',
                target: record!.id,
            });
            // Stopped, not ended: the screen went away while the job ran (the job centre still shows it).
            if (!isRequested(outcome) && outcome.state !== 'DONE') return;
            if (isRequested(outcome))
                notify(fill(messages.jobs.requested, { what: `${target.label} of release ${record!.id}` }), {
                    type: 'info',
                });
            else notify(`${target.label} of release ${record!.id} is done`, { type: 'success' });
        } catch (e) {
            notify(e instanceof JobTimedOut ? e.message : errorDetail(e), { type: 'error' });
        }
        refresh();
    }
    const progress = running && job?.progress != null ? ` ${job.progress}%` : '';
    return (
        <>
            {TARGETS.map(t => (
                <Button
                    key={t.id}
                    label={running && active === t.id ? `${t.label}: running${progress}` : t.label}
                    onClick={() => void encode(t)}
                    disabled={starting || running}
                >
                    <GraphicEqIcon />
                </Button>
            ))}
        </>
    );
}
