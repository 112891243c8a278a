import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { IconButtonWithTooltip, useNotify, useRecordContext, useRefresh, useResourceContext } from 'react-admin';
import { diffRecordPath, isHeldAnswer } from '../../../resources/approvals';
import {
    orderDownloads,
    orderItems,
    orderItemsCsv,
    refundableItems,
    refundOrderItems,
    setOrderDownloads,
} from '../../../resources/operations/support';
import { formatAmount, formatNumber } from '../../../resources/format';
import { fill, messages } from '../../../resources/messages';
import {
    AVAILABILITY,
    AVAILABILITY_CHOICES,
    type Availability,
    downloadChangeNotice,
    downloadChangeRefusal,
    downloadRefusal,
    REFUND_METHODS,
    refundAmounts,
    orderRefundRefusal,
    refundRefusal,
    type OrderItem,
    type RefundMethod,
    ORDER_ITEM_HISTORY,
} from '../../../resources/support/orderItems';
import CsvDownloadProgress from '../../components/CsvDownloadProgress';
import { useConfirm } from '../../components/ConfirmDialog';
import SubTable from '../../components/SubTable';
import { useCsvDownload } from '../../lib/useCsvDownload';
import { errorDetail } from '../../views/errors';
import { APPROVALS_KEY } from '../approvals/calls';
import { useWaitingRecords } from '../approvals/WaitingChanges';
import OrderTotals, { RefundSummary } from './orderTotals';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';
import { DECLINED, useOperation } from '../../lib/useOperation';

/** Items shown on the tab; an order with more downloads them all as CSV. */
const SHOWN = 100;

/** Why the selection cannot be refunded by `method` (the first reason), before anything is sent. */
export function selectionRefusal(items: OrderItem[], method: RefundMethod): string | null {
    for (const item of items) {
        const refusal = refundRefusal(item, method);
        if (refusal) return refusal;
    }
    return null;
}

