import SendIcon from '@mui/icons-material/Send';
import { useState } from 'react';
import { Button, useRecordContext } from 'react-admin';
import { useResubmit } from './useResubmit';

/** Resubmit of the delivery on screen. */
export default function ResubmitButton() {
    const record = useRecordContext();
    const resubmit = useResubmit();
    const [busy, setBusy] = useState(false);
    if (!record) return null;
    return (
        <Button
            label="Resubmit"
            disabled={busy}
            onClick={() => {
                setBusy(true);
                void resubmit([record.id]).finally(() => setBusy(false));
            }}
        >
            <SendIcon />
        </Button>
    );
}
