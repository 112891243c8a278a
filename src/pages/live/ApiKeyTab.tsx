import AutorenewIcon from '@mui/icons-material/Autorenew';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import { mayWriteNow } from '../../../authProvider';
import { fill, messages } from '../../../resources/messages';
import { writeAccessFor, type ResourceDef } from '../../../resources/schema';
import { useConfirm } from '../../components/ConfirmDialog';
import { errorDetail } from '../../views/errors';

const m = messages.live;

/** 32 hexadecimal characters from the browser's cryptographic random source. */
export function newApiKey(): string {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, b => b.toString(16).padStart(2, '0')).join('');
}

/** Regenerates a stream's API key after the Confirm dialog; saved at once (If-Match), the old key stops working. */
export default function ApiKeyTab({ def }: { def: ResourceDef }) {
    const record = useRecordContext();
    const notify = useNotify();
    const confirm = useConfirm();
    const [update] = useUpdate();
    const [busy, setBusy] = useState(false);
    if (!record || !mayWriteNow(writeAccessFor(def, 'update'))) return null;

    async function regenerate() {
        const ok = await confirm({
            theme: 'proceed',
            title: m.regenerate,
            message: fill(m.regenerateConfirm, { name: String(record!.name ?? record!.id) }),
        });
        if (!ok) return;
        setBusy(true);
        try {
            await update(
                def.name,
                { id: record!.id, data: { api_key: newApiKey() }, previousData: record },
                { mutationMode: 'pessimistic', returnPromise: true }
            );
            notify(m.regenerated, { type: 'success' });
        } catch (e) {
            notify(fill(messages.errors.processing, { error: errorDetail(e) }), { type: 'error' });
        } finally {
            setBusy(false);
        }
    }

    return (
        <Button variant="outlined" startIcon={<AutorenewIcon />} onClick={() => void regenerate()} disabled={busy}>
            {m.regenerate}
        </Button>
    );
}