/** An order's items: download availability (dissociate, reassociate), refunds of selected items, CSV. */
export default function OrderItemsTab() {
    const order = useRecordContext();
    const dataProvider = useConsoleDataProvider();
    const client = useQueryClient();
    const notify = useNotify();
    const refresh = useRefresh();
    const confirm = useConfirm();
    const settingDownloads = useOperation(setOrderDownloads);
    const csv = useCsvDownload();
    const [selected, setSelected] = useState<number[]>([]);
    const [method, setMethod] = useState<RefundMethod>('refund');
    const [busy, setBusy] = useState(false);
    const key = ['order-items', order?.id];
    const items = useQuery({
        queryKey: key,
        enabled: !!order,
        // The spec's message at once rather than a silent wait through retries (Reload asks again).
        retry: false,
        queryFn: () => dataProvider.call(orderItems, order!.id, undefined, { query: { per_page: SHOWN } }),
    });
    const rows = items.data?.results ?? [];
    // An item in a refund waiting for approval is not offered again: the first request decides it.
    const waitingRecords = useWaitingRecords();
    const resource = useResourceContext() ?? '';
    const waiting = (item: OrderItem) =>
        waitingRecords.has(diffRecordPath(resource, order?.id ?? '', { list: ORDER_ITEM_HISTORY.path, id: item.id }));
    const chosen = rows.filter(r => selected.includes(r.id) && !waiting(r));
    // An order not complete refunds nothing: said at once, not after the person has chosen and confirmed.
    const closed = order ? orderRefundRefusal(order) : null;
    const refusal = closed ?? (chosen.length ? selectionRefusal(chosen, method) : null);
    const reload = async () => {
        await client.invalidateQueries({ queryKey: key });
        refresh();
    };

    async function refund() {
        let refundable: OrderItem[];
        try {
            refundable = (await dataProvider.call(refundableItems, order!.id)).results;
        } catch {
            notify(messages.errors.loadOrderItems, { type: 'error' });
            return;
        }
        // Refunded meanwhile (another agent, another tab): said before asking.
        if (chosen.some(c => !refundable.some(r => r.id === c.id))) {
            notify(messages.errors.refundOnce, { type: 'error' });
            return reload();
        }
        const amounts = refundAmounts(chosen);
        const amount = formatAmount(amounts.total, order?.currency);
        const methodName = REFUND_METHODS.find(m => m.id === method)!.name;
        const question = fill(messages.orders.refundConfirm, { count: chosen.length, amount, method: methodName });
        const message = <RefundSummary question={question} amounts={amounts} order={order!} />;
        if (!(await confirm({ message, theme: 'proceed' }))) return;
        setBusy(true);
        try {
            const answer: unknown = await dataProvider.call(refundOrderItems, order!.id, {
                item_ids: chosen.map(c => c.id),
                method,
            });
            // A refund over the policy's threshold is held (202): nothing is refunded yet.
            if (isHeldAnswer(answer)) {
                notify(messages.approvals.sentForApproval, { type: 'info' });
                await client.invalidateQueries({ queryKey: APPROVALS_KEY });
            } else notify(fill(messages.orders.refunded, { count: chosen.length, amount }), { type: 'success' });
            setSelected([]);
        } catch (e) {
            notify(`${messages.errors.refund}: ${errorDetail(e)}`, { type: 'error' });
        } finally {
            setBusy(false);
            await reload();
        }
    }

    async function setAvailability(item: OrderItem, availability: Availability) {
        try {
            // Changed meanwhile (another agent, another tab): said, and the list shows it as it now is.
            const now = (await dataProvider.call(orderDownloads, order!.id)).find(d => d.id === item.id);
            if (now?.availability !== item.availability) {
                notify(messages.orders.downloadChanged, { type: 'warning' });
                return reload();
            }
            // A dissociation is asked as declared, naming the item and its order; declined, nothing changes.
            const about = { name: item.name, order: order!.id };
            const answer = await settingDownloads.run(order!.id, [{ id: item.id, availability }], { about });
            if (answer === DECLINED) return;
            if (isHeldAnswer(answer)) notify(messages.approvals.sentForApproval, { type: 'info' });
            else {
                // Said as the API answered it: what reassociating gives back is the API's to decide.
                const now = Array.isArray(answer) ? answer.find(d => d.id === item.id) : undefined;
                if (now) notify(downloadChangeNotice(item.name, now.availability), { type: 'success' });
            }
        } catch (e) {
            notify(errorDetail(e), { type: 'error' });
        }
        await reload();
    }

    if (!order) return null;
    const toggle = (id: number) => setSelected(s => (s.includes(id) ? s.filter(x => x !== id) : [...s, id]));
    const amount = (v: number) => formatAmount(v, order.currency);
    return (
        <Box sx={{ width: '100%' }}>
            <OrderTotals order={order} />
            {items.error ? (
                <Alert
                    severity="error"
                    action={
                        <Button color="inherit" size="small" variant="outlined" onClick={() => void items.refetch()}>
                            {messages.load.retry}
                        </Button>
                    }
                >
                    {messages.errors.loadOrderItems}
                </Alert>
            ) : (
                <SubTable<OrderItem & Record<string, unknown>>
                    label="Order items"
                    load={items}
                    empty="This order has no items."
                    rows={rows as (OrderItem & Record<string, unknown>)[]}
                    columns={[
                        {
                            key: 'select',
                            label: 'Select',
                            // A refunded item is refunded once: nothing to select.
                            render: r =>
                                r.refunded ? null : waiting(r) ? (
                                    <Typography variant="caption" color="text.secondary">
                                        {messages.approvals.refundWaiting}
                                    </Typography>
                                ) : (
                                    <Checkbox
                                        checked={selected.includes(r.id)}
                                        onChange={() => toggle(r.id)}
                                        slotProps={{ input: { 'aria-label': `Select ${r.name}` } }}
                                    />
                                ),
                        },
                        { key: 'name', label: 'Item' },
                        { key: 'audio_format', label: 'Format', nowrap: true },
                        {
                            key: 'price',
                            label: 'Price',
                            nowrap: true,
                            render: r => amount(r.price),
                        },
                        { key: 'fee', label: 'Format fee', nowrap: true, render: r => amount(r.fee) },
                        { key: 'tax', label: 'Tax', nowrap: true, render: r => amount(r.tax) },
                        {
                            key: 'availability',
                            label: 'Download',
                            render: r => {
                                const why = downloadRefusal(r);
                                const name = AVAILABILITY_CHOICES.find(c => c.id === r.availability)?.name;
                                return (
                                    <>
                                        <Typography variant="body2" fontWeight={500}>
                                            {name}
                                        </Typography>
                                        {why && r.availability === AVAILABILITY.dissociated && (
                                            <Typography variant="caption" color="warning.dark">
                                                {why}
                                            </Typography>
                                        )}
                                    </>
                                );
                            },
                        },
                        {
                            key: 'refunded',
                            label: 'Refunded',
                            nowrap: true,
                            render: r => (r.refunded ? 'Yes' : 'No'),
                        },
                        {
                            key: 'actions',
                            label: 'Actions',
                            nowrap: true,
                            // Icon buttons named by their action and the item (and so their tooltips): the row fits
                            // at 1024 px, and each button says which item it acts on.
                            render: r =>
                                r.availability === AVAILABILITY.dissociated ? (
                                    <IconButtonWithTooltip
                                        label={fill(messages.orders.reassociateItem, { name: r.name })}
                                        onClick={() => void setAvailability(r, AVAILABILITY.available)}
                                    >
                                        <LinkIcon fontSize="small" />
                                    </IconButtonWithTooltip>
                                ) : downloadChangeRefusal(r, 'dissociate') ? null : (
                                    <IconButtonWithTooltip
                                        label={fill(messages.orders.dissociateItem, { name: r.name })}
                                        onClick={() => void setAvailability(r, AVAILABILITY.dissociated)}
                                    >
                                        <LinkOffIcon fontSize="small" />
                                    </IconButtonWithTooltip>
                                ),
                        },
                    ]}
                />
            )}
            {(items.data?.count ?? 0) > SHOWN && (
                <Typography variant="body2" color="text.secondary">
                    The first {SHOWN} of {formatNumber(items.data!.count)} items; download the CSV for every one.
                </Typography>
            )}
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
                <TextField
                    select
                    size="small"
                    label="Refund as"
                    value={method}
                    onChange={e => setMethod(e.target.value as RefundMethod)}
                    sx={{ minWidth: 200 }}
                >
                    {REFUND_METHODS.map(m => (
                        <MenuItem key={m.id} value={m.id}>
                            {m.name}
                        </MenuItem>
                    ))}
                </TextField>
                <Button
                    variant="contained"
                    disabled={!chosen.length || !!refusal || busy}
                    onClick={() => void refund()}
                >
                    {chosen.length ? `Refund ${chosen.length} selected item(s)` : 'Refund selected items'}
                </Button>
                <Button
                    variant="outlined"
                    disabled={csv.busy}
                    onClick={() =>
                        void csv.download({ operation: orderItemsCsv, params: order.id }, `order-${order.id}-items.csv`)
                    }
                >
                    Download items CSV
                </Button>
                <CsvDownloadProgress {...csv} />
            </Box>
            {refusal && (
                <Alert severity="warning" role="alert">
                    {refusal}
                </Alert>
            )}
            {!chosen.length && rows.length > 0 && rows.every(r => r.refunded) && (
                <Typography variant="body2" color="text.secondary">
                    {messages.orders.noRefundable}
                </Typography>
            )}
        </Box>
    );
}
