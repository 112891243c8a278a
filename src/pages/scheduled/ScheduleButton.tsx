/**
 * "Schedule…" beside Save on a record's edit screen (issue 44, capability `scheduled-changes`): the
 * form's changed fields, and only those, sent to `POST {path}/{id}/schedule/` for a time typed in the
 * store's zone (US Mountain, its MST or MDT shown for the date typed). Nothing changed: the dialog
 * says so. A refusal (validation, 403, a policy that holds it first) is said in words.
 */
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { allowedNow } from '../../../authProvider';
import { changedFields } from '../../../dataProvider/query';
import { isHeldAnswer } from '../../../resources/approvals';
import { formatInstant } from '../../../resources/format';
import { fill } from '../../../resources/messages/fill';
import { approvals as held, scheduled as text } from '../../../resources/messages/approvals';
import { P } from '../../../resources/permissions';
import type { ResourceDef } from '../../../resources/schema';
import { nextMountainMidnight } from '../../../resources/scheduled';
import { useCapability } from '../../lib/capabilities';
import { APPROVALS_KEY } from '../approvals/calls';
import { SCHEDULED_KEY, scheduleChange } from './calls';
import WhenDialog from './WhenDialog';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

/** The fields of the form a schedule would change: those edited, of the ones the user may change (pure). */
export function scheduledFields(
    values: Record<string, unknown>,
    record: Record<string, unknown> | undefined,
    editable: readonly string[]
): Record<string, unknown> {
    const mine = Object.fromEntries(Object.entries(values).filter(([k]) => editable.includes(k)));
    return changedFields(mine, record);
}

export default function ScheduleButton({ def, editable }: { def: ResourceDef; editable: readonly string[] }) {
    const offered = useCapability('scheduled-changes');
    const record = useRecordContext();
    const [open, setOpen] = useState(false);
    // Staff schedule (the agenda is theirs); a partner's form saves only.
    if (!offered || !record || !editable.length || !allowedNow(P.STAFF)) return null;
    return (
        <>
            <Button variant="outlined" onClick={() => setOpen(true)}>
                {text.schedule}
            </Button>
            {open && <ScheduleDialog def={def} editable={editable} onClose={() => setOpen(false)} />}
        </>
    );
}

function ScheduleDialog({
    def,
    editable,
    onClose,
}: {
    def: ResourceDef;
    editable: readonly string[];
    onClose: () => void;
}) {
    const dataProvider = useConsoleDataProvider();
    const queryClient = useQueryClient();
    const notify = useNotify();
    const record = useRecordContext();
    const { getValues, reset } = useFormContext();
    // Read once, when the dialog opens: what it sends is what it names.
    const [changes] = useState(() => scheduledFields(getValues(), record ?? undefined, editable));
    const names = Object.keys(changes).map(k => def.fields[k]?.label ?? k);
    const schedule = useMutation({
        mutationFn: (at: string) => dataProvider.call(scheduleChange(def.name), record!.id, { at, changes }),
        onSuccess: (answer, at) => {
            // Held for approval: it is not on the agenda until it is approved (said, with its time).
            if (isHeldAnswer(answer)) notify(fill(held.sentScheduled, { at: formatInstant(at) }), { type: 'info' });
            else notify(fill(text.scheduledOk, { at: formatInstant(answer.at) }), { type: 'success' });
            void queryClient.invalidateQueries({ queryKey: SCHEDULED_KEY });
            void queryClient.invalidateQueries({ queryKey: APPROVALS_KEY });
            // Scheduled, not saved: the form shows the record as it is until then.
            reset();
            onClose();
        },
    });
    return (
        <WhenDialog
            title={text.scheduleTitle}
            confirm={text.confirm}
            initial={nextMountainMidnight()}
            blocked={names.length ? undefined : text.noChanges}
            intro={names.length ? fill(text.fields, { fields: names.join(', ') }) : undefined}
            pending={schedule.isPending}
            error={schedule.error}
            onConfirm={at => schedule.mutate(at)}
            onClose={onClose}
        />
    );
}
