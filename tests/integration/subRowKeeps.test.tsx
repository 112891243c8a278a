/**
 * A row edited in a sub-resource tab's dialog keeps what was typed (issues 40 and 41): someone
 * else's change to the row asks Reload or Overwrite, as the record form does; the retry of a save
 * whose answer was lost is the person's own; a failed write says so with Retry; a pending one is
 * off and shows progress.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { messages } from '../../resources/messages';
import { API, renderAt, signIn, useApi } from './harness';

const m = messages.conflict;
type Contact = { id: number; name: string; email: string | null; username: string | null };

describe('a supplier’s contact edited in its dialog', () => {
    const { api, server, http, HttpResponse } = useApi(30);
    const contacts = (supplier: number) =>
        api.db
            .prepare('SELECT id, name, email, username FROM supplier_contacts WHERE supplier_id = ? ORDER BY id')
            .all(supplier) as Contact[];

    /** Opens the supplier's Contacts tab and the Edit dialog of its first contact. */
    async function editFirst(supplier: number) {
        await signIn(api, 'admin');
        renderAt(`/catalog/suppliers/${supplier}/contacts`);
        const row = contacts(supplier)[0];
        const table = await screen.findByRole('table', { name: 'Contacts' }, { timeout: 10_000 });
        const tr = within(table).getByText(row.name).closest('tr')!;
        await userEvent.click(within(tr).getByRole('button', { name: 'Edit' }));
        const dialog = await screen.findByRole('dialog', { name: 'Edit contact' });
        return { row, dialog };
    }

    it('changed by someone else meanwhile: the dialog stays with the typed values, and offers Reload / Overwrite', async () => {
        const { row, dialog } = await editFirst(1);
        const name = within(dialog).getByLabelText(/^Name/);
        await userEvent.clear(name);
        await userEvent.type(name, 'Typed Contact');
        // A colleague changes the same contact's username (and its version) meanwhile.
        api.db
            .prepare("UPDATE supplier_contacts SET username = 'their.user', version = version + 1 WHERE id = ?")
            .run(row.id);
        await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

        expect(await within(dialog).findByText(m.stale)).toBeInTheDocument();
        expect(within(dialog).getByRole('list', { name: m.theirs })).toHaveTextContent('Username');
        expect(within(dialog).getByRole('list', { name: m.yours })).toHaveTextContent(
            `Name: ${row.name} → Typed Contact`
        );
        expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Typed Contact');
        expect(contacts(1)[0].name).toBe(row.name);

        await userEvent.click(within(dialog).getByRole('button', { name: m.overwrite }));
        const ask = await screen.findByRole('dialog', { name: m.overwrite });
        await userEvent.click(within(ask).getByRole('button', { name: messages.confirm.proceed }));
        await waitFor(() => expect(contacts(1)[0].name).toBe('Typed Contact'));
        expect(contacts(1)[0].username).toBe('their.user');
        // The file's first notice: its view loads with it.
        expect(await screen.findByText('Contact saved', {}, { timeout: 5000 })).toBeInTheDocument();
    });

    it('Reload takes the row as it is now', async () => {
        const { row, dialog } = await editFirst(2);
        const name = within(dialog).getByLabelText(/^Name/);
        await userEvent.clear(name);
        await userEvent.type(name, 'Dropped On Reload');
        api.db
            .prepare("UPDATE supplier_contacts SET name = 'Their Name', version = version + 1 WHERE id = ?")
            .run(row.id);
        await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
        await userEvent.click(await within(dialog).findByRole('button', { name: m.reload }));
        await waitFor(() => expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Their Name'));
        expect(within(dialog).queryByText(m.stale)).toBeNull();
    });

    it('the retry of a save whose answer was lost is the person’s own, not someone else’s', async () => {
        const { row, dialog } = await editFirst(3);
        const name = within(dialog).getByLabelText(/^Name/);
        await userEvent.clear(name);
        await userEvent.type(name, 'Landed Contact');
        server.use(
            http.patch(
                `${API}/catalog/suppliers/3/contacts/:id/`,
                async ({ request }) => {
                    await api.app.fetch(request);
                    return HttpResponse.error();
                },
                { once: true }
            )
        );
        await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
        expect(await within(dialog).findByText(messages.edit.kept)).toBeInTheDocument();
        expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Landed Contact');
        expect(contacts(3).find(c => c.id === row.id)!.name).toBe('Landed Contact');

        await userEvent.click(within(dialog).getByRole('button', { name: messages.load.retry }));
        expect(await screen.findByText('Contact saved')).toBeInTheDocument();
        expect(screen.queryByText(m.stale)).toBeNull();
        await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit contact' })).toBeNull());
    });

    it('Add is off with progress while its answer is on its way: a second click adds nothing', async () => {
        await signIn(api, 'admin');
        renderAt('/catalog/suppliers/1/notes');
        await screen.findByRole('heading', { name: 'Notes' }, { timeout: 10_000 });
        const before = api.db.prepare('SELECT COUNT(*) FROM supplier_notes WHERE supplier_id = 1').pluck().get();
        let release: () => void = () => undefined;
        const held = new Promise<void>(resolve => (release = resolve));
        server.use(
            http.post(
                `${API}/catalog/suppliers/1/notes/`,
                async ({ request }) => {
                    await held;
                    return api.app.fetch(request);
                },
                { once: true }
            )
        );
        await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
        const dialog = await screen.findByRole('dialog', { name: 'Add note' });
        await userEvent.type(within(dialog).getAllByRole('textbox')[0], 'One note only');
        const add = within(dialog).getByRole('button', { name: 'Add' });
        await userEvent.click(add);
        await waitFor(() => expect(add).toBeDisabled());
        expect(within(add).getByRole('progressbar')).toBeInTheDocument();
        // A person's second click, on the button as it is (a disabled button takes no pointer).
        await userEvent.setup({ pointerEventsCheck: 0 }).click(add);
        release();
        expect(await screen.findByText('Note added')).toBeInTheDocument();
        await delay(200);
        expect(api.db.prepare('SELECT COUNT(*) FROM supplier_notes WHERE supplier_id = 1').pluck().get()).toBe(
            Number(before) + 1
        );
    });

    it('a write that fails for want of an answer keeps the dialog and its values, with Retry', async () => {
        const { row, dialog } = await editFirst(4);
        const name = within(dialog).getByLabelText(/^Name/);
        await userEvent.clear(name);
        await userEvent.type(name, 'Retried Contact');
        server.use(
            http.patch(
                `${API}/catalog/suppliers/4/contacts/:id/`,
                () => new HttpResponse('<html>502 Bad Gateway</html>', { status: 502 }),
                { once: true }
            )
        );
        await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
        expect(await within(dialog).findByText(messages.edit.kept)).toBeInTheDocument();
        expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Retried Contact');
        await userEvent.click(within(dialog).getByRole('button', { name: messages.load.retry }));
        await waitFor(() => expect(contacts(4).find(c => c.id === row.id)!.name).toBe('Retried Contact'));
    });
});
