/**
 * The packaging wizard on a server without the package call and its drafts (a §7-only server): what
 * is typed is kept by nobody, so leaving with something typed asks first; an untouched wizard does not.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../resources/messages';
import { offerOnly } from './capabilitySession';
import { renderAt, signIn, useApi } from './harness';

describe('packaging where no draft is kept', () => {
    const { api } = useApi(40);

    it('leaves an untouched wizard at once, and asks before leaving one with a title typed (Cancel keeps it)', async () => {
        await signIn(api, 'content_ops');
        offerOnly([]);
        const user = userEvent.setup({ delay: null });
        // Untouched: nothing to lose, so nothing is asked.
        const untouched = renderAt('/packaging');
        expect(await screen.findByText(messages.packaging.bySpecCalls, {}, { timeout: 30_000 })).toBeInTheDocument();
        await user.click(screen.getAllByRole('menuitem', { name: /Releases/ })[0]);
        await waitFor(() => expect(untouched.router.state.location.pathname).toBe('/catalog/releases'));
        expect(screen.queryByRole('dialog', { name: messages.confirm.title })).toBeNull();
        untouched.unmount();

        const { router } = renderAt('/packaging');
        await user.type(
            await screen.findByRole('textbox', { name: /^Title/ }, { timeout: 30_000 }),
            'Kept Before Leaving'
        );
        await user.click(screen.getAllByRole('menuitem', { name: /Releases/ })[0]);
        const dialog = await screen.findByRole('dialog', { name: messages.confirm.title });
        expect(dialog).toHaveTextContent(messages.confirm.unsaved);
        await user.click(screen.getByRole('button', { name: 'Cancel' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(router.state.location.pathname).toBe('/packaging');
        expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Kept Before Leaving');
    }, 60_000);
});
