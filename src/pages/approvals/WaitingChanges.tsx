/**
 * On a record's edit screen (issue 44): "1 change waiting for approval" (or n) with a link to the
 * inbox entry, when the server holds changes to this record (or below it: a supplier's bank accounts).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { useEditContext } from 'react-admin';
import { allowedNow } from '../../../authProvider';
import type { Approval } from '../../../resources/approvals';
import { fill } from '../../../resources/messages/fill';
import { approvals as text } from '../../../resources/messages/approvals';
import { useCapability } from '../../lib/capabilities';
import { listApprovals } from './calls';
import { usePending } from './pending';

/** Whether an API path (`/v4/catalog/suppliers/3/banking/`) is the record's or below it (`catalog/suppliers/3/`). */
const belowRecord = (path: string, record: string) => path.replace(/^\/[^/]+\//, '').startsWith(record);

/**
 * The pending approvals whose write is to the record `{resource}/{id}` or below it, or that change it
 * (a bulk change of tracks waits on each of its tracks) (pure).
 */
export const waitingFor = (approvals: readonly Approval[], resource: string, id: string | number): Approval[] =>
    approvals.filter(
        a =>
            a.status === 'pending' &&
            (belowRecord(new URL(a.path, 'http://x').pathname, `${resource}/${id}/`) ||
                (a.records ?? []).some(r => r.startsWith(`${resource}/${id}/`)))
    );

/** The records pending approvals change, for a list that marks its rows waiting (empty where none may be asked). */
export function useWaitingRecords(): ReadonlySet<string> {
    return new Set(usePendingApprovals().flatMap(a => a.records ?? []));
}

/** The pending approvals the user asked for or may decide (none where none may be asked). */
export function usePendingApprovals(): readonly Approval[] {
    const offered = useCapability('approvals') && allowedNow(listApprovals.access);
    return usePending(offered).data?.results ?? [];
}

/** "1 change waiting for approval" / "{count} changes waiting for approval". */
export const waitingText = (count: number) => (count === 1 ? text.waiting : fill(text.waitingMany, { count }));

export default function WaitingChanges({ resource }: { resource: string }) {
    const offered = useCapability('approvals');
    const { record } = useEditContext();
    // Only staff request or decide held writes; a partner is never asked (the server refuses them the list).
    return offered && record && allowedNow(listApprovals.access) ? (
        <Waiting resource={resource} id={record.id} />
    ) : null;
}

function Waiting({ resource, id }: { resource: string; id: string | number }) {
    const { data } = usePending();
    const waiting = waitingFor(data?.results ?? [], resource, id);
    if (!waiting.length) return null;
    const to = waiting.length === 1 ? `/approvals?id=${waiting[0].id}` : '/approvals';
    return (
        <Alert
            severity="info"
            sx={{ m: 2, mb: 0 }}
            action={
                <Button color="inherit" size="small" component={Link} to={to}>
                    {text.seeWaiting}
                </Button>
            }
        >
            {waitingText(waiting.length)}
        </Alert>
    );
}
