import SendIcon from '@mui/icons-material/Send';
import { useState } from 'react';
import { Button, useListContext } from 'react-admin';
import { useResubmit } from './useResubmit';

/** Resubmit of the list's selection (the list refuses a selection over the limit before this shows). */
export default function BulkResubmitButton() {
    const { selectedIds, onUnselectItems } = useListContext();
    const resubmit = useResubmit();
    const [busy, setBusy] = useState(false);
    return (
        <Button
            label="Resubmit"
            disabled={busy}
            onClick={() => {
                setBusy(true);
                void resubmit(selectedIds)
                    .then(jobs => jobs && onUnselectItems())
                    .finally(() => setBusy(false));
            }}
        >
            <SendIcon />
        </Button>
    );
}
