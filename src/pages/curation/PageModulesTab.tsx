import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { allowedNow } from '../../../authProvider';
import { MODULE_TYPES, SLOTS } from '../../../resources/curation/layout';
import { inSlotOrder, moveTo } from '../../../resources/curation/moduleOrder';
import { pageModulesOfPage } from '../../../resources/curation/pages';
import { choiceName } from '../../../resources/fields';
import { fill, messages } from '../../../resources/messages';
import { orderPageModules } from '../../../resources/operations/curation';
import { PAGE_MODULES } from '../../../resources/subLists';
import { dragOrder } from '../../components/dragOrder';
import SubTable, { useSubRows, type SubColumn } from '../../components/SubTable';
import { inTurn } from '../../lib/inTurn';
import { useOperation } from '../../lib/useOperation';
import { errorDetail } from '../../views/errors';

interface PageModule extends Record<string, unknown> {
    id: number;
    name: string;
    slot_id: number | null;
    slot_position: number | null;
    type_id: number;
    enabled?: boolean;
}
/** A module as a row of its slot's table: its place there, 1 at the top. */
type Placed = PageModule & { place: number };

const c = messages.curation;
const DRAG_TYPE = 'application/x-page-module-id';

/** The module's own page, where it is placed in a slot (or taken out of one). */
const ModuleLink = ({ row }: { row: PageModule }) => (
    <Link component={RouterLink} to={`/curation/page-modules/${row.id}`}>
        {row.name}
    </Link>
);

/**
 * One slot's modules top first. A curator moves one up or down, or drags it onto another's row;
 * each move is saved at once, made from the order as the move before it left it.
 */
function SlotTable({
    slot,
    rows,
    canOrder,
    move,
}: {
    slot: (typeof SLOTS)[number];
    rows: Placed[];
    canOrder: boolean;
    move: (slot: number, row: Placed, place: number) => void;
}) {
    const { dropProps, handle } = dragOrder(
        rows,
        r => r.place,
        (r, place) => move(slot.id, r, place),
        DRAG_TYPE
    );
    const columns: SubColumn<Placed>[] = [
        { key: 'place', label: '#', nowrap: true, render: canOrder && rows.length > 1 ? handle : undefined },
        { key: 'name', label: 'Module', render: r => <ModuleLink row={r} /> },
        { key: 'type_id', label: 'Module Type', render: r => choiceName(MODULE_TYPES, r.type_id, allowedNow) },
        { key: 'enabled', label: 'Enabled', nowrap: true, render: r => (r.enabled ? 'Yes' : 'No') },
    ];
    if (canOrder && rows.length > 1)
        columns.push({
            key: 'move',
            label: 'Move',
            nowrap: true,
            render: r => (
                <Box sx={{ display: 'flex', gap: 1 }}>
                    <Button
                        size="small"
                        disabled={r.place === 1}
                        aria-label={`Move ${r.name} up`}
                        onClick={() => move(slot.id, r, r.place - 1)}
                    >
                        Up
                    </Button>
                    <Button
                        size="small"
                        disabled={r.place === rows.length}
                        aria-label={`Move ${r.name} down`}
                        onClick={() => move(slot.id, r, r.place + 1)}
                    >
                        Down
                    </Button>
                </Box>
            ),
        });
    return (
        <Box component="section" aria-labelledby={`slot-${slot.id}`} sx={{ mb: 2 }}>
            <Typography id={`slot-${slot.id}`} variant="subtitle1" component="h2">
                {slot.name}
            </Typography>
            <SubTable
                label={`${slot.name} modules`}
                rows={rows}
                empty={`No module in the ${slot.name.toLowerCase()} slot.`}
                columns={columns}
                rowProps={canOrder ? dropProps : undefined}
            />
        </Box>
    );
}

/** A page's modules by slot, each slot in its order (the order the preview and the store draw them in). */
export default function PageModulesTab() {
    const record = useRecordContext();
    const notify = useNotify();
    const pageId = record?.id as number | undefined;
    const modules = useSubRows<PageModule>(PAGE_MODULES, pageId);
    const { data, error, isPending, reload, latest } = modules;
    const order = useOperation(orderPageModules);
    const [turns] = useState(inTurn);
    const placed = (rows: readonly PageModule[], slot: number): Placed[] =>
        inSlotOrder(rows, slot).map((m, i) => ({ ...m, place: i + 1 }));

    /** Moves a module to a place in its slot: the whole slot's order is sent, then read back. */
    const move = (slot: number, row: Placed, place: number) =>
        void turns.run(async () => {
            const ids = placed(latest(), slot).map(m => m.id);
            if (!ids.includes(row.id)) return;
            try {
                await order.run(pageId, { slot_id: slot, ids: moveTo(ids, row.id, place - 1) });
                const slotName = SLOTS.find(s => s.id === slot)!.name;
                notify(fill(c.moduleMoved, { name: row.name, place, slot: slotName }), { type: 'success' });
            } catch (e) {
                notify(fill(messages.errors.processing, { error: errorDetail(e) }), { type: 'error' });
            }
            await reload();
        });

    if (!record) return null;
    const rows = data ?? [];
    const unplaced = rows.filter(m => !SLOTS.some(s => s.id === m.slot_id));
    return (
        <Box sx={{ width: '100%' }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {c.modulesInSlot}
            </Typography>
            {error || isPending || !rows.length ? (
                <SubTable
                    label="Modules"
                    rows={undefined}
                    load={modules}
                    empty={pageModulesOfPage.empty}
                    columns={[]}
                />
            ) : (
                <>
                    {SLOTS.map(slot => (
                        <SlotTable
                            key={slot.id}
                            slot={slot}
                            rows={placed(rows, slot.id)}
                            canOrder={order.visible}
                            move={move}
                        />
                    ))}
                    {unplaced.length > 0 && (
                        <Box component="section" aria-labelledby="slot-none">
                            <Typography id="slot-none" variant="subtitle1" component="h2">
                                {c.noSlotModules}
                            </Typography>
                            <Box component="ul" sx={{ mt: 0 }}>
                                {unplaced.map(m => (
                                    <li key={m.id}>
                                        <ModuleLink row={m} />
                                    </li>
                                ))}
                            </Box>
                        </Box>
                    )}
                </>
            )}
        </Box>
    );
}
