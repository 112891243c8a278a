/** Kept apart from the dialog, which loads only when a conflict happens. */
import type { RaRecord } from 'react-admin';
import { ApiError } from '../../dataProvider';

/** A save refused because the record changed since the form loaded it. */
export interface Conflict {
    id: RaRecord['id'];
    data: Record<string, unknown>;
    previousData: Record<string, unknown>;
    current: Record<string, unknown>;
}

/** The conflict in a failed save, if that is why it failed (412 with the record as it is now). */
export function conflictOf(error: unknown, variables: unknown): Conflict | null {
    const v = variables as Partial<Conflict> | undefined;
    if (!(error instanceof ApiError) || error.status !== 412 || !error.body?.current || !v?.data || !v.previousData)
        return null;
    return { id: v.id!, data: v.data, previousData: v.previousData, current: error.body.current };
}
