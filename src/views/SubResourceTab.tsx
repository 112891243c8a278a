import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Form, ReferenceField, TextField, useNotify, useRecordContext } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { allowedNow, mayWriteNow } from '../../authProvider';
import { fill, messages } from '../../resources/messages';
import { displayText } from '../../resources/display';
import { rowName } from '../../resources/changes';
import { labelForms, rowAccessFor } from '../../resources/schema';
import type { SubResourceDef } from '../../resources/schema';
import { takenByAnotherRow, validateRow } from '../../resources/validation';
import { useConfirm } from '../components/ConfirmDialog';
import CatalogLink from '../components/CatalogLink';
import SubTable, { useSubRows } from '../components/SubTable';
import { failureReason } from './failure';
import RowConflict from './RowConflict';
import SaveFailed from './SaveFailed';
import SchemaInput from './SchemaInput';
import { HoldsDialogWork, useDialogClose } from './dialogWork';
import { useRowWrites, type Row } from './useRowWrites';
import { useWaitingRecords } from '../pages/approvals/WaitingChanges';
import { diffRecordPath } from '../../resources/approvals';
import { useConsoleDataProvider } from '../lib/useConsoleDataProvider';

/** A cell: a catalog record's id as a link to it, a referenced record by its name, other values as text. */
function Cell({ sub, source, row }: { sub: SubResourceDef; source: string; row: Row }) {
    const field = sub.fields[source];
    if (source === 'id' && sub.links) return <CatalogLink type={sub.links} id={row.id} />;
    if (source === 'id' && sub.linksTo)
        return (
            <Link component={RouterLink} to={`/${sub.linksTo}/${row.id}`}>
                {row.id}
            </Link>
        );
    if (field.kind !== 'reference') return <>{displayText(field, row[source], row, allowedNow)}</>;
    return (
        <ReferenceField source={source} reference={field.reference} record={row} link={false} emptyText="—">
            <TextField source="name" />
        </ReferenceField>
    );
}

/** The dialog's Add or Save: off, with a spinner, while its write is on its way (no second row from a second click). */
function SubmitButton({ label }: { label: string }) {
    const { isSubmitting } = useFormState();
    return (
        <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting}
            startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
            {label}
        </Button>
    );
}

/**
 * A sub-resource's rows under the record being edited, with add, edit and delete in a dialog
 * (saved at once, and said so); what the user may do follows the definition's lists.
 */
