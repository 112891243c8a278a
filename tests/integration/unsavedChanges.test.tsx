import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../resources/messages';
import { renderAt, signIn, useApi } from './harness';

describe('leaving a form with unsaved changes', () => {
    const { api } = useApi(60);

    it('asks with the confirm dialog; Cancel stays with the typing kept, Proceed leaves', async () => {
        await signIn(api, 'admin');
        const { router } = renderAt('/catalog/tracks/3');
        const mix = await screen.findByRole('textbox', { name: 'Mix Name' }, { timeout: 10_000 });
        await userEvent.clear(mix);
        await userEvent.type(mix, 'Unsaved Mix');
        // Another tab of the same form is not leaving.
        await userEvent.click(screen.getByRole('tab', { name: 'Dates' }));
        await waitFor(() => expect(router.state.location.pathname).toBe('/catalog/tracks/3/dates'));
        expect(screen.queryByRole('dialog')).toBeNull();

        await userEvent.click(screen.getAllByRole('menuitem', { name: /Releases/ })[0]);
        const dialog = await screen.findByRole('dialog', { name: 'Confirmation Required' });
        expect(dialog).toHaveTextContent('You have unsaved changes. Leave this page and lose them?');
        await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(router.state.location.pathname).toBe('/catalog/tracks/3/dates');
        await userEvent.click(screen.getByRole('tab', { name: 'Summary' }));
        expect(await screen.findByRole('textbox', { name: 'Mix Name' })).toHaveValue('Unsaved Mix');

        await userEvent.click(screen.getAllByRole('menuitem', { name: /Releases/ })[0]);
        await userEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
        await waitFor(() => expect(router.state.location.pathname).toBe('/catalog/releases'));
        expect(
            (api.db.prepare('SELECT mix_name FROM tracks WHERE id = 3').get() as { mix_name: string }).mix_name
        ).not.toBe('Unsaved Mix');
    });

    it('asks too for the menu entry of the section the form is in: a user’s list from the user', async () => {
        await signIn(api, 'admin');
        const { router } = renderAt('/support/users/4');
        const first = await screen.findByRole('textbox', { name: 'First Name' }, { timeout: 10_000 });
        await userEvent.clear(first);
        await userEvent.type(first, 'Typed Name');
        await userEvent.click(screen.getByRole('menuitem', { name: 'Users' }));
        const dialog = await screen.findByRole('dialog', { name: 'Confirmation Required' });
        expect(dialog).toHaveTextContent(messages.confirm.unsaved);
        await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(router.state.location.pathname).toBe('/support/users/4');
        expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Typed Name');
    });

    it('asks for the list’s entry from a create form', async () => {
        await signIn(api, 'admin');
        const { router } = renderAt('/live/streams/create');
        await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }, { timeout: 10_000 }), 'New Stream');
        await userEvent.click(screen.getByRole('menuitem', { name: 'Live Streams' }));
        expect(await screen.findByRole('dialog', { name: 'Confirmation Required' })).toHaveTextContent(
            messages.confirm.unsaved
        );
        await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(router.state.location.pathname).toBe('/live/streams/create');
        expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('New Stream');
    });

    it('asks before another record whose id begins with this one’s (4 → 40 is no tab of 4)', async () => {
        await signIn(api, 'admin');
        const { router } = renderAt('/support/users/4');
        const first = await screen.findByRole('textbox', { name: 'First Name' }, { timeout: 10_000 });
        await userEvent.type(first, ' more');
        await act(() => router.navigate('/support/users/40'));
        expect(await screen.findByRole('dialog', { name: 'Confirmation Required' })).toBeInTheDocument();
        expect(router.state.location.pathname).toBe('/support/users/4');
    });
});
