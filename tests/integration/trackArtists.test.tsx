/** A track's artists and remixers on its Artists tab: read-only (§3 gives a track no artist field), each opening its artist. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../resources/messages';
import { renderAt, signIn, useApi } from './harness';

describe('a track’s artists', () => {
    const { api } = useApi(60);
    const people = (trackId: number, role: string) =>
        api.db
            .prepare(
                'SELECT a.id, a.name FROM track_artists ta JOIN artists a ON a.id = ta.artist_id WHERE ta.track_id = ? AND ta.role = ? ORDER BY a.name'
            )
            .all(trackId, role) as { id: number; name: string }[];

    it('shows each artist by name as a link to the artist, and nothing to type into', async () => {
        const trackId = api.db
            .prepare(
                "SELECT track_id FROM track_artists WHERE role <> 'remixer' GROUP BY track_id HAVING count(*) > 1 LIMIT 1"
            )
            .pluck()
            .get() as number;
        const artists = people(trackId, 'artist');
        expect(artists.length).toBeGreaterThan(1);
        await signIn(api, 'content_ops');
        const { router } = renderAt(`/catalog/tracks/${trackId}/artists`);
        const value = await screen.findByRole('definition', { name: 'Artists' }, { timeout: 30_000 });
        await waitFor(() => expect(within(value).getAllByRole('link')).toHaveLength(artists.length));
        expect(
            within(value)
                .getAllByRole('link')
                .map(l => [l.textContent, l.getAttribute('href')])
        ).toEqual(artists.map(a => [a.name, `/catalog/artists/${a.id}`]));
        expect(screen.getByText(messages.hints.trackArtists)).toBeInTheDocument();
        expect(screen.queryByRole('combobox', { name: /Artists/ })).toBeNull();
        await userEvent.click(within(value).getAllByRole('link')[0]);
        await waitFor(() => expect(router.state.location.pathname).toBe(`/catalog/artists/${artists[0].id}`));
    }, 60_000);
});
