import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../resources/messages';
import { renderAt, signIn, useApi } from './harness';

describe('the generic sub-resource tab', () => {
    const { api } = useApi(60);

    it('adds a contract in a dialog (the date rule first), edits it, and deletes it after asking', async () => {
        await signIn(api, 'admin');
        renderAt('/catalog/labels/2/contracts');
        const table = await screen.findByRole('table', { name: 'Contracts' }, { timeout: 10_000 });
        expect(within(table).getByText('Standard distribution')).toBeInTheDocument();

        await userEvent.click(screen.getByRole('button', { name: 'Add contract' }));
        const dialog = await screen.findByRole('dialog', { name: 'Add contract' });
        await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Licence 2027');
        fireEvent.change(within(dialog).getByLabelText('Start Date'), { target: { value: '2027-05-01' } });
        fireEvent.change(within(dialog).getByLabelText('End Date'), { target: { value: '2027-01-01' } });
        await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
        expect(await within(dialog).findByText(messages.validation.startBeforeEnd)).toBeInTheDocument();
        fireEvent.change(within(dialog).getByLabelText('End Date'), { target: { value: '2027-12-31' } });
        await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
        expect(await screen.findByText('Contract added')).toBeInTheDocument();
        const row = (await screen.findByText('Licence 2027')).closest('tr')!;
        expect(api.db.prepare("SELECT end_date FROM label_contracts WHERE name = 'Licence 2027'").pluck().get()).toBe(
            '2027-12-31'
        );

        await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
        const edit = await screen.findByRole('dialog', { name: 'Edit contract' });
        const share = within(edit).getByLabelText('Revenue share %');
        await userEvent.clear(share);
        await userEvent.type(share, '65');
        await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('Contract saved')).toBeInTheDocument();
        await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
        expect(
            api.db.prepare("SELECT revenue_share FROM label_contracts WHERE name = 'Licence 2027'").pluck().get()
        ).toBe(65);

        const saved = (await screen.findByText('Licence 2027')).closest('tr')!;
        await waitFor(() => expect(within(saved).getByText('65')).toBeInTheDocument());
        await userEvent.click(within(saved).getByRole('button', { name: 'Delete' }));
        const ask = await screen.findByRole('dialog', { name: messages.confirm.title });
        expect(within(ask).getByText('Delete the contract “Licence 2027”?')).toBeInTheDocument();
        await userEvent.click(within(ask).getByRole('button', { name: messages.confirm.delete }));
        await waitFor(() => expect(screen.queryByText('Licence 2027')).toBeNull());
        expect(api.db.prepare("SELECT 1 FROM label_contracts WHERE name = 'Licence 2027'").get()).toBeUndefined();
    });

    it("a contact's delete asks by the contact's name, not by its kind (two contacts may share a kind)", async () => {
        await signIn(api, 'admin');
        const contact = api.db
            .prepare('SELECT name, contact_type FROM supplier_contacts WHERE supplier_id = 1 LIMIT 1')
            .get() as { name: string; contact_type: string };
        renderAt('/catalog/suppliers/1/contacts');
        const row = (await screen.findByText(contact.name, {}, { timeout: 10_000 })).closest('tr')!;
        await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
        const ask = await screen.findByRole('dialog', { name: messages.confirm.title });
        expect(within(ask).getByText(`Delete the contact “${contact.name}”?`)).toBeInTheDocument();
        await userEvent.click(within(ask).getByRole('button', { name: messages.confirm.cancel }));
    });

    it('a label partner adds a note to its own track; the note shows who wrote it', async () => {
        await signIn(api, 'label');
        renderAt('/catalog/tracks/1/notes');
        await screen.findByText('No notes yet.', {}, { timeout: 10_000 });
        await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
        const dialog = await screen.findByRole('dialog', { name: 'Add note' });
        await userEvent.type(within(dialog).getByLabelText(/^Note/), 'Artwork approved');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
        const table = await screen.findByRole('table', { name: 'Notes' });
        expect(within(table).getByText('Artwork approved')).toBeInTheDocument();
        expect(within(table).getByText('label')).toBeInTheDocument();
        // Notes are added, never edited or deleted: no such actions are offered.
        expect(within(table).queryByRole('button', { name: 'Delete' })).toBeNull();
    });

    it('a list saved whole (publishers): each row is added or edited in the dialog, and shares over 100 % are refused', async () => {
        await signIn(api, 'content_ops');
        renderAt('/catalog/tracks/1/rights');
        const table = await screen.findByRole('table', { name: 'Publishers' }, { timeout: 10_000 });
        expect(within(table).getByText('100')).toBeInTheDocument();
        expect(await screen.findByRole('table', { name: 'Songwriters' })).toBeInTheDocument();
        const shares = () =>
            api.db.prepare('SELECT name, share FROM track_publishers WHERE track_id = 1 ORDER BY id').all();

        await userEvent.click(screen.getByRole('button', { name: 'Add publisher' }));
        let dialog = await screen.findByRole('dialog', { name: 'Add publisher' });
        await userEvent.type(within(dialog).getByLabelText(/^Publisher/), 'East Songs');
        await userEvent.type(within(dialog).getByLabelText(/^Share %/), '10');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
        expect(await screen.findByText(new RegExp(messages.validation.sharesOver))).toBeInTheDocument();
        expect(shares()).toHaveLength(1);
        // Closing a dialog that holds typed values asks first; keeping them keeps the dialog as it was.
        await userEvent.click(within(dialog).getByRole('button', { name: messages.confirm.cancel }));
        let ask = await screen.findByRole('dialog', { name: messages.confirm.title });
        expect(ask).toHaveTextContent(messages.confirm.discardDialog);
        await userEvent.click(within(ask).getByRole('button', { name: messages.confirm.cancel }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: messages.confirm.title })).toBeNull());
        expect(within(dialog).getByLabelText(/^Publisher/)).toHaveValue('East Songs');
        await userEvent.click(within(dialog).getByRole('button', { name: messages.confirm.cancel }));
        ask = await screen.findByRole('dialog', { name: messages.confirm.title });
        await userEvent.click(within(ask).getByRole('button', { name: messages.confirm.ok }));
        await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());

        await userEvent.click(within(table).getByRole('button', { name: 'Edit' }));
        dialog = await screen.findByRole('dialog', { name: 'Edit publisher' });
        const share = within(dialog).getByLabelText(/^Share %/);
        await userEvent.clear(share);
        await userEvent.type(share, '90');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(shares()).toMatchObject([{ share: 90 }]));

        await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
        await userEvent.click(screen.getByRole('button', { name: 'Add publisher' }));
        dialog = await screen.findByRole('dialog', { name: 'Add publisher' });
        await userEvent.type(within(dialog).getByLabelText(/^Publisher/), 'East Songs');
        await userEvent.type(within(dialog).getByLabelText(/^Share %/), '10');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
        await waitFor(() => expect(shares()).toMatchObject([{ share: 90 }, { name: 'East Songs', share: 10 }]));
        expect(await within(table).findByText('East Songs')).toBeInTheDocument();
    });
});
