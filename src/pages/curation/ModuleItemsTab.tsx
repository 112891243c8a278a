import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { allowedNow, mayWriteNow } from '../../../authProvider';
import { ApiError } from '../../../dataProvider';
import { PAGE_MODULE_ITEM_LIMIT } from '../../../resources/constants';
import { itemImageSize } from '../../../resources/curation/layout';
import items from '../../../resources/curation/moduleItems';
import { fill, messages } from '../../../resources/messages';
import { displayText } from '../../../resources/display';
import { writeAccessFor } from '../../../resources/schema';
import { useConfirm } from '../../components/ConfirmDialog';
import SubTable, { useSubRows, type SubColumn } from '../../components/SubTable';
import { loadingOrFailed } from '../../components/LoadFailed';
import { errorDetail } from '../../views/errors';
import { NumberAction } from '../../views/TrackOrderTab';
import { additionProblem, type ModuleItem, type NewItem } from './itemRules';
import { dragOrder } from '../../components/dragOrder';
import { ItemName, itemTitle, useItemDescriptions } from './itemNames';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

const DRAG_TYPE = 'application/x-module-item';
/** The add dialog (autocomplete, upload) loads when first opened. */
const AddItemDialog = lazy(() => import('./AddItemDialog'));

/**
 * A module's items in order: added through a dialog (at most 250, a duplicate is removed and
 * said so), moved by number or by dragging a row onto another, removed after a Delete confirm.
 */
export default function ModuleItemsTab() {
    const record = useRecordContext();
    const dataProvider = useConsoleDataProvider();
    const notify = useNotify();
    const confirm = useConfirm();
    const moduleId = record?.id as string | number | undefined;
    const list = useSubRows<ModuleItem>(items, moduleId);
    const rows = list.data ?? [];
    const describeItem = useItemDescriptions(rows);
    const [adding, setAdding] = useState(false);
    const [refusal, setRefusal] = useState<string | null>(null);
    const may = (action: 'create' | 'update' | 'delete') => mayWriteNow(writeAccessFor(items, action));
    const need = itemImageSize(
        (record?.page as { page_type_id?: number } | null)?.page_type_id,
        record?.slot_id,
        record?.type_id
    );

    async function call(run: () => Promise<unknown>, done: string) {
        try {
            await run();
            notify(done, { type: 'success' });
        } catch (e) {
            const text = errorDetail(e);
            // A 409 is the module's own refusal (the limit, a duplicate removed): its words as they are.
            const refusal = e instanceof ApiError && e.status === 409;
            const limit = text === messages.validation.itemLimit;
            notify(refusal ? text : fill(messages.errors.processing, { error: text }), {
                type: refusal && !limit ? 'warning' : 'error',
            });
            if (limit) setRefusal(text);
        }
        await list.reload();
    }

    async function add(item: NewItem) {
        const problem = additionProblem(rows, item);
        setAdding(false);
        if (problem) {
            notify(problem.message, { type: problem.kind === 'limit' ? 'error' : 'warning' });
            setRefusal(problem.kind === 'limit' ? problem.message : null);
            return;
        }
        await call(() => dataProvider.createSubRow(items, moduleId!, { ...item }), 'Item added');
    }
    /** A full module refuses at once, before anything is typed. */
    function startAdding() {
        if (rows.length < PAGE_MODULE_ITEM_LIMIT) return setAdding(true);
        notify(messages.validation.itemLimit, { type: 'error' });
        setRefusal(messages.validation.itemLimit);
    }
    const move = (row: ModuleItem, position: number) =>
        call(
            () => dataProvider.updateSubRow(items, moduleId!, row.id, { position }, row.version),
            // The item by what it is: its number is the place it just left.
            fill(messages.curation.itemMoved, { item: itemTitle(row, describeItem(row)), position })
        );
    async function remove(row: ModuleItem) {
        const message = `Delete item ${row.position} “${row.title ?? row.url ?? ''}” from this module?`;
        if (!(await confirm({ theme: 'delete', message }))) return;
        await call(() => dataProvider.deleteSubRow(items, moduleId!, row.id), 'Item deleted');
    }

    const { dropProps, handle } = dragOrder(
        rows,
        r => r.position,
        (r, to) => void move(r, to),
        DRAG_TYPE
    );
    const columns: SubColumn<ModuleItem>[] = [
        { key: 'position', label: '#', nowrap: true, render: may('update') ? handle : undefined },
        {
            key: 'image',
            label: 'Image',
            render: r =>
                r.image ? (
                    // Read as it scrolls into view, not one request per item when the tab opens (issue 43).
                    <Box
                        component="img"
                        src={r.image}
                        alt=""
                        loading="lazy"
                        decoding="async"
                        sx={{ height: 40, maxWidth: 120, objectFit: 'cover' }}
                    />
                ) : (
                    '—'
                ),
        },
        // The record told apart from its namesakes: its detail and id under the title.
        { key: 'title', label: 'Title', render: r => <ItemName item={r} record={describeItem(r)} /> },
        {
            key: 'item_type',
            label: 'Type',
            nowrap: true,
            render: r => displayText(items.fields.item_type, r.item_type, r, allowedNow),
        },
    ];
    if (may('update') || may('delete'))
        columns.push({
            key: 'actions',
            label: 'Move to',
            nowrap: true,
            render: r => (
                <Box sx={{ display: 'flex', gap: 1 }}>
                    {may('update') && (
                        <NumberAction
                            key={`${r.id}-${r.position}`}
                            label={`New position for item ${r.position}`}
                            button="Move"
                            max={rows.length}
                            initial={String(r.position)}
                            skip={r.position}
                            onGo={n => void move(r, n)}
                        />
                    )}
                    {may('delete') && (
                        <Button size="small" color="warning" onClick={() => void remove(r)}>
                            Delete
                        </Button>
                    )}
                </Box>
            ),
        });

    return (
        <Box sx={{ width: '100%' }}>
            <Typography variant="h6" component="h2">
                Items ({rows.length} of {PAGE_MODULE_ITEM_LIMIT})
            </Typography>
            <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
                Item images here: {need.width}x{need.height} ({need.where})
            </Typography>
            {refusal && (
                <Alert severity="error" onClose={() => setRefusal(null)} sx={{ mb: 1 }}>
                    {refusal}
                </Alert>
            )}
            {loadingOrFailed(list, "the module's items")}
            <SubTable
                label="Module items"
                rows={list.data}
                loading={!list.data}
                empty={items.empty}
                columns={columns}
                rowProps={may('update') ? dropProps : undefined}
            />
            {may('create') && (
                <Button variant="outlined" onClick={startAdding}>
                    Add item
                </Button>
            )}
            {adding && record && (
                <Suspense fallback={null}>
                    <AddItemDialog
                        defaultType={String(record.item_type ?? 'releases')}
                        need={need}
                        onClose={() => setAdding(false)}
                        onAdd={add}
                    />
                </Suspense>
            )}
        </Box>
    );
}
