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
import { dependentsOf, type Field } from '../../resources/fields';
import { fill, messages } from '../../resources/messages';
import { fieldError } from '../../resources/validation';
import { useNotices } from '../i18n/useNotices';
import { errorDetail } from './errors';
import { previewBulk, type BulkItem } from '../../resources/operations/history';
import { isOffered } from '../lib/capabilities';
import BulkPreview, { useBulkPreview } from './BulkPreview';
import RecordAutocomplete from '../components/RecordAutocomplete';
import type { Description } from '../../resources/describe';
import { findMeta } from '../resourceManifest';

/** One field of the change and the value every chosen record gets (a reference: the record chosen). */
interface Entry {
    field: string;
    value: unknown;
    record?: Description | null;
}
const EMPTY: Entry = { field: '', value: '' };

/** A field's empty value as its input holds it. */
const emptyValue = (field: Field | undefined) => (field?.kind === 'boolean' ? false : '');

/**
 * The entries after entry `i` chose `field`: the fields depending on it come with it (a genre with its
 * sub-genre, empty until chosen), so that the preview shows what the change does to them.
 */
function choose(def: ResourceDef, entries: Entry[], i: number, field: string, offered: readonly string[]): Entry[] {
    const next = entries.map((e, j) => (j === i ? { field, value: emptyValue(def.fields[field]) } : e));
    const reset = dependentsOf(def.fields, field);
    const added = reset
        .filter(f => offered.includes(f) && !next.some(e => e.field === f))
        .map(f => ({ field: f, value: emptyValue(def.fields[f]) }));
    return [...next.slice(0, i + 1), ...added, ...next.slice(i + 1)];
}

/** The entries after entry `i` took `entry`: a changed value empties the fields depending on it. */
function setValue(def: ResourceDef, entries: Entry[], i: number, entry: Entry): Entry[] {
    const reset = entry.value !== entries[i].value ? dependentsOf(def.fields, entry.field) : [];
    return entries.map((e, j) =>
        j === i ? entry : reset.includes(e.field) ? { field: e.field, value: emptyValue(def.fields[e.field]) } : e
    );
}

/**
 * Bulk update of the selected records: a field must be chosen first (a reference by its record,
 * a genre with its sub-genre); a preview shows each record, told apart by its description, with
 * its current and new value and the records the change would refuse, and Back returns to the
 * choice as it was; then Apply writes the rest in one bulk call (one bulk change in the history,
 * revertable whole). Closing keeps the choice for the next opening until it is applied.
 */
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
    // A reference is offered to those who may list what it refers to (a list of another API: to all).
    const fields = bulkFields(def, allowedNow)
        .map(name => [name, def.fields[name]] as const)
        .filter(([, f]) => f.kind !== 'reference' || allowedNow(findMeta(f.reference)?.access));
    const offered = fields.map(([name]) => name);
    const update = (next: (list: Entry[]) => Entry[]) => {
        setEntries(next);
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
                def.fields[field].kind === 'number' && value !== '' ? Number(value) : value === '' ? null : value,
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
                onSuccess: answer => {
                    notices.updatedMany(ids.length, answer);
                    setItems(null);
                    setEntries([EMPTY]);
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
                    // The choice made before (closed without applying) is still there.
                    setOpen(true);
                    setItems(null);
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
                                entries={entries}
                                // A field is chosen once: the others' choices leave it out.
                                fields={fields.filter(
                                    ([name]) => name === entry.field || !entries.some(e => e.field === name)
                                )}
                                error={errors[i]}
                                onField={field => update(list => choose(def, list, i, field, offered))}
                                onChange={next => update(list => setValue(def, list, i, next))}
                                onRemove={i > 0 ? () => update(list => list.filter((_, j) => j !== i)) : undefined}
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
                    {items && (
                        // Back to the choice, as it was, to change it before applying.
                        <MuiButton
                            onClick={() => {
                                setItems(null);
                                setError(null);
                            }}
                        >
                            {messages.bulkEdit.back}
                        </MuiButton>
                    )}
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
    entries,
    fields,
    error,
    onField,
    onChange,
    onRemove,
}: {
    def: ResourceDef;
    entry: Entry;
    entries: readonly Entry[];
    fields: (readonly [string, Field])[];
    error?: string;
    onField: (field: string) => void;
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
                onChange={e => onField(e.target.value)}
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
                    {messages.confirm.remove}
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
            {chosen?.kind === 'reference' && (
                <BulkReferenceInput field={chosen} entry={entry} entries={entries} error={error} onChange={onChange} />
            )}
            {chosen && chosen.kind !== 'boolean' && chosen.kind !== 'reference' && (
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

/**
 * A reference's new value: one record for all (a genre, a musical key), found by name and told
 * apart from its namesakes; options that depend on another entry of the change (a sub-genre on its
 * genre) are that entry's, and wait for its value.
 */
function BulkReferenceInput({
    field,
    entry,
    entries,
    error,
    onChange,
}: {
    field: Extract<Field, { kind: 'reference' }>;
    entry: Entry;
    entries: readonly Entry[];
    error?: string;
    onChange: (entry: Entry) => void;
}) {
    const parent = field.dependsOn && entries.find(e => e.field === field.dependsOn!.field);
    const parentValue = parent?.value === '' ? undefined : parent?.value;
    return (
        <RecordAutocomplete
            resource={field.reference}
            label={field.label}
            value={entry.value === '' ? null : (entry.record ?? null)}
            onChange={record => onChange({ ...entry, value: record ? Number(record.id) : '', record })}
            filter={field.dependsOn && parentValue !== undefined ? { [field.dependsOn.param]: parentValue } : {}}
            disabled={!!parent && parentValue === undefined}
            error={error}
            helperText={messages.bulkEdit.emptyReference}
        />
    );
}
