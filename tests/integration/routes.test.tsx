import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, signIn, useApi } from './harness';

describe('unknown routes and 401s', () => {
    const { api, server } = useApi(60);

    it('an unknown route shows the 404 page with the spec text', async () => {
        await signIn(api, 'admin');
        renderAt('/no/such/page');
        const page = await screen.findByRole('alert', {}, { timeout: 10_000 });
        expect(within(page).getByText('Sorry, we could not find the page you wanted.')).toBeInTheDocument();
        // … and it is the page's title, in the app bar's heading.
        expect(screen.getAllByRole('heading', { level: 1 }).map(h => h.textContent)).toContain(
            'Sorry, we could not find the page you wanted.'
        );
    });

    it("another label's track, opened by its link, shows the 404 page at that link", async () => {
        await signIn(api, 'label');
        const { id } = api.db.prepare('SELECT id FROM tracks WHERE label_id != 1 LIMIT 1').get() as { id: number };
        const { router } = renderAt(`/catalog/tracks/${id}`);
        const page = await screen.findByRole('alert', {}, { timeout: 10_000 });
        expect(within(page).getByText('Sorry, we could not find the page you wanted.')).toBeInTheDocument();
        expect(router.state.location.pathname).toBe(`/catalog/tracks/${id}`);
        expect(screen.queryByText('Element does not exist')).toBeNull();
        expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    });

    it('a section the user may not use shows the 403 page', async () => {
        await signIn(api, 'label');
        renderAt('/curation');
        expect(
            await screen.findByText("Sorry, you're not authorized to view this page.", {}, { timeout: 10_000 })
        ).toBeInTheDocument();
    });

    it("a create page the user may not use shows the 403 page, not a record called 'create'", async () => {
        await signIn(api, 'label');
        const asked: string[] = [];
        server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
        const { router } = renderAt('/catalog/artists/create');
        const page = await screen.findByRole('alert', {}, { timeout: 10_000 });
        expect(within(page).getByText("Sorry, you're not authorized to view this page.")).toBeInTheDocument();
        expect(router.state.location.pathname).toBe('/catalog/artists/create');
        expect(asked.filter(path => path.includes('/create'))).toEqual([]);
        expect(screen.queryByText('That artist no longer exists')).toBeNull();
        server.events.removeAllListeners();
    });

    it('a 401 from any call sends the user to /logout, then /auth', async () => {
        await signIn(api, 'admin');
        api.db.prepare('UPDATE tokens SET revoked = 1').run();
        const { router } = renderAt('/catalog/tracks');
        await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 10_000 });
        expect(JSON.parse(localStorage.getItem('state')!).auth.access_token).toBe('');
    });
});

describe('/service-agreement: partner scope with the supplier role only', () => {
    const { api } = useApi(60);

    for (const username of ['label', 'admin']) {
        it(`${username} is sent to /auth with the spec's message`, async () => {
            await signIn(api, username);
            const { router } = renderAt('/service-agreement');
            await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 10_000 });
            expect(
                await screen.findByText('Authorization failed. Please try again.', {}, { timeout: 10_000 })
            ).toBeInTheDocument();
            expect(screen.queryByText("Sorry, you're not authorized to view this page.")).toBeNull();
        });
    }

    it('the supplier partner reaches it', async () => {
        await signIn(api, 'supplier');
        const { router } = renderAt('/service-agreement');
        expect(
            await screen.findByRole('heading', { name: 'Service Agreement' }, { timeout: 10_000 })
        ).toBeInTheDocument();
        expect(router.state.location.pathname).toBe('/service-agreement');
        // In the console's own layout, with the agreement the API serves.
        expect(await screen.findByRole('list', { name: 'Agreement text' }, { timeout: 10_000 })).toBeInTheDocument();
    });
});
