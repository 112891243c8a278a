import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import { useNotify } from 'react-admin';
import { fill, messages } from '../../../resources/messages';
import { draftToResume, draftToSave, type SavedDraft } from '../../../resources/packaging/package';
import { formatTime } from '../../lib/time';
import { errorDetail } from '../../views/errors';
import { deleteDraft, listDrafts } from '../../../resources/operations/packaging';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';
import { DECLINED, useOperation } from '../../lib/useOperation';

const m = messages.packaging;

/** The user's latest saved draft (from any browser), offered back once: resume it or discard it. */
export default function DraftOffer({
    enabled = true,
    draftIdRef,
    onResume,
}: {
    /** False where the server keeps no drafts: nothing is asked or offered. */
    enabled?: boolean;
    draftIdRef: RefObject<number | null>;
    onResume: (resumed: ReturnType<typeof draftToResume>, saved: string) => void;
}) {
    const dataProvider = useConsoleDataProvider();
    const notify = useNotify();
    const discarding = useOperation(deleteDraft);
    const [closed, setClosed] = useState(false);
    const { data } = useQuery({
        queryKey: ['packaging-drafts'],
        queryFn: () => dataProvider.call(listDrafts),
        staleTime: Infinity,
        gcTime: 0,
        enabled,
    });
    // Read once when the page opens: the newest draft from an earlier session (the list comes newest first).
    const offered = data?.results[0];
    if (closed || !offered) return null;

    const resume = () => {
        const resumed = draftToResume(offered.data as Partial<SavedDraft>);
        draftIdRef.current = offered.id;
        setClosed(true);
        onResume(resumed, JSON.stringify({ data: draftToSave(resumed.step, resumed.draft) }));
    };
    const discard = async () => {
        try {
            if ((await discarding.run(offered.id)) === DECLINED) return;
            setClosed(true);
        } catch (e) {
            notify(errorDetail(e), { type: 'error' });
        }
    };
    return (
        <Alert
            severity="info"
            action={
                <>
                    <Button color="inherit" size="small" onClick={resume}>
                        {fill(m.resumeDraft, { date: formatTime(offered.updated) })}
                    </Button>
                    <Button color="warning" size="small" disabled={discarding.pending} onClick={() => void discard()}>
                        Discard draft
                    </Button>
                </>
            }
        >
            You have a saved packaging draft.
        </Alert>
    );
}
