import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import {
    EditBase,
    EditView,
    ListButton,
    Loading,
    TopToolbar,
    useEditContext,
    useRecordContext,
    useTranslate,
} from 'react-admin';
import { allowedNow, mayWriteNow } from '../../authProvider';
import { fill, messages } from '../../resources/messages';
import { writeAccessFor, type ResourceDef } from '../../resources/schema';
import { partOffered, recordOffered } from '../../resources/offered';
import { currentCapabilities } from '../lib/capabilities';
import ErrorPage from '../components/ErrorPage';
import ScreenError from '../components/ScreenError';
import { useNotices } from '../i18n/useNotices';
import RecordDeleteButton from './RecordDeleteButton';
import { useSaveErrorText } from './errors';
import { conflictOf, useSettleConflict, type Conflict } from './conflict';
import { failureReason, sentence } from './failure';
import LazyPart from './LazyPart';
import OperationAction from './OperationAction';
import type { SaveFailure } from './SaveFailed';
import SchemaForm from './SchemaForm';
import { TypedValuesContext, type TypedValues } from './KeepTypedOnReread';
import WaitingChanges from '../pages/approvals/WaitingChanges';
import ScheduledChanges from '../pages/scheduled/ScheduledChanges';
import { recordTitleText } from '../../resources/display';

function RecordTitle({ def }: { def: ResourceDef }) {
    const record = useRecordContext();
    const translate = useTranslate();
    const name = translate(`resources.${def.name}.name`, { smart_count: 1 });
    return <>{record ? `${name} ${record.id}: ${recordTitleText(def, record)}` : name}</>;
}

/**
 * A record that cannot be read (missing, or outside a partner's scope: the server answers 404)
 * shows the error page of its status at its own URL, in place of react-admin's redirect to the
 * list with 'Element does not exist'; a missing record is also named ('That track no longer exists').
 */
function RecordError({ def }: { def: ResourceDef }) {
    const { error } = useEditContext();
    const status = (error as { status?: number } | null)?.status;
    const notices = useNotices(def.name);
    useEffect(() => {
        if (status === 404) notices.missing();
        // Once per failed read, not on each render.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [status]);
    // A failure of ours (5xx, no answer) is reported, as any screen's; a refusal is not.
    return status === 403 || status === 404 ? <ErrorPage status={status} /> : <ScreenError error={error as Error} />;
}

function EditActions({ def }: { def: ResourceDef }) {
    const { record } = useEditContext();
    const offered = currentCapabilities();
    const actions = (def.actions ?? []).filter(
        a => a.placement === 'record' && (a.part || a.operation) && allowedNow(a.access) && partOffered(a, offered)
    );
    // A resource that may be deleted gets the generic Delete unless it declares its own (and the server deletes).
    const canDelete =
        mayWriteNow(writeAccessFor(def, 'delete')) &&
        recordOffered(def, 'delete', offered) &&
        !actions.some(a => a.id === 'delete');
    if (!record) return null;
    return (
        <TopToolbar>
            {actions.map(a =>
                a.part ? (
                    <LazyPart key={a.id} part={a.part} def={def} />
                ) : (
                    <OperationAction key={a.id} action={a} def={def} />
                )
            )}
            {canDelete && <RecordDeleteButton def={def} />}
            <ListButton />
        </TopToolbar>
    );
}

/** A re-read of the record being edited failed (the app bar's Refresh, after a job): the form stays, and says so. */
function NotRefreshed() {
    const { error, refetch, isFetching } = useEditContext();
    if (!error) return null;
    return (
        <Alert
            severity="warning"
            sx={{ m: 2, mb: 0 }}
            action={
                <Button color="inherit" size="small" disabled={isFetching} onClick={() => void refetch()}>
                    {isFetching ? messages.load.retrying : messages.load.retry}
                </Button>
            }
        >
            {sentence(fill(messages.edit.notRefreshed, { error: failureReason(error) }))} {messages.edit.kept}
        </Alert>
    );
}

/**
 * The record's screen: its form once read. A failed first read shows the error page; a failed
 * re-read keeps the form as it is, typed values and all (react-admin's <Edit> would replace it).
 */
function EditScreen({ def, children }: { def: ResourceDef; children: ReactNode }) {
    const { record } = useEditContext();
    return (
        <EditView
            title={<RecordTitle def={def} />}
            actions={<EditActions def={def} />}
            error={record ? undefined : <RecordError def={def} />}
        >
            <NotRefreshed />
            <WaitingChanges resource={def.name} />
            <ScheduledChanges resource={def.name} />
            {children}
        </EditView>
    );
}

/** Values the system keeps (a status, a row count the form follows) never travel in a save. */
export function withoutReadOnly(def: ResourceDef, data: Record<string, unknown>): Record<string, unknown> {
    return Object.fromEntries(Object.entries(data).filter(([k]) => !def.fields[k]?.readOnly));
}

const EditConflict = lazy(() => import('./EditConflict'));

/**
 * The generic edit view: the user stays on it after saving; errors keep what was typed (and say
 * so, with Retry); a save refused as stale opens the conflict dialog instead of an error, unless
 * what changed meanwhile is the user's own save whose answer was lost.
 */
export default function SchemaEdit({ def }: { def: ResourceDef }) {
    const notices = useNotices(def.name);
    const saveErrorText = useSaveErrorText(def);
    const [conflict, setConflict] = useState<Conflict | null>(null);
    const [failure, setFailure] = useState<SaveFailure | null>(null);
    const settle = useSettleConflict(def);
    const typedRef = useRef<TypedValues | null>(null);
    return (
        <EditBase
            resource={def.name}
            mutationMode="pessimistic"
            redirect={false}
            redirectOnError={false}
            authLoading={<Loading />}
            transform={data => withoutReadOnly(def, data)}
            // No notice and no redirect: the error page says it where the user asked.
            queryOptions={{ onError: () => undefined }}
            mutationOptions={{
                onSuccess: data => {
                    setFailure(null);
                    // What they typed is now the record as saved (an ISRC in its canonical form).
                    typedRef.current?.drop(data);
                    notices.saved(data);
                },
                onError: (e, variables) => {
                    setFailure(null);
                    const failed = (error: unknown) => setFailure({ text: saveErrorText(failureReason(error)), error });
                    const stale = conflictOf(e, variables);
                    if (stale) settle(stale).then(setConflict, failed);
                    // Deleted by someone else since it was opened.
                    else if ((e as { status?: number }).status === 404) notices.missing();
                    else failed(e);
                },
            }}
        >
            <TypedValuesContext.Provider value={typedRef}>
                <EditScreen def={def}>
                    <SchemaForm def={def} mode="edit" failure={failure} />
                    {conflict && (
                        <Suspense fallback={null}>
                            <EditConflict def={def} conflict={conflict} onChange={setConflict} />
                        </Suspense>
                    )}
                </EditScreen>
            </TypedValuesContext.Provider>
        </EditBase>
    );
}
