import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useContext, useState } from 'react';
import { useEditContext, useNotify } from 'react-admin';
import { allowedNow } from '../../authProvider';
import { changesBetween, describeChanges, referencedIds, savedChanges } from '../../resources/changes';
import { useReferenceNames } from './useReferenceNames';
import { fill, messages } from '../../resources/messages';
import type { ResourceDef } from '../../resources/schema';
import { useConfirm } from '../components/ConfirmDialog';
import { useNotices } from '../i18n/useNotices';
import ChangeList from './ChangeList';
import { conflictOf, othersChanged, type Conflict } from './conflict';
import { errorDetail } from './errors';
import { formFields } from './recordTabs';
import { TypedValuesContext } from './KeepTypedOnReread';
import { useConsoleDataProvider } from '../lib/useConsoleDataProvider';

const m = messages.conflict;

/**
 * Shown instead of an error when a save was stale: what changed meanwhile, and what the user
 * changed; Reload takes the record as it is now, Overwrite (after a confirm) saves the user's
 * changed fields over it.
 */
export default function EditConflict({
    def,
    conflict,
    onChange,
}: {
    def: ResourceDef;
    conflict: Conflict;
    onChange: (next: Conflict | null) => void;
}) {
    const { refetch } = useEditContext();
    const dataProvider = useConsoleDataProvider();
    const notify = useNotify();
    const notices = useNotices(def.name);
    const confirm = useConfirm();
    const [busy, setBusy] = useState(false);
    const typedRef = useContext(TypedValuesContext);
    const visible = formFields(def, 'edit');
    const fields = Object.fromEntries(visible.map(name => [name, def.fields[name]]));
    // Not what already holds the user's own value (their earlier save whose answer was lost).
    const theirFields = Object.fromEntries(othersChanged(def, conflict).map(name => [name, def.fields[name]]));
    const theirChanges = changesBetween(theirFields, conflict.previousData, conflict.current);
    // Only what the user changed: the fields the save sent whose value differs from the one loaded.
    const yourChanges = savedChanges(fields, conflict.previousData, conflict.data);
    // Referenced records by their description (a namesake artist by its detail and id), never a bare id.
    const names = useReferenceNames(referencedIds(fields, [theirChanges, yourChanges]));
    const theirs = describeChanges(fields, theirChanges, { allowed: allowedNow, names });
    const yours = describeChanges(fields, yourChanges, { allowed: allowedNow, names });

    /** The record as it is now in the form, the typed values given up. */
    async function readNow() {
        const read = (await refetch?.())?.data;
        if (read) typedRef.current?.drop(read);
    }

    async function reload() {
        onChange(null);
        await readNow();
    }

    async function overwrite() {
        if (!(await confirm({ theme: 'proceed', title: m.overwrite, message: m.overwriteConfirm }))) return;
        setBusy(true);
        try {
            // Only the fields the user changed go (against what they loaded), based on the record as shown
            // here: its version, or without versions its values, which must still be those stored.
            const { data: saved } = await dataProvider.update(def.name, {
                id: conflict.id,
                data: conflict.data,
                previousData: conflict.previousData,
                meta: { basedOn: conflict.current },
            });
            notices.saved(saved);
            onChange(null);
            await readNow();
        } catch (e) {
            // Changed again meanwhile: show the newest state, still against what the user loaded.
            const again = conflictOf(e, conflict);
            if (again) onChange(again);
            else notify(fill(messages.errors.processing, { error: errorDetail(e) }), { type: 'error' });
        } finally {
            setBusy(false);
        }
    }

    return (
        <Dialog open onClose={() => onChange(null)} aria-labelledby="edit-conflict-title">
            <DialogTitle id="edit-conflict-title">{m.title}</DialogTitle>
            <DialogContent>
                <DialogContentText>{m.stale}</DialogContentText>
                <ChangeList title={m.theirs} changes={theirs} />
                <ChangeList title={m.yours} changes={yours} />
            </DialogContent>
            <DialogActions>
                <Button onClick={reload} disabled={busy}>
                    {m.reload}
                </Button>
                <Button onClick={overwrite} disabled={busy} variant="contained">
                    {m.overwrite}
                </Button>
            </DialogActions>
        </Dialog>
    );
}
