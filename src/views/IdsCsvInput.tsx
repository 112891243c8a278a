import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useInput } from 'react-admin';
import { readPersonIdCsv, rejectedText } from '../../resources/idCsv';
import { fill, messages } from '../../resources/messages';
import type { Field } from '../../resources/fields';
import UploadButton from '../components/UploadButton';
import IdsPagedList from './IdsPagedList';

type IdsField = Extract<Field, { kind: 'ids' }>;
const m = messages.support;

/**
 * A list of user ids filled from an uploaded CSV (a coupon's users): says how many ids it holds
 * (none: the coupon is global) and lists them a page at a time, says how many a file gave, and
 * refuses a file with cells that are not ids, naming their rows, without changing the list. Ids
 * of no user are refused by the API on save, shown here as the field's error.
 */
export default function IdsCsvInput({ name, field, readOnly }: { name: string; field: IdsField; readOnly: boolean }) {
    const { field: input, fieldState } = useInput({ source: name });
    const [busy, setBusy] = useState(false);
    const [read, setRead] = useState<string | null>(null);
    const [error, setError] = useState<string | null>(null);
    const ids = Array.isArray(input.value) ? (input.value as number[]) : [];

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
    }

    return (
        <Box sx={{ mb: 2 }} role="group" aria-label={field.label}>
            <Typography variant="subtitle2" component="p">
                {field.label}
            </Typography>
            <Typography variant="body2" aria-live="polite">
                {ids.length ? fill(m.idsHeld, { count: ids.length }) : m.idsNone}
            </Typography>
            <IdsPagedList ids={ids} label={field.label} linksTo={field.linksTo} />
            {/* A refused save names what is wrong: the file's 'read' notice would contradict it. */}
            {read && !fieldState.error && (
                <Alert severity="success" role="status" sx={{ mt: 1 }}>
                    {read}
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
