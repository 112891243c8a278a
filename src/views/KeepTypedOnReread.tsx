import { createContext, useContext, useEffect, useRef, type RefObject } from 'react';
import { useRecordContext, type RaRecord } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';

/**
 * The edit form's typed values, as the edit screen around it may give them up: `drop` shows the
 * record as read or saved, whatever was typed (a save's answer, the edit conflict's Reload).
 */
export interface TypedValues {
    drop: (record: RaRecord) => void;
}
export const TypedValuesContext = createContext<RefObject<TypedValues | null>>({ current: null });

/**
 * A record read again while it is being edited (a write elsewhere in the console changed it, a
 * Refresh, a job's end) must not drop what the person typed: react-admin resets the form to the
 * record read, so the fields they had changed get their typed values back, still unsaved, while
 * the others show the record as read. Their own save's answer replaces them (SchemaEdit drops them).
 * Runs before react-admin's reset (a child's effect runs before its form's), which it follows.
 */
export default function KeepTypedOnReread() {
    const typedRef = useContext(TypedValuesContext);
    const record = useRecordContext();
    const { getValues, setValue, reset } = useFormContext();
    const { dirtyFields, isSubmitting } = useFormState();
    const previous = useRef(record);
    useEffect(() => {
        typedRef.current = { drop: read => reset(read) };
        return () => {
            typedRef.current = null;
        };
    }, [typedRef, reset]);
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
