import ReplayIcon from '@mui/icons-material/Replay';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProvider';
import { useConfirm } from '../../components/ConfirmDialog';
import { fill, messages } from '../../../resources/messages';
import { errorDetail } from '../../views/errors';

/** Starts a re-encode job for the track, after confirmation. */
export default function ReencodeButton() {
    const record = useRecordContext();
    const dataProvider = useDataProvider<ConsoleDataProvider>();
    const notify = useNotify();
    const refresh = useRefresh();
    const confirm = useConfirm();
    const [busy, setBusy] = useState(false);
    if (!record) return null;

    async function run() {
        if (
            !(await confirm({
                theme: 'proceed',
                message: `Re-encode track ${record!.id}? It will not be shown to external applications until converted.`,
            }))
        )
            return;
        setBusy(true);
        try {
            const job = await dataProvider.fetchJson<{ id?: number }>(`catalog/tracks/${record!.id}/reencode/`, {
                method: 'POST',
                useDetail: true,
            });
            if (!job?.id) notify(messages.errors.encodeStart, { type: 'error' });
            else notify(`Encode job ${job.id} started`, { type: 'success' });
            refresh();
        } catch (e) {
            notify(fill(messages.errors.reencode, { error: errorDetail(e) }), { type: 'error' });
        } finally {
            setBusy(false);
        }
    }
    return (
        <Button label="Re-encode" onClick={() => void run()} disabled={busy}>
            <ReplayIcon />
        </Button>
    );
}
