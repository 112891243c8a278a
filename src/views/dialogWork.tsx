import { useEffect, useRef } from 'react';
import { useFormState } from 'react-hook-form';
import { messages } from '../../resources/messages';
import { useConfirm } from '../components/ConfirmDialog';
import { useHoldsWork } from './unsaved';

/** What is typed in a dialog's form is work held: a session that ends then signs in again in place. */
export function HoldsDialogWork({ dirtyRef }: { dirtyRef: { current: boolean } }) {
    const { isDirty } = useFormState();
    useHoldsWork(isDirty);
    useEffect(() => {
        dirtyRef.current = isDirty;
    }, [dirtyRef, isDirty]);
    return null;
}

/**
 * Closing a dialog whose form holds typed values asks first (Esc, a click outside, Cancel), as leaving
 * a page does; `dirty` goes to the form's `<HoldsDialogWork dirtyRef={dirty} />`.
 */
export function useDialogClose(onClosed: () => void) {
    const confirm = useConfirm();
    const dirty = useRef(false);
    async function close() {
        if (dirty.current && !(await confirm({ message: messages.confirm.discardDialog }))) return;
        dirty.current = false;
        onClosed();
    }
    return { dirty, close };
}
