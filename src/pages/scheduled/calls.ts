/**
 * The scheduled-changes API as the console calls it (issue 44; the reference server mounts these
 * routes in server/areas/scheduled.ts, so they are declared here for the console only, as the inbox's).
 */
import type { ScheduledChange } from '../../../resources/approvals';
import { ext } from '../../../resources/capabilities';
import { messages } from '../../../resources/messages';
import { defineOperation, returns, type Operation } from '../../../resources/operations/define';
import { P } from '../../../resources/permissions';
import type { Paged } from '../../../resources/wire';

const SCHEDULED = ext('scheduled-changes');

export interface ScheduleBody {
    at: string;
    changes: Record<string, unknown>;
}

const schedules = new Map<string, Operation<ScheduledChange, ScheduleBody>>();
/** Schedules a change of one record of `resource` (`POST {path}/{id}/schedule/`); the update's own access is the server's check. */
export function scheduleChange(resource: string): Operation<ScheduledChange, ScheduleBody> {
    let op = schedules.get(resource);
    if (!op)
        schedules.set(
            resource,
            (op = defineOperation<ScheduledChange, ScheduleBody>({
                resource,
                id: 'schedule',
                detail: true,
                method: 'POST',
                path: 'schedule/',
                access: P.STAFF,
                result: returns<ScheduledChange>(),
                spec: SCHEDULED,
            }))
        );
    return op;
}

/**
 * How long a resource's open changes are kept for its records' banners: a colleague's scheduling
 * shows within this, the person's own at once (SCHEDULED_KEY is read again after it).
 */
export const SCHEDULED_FRESH_MS = 5 * 60_000;

export const listScheduled = defineOperation({
    resource: 'scheduled-changes',
    id: 'list',
    detail: false,
    method: 'GET',
    path: '',
    access: P.STAFF,
    result: returns<Paged<ScheduledChange>>(),
    spec: SCHEDULED,
});

export const moveScheduled = defineOperation<ScheduledChange, { at: string }>({
    resource: 'scheduled-changes',
    id: 'move',
    detail: true,
    method: 'PATCH',
    path: '',
    access: P.STAFF,
    result: returns<ScheduledChange>(),
    spec: SCHEDULED,
});

export const cancelScheduled = defineOperation({
    resource: 'scheduled-changes',
    id: 'cancel',
    detail: true,
    method: 'DELETE',
    path: '',
    access: P.STAFF,
    // "Cancel" would answer "Cancel the change?" both ways: the buttons say what they do.
    confirm: {
        theme: 'delete',
        message: messages.scheduled.cancelConfirm,
        labels: { yes: messages.scheduled.cancelYes, no: messages.scheduled.cancelNo },
    },
    result: returns<unknown>(),
    spec: SCHEDULED,
});

/** The query key of every scheduled-changes read: refreshed after a schedule, a move or a cancel. */
export const SCHEDULED_KEY = ['scheduled-changes'] as const;
