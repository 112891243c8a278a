import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../resources/messages';
import { renderAt, signIn, useApi } from './harness';

describe('DJ profiles', () => {
    const { api } = useApi(120);
    const profileWithArtist = () =>
        api.db
            .prepare(
                `SELECT a.dj_profile_id AS profile, a.id AS artist, a.name FROM artists a
                 WHERE a.dj_profile_id IS NOT NULL ORDER BY a.id DESC LIMIT 1`
            )
            .get() as { profile: number; artist: number; name: string };

    it('catalog staff remove the artist association after confirming; the artist stays', async () => {
        await signIn(api, 'content_ops');
        const { profile, artist, name } = profileWithArtist();
        renderAt(`/catalog/dj-profiles/${profile}/artist`);
        await screen.findByText(`Associated artist: ${name} (ID`, { exact: false }, { timeout: 10_000 });
        expect(screen.getByRole('link', { name: String(artist) })).toHaveAttribute(
            'href',
            `/catalog/artists/${artist}`
        );
        await userEvent.click(screen.getByRole('button', { name: 'Remove association' }));
        const ask = await screen.findByRole('dialog', { name: messages.confirm.title });
        expect(within(ask).getByText(/The artist stays\./)).toBeInTheDocument();
        await userEvent.click(within(ask).getByRole('button', { name: messages.confirm.delete }));
        expect(
            await screen.findByText('No artist is associated with this DJ profile.', {}, { timeout: 10_000 })
        ).toBeInTheDocument();
        expect(api.db.prepare('SELECT dj_profile_id FROM artists WHERE id = ?').pluck().get(artist)).toBeNull();
    });

    it('marketing reads the association but is not offered its removal', async () => {
        await signIn(api, 'marketing');
        const { profile, name } = profileWithArtist();
        renderAt(`/catalog/dj-profiles/${profile}/artist`);
        await screen.findByText(`Associated artist: ${name} (ID`, { exact: false }, { timeout: 10_000 });
        expect(screen.queryByRole('button', { name: 'Remove association' })).toBeNull();
    });

    it('the list filters by DJ name', async () => {
        await signIn(api, 'admin');
        const name = api.db.prepare('SELECT name FROM dj_profiles WHERE id = 7').pluck().get() as string;
        renderAt(`/catalog/dj-profiles?filter=${encodeURIComponent(JSON.stringify({ dj_name: name }))}`);
        const table = await screen.findByRole('table', {}, { timeout: 10_000 });
        await waitFor(() => {
            const rows = within(table).getAllByRole('row').slice(1);
            expect(rows.length).toBeGreaterThan(0);
            for (const row of rows) expect(row).toHaveTextContent(name);
        });
    });
});
