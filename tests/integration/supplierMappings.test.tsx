/** A supplier's genre and label mappings are saved whole (§7 Others: "genre and label mappings PUT"). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../resources/messages';
import { renderAt, signIn, useApi } from './harness';

describe('a supplier’s mappings', () => {
    const { api, server } = useApi(40);
    const names = (table: string) =>
        api.db.prepare(`SELECT source_name FROM ${table} WHERE supplier_id = 1 ORDER BY id`).pluck().all() as string[];

    it('a genre mapping removed and a label mapping added: each sent as the whole list in one PUT', async () => {
        await signIn(api, 'admin');
        const writes: string[] = [];
        const bodies: unknown[] = [];
        server.events.on('request:start', ({ request }) => {
            if (request.method === 'GET') return;
            writes.push(`${request.method} ${new URL(request.url).pathname}`);
            void request
                .clone()
                .json()
                .then(b => bodies.push(b));
        });
        const genres = names('supplier_genre_mappings');
        expect(genres.length).toBeGreaterThan(1);
        const view = renderAt('/catalog/suppliers/1/genre-mappings');
        const table = await screen.findByRole('table', { name: 'Genre mappings' }, { timeout: 30_000 });
        const row = within(table).getByText(genres[0]).closest('tr')!;
        await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
        const dialog = await screen.findByRole('dialog', { name: messages.confirm.title });
        await userEvent.click(within(dialog).getByRole('button', { name: messages.confirm.delete }));
        expect(await screen.findByText('Genre mapping deleted')).toBeInTheDocument();
        expect(names('supplier_genre_mappings')).toEqual(genres.slice(1));
        expect(writes).toEqual(['PUT /v4/catalog/suppliers/1/genre-mappings/']);
        await waitFor(() => expect(bodies).toHaveLength(1));
        expect((bodies[0] as { source_name: string }[]).map(r => r.source_name)).toEqual(genres.slice(1));
        view.unmount();

        const labels = names('supplier_label_mappings');
        renderAt('/catalog/suppliers/1/label-mappings');
        await userEvent.click(await screen.findByRole('button', { name: 'Add label mapping' }, { timeout: 30_000 }));
        const add = await screen.findByRole('dialog', { name: 'Add label mapping' });
        await userEvent.type(within(add).getByLabelText(/^Source name/), 'NEW IMPRINT');
        await userEvent.click(within(add).getByRole('button', { name: 'Add' }));
        expect(await screen.findByText('Label mapping added')).toBeInTheDocument();
        expect(names('supplier_label_mappings')).toEqual([...labels, 'NEW IMPRINT']);
        expect(writes.slice(1)).toEqual(['PUT /v4/catalog/suppliers/1/label-mappings/']);
    }, 60_000);
});
