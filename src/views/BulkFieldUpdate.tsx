import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import MuiButton from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Button, useListContext, useRefresh, useUpdateMany } from 'react-admin';
import { allowedNow } from '../../authProvider';
import { bulkFields, type ResourceDef } from '../../resources/schema';
import { type Field } from '../../resources/fields';
import { fill, messages } from '../../resources/messages';
import { fieldError } from '../../resources/validation';
import { useNotices } from '../i18n/useNotices';
import { errorDetail } from './errors';
import { previewBulk, type BulkItem } from '../../resources/operations/history';
import { isOffered } from '../lib/capabilities';
import BulkPreview, { useBulkPreview } from './BulkPreview';

/**
 * Bulk update of the selected records: a field must be chosen first; a preview shows each record's
 * current and new value and the records the change would refuse, then Apply writes the rest in
 * one bulk call (one bulk change in the history, revertable whole).
 */
/** One field of the change and the value every chosen record gets. */
interface Entry {
    field: string;
    value: unknown;
}
const EMPTY: Entry = { field: '', value: '' };

export default function BulkFieldUpdate({ def }: { def: ResourceDef }) {
    const { selectedIds, onUnselectItems, data: rows } = useListContext();
    const [open, setOpen] = useState(false);
    const [entries, setEntries] = useState<Entry[]>([EMPTY]);
    // A message per entry (by its place), or one for the whole change.
    const [errors, setErrors] = useState<Record<number, string>>({});
    const [error, setError] = useState<string | null>(null);
    const notices = useNotices(def.name);
    const refresh = useRefresh();
    const [updateMany, { isPending }] = useUpdateMany();
    const [items, setItems] = useState<BulkItem[] | null>(null);
    const preview = useBulkPreview(def, items);
    // A server without the preview (a §7-only one) takes the change as one plain bulk write.
    const canPreview = isOffered(previewBulk(def.name).spec);
    const accepted = (preview.data ?? []).filter(r => !r.refused).map(r => r.id);
    const versions = Object.fromEntries((rows ?? []).map(r => [r.id, r.version]));
    // Identifiers (ISRC, GUID) name one record each: never one value for many.
    const fields = bulkFields(def, allowedNow).map(name => [name, def.fields[name]] as const);
    const setEntry = (i: number, entry: Entry) => {
        setEntries(list => list.map((e, j) => (j === i ? entry : e)));
        setErrors({});
    };

    function submit() {
        const found: Record<number, string> = {};
        entries.forEach(({ field, value }, i) => {
            const f = field ? def.fields[field] : undefined;
            const invalid = f ? fieldError(f, value) : messages.validation.bulkField;
            if (invalid) found[i] = invalid;
        });
        setErrors(found);
        if (Object.keys(found).length) return;
        const data = Object.fromEntries(
            entries.map(({ field, value }) => [
                field,
                def.fields[field].kind === 'number' ? Number(value) : value === '' ? null : value,
            ])
        );
        if (!canPreview) return write(selectedIds.map(Number), data);
        // The versions the list showed: a record changed since then is refused, not overwritten.
        setItems(
            selectedIds.map(id => ({ id: Number(id), ...data, ...(versions[id] ? { version: versions[id] } : {}) }))
        );
    }

    function apply() {
        if (!items || !accepted.length) return;
        const { id: _id, version: _version, ...data } = items[0];
        write(accepted, data);
    }

    function write(ids: number[], data: Record<string, unknown>) {
        updateMany(
            def.name,
            { ids, data, meta: { versions } },
            {
                onSuccess: () => {
                    notices.updatedMany(ids.length);
                    setItems(null);
                    setOpen(false);
                    onUnselectItems();
                    refresh();
                },
                onError: e => setError(fill(messages.errors.processing, { error: errorDetail(e) })),
            }
        );
    }

    return (
        <>
            <Button
                label="Bulk Update"
                onClick={() => {
                    setOpen(true);
                    setItems(null);
                    setEntries([EMPTY]);
                    setErrors({});
                    setError(null);
                }}
            >
                <EditIcon />
            </Button>
            <Dialog
                open={open}
                onClose={() => setOpen(false)}
                fullWidth
                maxWidth={items ? 'md' : 'xs'}
                aria-labelledby="bulk-update-title"
            >
                <DialogTitle id="bulk-update-title">Update {selectedIds.length} selected</DialogTitle>
                <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
                    {items && <BulkPreview def={def} rows={preview.data} error={preview.error} records={rows} />}
                    {(items || !canPreview) && error && <div role="alert">{error}</div>}
                    {!items &&
                        entries.map((entry, i) => (
                            <BulkEntryInputs
                                key={i}
                                def={def}
                                entry={entry}
                                // A field is chosen once: the others' choices leave it out.
                                fields={fields.filter(
                                    ([name]) => name === entry.field || !entries.some(e => e.field === name)
                                )}
                                error={errors[i]}
                                onChange={next => setEntry(i, next)}
                                onRemove={
                                    i > 0
                                        ? () => {
                                              setEntries(list => list.filter((_, j) => j !== i));
                                              setErrors({});
                                          }
                                        : undefined
                                }
                            />
                        ))}
                    {!items && entries.length < fields.length && (
                        <MuiButton sx={{ justifySelf: 'start' }} onClick={() => setEntries(list => [...list, EMPTY])}>
                            {messages.bulkEdit.addField}
                        </MuiButton>
                    )}
                </DialogContent>
                <DialogActions>
                    <MuiButton onClick={() => setOpen(false)}>{messages.confirm.cancel}</MuiButton>
                    {items ? (
                        <MuiButton
                            variant="contained"
                            onClick={apply}
                            disabled={isPending || preview.isPending || !accepted.length}
                        >
                            {fill(messages.bulkEdit.apply, { count: accepted.length })}
                        </MuiButton>
                    ) : (
                        <MuiButton variant="contained" onClick={submit} disabled={isPending}>
                            {canPreview
                                ? messages.bulkEdit.preview
                                : fill(messages.bulkEdit.apply, { count: selectedIds.length })}
                        </MuiButton>
                    )}
                </DialogActions>
            </Dialog>
        </>
    );
}