export default function SubResourceTab({ sub }: { sub: SubResourceDef }) {
    const record = useRecordContext();
    const dataProvider = useConsoleDataProvider();
    const notify = useNotify();
    const confirm = useConfirm();
    const parentId = record?.id as string | number | undefined;
    const rows = useSubRows<Row>(sub, parentId);
    const { editable, editing, stale, failure, overwriting, open, bodyOf, save, overwrite, send } = useRowWrites(
        sub,
        parentId,
        rows
    );
    const [deleting, setDeleting] = useState<number | null>(null);
    /** Whether the open dialog holds typed values: closing it then asks first (Esc, a click outside, Cancel). */
    const { dirty: dialogDirty, close } = useDialogClose(() => open(null));
    const [one, many] = labelForms(sub.label);
    const may = (action: 'create' | 'update' | 'delete') => mayWriteNow(rowAccessFor(sub, action));
    const { setValue } = useFormContext();
    const count = rows.data?.length;
    // The parent's count of these rows follows them, so its own rules (enable needs a stage) see the real number.
    useEffect(() => {
        if (sub.countField && count !== undefined) setValue(sub.countField, count);
    }, [sub.countField, count, setValue]);
    const full = !!sub.limit && count !== undefined && count >= sub.limit.max;
    /** The last row, while the parent needs one (saved state: the API judges by what is stored). */
    const keepsLast = (n: number) =>
        !!sub.atLeastOne && n <= 1 && (!sub.atLeastOneWhile || !!record?.[sub.atLeastOneWhile]);

    async function remove(row: Row) {
        if (keepsLast(rows.data?.length ?? 0)) {
            notify(sub.atLeastOne!, { type: 'error' });
            return;
        }
        // Named as History names it (its first text, "Ines Digital"), not by its first column (its kind).
        const label = rowName(sub, row);
        if (!(await confirm({ theme: 'delete', message: `Delete the ${one.toLowerCase()} “${label}”?` }))) return;
        setDeleting(row.id);
        try {
            await send('delete', { remove: row.id }, () => dataProvider.deleteSubRow(sub, parentId!, row.id));
            notify(`${one} deleted`, { type: 'success' });
        } catch (e) {
            notify(fill(messages.errors.processing, { error: failureReason(e) }), { type: 'error' });
        }
        await rows.reload();
        setDeleting(null);
    }

    const actions = may('update') || may('delete');
    // A row a request waiting for approval changes (a bank account) is said so, not offered to edit again.
    const waitingRecords = useWaitingRecords();
    const waiting = (row: Row) =>
        parentId !== undefined &&
        waitingRecords.has(diffRecordPath(sub.parent, parentId, { list: sub.path, id: row.id }));
    return (
        <Box sx={{ width: '100%', mb: 3 }}>
            <Typography variant="h6" component="h2">
                {many}
            </Typography>
            <SubTable
                label={many}
                rows={rows.data}
                load={rows}
                empty={sub.empty}
                columns={[
                    ...sub.columns.map(key => ({
                        key,
                        label: sub.fields[key].label,
                        render: (row: Row) => <Cell sub={sub} source={key} row={row} />,
                        nowrap: sub.fields[key].kind !== 'text',
                    })),
                    ...(actions
                        ? [
                              {
                                  key: 'actions',
                                  label: 'Actions',
                                  nowrap: true,
                                  render: (row: Row) =>
                                      waiting(row) ? (
                                          <Typography variant="caption" color="text.secondary">
                                              {messages.approvals.rowWaiting}
                                          </Typography>
                                      ) : (
                                          <>
                                              {may('update') && (
                                                  <Button size="small" onClick={() => open(row)}>
                                                      Edit
                                                  </Button>
                                              )}
                                              {may('delete') && (
                                                  <Button
                                                      size="small"
                                                      color="warning"
                                                      disabled={deleting === row.id}
                                                      onClick={() => void remove(row)}
                                                  >
                                                      Delete
                                                  </Button>
                                              )}
                                          </>
                                      ),
                              },
                          ]
                        : []),
                ]}
            />
            {may('create') && (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                    <Button variant="outlined" onClick={() => open('new')} disabled={full}>
                        Add {one.toLowerCase()}
                    </Button>
                    {full && <Typography color="text.secondary">{sub.limit!.message}</Typography>}
                </Box>
            )}
            {/* The dialog's form is nested in the record's form through a portal: its submit stays here. */}
            <Box onSubmit={e => e.stopPropagation()}>
                <Dialog
                    open={editing !== null}
                    onClose={() => void close()}
                    aria-labelledby={`${sub.name}-dialog`}
                    fullWidth
                >
                    {editing !== null && (
                        <Form
                            noValidate
                            record={editing === 'new' ? {} : editing}
                            onSubmit={(values: Record<string, unknown>) =>
                                save(values, editing === 'new' ? null : editing)
                            }
                            validate={(values: Record<string, unknown>) => ({
                                ...takenByAnotherRow(
                                    sub,
                                    values,
                                    rows.data ?? [],
                                    editing === 'new' ? undefined : editing.id
                                ),
                                ...validateRow(sub, editable, values),
                            })}
                        >
                            <HoldsDialogWork dirtyRef={dialogDirty} />
                            <DialogTitle id={`${sub.name}-dialog`}>
                                {editing === 'new' ? `Add ${one.toLowerCase()}` : `Edit ${one.toLowerCase()}`}
                            </DialogTitle>
                            <DialogContent>
                                {stale && editing !== 'new' && (
                                    <RowConflict
                                        fields={Object.fromEntries(editable.map(name => [name, sub.fields[name]]))}
                                        loaded={editing}
                                        current={stale.current}
                                        saving={bodyOf(stale.values)}
                                        busy={overwriting}
                                        onReload={() => open(stale.current)}
                                        onOverwrite={values => void overwrite(values)}
                                    />
                                )}
                                {failure && (
                                    <Box sx={{ mb: 2 }}>
                                        <SaveFailed text={failure.text} error={failure.error} />
                                    </Box>
                                )}
                                {editable.map(name => (
                                    <SchemaInput
                                        key={name}
                                        name={name}
                                        field={sub.fields[name]}
                                        fields={sub.fields}
                                        readOnly={false}
                                        parentId={record?.id}
                                    />
                                ))}
                            </DialogContent>
                            <DialogActions>
                                <Button onClick={() => void close()}>{messages.confirm.cancel}</Button>
                                {!stale && <SubmitButton label={editing === 'new' ? 'Add' : 'Save'} />}
                            </DialogActions>
                        </Form>
                    )}
                </Dialog>
            </Box>
        </Box>
    );
}
