import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../resources/messages';
import { solidPng } from '../../server/core/png';
import { mp3, wav } from '../support/audio';
import { API, renderAt, signIn, useApi } from './harness';

const file = (bytes: Uint8Array, name: string) =>
    new File([bytes as BlobPart], name, { type: name.endsWith('.png') ? 'image/png' : 'audio/wav' });
const chooser = (name: RegExp) => {
    const button = screen.getByRole('button', { name });
    return button.parentElement!.querySelector('input[type=file]') as HTMLInputElement;
};
const summary = () => screen.findByRole('alert');

describe('packaging stepper', () => {
    const { api, server, http, HttpResponse } = useApi(60);

    it('opens each step only when the one before passes the model’s rules, and keeps what was typed going back and forward', async () => {
        await signIn(api, 'content_ops');
        const user = userEvent.setup({ delay: null });
        renderAt('/packaging');
        const title = await screen.findByRole('textbox', { name: /^Title/ }, { timeout: 10_000 });
        expect(screen.getByRole('heading', { name: 'Step 1 of 3: Release Info' })).toBeInTheDocument();

        // Nothing filled in: the step stays, and says what to fix.
        await user.click(screen.getByRole('button', { name: 'Next' }));
        const alert = await summary();
        expect(alert).toHaveTextContent(messages.packaging.fixStep);
        expect(within(alert).getByText('Title: Required')).toBeInTheDocument();
        expect(within(alert).getByText(`Cover Art: ${messages.packaging.coverRequired}`)).toBeInTheDocument();

        await user.type(title, 'Stepper Release');
        await user.click(screen.getByRole('textbox', { name: /^UPC\/EAN/ }));
        await user.paste('1'.repeat(33));
        const label = api.db.prepare('SELECT name FROM labels WHERE id = 1').pluck().get() as string;
        await user.type(screen.getByRole('combobox', { name: /Label/ }), label);
        await user.click(
            await screen.findByRole('option', { name: n => n.startsWith(`${label},`) }, { timeout: 5000 })
        );
        // The release's artists, by name.
        const artist = api.db.prepare('SELECT name FROM artists WHERE id = 1').pluck().get() as string;
        await user.type(screen.getByRole('combobox', { name: 'Artists' }), artist);
        // Each option says what tells namesakes apart after the name ("Name, ID 1 · 12 tracks · …").
        await user.click(
            (await screen.findAllByRole('option', { name: n => n.startsWith(`${artist},`) }, { timeout: 5000 }))[0]
        );
        // The errors follow the typing: the title's is gone, the UPC's (32 at most) is there.
        await waitFor(() => expect(screen.queryByText('Title: Required')).toBeNull());
        expect(within(await summary()).getByText('UPC/EAN: Must be 32 characters or fewer')).toBeInTheDocument();
        await user.clear(screen.getByRole('textbox', { name: /^UPC\/EAN/ }));
        await user.type(screen.getByRole('textbox', { name: /^UPC\/EAN/ }), '123456789012');
        await user.type(screen.getByLabelText(/Street Release Date/), '2027-05-07');
        // Cover art smaller than 500x500 is refused as the model says; a square 600 passes.
        await user.upload(chooser(/Choose cover art/), file(solidPng(400, 400, [1, 2, 3]), 'small.png'));
        expect(await screen.findByText(messages.validation.coverArt)).toBeInTheDocument();
        await user.upload(chooser(/Replace cover art/), file(solidPng(600, 600, [1, 2, 3]), 'cover.png'));
        await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
        await user.click(screen.getByRole('button', { name: 'Next' }));

        expect(await screen.findByRole('heading', { name: 'Step 2 of 3: Track Details' })).toHaveFocus();
        await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Track One');
        await user.click(screen.getByRole('textbox', { name: /^ISRC/ }));
        await user.paste('U'.repeat(17));
        await user.upload(chooser(/Choose audio file/), file(mp3(), 'renamed.wav'));
        await user.click(screen.getByRole('button', { name: 'Next' }));
        const trackAlert = await summary();
        expect(within(trackAlert).getByText('Track 1 · ISRC: Must be 16 characters or fewer')).toBeInTheDocument();
        expect(
            within(trackAlert).getByText(/^Track 1 · Audio File: Upload failed\. Please try again\./)
        ).toBeInTheDocument();

        // Back to step 1 and forward again: everything typed is still there.
        await user.click(screen.getByRole('button', { name: 'Back' }));
        expect(await screen.findByRole('textbox', { name: /^Title/ })).toHaveValue('Stepper Release');
        expect(screen.getByText('cover.png')).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Next' }));
        expect(await screen.findByRole('textbox', { name: /^ISRC/ })).toHaveValue('U'.repeat(17));

        await user.clear(screen.getByRole('textbox', { name: /^ISRC/ }));
        await user.type(screen.getByRole('textbox', { name: /^ISRC/ }), 'USRC17600001');
        await user.upload(chooser(/Replace audio file/), file(wav(0.1), 'one.wav'));
        await user.click(screen.getByRole('button', { name: 'Add track' }));
        const second = screen.getByRole('region', { name: 'Track 2' });
        await user.type(within(second).getByRole('textbox', { name: /^Title/ }), 'Track Two');
        await user.upload(
            within(second)
                .getByRole('button', { name: /Choose audio file/ })
                .parentElement!.querySelector('input')!,
            file(wav(0.1), 'two.wav')
        );
        await user.click(screen.getByRole('button', { name: 'Next' }));
        expect(await screen.findByRole('heading', { name: 'Step 3 of 3: Create Package' })).toBeInTheDocument();
        const tracks = screen.getByRole('table', { name: 'Tracks' });
        expect(within(tracks).getByText('Track One')).toBeInTheDocument();
        expect(within(tracks).getByText('two.wav')).toBeInTheDocument();

        // jsdom's files cannot travel through Node's fetch: the real create call is the server and
        // browser tests'; here the API refuses it, and the step keeps everything to try again.
        let calls = 0;
        server.use(
            http.post(`${API}/packaging/packages/`, () => {
                calls++;
                return HttpResponse.json({ detail: 'Track 2: Upload failed. Please try again.' }, { status: 400 });
            })
        );
        await user.click(screen.getByRole('button', { name: 'Create package' }));
        expect(
            await screen.findByText('Error during release create/update: Track 2: Upload failed. Please try again.')
        ).toBeInTheDocument();
        expect(calls).toBe(1);
        expect(api.db.prepare("SELECT count(*) FROM releases WHERE name = 'Stepper Release'").pluck().get()).toBe(0);
        expect(within(screen.getByRole('table', { name: 'Tracks' })).getByText('Track Two')).toBeInTheDocument();
        // What was typed is kept as a draft on the server, for a later session.
        const owner = api.db.prepare("SELECT id FROM users WHERE username = 'content_ops'").pluck().get();
        const saved = () =>
            JSON.parse(
                api.db.prepare('SELECT data FROM packaging_drafts WHERE owner_id = ?').pluck().get(owner) as string
            );
        await waitFor(
            () =>
                expect(saved()).toMatchObject({
                    step: 'create',
                    draft: {
                        release: { name: 'Stepper Release' },
                        tracks: [{ name: 'Track One' }, { name: 'Track Two' }],
                    },
                }),
            { timeout: 5000 }
        );
    }, 120_000);
    it('offers a draft saved in an earlier session, and discards it only after the Delete-themed confirmation', async () => {
        await signIn(api, 'admin');
        const saved = await api.as('admin', '/v4/packaging/drafts/', {
            method: 'POST',
            json: { data: { step: 'tracks', draft: { release: { name: 'Old Draft' }, tracks: [{ name: 'Kept' }] } } },
        });
        const { id } = (await saved.json()) as { id: number };
        const user = userEvent.setup({ delay: null });
        renderAt('/packaging');
        await user.click(await screen.findByRole('button', { name: 'Discard draft' }, { timeout: 30_000 }));
        const ask = await screen.findByRole('dialog', { name: messages.confirm.title }, { timeout: 10_000 });
        expect(ask).toHaveTextContent(messages.packaging.discardDraft);
        await user.click(within(ask).getByRole('button', { name: messages.confirm.cancel }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
        expect(api.db.prepare('SELECT count(*) FROM packaging_drafts WHERE id = ?').pluck().get(id)).toBe(1);
        await user.click(screen.getByRole('button', { name: 'Discard draft' }));
        const again = await screen.findByRole('dialog', { name: messages.confirm.title }, { timeout: 10_000 });
        await user.click(within(again).getByRole('button', { name: messages.confirm.delete }));
        await waitFor(() => expect(screen.queryByRole('button', { name: /^Resume draft from/ })).toBeNull());
        expect(api.db.prepare('SELECT count(*) FROM packaging_drafts WHERE id = ?').pluck().get(id)).toBe(0);
    }, 60_000);
});
