/**
 * Typed work is never dropped (issues 40 and 41): a record read again that fails keeps the form; a
 * save that fails keeps the values and offers Retry; the retry of a save whose answer was lost is
 * not someone else's change; a session that ends is signed in again in place, the values still there.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionResumed } from '../../authProvider/session';
import { fill, messages } from '../../resources/messages';
import { wav } from '../support/audio';
import { API, renderAt, signIn, useApi } from './harness';

const m = messages.edit;
const BAD_GATEWAY = '<html><body><h1>502 Bad Gateway</h1></body></html>';

describe('typed values survive what goes wrong around them', () => {
    const { api, server, http, HttpResponse } = useApi(40);
    // A session ended in one test must not stay ended for the next (the worker shares its modules).
    afterEach(() => sessionResumed());
    const title = (id: number) =>
        (api.db.prepare('SELECT name FROM tracks WHERE id = ?').get(id) as { name: string }).name;

    async function typeTitle(id: number, text: string) {
        renderAt(`/catalog/tracks/${id}`);
        const input = await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 });
        await waitFor(() => expect(input).not.toHaveValue(''));
        await userEvent.clear(input);
        await userEvent.click(input);
        await userEvent.paste(text);
        return input;
    }

    it('a failed re-read (502 HTML) keeps the form and its typed values, says so, and Retry reads again', async () => {
        await signIn(api, 'admin');
        const input = await typeTitle(3, 'Typed Before Refresh');
        // Every try of the read (the data provider's own retries included) meets the gateway, until Retry.
        let failing = true;
        server.use(
            http.get(`${API}/catalog/tracks/3/`, () =>
                failing
                    ? new HttpResponse(BAD_GATEWAY, { status: 502, headers: { 'Content-Type': 'text/html' } })
                    : undefined
            )
        );
        await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
        // After the data provider's own tries (backoff under a second).
        const alert = await screen.findByText(
            text => text.startsWith(fill(m.notRefreshed, { error: '' })),
            {},
            { timeout: 10_000 }
        );
        expect(alert.closest('[role="alert"]')).toHaveTextContent(m.kept);
        expect(alert.textContent).not.toMatch(/<|html/i);
        expect(screen.queryByText(messages.errors.other)).toBeNull();
        expect(input).toHaveValue('Typed Before Refresh');

        failing = false;
        await userEvent.click(screen.getByRole('button', { name: messages.load.retry }));
        await waitFor(() => expect(screen.queryByText(m.kept)).toBeNull());
        expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Typed Before Refresh');
    });

    it('a record read again after a colleague changed it keeps the typed title and shows their change', async () => {
        await signIn(api, 'admin');
        const input = await typeTitle(4, 'Typed Before Their Change');
        api.db.prepare('UPDATE tracks SET mix_name = ? WHERE id = ?').run('Their Dub', 4);
        await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
        await waitFor(() => expect(screen.getByRole('textbox', { name: 'Mix Name' })).toHaveValue('Their Dub'));
        expect(input).toHaveValue('Typed Before Their Change');
        // Still the person's unsaved change: Save sends it.
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(title(4)).toBe('Typed Before Their Change'));
    });

    it('a save that fails for want of an answer keeps every typed value and offers Retry, which saves', async () => {
        await signIn(api, 'admin');
        const input = await typeTitle(4, 'Saved On Retry');
        server.use(
            http.patch(
                `${API}/catalog/tracks/4/`,
                () => new HttpResponse(BAD_GATEWAY, { status: 502, headers: { 'Content-Type': 'text/html' } }),
                { once: true }
            )
        );
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        const said = await screen.findByText(text => text.startsWith('Error during track create/update:'));
        expect(said.closest('[role="alert"]')).toHaveTextContent(m.kept);
        expect(input).toHaveValue('Saved On Retry');
        expect(title(4)).not.toBe('Saved On Retry');

        await userEvent.click(screen.getByRole('button', { name: messages.load.retry }));
        await waitFor(() => expect(title(4)).toBe('Saved On Retry'));
        await waitFor(() => expect(screen.queryByText(m.kept)).toBeNull());
    });

    it('a refusal of what was sent says why and offers no Retry (the message says what to fix)', async () => {
        await signIn(api, 'admin');
        await typeTitle(5, 'Refused Title');
        server.use(
            http.patch(
                `${API}/catalog/tracks/5/`,
                () => HttpResponse.json({ detail: 'Track locked.' }, { status: 400 }),
                {
                    once: true,
                }
            )
        );
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('Error during track create/update: Track locked.')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: messages.load.retry })).toBeNull();
        expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Refused Title');
    });

    it('the retry of a save whose answer was lost is the person’s own change, not someone else’s', async () => {
        await signIn(api, 'admin');
        await typeTitle(6, 'Landed Unanswered');
        // The server saves it; the answer never arrives.
        server.use(
            http.patch(
                `${API}/catalog/tracks/6/`,
                async ({ request }) => {
                    await api.app.fetch(request);
                    return HttpResponse.error();
                },
                { once: true }
            )
        );
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        await screen.findByText(text => text.startsWith('Error during track create/update:'));
        expect(title(6)).toBe('Landed Unanswered');

        await userEvent.click(screen.getByRole('button', { name: messages.load.retry }));
        expect(await screen.findByText('Track "Landed Unanswered" saved')).toBeInTheDocument();
        expect(screen.queryByRole('dialog', { name: messages.conflict.title })).toBeNull();
        await waitFor(() => expect(screen.queryByText(m.kept)).toBeNull());
    });

    it('a colleague’s change after the person’s lost-answer save: the retry gets the first answer (its key), overwrites nothing and asks nothing', async () => {
        await signIn(api, 'admin');
        await typeTitle(9, 'Mine Landed');
        server.use(
            http.patch(
                `${API}/catalog/tracks/9/`,
                async ({ request }) => {
                    await api.app.fetch(request);
                    // …and a colleague changes the mix name before the retry.
                    api.db
                        .prepare("UPDATE tracks SET mix_name = 'Their Mix', version = version + 1 WHERE id = 9")
                        .run();
                    return HttpResponse.error();
                },
                { once: true }
            )
        );
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        await userEvent.click(await screen.findByRole('button', { name: messages.load.retry }));
        await waitFor(() => expect(screen.queryByRole('button', { name: messages.load.retry })).toBeNull());
        expect(screen.queryByRole('dialog', { name: messages.conflict.title })).toBeNull();
        const row = api.db.prepare('SELECT name, mix_name FROM tracks WHERE id = 9').get();
        expect(row).toEqual({ name: 'Mine Landed', mix_name: 'Their Mix' });
    });

    it('an upload that failed keeps the chosen file, offered again in one click', async () => {
        await signIn(api, 'admin');
        const { container } = renderAt('/catalog/tracks/11/audio');
        await screen.findByRole('button', { name: /^Upload audio/ }, { timeout: 10_000 });
        // The first attempt gets no proper answer; the second is taken (what was sent is what counts here).
        // Whether a file part came (jsdom's File keeps neither its name nor its bytes on its way through MSW).
        const received: boolean[] = [];
        let attempts = 0;
        server.use(
            http.post(`${API}/catalog/tracks/11/audio-files/`, async ({ request }) => {
                attempts += 1;
                if (attempts === 1) return new HttpResponse(BAD_GATEWAY, { status: 502 });
                const sent = (await request.formData()).get('file');
                received.push(sent !== null);
                return HttpResponse.json({ id: 99, file_name: 'take-one.wav' }, { status: 201 });
            })
        );
        const file = new File([wav(1) as BlobPart], 'take-one.wav', { type: 'audio/wav' });
        await userEvent.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, file);
        const again = await screen.findByRole('button', { name: fill(m.retryUpload, { file: 'take-one.wav' }) });
        expect(received).toEqual([]);
        await userEvent.click(again);
        await waitFor(() => expect(received).toEqual([true]));
        await waitFor(() => expect(screen.queryByRole('button', { name: /again$/ })).toBeNull());
    });

    it('a session that ends mid-edit says so, is signed in again in place, and the typed values are saved', async () => {
        // Another account than the file's other tests: its token is revoked here.
        await signIn(api, 'content_ops');
        const input = await typeTitle(10, 'Kept Through The End');
        // Signed out elsewhere: the token no longer works and cannot be renewed.
        await api.as('content_ops', '/v4/auth/logout/');
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        const dialog = await screen.findByRole('dialog', { name: messages.session.ended });
        expect(dialog).toHaveTextContent(fill(messages.session.endedText, { username: 'content_ops' }));
        expect(screen.queryByRole('dialog', { name: 'Confirmation Required' })).toBeNull();

        await userEvent.type(within(dialog).getByLabelText(/Password/), 'wrong password');
        await userEvent.click(within(dialog).getByRole('button', { name: messages.app.signIn }));
        expect(await within(dialog).findByText(messages.app.badCredentials)).toBeInTheDocument();
        await userEvent.clear(within(dialog).getByLabelText(/Password/));
        await userEvent.type(within(dialog).getByLabelText(/Password/), 'console-demo');
        await userEvent.click(within(dialog).getByRole('button', { name: messages.app.signIn }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: messages.session.ended })).toBeNull());

        expect(input).toHaveValue('Kept Through The End');
        expect(window.location.pathname).not.toBe('/auth');
        await userEvent.click(screen.getByRole('button', { name: messages.load.retry }));
        await waitFor(() => expect(title(10)).toBe('Kept Through The End'));
    });

    it('a session that ends with nothing unsaved goes the spec’s way: /logout, then /auth saying so', async () => {
        // Another account again: its token is revoked here.
        await signIn(api, 'curation');
        await api.as('curation', '/v4/auth/logout/');
        const { router } = renderAt('/catalog/tracks');
        await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 10_000 });
        expect(await screen.findByText(messages.session.endedSignIn)).toBeInTheDocument();
        expect(screen.queryByRole('dialog', { name: messages.session.ended })).toBeNull();
    });
});
