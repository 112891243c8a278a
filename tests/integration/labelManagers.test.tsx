import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../resources/messages';
import { renderAt, signIn, useApi } from './harness';

describe('label managers and link partners', () => {
    const { api } = useApi(60);

    it('the Label Manager section is the label managers’ list for marketing, who adds one', async () => {
        await signIn(api, 'marketing');
        // Its one list, where the menu's entry leads too (one page, not a page of one card).
        const section = renderAt('/label-manager');
        const table = await screen.findByRole('table', {}, { timeout: 10_000 });
        expect(section.router.state.location.pathname).toBe('/catalog/label-managers');
        expect(within(table).getByText('Dana Cole')).toBeInTheDocument();
        section.unmount();

        const { router } = renderAt('/catalog/label-managers/create');
        await userEvent.type(await screen.findByLabelText(/^Name/, {}, { timeout: 10_000 }), 'Noor Haddad');
        await userEvent.click(screen.getByRole('switch', { name: 'Enabled' }));
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/catalog\/label-managers\/\d+$/));
        const id = Number(router.state.location.pathname.split('/').pop());
        expect(api.db.prepare('SELECT name, enabled FROM label_managers WHERE id = ?').get(id)).toEqual({
            name: 'Noor Haddad',
            enabled: 1,
        });
    });

    it('label_mgmt is refused label managers; content ops is refused link partners', async () => {
        await signIn(api, 'label_mgmt');
        const first = renderAt('/catalog/label-managers');
        expect(
            await screen.findAllByRole('heading', { name: messages.errors[403] }, { timeout: 10_000 })
        ).not.toHaveLength(0);
        first.unmount();
        await signIn(api, 'content_ops');
        renderAt('/catalog/link-partners');
        expect(
            await screen.findAllByRole('heading', { name: messages.errors[403] }, { timeout: 10_000 })
        ).not.toHaveLength(0);
    });

    it('curation edits a link partner', async () => {
        await signIn(api, 'curation');
        renderAt('/catalog/link-partners/2');
        const url = await screen.findByLabelText('Website', {}, { timeout: 10_000 });
        await waitFor(() => expect(url).not.toHaveValue(''));
        await userEvent.clear(url);
        await userEvent.type(url, 'https://vinyl.example/find');
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() =>
            expect(api.db.prepare('SELECT url FROM link_partners WHERE id = 2').pluck().get()).toBe(
                'https://vinyl.example/find'
            )
        );
    });
});