/** One entry of the change: which field, and its new value in the input its kind takes. */
function BulkEntryInputs({
    def,
    entry,
    fields,
    error,
    onChange,
    onRemove,
}: {
    def: ResourceDef;
    entry: Entry;
    fields: (readonly [string, Field])[];
    error?: string;
    onChange: (entry: Entry) => void;
    onRemove?: () => void;
}) {
    const chosen = entry.field ? def.fields[entry.field] : undefined;
    return (
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: onRemove ? '1fr auto' : '1fr' }}>
            <TextField
                select
                label="Field"
                value={entry.field}
                onChange={e =>
                    onChange({
                        field: e.target.value,
                        value: def.fields[e.target.value]?.kind === 'boolean' ? false : '',
                    })
                }
                error={!!error && !chosen}
                helperText={!chosen && error ? error : ' '}
            >
                {fields.map(([name, f]) => (
                    <MenuItem key={name} value={name}>
                        {f.label}
                    </MenuItem>
                ))}
            </TextField>
            {onRemove && (
                <MuiButton onClick={onRemove} sx={{ alignSelf: 'start', mt: 1 }}>
                    {messages.bulkEdit.removeField}
                </MuiButton>
            )}
            {chosen?.kind === 'boolean' && (
                <FormControlLabel
                    control={
                        <Switch
                            checked={!!entry.value}
                            onChange={e => onChange({ ...entry, value: e.target.checked })}
                        />
                    }
                    label={chosen.label}
                />
            )}
            {chosen && chosen.kind !== 'boolean' && (
                <TextField
                    select={chosen.kind === 'choice'}
                    type={chosen.kind === 'number' ? 'number' : chosen.kind === 'date' ? 'date' : 'text'}
                    label={chosen.label}
                    value={entry.value ?? ''}
                    onChange={e => onChange({ ...entry, value: e.target.value })}
                    slotProps={{ inputLabel: { shrink: true } }}
                    error={!!error}
                    helperText={error ?? ' '}
                >
                    {chosen.kind === 'choice' &&
                        chosen.choices.map(c => (
                            <MenuItem key={c.id} value={c.id}>
                                {c.name}
                            </MenuItem>
                        ))}
                </TextField>
            )}
        </Box>
    );
}
