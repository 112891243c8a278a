import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../resources/messages';
import { API, renderAt, signIn, useApi } from './harness';

describe('artists', () => {
    const { api, server, http, HttpResponse } = useApi(80);

    it('a bio is typed into the browser’s own text area, two rows at first and grown by CSS (no hidden copy measured)', async () => {
        await signIn(api, 'admin');
        renderAt('/catalog/artists/1');
        const bio = await screen.findByRole('textbox', { name: 'Bio' }, { timeout: 10_000 });
        expect(bio.tagName).toBe('TEXTAREA');
        expect(bio).toHaveAttribute('rows', '2');
        // MUI's autosizing area keeps an aria-hidden copy of itself to measure on every change.
        expect(document.querySelectorAll('textarea[aria-hidden]')).toHaveLength(0);
        await userEvent.clear(bio);
        await userEvent.type(bio, 'First line{Enter}Second line{Enter}Third');
        expect(bio).toHaveValue('First line\nSecond line\nThird');
    }, 60_000);

    it('enabling sync without a partner ID shows the spec message and sends nothing', async () => {
        await signIn(api, 'admin');
        const id = (
            api.db
                .prepare('SELECT id FROM artists WHERE sync_enabled = 0 AND music_profile_partner_id IS NULL LIMIT 1')
                .get() as { id: number }
        ).id;
        const writes: string[] = [];
        server.events.on('request:start', ({ request }) => {
            if (request.method !== 'GET') writes.push(`${request.method} ${request.url}`);
        });
        renderAt(`/catalog/artists/${id}/music-profile`);
        await userEvent.click(await screen.findByRole('switch', { name: 'Sync Enabled' }, { timeout: 10_000 }));
        expect(await screen.findByText('Music-profile partner ID is required to enable sync')).toBeInTheDocument();
        // A typed partner ID is not saved yet: the call would read the stored one.
        await userEvent.type(screen.getByRole('textbox', { name: 'Music-profile Partner ID' }), 'mp-typed');
        await userEvent.click(screen.getByRole('switch', { name: 'Sync Enabled' }));
        await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages.musicProfile.needsPartner));
        expect(writes).toEqual([]);
        expect(api.db.prepare('SELECT sync_enabled FROM artists WHERE id = ?').pluck().get(id)).toBe(0);
    }, 60_000);

    it('sync is turned on and off by its own calls (POST/DELETE sync/); off asks first and removes the mappings', async () => {
        await signIn(api, 'admin');
        const id = (
            api.db
                .prepare('SELECT id FROM artists WHERE sync_enabled = 0 AND music_profile_partner_id IS NULL LIMIT 1')
                .get() as { id: number }
        ).id;
        api.db.prepare("UPDATE artists SET music_profile_partner_id = 'mp-saved' WHERE id = ?").run(id);
        const writes: string[] = [];
        server.events.on('request:start', ({ request }) => {
            if (request.method !== 'GET') writes.push(`${request.method} ${new URL(request.url).pathname}`);
        });
        renderAt(`/catalog/artists/${id}/music-profile`);
        const toggle = await screen.findByRole('switch', { name: 'Sync Enabled' }, { timeout: 10_000 });
        await waitFor(() =>
            expect(screen.getByRole('textbox', { name: 'Music-profile Partner ID' })).toHaveValue('mp-saved')
        );
        await userEvent.click(toggle);
        expect(await screen.findByText(messages.musicProfile.syncOn)).toBeInTheDocument();
        await waitFor(() => expect(screen.getByRole('switch', { name: 'Sync Enabled' })).toBeChecked());
        expect(api.db.prepare('SELECT sync_enabled FROM artists WHERE id = ?').pluck().get(id)).toBe(1);
        api.db
            .prepare(
                "INSERT INTO artist_music_profile_mappings (artist_id, partner_artist_id, partner_artist_name) VALUES (?, 'mp-saved', 'Mapped')"
            )
            .run(id);

        await userEvent.click(screen.getByRole('switch', { name: 'Sync Enabled' }));
        const dialog = await screen.findByRole('dialog', { name: messages.confirm.title });
        expect(dialog).toHaveTextContent(messages.musicProfile.stopSync);
        await userEvent.click(within(dialog).getByRole('button', { name: messages.confirm.proceed }));
        expect(await screen.findByText(messages.musicProfile.syncOff)).toBeInTheDocument();
        expect(
            api.db.prepare('SELECT sync_enabled, music_profile_partner_id AS partner FROM artists WHERE id = ?').get(id)
        ).toEqual({
            sync_enabled: 0,
            partner: null,
        });
        expect(
            api.db.prepare('SELECT count(*) FROM artist_music_profile_mappings WHERE artist_id = ?').pluck().get(id)
        ).toBe(0);
        expect(writes).toEqual([`POST /v4/catalog/artists/${id}/sync/`, `DELETE /v4/catalog/artists/${id}/sync/`]);
    }, 60_000);

    it('the music-profile tab is staff only', async () => {
        await signIn(api, 'label');
        const id = (
            api.db
                .prepare(
                    'SELECT ta.artist_id AS id FROM track_artists ta JOIN tracks t ON t.id = ta.track_id WHERE t.label_id = 1 LIMIT 1'
                )
                .get() as { id: number }
        ).id;
        renderAt(`/catalog/artists/${id}`);
        expect(await screen.findByRole('tab', { name: 'Summary' }, { timeout: 10_000 })).toBeInTheDocument();
        expect(screen.queryByRole('tab', { name: 'Music Profile' })).toBeNull();
    });

    it('a too-small artist image is refused as an artist image, not as cover art', async () => {
        await signIn(api, 'admin');
        const id = (api.db.prepare('SELECT id FROM artists LIMIT 1').get() as { id: number }).id;
        const { container } = renderAt(`/catalog/artists/${id}/image`);
        await screen.findByText('At least 500 × 500 pixels (PNG or JPEG)', {}, { timeout: 10_000 });
        const png = new Uint8Array(64);
        png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
        new DataView(png.buffer).setUint32(16, 400);
        new DataView(png.buffer).setUint32(20, 400);
        const input = container.querySelector('input[type="file"]') as HTMLInputElement;
        await userEvent.upload(input, new File([png], 'small.png', { type: 'image/png' }));
        expect(await screen.findByText('Artist image must be at least 500x500')).toBeInTheDocument();
        expect(screen.queryByText(/Cover art/)).toBeNull();
    });

    it('an image of the right size is uploaded, and the person is told it is saved (no Save follows)', async () => {
        await signIn(api, 'admin');
        const id = (api.db.prepare('SELECT id FROM artists LIMIT 1').get() as { id: number }).id;
        // jsdom's multipart form cannot reach the in-process server (tests/integration/uploads.ts): the
        // upload's answer is the server's, given here.
        let sent = 0;
        server.use(
            http.post(`${API}/catalog/artists/${id}/images/`, () => {
                sent++;
                return HttpResponse.json({ id, image: '/v4/media/images/1' }, { status: 201 });
            })
        );
        const { container } = renderAt(`/catalog/artists/${id}/image`);
        await screen.findByText('At least 500 × 500 pixels (PNG or JPEG)', {}, { timeout: 10_000 });
        const png = new Uint8Array(64);
        png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
        new DataView(png.buffer).setUint32(16, 600);
        new DataView(png.buffer).setUint32(20, 600);
        const input = container.querySelector('input[type="file"]') as HTMLInputElement;
        await userEvent.upload(input, new File([png], 'square.png', { type: 'image/png' }));
        expect(
            await screen.findByText('Profile Image uploaded and saved.', {}, { timeout: 10_000 })
        ).toBeInTheDocument();
        expect(sent).toBe(1);
        // A tab of images only: said saved, no greyed Save suggesting something is left to save.
        expect(screen.getByText(messages.edit.imagesSaveThemselves)).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    });

    it('creates an artist and opens it', async () => {
        await signIn(api, 'admin');
        const { router } = renderAt('/catalog/artists/create');
        await userEvent.type(await screen.findByLabelText(/^Name/, {}, { timeout: 10_000 }), 'Integration Artist');
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/catalog\/artists\/\d+$/));
        const id = Number(router.state.location.pathname.split('/').pop());
        expect((api.db.prepare('SELECT name FROM artists WHERE id = ?').get(id) as { name: string }).name).toBe(
            'Integration Artist'
        );
    });
});
