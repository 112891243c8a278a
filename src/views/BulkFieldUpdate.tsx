import EditIcon from '@mui/icons-material/Edit';
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
import { fill, messages } from '../../resources/messages';
import { fieldError } from '../../resources/validation';
import { useNotices } from '../i18n/useNotices';
import { errorDetail } from './errors';
import type { BulkItem } from '../../resources/operations/history';
import BulkPreview, { useBulkPreview } from './BulkPreview';

/**
 * Bulk update of the selected records: a field must be chosen first; a preview shows each record's
 * current and new value and the records the change would refuse, then Apply writes the rest in
 * one bulk call (one bulk change in the history, revertable whole).
 */
export default function BulkFieldUpdate({ def }: { def: ResourceDef }) {
    const { selectedIds, onUnselectItems, data: rows } = useListContext();
    const [open, setOpen] = useState(false);
    const [field, setField] = useState('');
    const [value, setValue] = useState<unknown>('');
    const [error, setError] = useState<string | null>(null);
    const notices = useNotices(def.name);
    const refresh = useRefresh();
    const [updateMany, { isPending }] = useUpdateMany();
    const [items, setItems] = useState<BulkItem[] | null>(null);
    const preview = useBulkPreview(def, items);
    const accepted = (preview.data ?? []).filter(r => !r.refused).map(r => r.id);
    const versions = Object.fromEntries((rows ?? []).map(r => [r.id, r.version]));
    // Identifiers (ISRC, GUID) name one record each: never one value for many.
    const fields = bulkFields(def, allowedNow).map(name => [name, def.fields[name]] as const);
    const chosen = field ? def.fields[field] : undefined;

    function submit() {
        if (!chosen) {
            setError(messages.validation.bulkField);
            return;
        }
        const invalid = fieldError(chosen, value);
        if (invalid) {
            setError(invalid);
            return;
        }
        const data = { [field]: chosen.kind === 'number' ? Number(value) : value === '' ? null : value };
        // The versions the list showed: a record changed since then is refused, not overwritten.
        setItems(
            selectedIds.map(id => ({ id: Number(id), ...data, ...(versions[id] ? { version: versions[id] } : {}) }))
        );
    }

    function apply() {
        if (!items || !accepted.length) return;
        const { id: _id, version: _version, ...data } = items[0];
        updateMany(
            def.name,
            { ids: accepted, data, meta: { versions } },
            {
                onSuccess: () => {
                    notices.updatedMany(accepted.length);
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
                    {items && error && <div role="alert">{error}</div>}
                    {!items && (
                        <TextField
                            select
                            label="Field"
                            value={field}
                            onChange={e => {
                                setField(e.target.value);
                                setValue(def.fields[e.target.value]?.kind === 'boolean' ? false : '');
                                setError(null);
                            }}
                            error={!!error && !chosen}
                            helperText={!chosen && error ? error : ' '}
                        >
                            {fields.map(([name, f]) => (
                                <MenuItem key={name} value={name}>
                                    {f.label}
                                </MenuItem>
                            ))}
                        </TextField>
                    )}
                    {!items && chosen?.kind === 'boolean' && (
                        <FormControlLabel
                            control={<Switch checked={!!value} onChange={e => setValue(e.target.checked)} />}
                            label={chosen.label}
                        />
                    )}
                    {!items && chosen && chosen.kind !== 'boolean' && (
                        <TextField
                            select={chosen.kind === 'choice'}
                            type={chosen.kind === 'number' ? 'number' : chosen.kind === 'date' ? 'date' : 'text'}
                            label={chosen.label}
                            value={value ?? ''}
                            onChange={e => setValue(e.target.value)}
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
                        <MuiButton variant="contained" onClick={submit}>
                            {messages.bulkEdit.preview}
                        </MuiButton>
                    )}
                </DialogActions>
            </Dialog>
        </>
    );
}
