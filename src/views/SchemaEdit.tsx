import { lazy, Suspense, useEffect, useState } from 'react';
import { Edit, ListButton, TopToolbar, useEditContext, useRecordContext, useTranslate } from 'react-admin';
import { allowedNow } from '../../authProvider';
import { writeAccessFor, type ResourceDef } from '../../resources/schema';
import { partOffered, recordOffered } from '../../resources/offered';
import { currentCapabilities } from '../lib/capabilities';
import ErrorPage from '../components/ErrorPage';
import ScreenError from '../components/ScreenError';
import { useNotices } from '../i18n/useNotices';
import RecordDeleteButton from './RecordDeleteButton';
import { useSaveErrorNotice } from './errors';
import { conflictOf, type Conflict } from './conflict';
import LazyPart from './LazyPart';
import SchemaForm from './SchemaForm';

function RecordTitle({ def }: { def: ResourceDef }) {
    const record = useRecordContext();
    const translate = useTranslate();
    const name = translate(`resources.${def.name}.name`, { smart_count: 1 });
    return <>{record ? `${name} ${record.id}: ${String(record[def.recordTitle ?? 'id'] ?? '')}` : name}</>;
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
    const { error } = useEditContext();
    const offered = currentCapabilities();
    const actions = (def.actions ?? []).filter(
        a => a.placement === 'record' && a.part && allowedNow(a.access) && partOffered(a, offered)
    );
    // A resource that may be deleted gets the generic Delete unless it declares its own (and the server deletes).
    const canDelete =
        allowedNow(writeAccessFor(def, 'delete')) &&
        recordOffered(def, 'delete', offered) &&
        !actions.some(a => a.id === 'delete');
    if (error) return null;
    return (
        <TopToolbar>
            {actions.map(a => (
                <LazyPart key={a.id} part={a.part!} def={def} />
            ))}
            {canDelete && <RecordDeleteButton def={def} />}
            <ListButton />
        </TopToolbar>
    );
}

/** Values the system keeps (a status, a row count the form follows) never travel in a save. */
export function withoutReadOnly(def: ResourceDef, data: Record<string, unknown>): Record<string, unknown> {
    return Object.fromEntries(Object.entries(data).filter(([k]) => !def.fields[k]?.readOnly));
}

const EditConflict = lazy(() => import('./EditConflict'));

/**
 * The generic edit view: the user stays on it after saving; errors keep what was typed; a save
 * refused as stale opens the conflict dialog instead of an error.
 */
export default function SchemaEdit({ def }: { def: ResourceDef }) {
    const notices = useNotices(def.name);
    const notifyError = useSaveErrorNotice(def);
    const [conflict, setConflict] = useState<Conflict | null>(null);
    return (
        <Edit
            resource={def.name}
            mutationMode="pessimistic"
            redirect={false}
            transform={data => withoutReadOnly(def, data)}
            title={<RecordTitle def={def} />}
            actions={<EditActions def={def} />}
            error={<RecordError def={def} />}
            // No notice and no redirect: the error page says it where the user asked.
            queryOptions={{ onError: () => undefined }}
            mutationOptions={{
                onSuccess: data => notices.saved(data),
                onError: (e, variables) => {
                    const stale = conflictOf(e, variables);
                    if (stale) setConflict(stale);
                    // Deleted by someone else since it was opened.
                    else if ((e as { status?: number }).status === 404) notices.missing();
                    else notifyError(e);
                },
            }}
        >
            <SchemaForm def={def} mode="edit" />
            {conflict && (
                <Suspense fallback={null}>
                    <EditConflict def={def} conflict={conflict} onChange={setConflict} />
                </Suspense>
            )}
        </Edit>
    );
}
