/** Kept apart from the dialog, which loads only when a conflict happens. */
import { useQueryClient } from '@tanstack/react-query';
import { type RaRecord } from 'react-admin';
import { ApiError } from '../../dataProvider';
import { changedByOthers, notYetSaved } from '../../resources/conflicts';
import type { ResourceDef } from '../../resources/schema';
import { useNotices } from '../i18n/useNotices';
import { formFields } from './recordTabs';
import { useConsoleDataProvider } from '../lib/useConsoleDataProvider';

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

/** The fields of a conflict someone else changed (the form's fields the user may see). */
export const othersChanged = (def: ResourceDef, c: Conflict) =>
    changedByOthers(c.previousData, c.current, c.data, formFields(def, 'edit'));

/**
 * Settles a save refused as stale. Someone else's change is a conflict for the person to decide
 * (returned: the dialog asks). Otherwise what changed meanwhile is the person's own earlier save,
 * whose answer was lost: it is saved (said so), and whatever they changed since is saved over it.
 */
export function useSettleConflict(def: ResourceDef): (c: Conflict) => Promise<Conflict | null> {
    const dataProvider = useConsoleDataProvider();
    const queryClient = useQueryClient();
    const notices = useNotices(def.name);
    return async c => {
        if (othersChanged(def, c).length) return c;
        let saved = c.current;
        if (notYetSaved(c.previousData, c.current, c.data).length) {
            try {
                saved = (
                    await dataProvider.update(def.name, {
                        id: c.id,
                        data: c.data,
                        previousData: c.previousData,
                        meta: { basedOn: c.current },
                    })
                ).data;
            } catch (e) {
                // Changed again meanwhile, by someone else this time: the dialog asks.
                const again = conflictOf(e, c);
                if (again) return again;
                throw e;
            }
        }
        notices.saved(saved);
        await queryClient.invalidateQueries({ queryKey: [def.name, 'getOne'] });
        return null;
    };
}
