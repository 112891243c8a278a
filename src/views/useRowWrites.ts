/**
 * Writes of a sub-resource's rows from its dialog, none of what was typed ever dropped: a row's
 * own call, or the whole list replaced with it; a failure keeps the dialog and says why (Retry
 * where it may help); someone else's change to the row asks Reload or Overwrite; the person's own
 * earlier save whose answer was lost is saved, not called someone else's.
 */
import { isHeldAnswer } from '../../resources/approvals';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { allowedNow } from '../../authProvider';
import { ApiError } from '../../dataProvider';
import { changedMeanwhile } from '../../dataProvider/query';
import { sameValue } from '../../resources/changes';
import { changedByOthers, notYetSaved } from '../../resources/conflicts';
import { canEditField } from '../../resources/fields';
import { fill, messages } from '../../resources/messages';
import { labelForms, writeAccessFor, type SubResourceDef } from '../../resources/schema';
import { listError } from '../../resources/validation';
import { useConfirm } from '../components/ConfirmDialog';
import { failureReason } from './failure';
import { listAfter, type RowChange } from './replaceList';
import type { SaveFailure } from './SaveFailed';
import { useConsoleDataProvider } from '../lib/useConsoleDataProvider';

export type Row = Record<string, unknown> & { id: number; version?: number };
type Values = Record<string, unknown>;

/** A list's own rule refused the change before it was sent: said as the rule says it (a 400 of ours, no Retry). */
class RowsRefused extends Error {
    status = 400;
}

export function useRowWrites(
    sub: SubResourceDef,
    parentId: string | number | undefined,
    rows: { data?: Row[]; reload: () => Promise<void> }
) {
    const dataProvider = useConsoleDataProvider();
    const notify = useNotify();
    const confirm = useConfirm();
    const [one] = labelForms(sub.label);
    const [editing, setEditing] = useState<Row | 'new' | null>(null);
    // The dialog's save met someone else's change to the row: the row as it is now, and what was typed.
    const [stale, setStale] = useState<{ current: Row; values: Values } | null>(null);
    const [failure, setFailure] = useState<SaveFailure | null>(null);
    const [overwriting, setOverwriting] = useState(false);
    const editable = Object.keys(sub.fields).filter(name => canEditField(sub.fields[name], allowedNow));
    /** A list without its own grant for the action, or one the spec saves whole, is saved whole (PUT) with the row changed. */
    const savedWhole = (action: 'create' | 'update' | 'delete') =>
        (!!sub.saveWhole && !!sub.replaceAccess && allowedNow(sub.replaceAccess)) ||
        !allowedNow(writeAccessFor(sub, action));

    /** Sends one row's change: by its own call, or by replacing the list; refused lists say why. */
    async function send(action: 'create' | 'update' | 'delete', change: RowChange, own: () => Promise<unknown>) {
        if (!savedWhole(action)) return own();
        const list = listAfter(rows.data ?? [], change, editable);
        const refused = listError(sub, list);
        if (refused) throw new RowsRefused(refused);
        return dataProvider.putSubList(sub, parentId!, list);
    }
    /** A row without a version is read again before its change: one changed meanwhile is stale, as a 412 says. */
    async function refuseIfChangedMeanwhile(row: Row) {
        if (row.version !== undefined) return;
        const now = (await dataProvider.subList<Row>(sub, parentId!)).find(r => r.id === row.id);
        if (!now || changedMeanwhile(row, now, editable).length)
            throw new ApiError(messages.conflict.stale, 412, { detail: messages.conflict.stale, current: now });
    }

    /** The dialog's values as sent: every field the user may change, an emptied one as null. */
    const bodyOf = (values: Values) =>
        Object.fromEntries(editable.map(k => [k, values[k] === '' ? null : (values[k] ?? null)]));

    /** Sends the dialog's values: a new row, or a change of `basis` (the row as loaded, or as it is now). */
    async function write(values: Values, basis: Row | null): Promise<unknown> {
        const body = bodyOf(values);
        return send(
            basis ? 'update' : 'create',
            basis ? { change: basis.id, values: body } : { add: body },
            async () => {
                if (!basis) return dataProvider.createSubRow(sub, parentId!, body);
                await refuseIfChangedMeanwhile(basis);
                return dataProvider.updateSubRow(sub, parentId!, basis.id, body, basis.version);
            }
        );
    }

    const open = (row: Row | 'new' | null) => {
        setEditing(row);
        setStale(null);
        setFailure(null);
    };
    const done = (what: 'added' | 'saved') => {
        notify(`${one} ${what}`, { type: 'success' });
        open(null);
    };

    /**
     * A write that failed keeps the dialog and its values. Someone else's change to the row asks
     * (Reload or Overwrite); the person's own earlier save whose answer was lost is saved (and what
     * they typed since, over it); anything else says why, with Retry where that may help.
     */
    async function settle(e: unknown, values: Values, basis: Row | null) {
        const current = e instanceof ApiError && e.status === 412 ? (e.body?.current as Row | undefined) : undefined;
        if (!basis || !current) {
            const text =
                e instanceof RowsRefused
                    ? e.message
                    : e instanceof ApiError && e.status === 412
                      ? messages.conflict.stale // deleted meanwhile: no row to compare with
                      : fill(messages.errors.processing, { error: failureReason(e) });
            setFailure({ text, error: e });
            return;
        }
        const body = bodyOf(values);
        if (changedByOthers(basis, current, body, editable).length) {
            setStale({ current, values });
            return;
        }
        try {
            if (notYetSaved(basis, current, body).length) await write(values, current);
            done('saved');
        } catch (again) {
            await settle(again, values, current);
        }
    }

    async function save(values: Values, basis: Row | null) {
        setFailure(null);
        try {
            const answer = await write(values, basis);
            // Held for a second person's approval (issue 44): nothing is saved yet, and the notice says so.
            if (isHeldAnswer(answer)) {
                notify(messages.approvals.sentForApproval, { type: 'info' });
                open(null);
            } else done(basis ? 'saved' : 'added');
        } catch (e) {
            await settle(e, values, basis);
        }
        await rows.reload();
    }

    /** The person's values over the row as it is now: the fields they changed take theirs; others' changes stay. */
    async function overwrite(values: Values) {
        if (!stale || editing === null || editing === 'new') return;
        const { overwrite: title, overwriteConfirm: message } = messages.conflict;
        if (!(await confirm({ theme: 'proceed', title, message }))) return;
        const loaded = editing;
        const mine = editable.filter(name => !sameValue(loaded[name], values[name]));
        setOverwriting(true);
        setStale(null);
        await save({ ...stale.current, ...Object.fromEntries(mine.map(name => [name, values[name]])) }, stale.current);
        setOverwriting(false);
    }

    return { editable, editing, stale, failure, overwriting, open, bodyOf, save, overwrite, send };
}
