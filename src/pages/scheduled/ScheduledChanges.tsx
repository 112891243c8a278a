/**
 * On a record's edit screen (issue 44): "1 change scheduled for …" (or n) with a link to them in the
 * agenda, and a change the server did not apply because a field changed since (`conflict`), with the
 * fields it names.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { useEditContext } from 'react-admin';
import { allowedNow } from '../../../authProvider';
import { scheduled as text } from '../../../resources/messages/approvals';
import { P } from '../../../resources/permissions';
import { scheduledLine } from '../../../resources/scheduled';
import type { ScheduledChange } from '../../../resources/approvals';
import { useCapability } from '../../lib/capabilities';
import { agendaLink } from './agendaLink';
import { listScheduled, SCHEDULED_FRESH_MS, SCHEDULED_KEY } from './calls';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';
import { useSharedRead } from '../../lib/useSharedRead';

export default function ScheduledChanges({ resource }: { resource: string }) {
    const offered = useCapability('scheduled-changes');
    const { record } = useEditContext();
    // The list is staff's (the server answers a partner 403).
    return offered && record && allowedNow(P.STAFF) ? <Scheduled resource={resource} id={record.id} /> : null;
}

/** The open (scheduled or stopped) changes of a resource: one read for all its records' banners. */
const OPEN = 'scheduled,conflict';

/**
 * A record's open changes (issue 43): taken from its resource's open changes, read once and kept
 * SCHEDULED_FRESH_MS (the person's own scheduling, moving or cancelling reads them again at once);
 * read for the record alone when the resource has more than one page of them.
 */
function useRecordScheduled(resource: string, id: string | number): ScheduledChange[] {
    const dataProvider = useConsoleDataProvider();
    const { data } = useSharedRead({
        key: [...SCHEDULED_KEY, 'open', resource],
        ownKey: [...SCHEDULED_KEY, 'open', resource, String(id)],
        read: own =>
            dataProvider.call(listScheduled, undefined, undefined, {
                query: { resource, status: OPEN, per_page: 100, ...(own ? { record: id } : {}) },
            }),
        mine: c => String(c.record) === String(id),
        staleTime: SCHEDULED_FRESH_MS,
    });
    return data?.results ?? [];
}

function Scheduled({ resource, id }: { resource: string; id: string | number }) {
    const changes = useRecordScheduled(resource, id);
    const line = scheduledLine(changes);
    const conflicts = changes.filter(c => c.status === 'conflict');
    const link = (status?: string) => (
        <Button color="inherit" size="small" component={Link} to={agendaLink({ resource, record: id, status })}>
            {text.seeAgenda}
        </Button>
    );
    return (
        <>
            {line && (
                <Alert severity="info" sx={{ m: 2, mb: 0 }} action={link()}>
                    {line}
                </Alert>
            )}
            {conflicts.map(c => (
                <Alert key={c.id} severity="warning" sx={{ m: 2, mb: 0 }} action={link('conflict')}>
                    {c.detail ?? text.status.conflict}
                </Alert>
            ))}
        </>
    );
}
