import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill, messages } from '../../resources/messages';
import { API, renderAt, signIn, useApi } from './harness';

describe('curated playlists', () => {
    const { server, http, HttpResponse, api } = useApi(60);

    it('a refused save says “Error during curated playlist create/update” with the server’s detail', async () => {
        await signIn(api, 'curation');
        server.use(
            http.patch(`${API}/catalog/playlists/1002/`, () =>
                HttpResponse.json({ detail: 'The playlist is being published.' }, { status: 409 })
            )
        );
        renderAt('/catalog/playlists/1002');
        const description = await screen.findByLabelText('Description', {}, { timeout: 10_000 });
        await userEvent.type(description, ' More.');
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(
            await screen.findByText(
                fill(messages.errors.createUpdate, {
                    resource: 'curated playlist',
                    error: 'The playlist is being published.',
                })
            )
        ).toBeInTheDocument();
    });
});
