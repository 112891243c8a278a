import { useEffect } from 'react';
import { useBlocker } from 'react-admin';
import { useFormState, type Control } from 'react-hook-form';
import { messages } from '../../resources/messages';
import { useConfirm } from './ConfirmDialog';

/**
 * Leaving a form with unsaved changes asks first, with the console's confirm dialog (Proceed
 * theme) rather than window.confirm. Moving between tabs of the same form is not leaving.
 */
export default function UnsavedChangesGuard({
    formRootPathName,
    formControl,
}: {
    enable?: boolean;
    formRootPathName?: string;
    formControl?: Control;
}) {
    const confirm = useConfirm();
    const { dirtyFields, isSubmitSuccessful, isSubmitting } = useFormState(
        formControl ? { control: formControl } : undefined
    );
    const dirty = Object.keys(dirtyFields).length > 0 && !isSubmitSuccessful && !isSubmitting;
    const blocker = useBlocker(({ currentLocation, nextLocation }) => {
        if (!dirty) return false;
        const root = formRootPathName || currentLocation.pathname;
        return !nextLocation.pathname.startsWith(root);
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
