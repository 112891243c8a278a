/** Typed work outside the record editors is not dropped without a question (walk 52: /account lost a typed city). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../resources/messages';
import { renderAt, signIn, useApi } from './harness';

describe('leaving typed work outside a record editor', () => {
    const { api } = useApi(30);

    it('a partner leaving /account with a typed city is asked; Cancel keeps it, Proceed leaves', async () => {
        await signIn(api, 'dj');
        const { router } = renderAt('/account');
        const city = await screen.findByRole('textbox', { name: 'City' }, { timeout: 30_000 });
        await userEvent.clear(city);
        await userEvent.type(city, 'Hamburg');
        await userEvent.click(screen.getAllByRole('menuitem', { name: /Dashboard/ })[0]);
        const dialog = await screen.findByRole('dialog', { name: 'Confirmation Required' });
        expect(dialog).toHaveTextContent(messages.confirm.unsaved);
        await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(router.state.location.pathname).toBe('/account');
        expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Hamburg');

        await userEvent.click(screen.getAllByRole('menuitem', { name: /Dashboard/ })[0]);
        await userEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
        await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    }, 60_000);

    it('closing the user’s DJ profile dialog with a typed bio asks first; Cancel keeps the bio', async () => {
        const user = api.db
            .prepare('SELECT id FROM customers WHERE dj_profile_id IS NOT NULL ORDER BY id LIMIT 1')
            .get() as { id: number };
        await signIn(api, 'support');
        renderAt(`/support/users/${user.id}/dj-profile`);
        const edit = await screen.findByRole('button', { name: messages.support.djProfileEdit }, { timeout: 30_000 });
        await waitFor(() => expect(edit).toBeEnabled(), { timeout: 15_000 });
        await userEvent.click(edit);
        const dialog = await screen.findByRole('dialog', { name: messages.support.djProfileEdit });
        const bio = within(dialog).getByRole('textbox', { name: 'Bio' });
        await userEvent.type(bio, ' Typed and not saved.');
        await userEvent.keyboard('{Escape}');
        const ask = await screen.findByRole('dialog', { name: 'Confirmation Required' });
        expect(ask).toHaveTextContent(messages.confirm.discardDialog);
        await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirmation Required' })).toBeNull());
        const kept = within(screen.getByRole('dialog', { name: messages.support.djProfileEdit })).getByRole('textbox', {
            name: 'Bio',
        }) as HTMLTextAreaElement;
        expect(kept.value).toContain('Typed and not saved.');
    }, 60_000);
});
