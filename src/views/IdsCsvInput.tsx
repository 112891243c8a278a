import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useInput, useRecordContext } from 'react-admin';
import { currentGrants } from '../../authProvider';
import { sameValue } from '../../resources/changes';
import { readPersonIdCsv, rejectedText } from '../../resources/idCsv';
import { fill, messages } from '../../resources/messages';
import type { Field } from '../../resources/fields';
import { operationAllowed } from '../../resources/operations/define';
import { ID_LIST_CHECKS } from '../../resources/operations/support';
import UploadButton from '../components/UploadButton';
import { isOffered } from '../lib/capabilities';
import IdsPagedList from './IdsPagedList';
import { useConsoleDataProvider } from '../lib/useConsoleDataProvider';

type IdsField = Extract<Field, { kind: 'ids' }>;
const m = messages.support;
/** Unknown ids shown each with its own Drop button; the rest go with Drop all. */
const DROPPABLE_SHOWN = 20;

/**
 * Which ids of a list read from a file are no record (a coupon's users that do not exist): asked
 * of the API as soon as the file is read, where it offers the check; the save checks again.
 */
function useUnknownIds(field: IdsField) {
    const dataProvider = useConsoleDataProvider();
    const check = field.linksTo ? ID_LIST_CHECKS[field.linksTo] : undefined;
    const offered = !!check && operationAllowed(check, currentGrants()) && isOffered(check.spec);
    const [unknown, setUnknown] = useState<number[] | null>(null);
    const [checking, setChecking] = useState(false);
    async function checkIds(ids: number[]) {
        setUnknown(null);
        if (!offered || !check || !ids.length) return;
        setChecking(true);
        try {
            setUnknown((await dataProvider.call(check, undefined, { ids })).unknown);
        } catch {
            // Not checked now: the save checks, and says which.
            setUnknown(null);
        } finally {
            setChecking(false);
        }
    }
    return { offered, unknown, checking, checkIds, setUnknown };
}

/**
 * A list of user ids filled from an uploaded CSV (a coupon's users): says how many ids it holds
 * (none: the coupon is global) and lists them a page at a time, says how many a file gave, and
 * refuses a file with cells that are not ids, naming their rows, without changing the list. Ids
 * of no user are listed as soon as the file is read, each to drop without uploading again; the
 * API refuses them on save too, shown here as the field's error.
 */
export default function IdsCsvInput({ name, field, readOnly }: { name: string; field: IdsField; readOnly: boolean }) {
    const { field: input, fieldState } = useInput({ source: name });
    const [busy, setBusy] = useState(false);
    const [read, setRead] = useState<string | null>(null);
    const [error, setError] = useState<string | null>(null);
    const known = useUnknownIds(field);
    const ids = Array.isArray(input.value) ? (input.value as number[]) : [];
    // A saved record's list read as fact; a list changed here and not saved yet says so (walk 52).
    const saved = useRecordContext();
    const unsaved = saved?.id != null && !sameValue(saved[name] ?? [], ids);

    async function onFile(file: File) {
        setBusy(true);
        setError(null);
        setRead(null);
        const result = await readPersonIdCsv(file, field.csv);
        setBusy(false);
        if (!result.ok) return setError(result.error);
        if (result.rejected.length) return setError(fill(m.idsRejected, { rows: rejectedText(result.rejected) }));
        input.onChange(result.ids);
        setRead(fill(m.idsRead, { count: result.ids.length, file: file.name }));
        await known.checkIds(result.ids);
    }

    function drop(dropped: readonly number[]) {
        const gone = new Set(dropped);
        input.onChange(ids.filter(id => !gone.has(id)));
        known.setUnknown(u => u && u.filter(id => !gone.has(id)));
    }

    const unknown = known.unknown ?? [];
    return (
        <Box sx={{ mb: 2 }} role="group" aria-label={field.label}>
            <Typography variant="subtitle2" component="p">
                {field.label}
            </Typography>
            <Typography variant="body2" aria-live="polite">
                {ids.length
                    ? fill(unsaved ? m.idsHeldUnsaved : m.idsHeld, { count: ids.length })
                    : unsaved
                      ? m.idsNoneUnsaved
                      : m.idsNone}
            </Typography>
            <IdsPagedList ids={ids} label={field.label} linksTo={field.linksTo} />
            {/* A refused save names what is wrong: the file's 'read' notice would contradict it. */}
            {read && !fieldState.error && (
                <Alert severity="success" role="status" sx={{ mt: 1 }}>
                    <div>{read}</div>
                    {known.checking && <div>{m.idsChecking}</div>}
                    {known.unknown?.length === 0 && <div>{m.idsAllUsers}</div>}
                    {!known.offered && <div>{m.idsCheckedOnSave}</div>}
                </Alert>
            )}
            {unknown.length > 0 && (
                <Alert severity="warning" sx={{ mt: 1 }}>
                    <div>{fill(m.idsUnknown, { count: unknown.length })}</div>
                    {!readOnly && (
                        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, mt: 1 }}>
                            {unknown.slice(0, DROPPABLE_SHOWN).map(id => (
                                <Box component="li" key={id} sx={{ listStyle: 'none' }}>
                                    <Button size="small" variant="outlined" onClick={() => drop([id])}>
                                        {fill(m.idsDrop, { id })}
                                    </Button>
                                </Box>
                            ))}
                            {unknown.length > 1 && (
                                <Box component="li" sx={{ listStyle: 'none' }}>
                                    <Button size="small" onClick={() => drop(unknown)}>
                                        {fill(m.idsDropAll, { count: unknown.length })}
                                    </Button>
                                </Box>
                            )}
                        </Box>
                    )}
                </Alert>
            )}
            {(error ?? fieldState.error?.message) && (
                <Alert severity="error" role="alert" sx={{ mt: 1 }}>
                    {error ?? fieldState.error?.message}
                </Alert>
            )}
            {!readOnly && (
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                    <UploadButton label={m.idsUpload} accept=".csv,text/csv" busy={busy} onFile={onFile} />
                    {ids.length > 0 && (
                        <Button
                            sx={{ mt: 1 }}
                            onClick={() => {
                                input.onChange([]);
                                setRead(null);
                                known.setUnknown(null);
                            }}
                        >
                            {m.idsClear}
                        </Button>
                    )}
                </Box>
            )}
        </Box>
    );
}
