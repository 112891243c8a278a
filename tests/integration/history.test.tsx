/**
 * History reads like the record: a reference change names the records ("Genre: Trance (ID 4) → Techno (ID 2)"),
 * an order item's availability reads by the item's title and the choice's names; and an order's
 * money reads the same, with its currency, in its list, its items and its payment.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../resources/format';
import { renderAt, signIn, useApi } from './harness';

const SLOW = 60_000;
type Row = Record<string, unknown>;

describe('history and money as people read them', () => {
    const { api } = useApi(20);

    it(
        'a track’s genre change names both genres',
        async () => {
            const track = api.db.prepare('SELECT id, genre_id, version FROM tracks ORDER BY id LIMIT 1').get() as Row;
            const genres = api.db.prepare('SELECT id, name FROM genres ORDER BY id').all() as Row[];
            const before = genres.find(g => g.id === track.genre_id)!;
            const after = genres.find(g => g.id !== track.genre_id)!;
            const saved = await api.as('admin', `/v4/catalog/tracks/${String(track.id)}/`, {
                method: 'PATCH',
                headers: { 'If-Match': `"${String(track.version)}"` },
                json: { genre_id: after.id, sub_genre_id: null },
            });
            expect(saved.status).toBe(200);
            await signIn(api, 'admin');
            renderAt(`/catalog/tracks/${String(track.id)}/history`);
            const table = await screen.findByRole('table', { name: 'History' }, { timeout: 30_000 });
            // Each genre by its name and id (a genre has nothing else that tells it apart).
            const line = `Genre: ${String(before.name)} (ID ${String(before.id)}) → ${String(after.name)} (ID ${String(after.id)})`;
            await waitFor(() => expect(within(table).getByText(line)).toBeInTheDocument(), { timeout: 15_000 });
            // Never the ids.
            expect(table).not.toHaveTextContent(`Genre: ${String(before.id)} → ${String(after.id)}`);
        },
        SLOW
    );

    it(
        'an order item’s availability change reads by the item’s title and the availability’s names',
        async () => {
            const item = api.db
                .prepare(
                    `SELECT i.id, i.name, i.order_id FROM order_items i JOIN orders o ON o.id = i.order_id
                     WHERE o.status = 'complete' AND i.availability = 1 AND i.refunded = 0 ORDER BY i.id LIMIT 1`
                )
                .get() as Row;
            const changed = await api.as('admin', `/v4/support/orders/${String(item.order_id)}/downloads/`, {
                method: 'PATCH',
                json: [{ id: item.id, availability: 2 }],
            });
            expect(changed.status).toBe(200);
            await signIn(api, 'admin');
            renderAt(`/support/orders/${String(item.order_id)}/history`);
            const table = await screen.findByRole('table', { name: 'History' }, { timeout: 30_000 });
            await waitFor(() =>
                expect(table).toHaveTextContent(`Item “${String(item.name)}” · Availability: Available → Dissociated`)
            );
            expect(table).not.toHaveTextContent(`item ${String(item.id)}`);
        },
        SLOW
    );

    it(
        'an order’s money reads with its currency symbol and two decimals in its list, items and payment alike',
        async () => {
            const order = api.db
                .prepare(
                    `SELECT id, currency, total FROM orders WHERE currency = 'EUR' AND status = 'complete' ORDER BY id LIMIT 1`
                )
                .get() as Row;
            const item = api.db
                .prepare('SELECT name, price FROM order_items WHERE order_id = ? ORDER BY id LIMIT 1')
                .get(order.id) as Row;
            const total = formatAmount(order.total as number, 'EUR');
            expect(total).toMatch(/^€[\d,]+\.\d\d$/);
            await signIn(api, 'admin');

            const items = renderAt(`/support/orders/${String(order.id)}/items`);
            const table = await screen.findByRole('table', { name: 'Order items' }, { timeout: 30_000 });
            const row = within(table).getByText(String(item.name)).closest('tr')!;
            expect(row).toHaveTextContent(formatAmount(item.price as number, 'EUR'));
            expect(screen.getByTestId('order-Total')).toHaveTextContent(total);
            items.unmount();

            const payment = renderAt(`/support/orders/${String(order.id)}/payment`);
            await waitFor(() => expect(screen.getAllByText(total).length).toBeGreaterThan(0), { timeout: 30_000 });
            payment.unmount();

            renderAt(`/support/orders?filter=${encodeURIComponent(JSON.stringify({ id: String(order.id) }))}`);
            // The list's fixed columns are the order's ID, date and user (issue 40); its total is one switch away.
            await screen.findByRole('link', { name: String(order.id) }, { timeout: 30_000 });
            await userEvent.click(screen.getByRole('button', { name: /Columns/ }));
            await userEvent.click(await screen.findByRole('switch', { name: 'Total' }));
            await userEvent.keyboard('{Escape}');
            const cell = await screen.findByText(total, {}, { timeout: 30_000 });
            expect(cell.closest('tr')).not.toBeNull();
        },
        SLOW
    );
});
