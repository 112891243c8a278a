import { useEffect, useRef } from 'react';
import { useRecordContext } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';

/**
 * A record read again while it is being edited (a write elsewhere in the console changed it, a
 * Refresh, a job's end) must not drop what the person typed: react-admin resets the form to the
 * record read, so the fields they had changed get their typed values back, still unsaved, while
 * the others show the record as read. Not after their own save: its answer is what they typed.
 * Runs before react-admin's reset (a child's effect runs before its form's), which it follows.
 */
export default function KeepTypedOnReread() {
    const record = useRecordContext();
    const { getValues, setValue } = useFormContext();
    const { dirtyFields, isSubmitting } = useFormState();
    const previous = useRef(record);
    useEffect(() => {
        const before = previous.current;
        previous.current = record;
        if (!before || !record || before === record || before.id !== record.id || isSubmitting) return;
        const typed = Object.keys(dirtyFields).map(name => [name, getValues(name)] as const);
        if (!typed.length) return;
        queueMicrotask(() => {
            for (const [name, value] of typed) setValue(name, value, { shouldDirty: true });
        });
        // Only a new record matters; the form state is read as it was when it came.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [record]);
    return null;
}
