import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useFormContext } from 'react-hook-form';
import { allowedNow } from '../../authProvider';
import { changesBetween, describeChanges, savedChanges } from '../../resources/changes';
import { changedByOthers } from '../../resources/conflicts';
import type { Field } from '../../resources/fields';
import { messages } from '../../resources/messages';
import ChangeList from './ChangeList';

const m = messages.conflict;
type Values = Record<string, unknown>;

/**
 * In a row's dialog, when its save met someone else's change (as the record form's dialog does):
 * what they changed and what the person changed; Reload takes the row as it is now, Overwrite
 * saves the person's values over it. The typed values stay in the dialog until one is chosen.
 */
export default function RowConflict({
    fields,
    loaded,
    current,
    saving,
    busy,
    onReload,
    onOverwrite,
}: {
    fields: Record<string, Field>;
    loaded: Values;
    current: Values;
    saving: Values;
    busy: boolean;
    onReload: () => void;
    /** With the dialog's values as they are now (typed on since, maybe). */
    onOverwrite: (values: Values) => void;
}) {
    const { getValues } = useFormContext();
    const theirFields = Object.fromEntries(
        changedByOthers(loaded, current, saving, Object.keys(fields)).map(name => [name, fields[name]])
    );
    const read = { allowed: allowedNow, record: current };
    const theirs = describeChanges(fields, changesBetween(theirFields, loaded, current), read);
    const yours = describeChanges(fields, savedChanges(fields, loaded, saving), read);
    return (
        <Alert severity="warning" sx={{ mb: 2 }}>
            <AlertTitle>{m.title}</AlertTitle>
            {m.stale}
            <ChangeList title={m.theirs} changes={theirs} />
            <ChangeList title={m.yours} changes={yours} />
            <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
                <Button size="small" onClick={onReload} disabled={busy}>
                    {m.reload}
                </Button>
                <Button size="small" variant="contained" onClick={() => onOverwrite(getValues())} disabled={busy}>
                    {m.overwrite}
                </Button>
            </Box>
        </Alert>
    );
}
