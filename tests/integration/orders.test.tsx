/**
 * An order's Items tab: a refund asks through the Confirm dialog with its amount and moves the
 * totals; a refunded or dissociated item is explained before the click; a failed load says so.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatAmount } from '../../resources/format';
import { fill, messages } from '../../resources/messages';
import { API, renderAt, signIn, useApi } from './harness';

/** The first screen of a file loads the whole app: slow when the machine is shared (load 10+ on 2 cores). */
const SLOW = 60_000;
/** An item's action buttons, named with the item. */
const dissociate = (name: string) => ({ name: fill(messages.orders.dissociateItem, { name }) });
const reassociate = (name: string) => ({ name: fill(messages.orders.reassociateItem, { name }) });

describe('order items', () => {
    const { api, server, http, HttpResponse } = useApi(20);
    /** A complete order whose items are all available and none refunded (the seed has many). */
    const freshOrder = () =>
        api.db
            .prepare(
                `SELECT o.id FROM orders o WHERE o.status = 'complete' AND o.currency = 'USD'
                 AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND (i.refunded = 1 OR i.availability <> 1))
                 AND NOT EXISTS (SELECT 1 FROM order_refunds r WHERE r.order_id = o.id) ORDER BY o.id LIMIT 1`
            )
            .pluck()
            .get() as number;
    const firstItem = (order: number) =>
        api.db
            .prepare('SELECT id, name, price, fee, tax FROM order_items WHERE order_id = ? ORDER BY id LIMIT 1')
            .get(order) as { id: number; name: string; price: number; fee: number; tax: number };
    /** A fresh order whose first item has a format fee (a WAV, AIFF or FLAC) and a share of tax. */
    const orderWithFee = () =>
        api.db
            .prepare(
                `SELECT o.id FROM orders o WHERE o.status = 'complete' AND o.currency = 'USD' AND o.refund_total = 0
                 AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND (i.refunded = 1 OR i.availability <> 1))
                 AND (SELECT fee > 0 AND tax > 0 FROM order_items i WHERE i.order_id = o.id ORDER BY i.id LIMIT 1)
                 ORDER BY o.id DESC LIMIT 1`
            )
            .pluck()
            .get() as number;
    const cents = (amount: number) => Math.round(amount * 100);

    it(
        'the refund dialog says what the customer gets back (price, fees, tax, total) and what is kept; the totals follow; a refunded item cannot be selected or dissociated',
        async () => {
            const order = orderWithFee();
            const item = firstItem(order);
            const total = api.db.prepare('SELECT total FROM orders WHERE id = ?').pluck().get(order) as number;
            const back = (cents(item.price) + cents(item.fee) + cents(item.tax)) / 100;
            await signIn(api, 'support');
            renderAt(`/support/orders/${order}/items`);
            const table = await screen.findByRole('table', { name: 'Order items' }, { timeout: 30_000 });
            expect(screen.getByTestId('order-Refunded')).toHaveTextContent('$0.00');
            await userEvent.click(within(table).getByRole('checkbox', { name: `Select ${item.name}` }));
            await userEvent.click(screen.getByRole('button', { name: 'Refund 1 selected item(s)' }));
            const dialog = await screen.findByRole('dialog', { name: messages.confirm.title });
            expect(dialog).toHaveTextContent(`for ${formatAmount(back)}`);
            const gets = within(dialog).getByLabelText(messages.orders.refundBack);
            const amount = (label: string) => within(gets).getByTestId(`refund-${label}`);
            expect(amount('Price')).toHaveTextContent(formatAmount(item.price));
            expect(amount('Audio-format fees')).toHaveTextContent(formatAmount(item.fee));
            expect(amount('Tax')).toHaveTextContent(formatAmount(item.tax));
            expect(amount('Total')).toHaveTextContent(formatAmount(back));
            expect(dialog).toHaveTextContent(
                fill(messages.orders.refundKept, {
                    amount: formatAmount((cents(total) - cents(back)) / 100),
                    total: formatAmount(total),
                })
            );
            await userEvent.click(within(dialog).getByRole('button', { name: messages.confirm.proceed }));
            // The page is hidden from assistive tech until the dialog has faded out.
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            await waitFor(() => expect(screen.getByTestId('order-Refunded')).toHaveTextContent(formatAmount(back)), {
                timeout: 15_000,
            });
            expect(
                api.db.prepare('SELECT amount FROM order_refunds WHERE order_item_id = ?').pluck().get(item.id)
            ).toBe(back);

            const row = within(table).getByText(item.name).closest('tr')!;
            await waitFor(() => expect(row).toHaveTextContent('Yes'));
            expect(within(row).queryByRole('checkbox')).toBeNull();
            expect(within(row).queryByRole('button', dissociate(item.name))).toBeNull();
            expect(screen.getByRole('button', { name: 'Refund selected items' })).toBeDisabled();
        },
        SLOW
    );

    it(
        'a dissociated item says its download is blocked and refuses credit before the click; reassociating restores it',
        async () => {
            const order = freshOrder();
            const item = firstItem(order);
            await signIn(api, 'admin');
            renderAt(`/support/orders/${order}/items`);
            const table = await screen.findByRole('table', { name: 'Order items' }, { timeout: 30_000 });
            const row = () => within(table).getByText(item.name).closest('tr')!;
            await userEvent.click(within(row()).getByRole('button', dissociate(item.name)));
            const dialog = await screen.findByRole('dialog', { name: messages.confirm.title });
            await userEvent.click(within(dialog).getByRole('button', { name: messages.confirm.proceed }));
            // The page is hidden from assistive tech until the dialog has faded out.
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            await waitFor(() => expect(row()).toHaveTextContent(messages.orders.dissociatedDownload));
            expect(await screen.findByText(fill(messages.orders.dissociated, { name: item.name }))).toBeInTheDocument();

            await userEvent.click(screen.getByRole('combobox', { name: 'Refund as' }));
            await userEvent.click(await screen.findByRole('option', { name: 'Store credit' }));
            await userEvent.click(within(row()).getByRole('checkbox'));
            // The dissociation's success notice (also an alert) may still be showing beside the warning.
            const blocked = await screen.findByText(messages.orders.dissociatedBlocks);
            expect(blocked.closest('[role="alert"]')).not.toBeNull();
            expect(screen.getByRole('button', { name: 'Refund 1 selected item(s)' })).toBeDisabled();

            await userEvent.click(within(row()).getByRole('button', reassociate(item.name)));
            await waitFor(() => expect(within(row()).getByRole('button', dissociate(item.name))).toBeInTheDocument());
            expect(api.db.prepare('SELECT availability FROM order_items WHERE id = ?').pluck().get(item.id)).toBe(1);
            const back = fill(messages.orders.reassociated, { name: item.name, state: 'available' });
            expect(await screen.findByText(back)).toBeInTheDocument();
            await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
        },
        SLOW
    );

    it(
        'an unavailable item dissociated and reassociated is unavailable again, and the notice says so',
        async () => {
            const { id: order, name } = api.db
                .prepare(
                    `SELECT o.id, i.name FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.status = 'open'
                     AND i.availability = 0 ORDER BY o.id DESC, i.id LIMIT 1`
                )
                .get() as { id: number; name: string };
            await signIn(api, 'support');
            renderAt(`/support/orders/${order}/items`);
            const table = await screen.findByRole('table', { name: 'Order items' }, { timeout: 30_000 });
            const row = () => within(table).getAllByText(name)[0]!.closest('tr')!;
            await userEvent.click(within(row()).getByRole('button', dissociate(name)));
            const dialog = await screen.findByRole('dialog', { name: messages.confirm.title });
            await userEvent.click(within(dialog).getByRole('button', { name: messages.confirm.proceed }));
            expect(await screen.findByText(fill(messages.orders.dissociated, { name }))).toBeInTheDocument();
            await userEvent.click(await within(row()).findByRole('button', reassociate(name)));
            const back = fill(messages.orders.reassociated, { name, state: 'unavailable' });
            expect(await screen.findByText(back)).toBeInTheDocument();
            await waitFor(() => expect(row()).toHaveTextContent('Unavailable'));
        },
        SLOW
    );

    it(
        'an order not complete says at once that its items cannot be refunded, and offers no refund',
        async () => {
            const order = (
                api.db.prepare(`SELECT id FROM orders WHERE status != 'complete' ORDER BY id LIMIT 1`).get() as {
                    id: number;
                }
            ).id;
            await signIn(api, 'support');
            renderAt(`/support/orders/${order}/items`);
            const table = await screen.findByRole('table', { name: 'Order items' }, { timeout: 30_000 });
            expect(await screen.findByRole('alert')).toHaveTextContent(messages.orders.notComplete);
            const [first] = within(table).getAllByRole('checkbox');
            if (first) await userEvent.click(first);
            expect(screen.getByRole('button', { name: /^Refund / })).toBeDisabled();
        },
        SLOW
    );

    it(
        'an item whose download was changed meanwhile is not changed again: said, and shown as it now is',
        async () => {
            const order = freshOrder();
            const item = firstItem(order);
            await signIn(api, 'support');
            const writes: string[] = [];
            server.events.on('request:start', ({ request }) => {
                if (request.method !== 'GET') writes.push(`${request.method} ${request.url}`);
            });
            renderAt(`/support/orders/${order}/items`);
            const table = await screen.findByRole('table', { name: 'Order items' }, { timeout: 30_000 });
            const row = () => within(table).getByText(item.name).closest('tr')!;
            // Another agent dissociates it after this tab loaded.
            api.db.prepare('UPDATE order_items SET availability = 2 WHERE id = ?').run(item.id);
            await userEvent.click(within(row()).getByRole('button', dissociate(item.name)));
            // Read again before asking: nothing is asked about a change that is no longer there to make.
            expect(await screen.findByText(messages.orders.downloadChanged)).toBeInTheDocument();
            expect(screen.queryByRole('dialog', { name: messages.confirm.title })).toBeNull();
            await waitFor(() => expect(within(row()).getByRole('button', reassociate(item.name))).toBeInTheDocument());
            expect(writes).toEqual([]);
        },
        SLOW
    );

    it(
        'the orders list downloads the items of the orders its filters keep (order-items-csv/download)',
        async () => {
            const { user_id } = api.db.prepare('SELECT user_id FROM orders ORDER BY id LIMIT 1').get() as {
                user_id: number;
            };
            const items = api.db
                .prepare('SELECT count(*) FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.user_id = ?')
                .pluck()
                .get(user_id) as number;
            await signIn(api, 'support');
            const urls: string[] = [];
            server.events.on('request:start', ({ request }) => void urls.push(request.url));
            renderAt(`/support/orders?filter=${encodeURIComponent(JSON.stringify({ user_id: String(user_id) }))}`);
            vi.mocked(URL.createObjectURL).mockClear();
            await userEvent.click(
                await screen.findByRole('button', { name: 'Download order items CSV' }, { timeout: 30_000 })
            );
            await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
            expect(urls.some(u => u.includes(`/support/order-items-csv/download/?user_id=${user_id}`))).toBe(true);
            const blob = vi.mocked(URL.createObjectURL).mock.calls.at(-1)![0] as Blob;
            const rows = (await blob.text()).trim().split('\r\n');
            expect(rows[0]).toMatch(/^order_id,item_id,/);
            expect(rows).toHaveLength(items + 1);
        },
        SLOW
    );

    it(
        'from a user to their orders: the filtered list shows each order’s ID, and an order’s user links back',
        async () => {
            const { user_id, username } = api.db
                .prepare(`SELECT o.user_id, o.username FROM orders o ORDER BY o.id LIMIT 1`)
                .get() as { user_id: number; username: string };
            const ids = api.db
                .prepare('SELECT id FROM orders WHERE user_id = ? ORDER BY id')
                .pluck()
                .all(user_id) as number[];
            await signIn(api, 'support');
            renderAt(`/support/users/${user_id}`);
            await userEvent.click(
                await screen.findByRole('link', { name: `Orders of ${username}` }, { timeout: 30_000 })
            );
            const table = await screen.findByRole('table', {}, { timeout: 20_000 });
            expect(within(table).getByRole('columnheader', { name: /^ID/ })).toBeInTheDocument();
            // The user's filter is on screen; the rows are their orders, each with its ID as the row's link.
            expect(screen.getByRole('textbox', { name: 'User IDs' })).toHaveValue(String(user_id));
            await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(ids.length + 1));
            const shown = within(table)
                .getAllByRole('row')
                .slice(1)
                .map(r => Number(within(r).getAllByRole('link')[0].textContent));
            expect(shown.sort((a, b) => a - b)).toEqual(ids);

            await userEvent.click(within(table).getByRole('link', { name: String(ids[0]) }));
            const user = await screen.findByLabelText('User', {}, { timeout: 20_000 });
            const link = within(user).getByRole('link', { name: username });
            expect(link).toHaveAttribute('href', `/support/users/${user_id}`);
        },
        SLOW
    );

    it(
        'says when the items cannot be loaded',
        async () => {
            server.use(
                http.get(`${API}/support/orders/:id/items/`, () =>
                    HttpResponse.json({ detail: 'down' }, { status: 500 })
                )
            );
            await signIn(api, 'support');
            renderAt(`/support/orders/${freshOrder()}/items`);
            expect(
                await screen.findByText(messages.errors.loadOrderItems, {}, { timeout: 30_000 })
            ).toBeInTheDocument();
        },
        SLOW
    );

    it(
        'shows the payment: tax lines, fees, transactions and the receipt with the order IP',
        async () => {
            const order = freshOrder();
            const ip = api.db.prepare('SELECT purchaser_ip FROM orders WHERE id = ?').pluck().get(order) as string;
            await signIn(api, 'support');
            renderAt(`/support/orders/${order}/payment`);
            expect(await screen.findByRole('table', { name: 'Tax lines' }, { timeout: 30_000 })).toBeInTheDocument();
            expect(screen.getByRole('table', { name: 'Transactions' })).toHaveTextContent('Charge');
            expect(screen.getByLabelText('Receipt')).toHaveTextContent(`Order IP address ${ip}`);
        },
        SLOW
    );
});
