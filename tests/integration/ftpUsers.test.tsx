/**
 * A supplier's FTP Users tab: a new user's password, made by the server, is shown once and is gone
 * after Done (and after leaving the tab); a reset shows a new one once; label_mgmt only reads.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../resources/messages';
import { verifyPassword } from '../../server/core/passwords';
import { renderAt, signIn, useApi } from './harness';

describe('supplier FTP users tab', () => {
    const { api } = useApi(20);
    const hashOf = (username: string) =>
        api.db.prepare('SELECT password_hash FROM ftp_users WHERE username = ?').pluck().get(username) as string;

    it('creates an FTP user and shows its password once', async () => {
        await signIn(api, 'content_ops');
        renderAt('/catalog/suppliers/1/ftp-users');
        const table = await screen.findByRole('table', { name: 'FTP users' }, { timeout: 10_000 });
        expect(within(table).getByText('supplier1-ingest')).toBeInTheDocument();

        const name = screen.getByRole('textbox', { name: 'New FTP user name' });
        await userEvent.type(name, 'Bad Name');
        await userEvent.click(screen.getByRole('button', { name: 'Create FTP user' }));
        expect(await screen.findByText(messages.ingestion.ftpUsername)).toBeInTheDocument();

        await userEvent.clear(name);
        await userEvent.type(name, 'harbour-ftp');
        await userEvent.click(screen.getByRole('button', { name: 'Create FTP user' }));
        const shown = await screen.findByLabelText('New password of harbour-ftp');
        const password = shown.textContent ?? '';
        expect(password).toMatch(/^[A-Za-z2-9]{20}$/);
        expect(verifyPassword(password, hashOf('harbour-ftp'))).toBe(true);
        expect(screen.getByText(messages.ingestion.ftpPasswordOnce)).toBeInTheDocument();
        // Copy puts the password on the clipboard and says so (walk 53: it could only be selected).
        const user = userEvent.setup();
        await user.click(screen.getByRole('button', { name: 'Copy the password of harbour-ftp' }));
        expect(await navigator.clipboard.readText()).toBe(password);
        expect(await screen.findByText(messages.secret.copied)).toBeInTheDocument();
        await within(table).findByText('harbour-ftp');

        await userEvent.click(screen.getByRole('button', { name: 'Done' }));
        await waitFor(() => expect(screen.queryByText(password)).toBeNull());
        // Back on the tab later: the list, never the password.
        cleanup();
        renderAt('/catalog/suppliers/1/ftp-users');
        const again = await screen.findByRole('table', { name: 'FTP users' }, { timeout: 10_000 });
        await within(again).findByText('harbour-ftp');
        expect(screen.queryByText(password)).toBeNull();

        // A reset shows a new one, once; the old one no longer works.
        await userEvent.click(screen.getByRole('button', { name: 'Reset the password of harbour-ftp' }));
        await userEvent.click(await screen.findByRole('button', { name: messages.confirm.proceed }));
        const fresh = (await screen.findByLabelText('New password of harbour-ftp')).textContent ?? '';
        expect(fresh).not.toBe(password);
        expect(verifyPassword(fresh, hashOf('harbour-ftp'))).toBe(true);
        expect(verifyPassword(password, hashOf('harbour-ftp'))).toBe(false);
    }, 60_000);

    it('label_mgmt reads the FTP users but changes nothing', async () => {
        await signIn(api, 'label_mgmt');
        renderAt('/catalog/suppliers/1/ftp-users');
        const table = await screen.findByRole('table', { name: 'FTP users' }, { timeout: 10_000 });
        expect(within(table).getByText('supplier1-ingest')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Create FTP user' })).toBeNull();
        expect(screen.queryByRole('button', { name: /^Reset the password/ })).toBeNull();
    });
});
