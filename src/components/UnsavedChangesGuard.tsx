import { useEffect } from 'react';
import { useBlocker, useRecordContext, useResourceContext } from 'react-admin';
import { useFormState, type Control } from 'react-hook-form';
import { sessionEnded } from '../../authProvider/session';
import { messages } from '../../resources/messages';
import { formRoot, staysInForm, useHoldsWork } from '../views/unsaved';
import { useConfirm } from './ConfirmDialog';

/**
 * Leaving a form with unsaved changes asks first, with the console's confirm dialog (Proceed
 * theme) rather than window.confirm. Moving between tabs of the same form is not leaving; any
 * other page is, its own list's menu entry included. After the session ended the values are
 * already kept for the next sign-in (KeepUnsaved), so signing out does not ask.
 */
export default function UnsavedChangesGuard({ formControl }: { enable?: boolean; formControl?: Control }) {
    const confirm = useConfirm();
    const resource = useResourceContext();
    const record = useRecordContext();
    const { dirtyFields, isSubmitSuccessful, isSubmitting } = useFormState(
        formControl ? { control: formControl } : undefined
    );
    const dirty = Object.keys(dirtyFields).length > 0 && !isSubmitSuccessful && !isSubmitting;
    // A save on its way holds work too: its answer may be the session's end.
    useHoldsWork(Object.keys(dirtyFields).length > 0 && !isSubmitSuccessful);
    const blocker = useBlocker(({ currentLocation, nextLocation }) => {
        if (!dirty || sessionEnded()) return false;
        const root = resource ? formRoot(resource, record?.id) : currentLocation.pathname;
        return !staysInForm(root, nextLocation.pathname);
    });
    useEffect(() => {
        if (blocker.state !== 'blocked') return;
        if (!dirty) {
            blocker.proceed?.();
            return;
        }
        void confirm({ theme: 'proceed', message: messages.confirm.unsaved }).then(ok =>
            ok ? blocker.proceed?.() : blocker.reset?.()
        );
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [blocker.state]);
    useEffect(() => {
        if (!dirty) return;
        const onUnload = (e: BeforeUnloadEvent) => {
            e.preventDefault();
            e.returnValue = true;
        };
        window.addEventListener('beforeunload', onUnload);
        return () => window.removeEventListener('beforeunload', onUnload);
    }, [dirty]);
    return null;
}
