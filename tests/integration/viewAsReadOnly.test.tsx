/**
 * View as is read-only (issue 40): while an admin views the console as someone, every record
 * renders as the read-only view (values, no inputs, no Save, no row or record actions), and the
 * banner says why. The viewed user's own sign-in edits the same record.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startViewAs } from '../../authProvider/viewAs';
import { fill, messages } from '../../resources/messages';
import { API, renderAt, signIn, useApi } from './harness';

const m = messages.viewAs;

describe('viewing as another user', () => {
    const { api } = useApi(40);
    const label = api.db.prepare("SELECT id FROM users WHERE username = 'label'").pluck().get() as number;
    const viewed = { id: label, username: 'label', name: 'Label Demo', title: 'label: Label 1' };
    const track = api.db.prepare('SELECT id FROM tracks WHERE label_id = 1 ORDER BY id').pluck().get() as number;

    it('the label partner’s own sign-in edits their track: inputs and Save', async () => {
        await signIn(api, 'label');
        renderAt(`/catalog/tracks/${track}`);
        expect(await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    });

    it('as the admin viewing as them, the same track shows read-only, and the banner says why', async () => {
        await signIn(api, 'admin');
        await startViewAs(API, viewed);
        renderAt(`/catalog/tracks/${track}`);
        const banner = await screen.findByRole('status', {}, { timeout: 10_000 });
        expect(banner).toHaveTextContent(fill(m.banner, { who: 'label: Label 1' }));
        expect(banner).toHaveTextContent(m.readOnlyWhy);
        // The record by its values: its title read, not typed.
        const title = api.db.prepare('SELECT name FROM tracks WHERE id = ?').pluck().get(track) as string;
        expect(await screen.findByText(title, {}, { timeout: 10_000 })).toBeInTheDocument();
        expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
        expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
        expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    });

    it('its rows are read-only too: no Add, Edit or Delete on a sub-resource tab', async () => {
        await signIn(api, 'admin');
        await startViewAs(API, viewed);
        renderAt(`/catalog/tracks/${track}/notes`);
        await screen.findByRole('heading', { name: 'Notes' }, { timeout: 10_000 });
        const tab = screen.getByRole('heading', { name: 'Notes' }).parentElement!;
        expect(within(tab).queryByRole('button', { name: /^Add/ })).toBeNull();
        expect(within(tab).queryByRole('button', { name: 'Edit' })).toBeNull();
    });
});
