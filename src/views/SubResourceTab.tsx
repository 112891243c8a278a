import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Form, ReferenceField, TextField, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { allowedNow } from '../../authProvider';
import { ApiError, type ConsoleDataProvider } from '../../dataProvider';
import { changedMeanwhile } from '../../dataProvider/query';
import { fill, messages } from '../../resources/messages';
import { displayText } from '../../resources/display';
import { labelForms, rowAccessFor, writeAccessFor } from '../../resources/schema';
import { canEditField } from '../../resources/fields';
import type { SubResourceDef } from '../../resources/schema';
import { listError, validateRow } from '../../resources/validation';
import { useConfirm } from '../components/ConfirmDialog';
import CatalogLink from '../components/CatalogLink';
import SubTable, { useSubRows } from '../components/SubTable';
import { errorDetail } from './errors';
import { listAfter, type RowChange } from './replaceList';
import SchemaInput from './SchemaInput';

type Row = Record<string, unknown> & { id: number; version?: number };
/** A list's own rule refused the change before it was sent: said as the rule says it. */
class RowsRefused extends Error {}
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

/**
 * A sub-resource's rows under the record being edited, with add, edit and delete in a dialog
 * (saved at once, and said so); what the user may do follows the definition's lists.
 */
export default function SubResourceTab({ sub }: { sub: SubResourceDef }) {
    const record = useRecordContext();
    const dataProvider = useDataProvider<ConsoleDataProvider>();
    const notify = useNotify();
    const confirm = useConfirm();
    const parentId = record?.id as string | number | undefined;
    const rows = useSubRows<Row>(sub, parentId);
    const [editing, setEditing] = useState<Row | 'new' | null>(null);
    const [one, many] = labelForms(sub.label);
    const may = (action: 'create' | 'update' | 'delete') => allowedNow(rowAccessFor(sub, action));
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
    const editable = Object.keys(sub.fields).filter(name => canEditField(sub.fields[name], allowedNow));
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

    /** A row without a version is read again before its change: one changed meanwhile is stale, as a 412 says. */
    async function refuseIfChangedMeanwhile(row: Row) {
        if (row.version !== undefined) return;
        const now = (await dataProvider.subList<Row>(sub, parentId!)).find(r => r.id === row.id);
        if (!now || changedMeanwhile(row, now, editable).length)
            throw new ApiError(messages.conflict.stale, 412, { detail: messages.conflict.stale, current: now });
    }

    async function save(values: Record<string, unknown>) {
        const isNew = editing === 'new';
        const body = Object.fromEntries(editable.map(k => [k, values[k] === '' ? null : (values[k] ?? null)]));
        try {
            await send(
                isNew ? 'create' : 'update',
                isNew ? { add: body } : { change: (editing as Row).id, values: body },
                async () => {
                    if (!isNew) await refuseIfChangedMeanwhile(editing as Row);
                    if (isNew) return dataProvider.createSubRow(sub, parentId!, body);
                    const row = editing as Row;
                    return dataProvider.updateSubRow(sub, parentId!, row.id, body, row.version);
                }
            );
            notify(`${one} ${isNew ? 'added' : 'saved'}`, { type: 'success' });
            setEditing(null);
        } catch (e) {
            const stale = e instanceof ApiError && e.status === 412;
            const said =
                e instanceof RowsRefused ? e.message : fill(messages.errors.processing, { error: errorDetail(e) });
            notify(stale ? messages.conflict.stale : said, { type: 'error' });
            if (stale) setEditing(null);
        }
        await rows.reload();
    }

    async function remove(row: Row) {
        if (keepsLast(rows.data?.length ?? 0)) {
            notify(sub.atLeastOne!, { type: 'error' });
            return;
        }
        const label = displayText(sub.fields[sub.columns[0]], row[sub.columns[0]], row, allowedNow) || String(row.id);
        if (!(await confirm({ theme: 'delete', message: `Delete the ${one.toLowerCase()} “${label}”?` }))) return;
        try {
            await send('delete', { remove: row.id }, () => dataProvider.deleteSubRow(sub, parentId!, row.id));
            notify(`${one} deleted`, { type: 'success' });
        } catch (e) {
            notify(fill(messages.errors.processing, { error: errorDetail(e) }), { type: 'error' });
        }
        await rows.reload();
    }

    const actions = may('update') || may('delete');
    return (
        <Box sx={{ width: '100%', mb: 3 }}>
            <Typography variant="h6" component="h2">
                {many}
            </Typography>
            <SubTable
                label={many}
                rows={rows.data}
                error={rows.error}
                loading={rows.isPending}
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
                                  render: (row: Row) => (
                                      <>
                                          {may('update') && (
                                              <Button size="small" onClick={() => setEditing(row)}>
                                                  Edit
                                              </Button>
                                          )}
                                          {may('delete') && (
                                              <Button size="small" color="warning" onClick={() => void remove(row)}>
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
                    <Button variant="outlined" onClick={() => setEditing('new')} disabled={full}>
                        Add {one.toLowerCase()}
                    </Button>
                    {full && <Typography color="text.secondary">{sub.limit!.message}</Typography>}
                </Box>
            )}
            {/* The dialog's form is nested in the record's form through a portal: its submit stays here. */}
            <Box onSubmit={e => e.stopPropagation()}>
                <Dialog
                    open={editing !== null}
                    onClose={() => setEditing(null)}
                    aria-labelledby={`${sub.name}-dialog`}
                    fullWidth
                >
                    {editing !== null && (
                        <Form
                            record={editing === 'new' ? {} : editing}
                            onSubmit={(values: Record<string, unknown>) => save(values)}
                            validate={(values: Record<string, unknown>) => validateRow(sub, editable, values)}
                        >
                            <DialogTitle id={`${sub.name}-dialog`}>
                                {editing === 'new' ? `Add ${one.toLowerCase()}` : `Edit ${one.toLowerCase()}`}
                            </DialogTitle>
                            <DialogContent>
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
                                <Button onClick={() => setEditing(null)}>{messages.confirm.cancel}</Button>
                                <Button type="submit" variant="contained">
                                    {editing === 'new' ? 'Add' : 'Save'}
                                </Button>
                            </DialogActions>
                        </Form>
                    )}
                </Dialog>
            </Box>
        </Box>
    );
}
