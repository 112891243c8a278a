import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill, messages } from '../../resources/messages';
import { API, renderAt, signIn, useApi } from './harness';

describe('curation', () => {
    const { api, server, http, HttpResponse } = useApi(120);
    const titles = (moduleId: number) =>
        api.db
            .prepare('SELECT title FROM page_module_items WHERE page_module_id = ? ORDER BY position')
            .pluck()
            .all(moduleId) as string[];

    it('the items tab moves an item by number and deletes one after the Delete confirm', async () => {
        await signIn(api, 'curation');
        const before = titles(2);
        renderAt('/curation/page-modules/2/items');
        const input = await screen.findByLabelText(`New position for item ${before.length}`, {}, { timeout: 40_000 });
        await userEvent.clear(input);
        await userEvent.type(input, '1{Enter}');
        await waitFor(() => expect(titles(2)).toEqual([before[before.length - 1], ...before.slice(0, -1)]));
        // The notice names the item moved, not the place it left (walk 52).
        const moved = fill(messages.curation.itemMoved, { item: before[before.length - 1], position: 1 });
        expect(await screen.findByText(moved)).toBeInTheDocument();

        // The title cell: the item's title, then what tells its record apart and the record's id.
        const row = (await screen.findByRole('cell', { name: n => n.startsWith(`${before[0]},`) })).closest('tr')!;
        await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
        const ask = await screen.findByRole('dialog', { name: messages.confirm.title });
        expect(within(ask).getByText(`Delete item 2 “${before[0]}” from this module?`)).toBeInTheDocument();
        await userEvent.click(within(ask).getByRole('button', { name: messages.confirm.delete }));
        await waitFor(() => expect(titles(2)).toEqual([before[before.length - 1], ...before.slice(1, -1)]));
        expect(await screen.findByText(`Items (${before.length - 1} of 250)`)).toBeInTheDocument();
    }, 60_000);

    it('a page’s refused save says “Error during page create/update” with the server’s detail', async () => {
        await signIn(api, 'admin');
        server.use(
            http.patch(`${API}/curation/pages/2/`, () => HttpResponse.json({ detail: 'Page locked.' }, { status: 409 }))
        );
        renderAt('/curation/pages/2');
        const name = await screen.findByLabelText(/^Name/, {}, { timeout: 10_000 });
        await userEvent.type(name, ' 2');
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(
            await screen.findByText(fill(messages.errors.createUpdate, { resource: 'page', error: 'Page locked.' }))
        ).toBeInTheDocument();
    });

    it('a module’s refused save names the module', async () => {
        await signIn(api, 'admin');
        server.use(
            http.patch(`${API}/curation/page-modules/4/`, () =>
                HttpResponse.json({ detail: 'Module locked.' }, { status: 409 })
            )
        );
        renderAt('/curation/page-modules/4');
        const name = await screen.findByLabelText(/^Name/, {}, { timeout: 10_000 });
        await userEvent.type(name, ' 2');
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(
            await screen.findByText(fill(messages.errors.createUpdate, { resource: 'module', error: 'Module locked.' }))
        ).toBeInTheDocument();
    });

    it('deletes a module with its items after the Delete confirm says how many items go', async () => {
        await signIn(api, 'label_mgmt');
        const items = titles(10).length;
        renderAt('/curation/page-modules/10');
        const remove = await screen.findByRole('button', { name: 'Delete' }, { timeout: 20_000 });
        await waitFor(() => expect(remove).toBeEnabled(), { timeout: 10_000 });
        await userEvent.click(remove);
        const ask = await screen.findByRole('dialog', { name: messages.confirm.title });
        expect(
            within(ask).getByText(`Delete module 10 “Autumn Picks (unplaced)” and its ${items} items?`)
        ).toBeInTheDocument();
        await userEvent.click(within(ask).getByRole('button', { name: messages.confirm.delete }));
        await waitFor(() =>
            expect(api.db.prepare('SELECT count(*) FROM page_modules WHERE id = 10').pluck().get()).toBe(0)
        );
        expect(titles(10)).toEqual([]);
    }, 60_000);
});
