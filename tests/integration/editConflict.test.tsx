import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../resources/messages';
import { renderAt, signIn, useApi } from './harness';

const m = messages.conflict;

describe('edit conflicts and record history', () => {
    const { api } = useApi(40);
    const row = (id: number) =>
        api.db.prepare('SELECT name, mix_name, version FROM tracks WHERE id = ?').get(id) as {
            name: string;
            mix_name: string;
            version: number;
        };

    /** Opens a track's edit form and types a new title, while someone else changes its mix name. */
    async function staleEdit(id: number, title: string) {
        await signIn(api, 'admin');
        renderAt(`/catalog/tracks/${id}`);
        const input = await screen.findByLabelText(/^Title/, {}, { timeout: 10_000 });
        const before = row(id);
        await userEvent.clear(input);
        await userEvent.click(input);
        await userEvent.paste(title);
        const res = await api.as('content_ops', `/v4/catalog/tracks/${id}/`, {
            method: 'PATCH',
            json: { mix_name: 'Their Mix' },
        });
        expect(res.status).toBe(200);
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        const dialog = await screen.findByRole('dialog', { name: m.title });
        const theirs = within(dialog).getByRole('list', { name: m.theirs });
        expect(theirs).toHaveTextContent(`Mix Name: ${before.mix_name} → Their Mix`);
        // Only what the user changed: not the read-only fields the save leaves out, nor untouched empty inputs.
        const yours = within(dialog).getByRole('list', { name: m.yours });
        expect(
            within(yours)
                .getAllByRole('listitem')
                .map(li => li.textContent)
        ).toEqual([`Title: ${before.name} → ${title}`]);
        expect(row(id).name).toBe(before.name);
        return dialog;
    }

    it('a stale save is refused and shown; Overwrite (after a confirm) saves the typed title and keeps their change', async () => {
        const dialog = await staleEdit(3, 'My Title');
        await userEvent.click(within(dialog).getByRole('button', { name: m.overwrite }));
        const ask = await screen.findByRole('dialog', { name: m.overwrite });
        expect(ask).toHaveTextContent(m.overwriteConfirm);
        await userEvent.click(within(ask).getByRole('button', { name: messages.confirm.proceed }));
        await waitFor(() => expect(row(3).name).toBe('My Title'));
        expect(row(3).mix_name).toBe('Their Mix');
        await waitFor(() => expect(screen.queryByRole('dialog', { name: m.title })).toBeNull());
        await waitFor(() => expect(screen.getByLabelText('Mix Name')).toHaveValue('Their Mix'));
    });

    it('Reload drops the typed title and shows the record as it is now', async () => {
        const dialog = await staleEdit(4, 'Dropped Title');
        const stored = row(4).name;
        await userEvent.click(within(dialog).getByRole('button', { name: m.reload }));
        await waitFor(() => expect(screen.getByLabelText('Mix Name')).toHaveValue('Their Mix'));
        expect(screen.getByLabelText(/^Title/)).toHaveValue(stored);
        expect(row(4).name).toBe(stored);
    });

    it('the History tab shows who changed which field, before → after', async () => {
        await signIn(api, 'admin');
        renderAt('/catalog/tracks/5');
        const input = await screen.findByLabelText(/^Title/, {}, { timeout: 10_000 });
        const old = row(5).name;
        await userEvent.clear(input);
        await userEvent.click(input);
        await userEvent.paste('History Title');
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(row(5).name).toBe('History Title'));
        await userEvent.click(screen.getByRole('tab', { name: messages.history.tab }));
        const table = await screen.findByRole('table', { name: messages.history.tab });
        const entry = within(table).getAllByRole('row')[1];
        expect(entry).toHaveTextContent('admin');
        expect(entry).toHaveTextContent(`Title: ${old} → History Title`);
        expect(entry).toHaveTextContent(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} M[SD]T/);
    });

    it('partners have no History tab', async () => {
        await signIn(api, 'label');
        renderAt('/catalog/tracks/1');
        await screen.findByLabelText(/^Title/, {}, { timeout: 10_000 });
        expect(screen.queryByRole('tab', { name: messages.history.tab })).toBeNull();
    });

    it('a record nobody changed says so', async () => {
        await signIn(api, 'admin');
        renderAt('/catalog/tracks/6/history');
        expect(await screen.findByText(messages.history.empty, {}, { timeout: 10_000 })).toBeInTheDocument();
    });
});
