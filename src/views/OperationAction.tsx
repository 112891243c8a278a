/**
 * The generic record action: a model action that names an `operation` and no screen of its own is
 * this one button. Who sees it and what is asked first come from the operation's declaration
 * (`useOperation`); a job it starts is followed with `useJob`; what it says comes from the action's
 * `notices` (the message catalogue's `actions`); the record is read again as it goes. Anchor:
 * react-admin's `<Button>` with `useUpdate` for a record action.
 */
import { useEffect } from 'react';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useNavigate } from 'react-router';
import { fill, messages } from '../../resources/messages';
import type { Action, ActionRecord, ResourceDef } from '../../resources/schema';
import { JobTimedOut } from '../jobs/pollJob';
import { actionName, asJob } from '../jobs/startedJobs';
import { followable, isRequested, useJob } from '../jobs/useJob';
import { ICONS } from '../layout/icons';
import { DECLINED, useOperation } from '../lib/useOperation';
import { errorDetail } from './errors';

/** What the action sends: its own `request`, or the record's id for a call on one record. */
export function actionRequest(action: Action, record: ActionRecord): { params?: unknown; body?: unknown } {
    if (action.request) return action.request(record);
    return { params: action.operation?.detail ? record.id : undefined };
}

export default function OperationAction({ def, action }: { def: ResourceDef; action: Action }) {
    const record = useRecordContext<ActionRecord>();
    const operation = useOperation(action.operation!);
    const notify = useNotify();
    const refresh = useRefresh();
    const navigate = useNavigate();
    const { job, follow, running } = useJob();
    // The record moves while its job runs: each step is shown as it comes.
    useEffect(() => {
        if (running) refresh();
    }, [running, job?.progress, refresh]);
    if (!record || !operation.visible) return null;
    const notices = action.notices!;
    const kind = action.operation!.job;
    const say = (text: string, values: Record<string, unknown>) => fill(text, { id: record.id, ...values });

    async function run() {
        const { params, body } = actionRequest(action, record!);
        let answer: unknown;
        try {
            answer = await operation.run(params as never, body as never);
            if (answer === DECLINED) return;
        } catch (e) {
            notify(say(notices.failed, { error: errorDetail(e) }), { type: 'error' });
            return;
        }
        if (action.opens) {
            const made = (answer as { id?: string | number } | null)?.id;
            notify(say(notices.done, { id: made }), { type: 'success' });
            if (made !== undefined) navigate(`/${def.name}/${made}`);
            return;
        }
        const started = action.jobOf ? action.jobOf(answer) : answer;
        if (!kind) {
            notify(say(notices.done, {}), { type: 'success' });
            refresh();
            return;
        }
        // "Started" names its job only when there is one to follow; a text without {job} is always true.
        if (notices.started && (followable(started) || !notices.started.includes('{job}')))
            notify(say(notices.started, { job: asJob(started)?.id }), { type: 'info' });
        refresh();
        try {
            const outcome = await follow(started, { kind, target: record!.id });
            // Stopped, not ended: the screen went away while the job ran (the job centre still shows it).
            if (!isRequested(outcome) && outcome.state !== 'DONE') return;
            if (isRequested(outcome))
                notify(
                    fill(messages.jobs.requested, {
                        what: notices.requested ? say(notices.requested, {}) : actionName(kind, record!.id),
                    }),
                    { type: 'info' }
                );
            else notify(say(notices.done, { job: outcome.id }), { type: 'success' });
        } catch (e) {
            const failed = notices.jobFailed ?? notices.failed;
            notify(e instanceof JobTimedOut ? e.message : say(failed, { error: errorDetail(e) }), {
                type: 'error',
            });
        }
        refresh();
    }
    const Icon = action.icon ? ICONS[action.icon] : undefined;
    const progress = job?.progress != null ? ` ${job.progress}%` : '';
    return (
        <Button
            label={running && notices.running ? fill(notices.running, { progress }) : action.label}
            onClick={() => void run()}
            disabled={operation.pending || running}
        >
            {Icon ? <Icon /> : undefined}
        </Button>
    );
}
