/** A user's DJ profile changed from the user screen (PATCH users/{id}/dj-profile), for those §6 lets. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill, messages } from '../../resources/messages';
import { renderAt, signIn, useApi } from './harness';

const SLOW = 60_000;

describe('the user screen’s DJ profile', () => {
    const { api, server } = useApi(40);
    const owner = () =>
        api.db
            .prepare(
                'SELECT c.id, p.id AS profile, p.name FROM customers c JOIN dj_profiles p ON p.id = c.dj_profile_id ORDER BY c.id LIMIT 1'
            )
            .get() as { id: number; profile: number; name: string };

    it(
        'support changes the bio in a dialog; it is saved through the user at once and said so',
        async () => {
            const user = owner();
            await signIn(api, 'support');
            const writes: string[] = [];
            server.events.on('request:start', ({ request }) => {
                if (request.method !== 'GET') writes.push(`${request.method} ${new URL(request.url).pathname}`);
            });
            renderAt(`/support/users/${user.id}/dj-profile`);
            const edit = await screen.findByRole(
                'button',
                { name: messages.support.djProfileEdit },
                { timeout: 30_000 }
            );
            // Disabled until the profile it edits has been read.
            await waitFor(() => expect(edit).toBeEnabled(), { timeout: 15_000 });
            await userEvent.click(edit);
            const dialog = await screen.findByRole('dialog', { name: messages.support.djProfileEdit });
            const bio = within(dialog).getByRole('textbox', { name: 'Bio' });
            await userEvent.clear(bio);
            await userEvent.type(bio, 'Resident at the Warehouse.');
            await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
            expect(
                await screen.findByText(fill(messages.support.djProfileSaved, { name: user.name }))
            ).toBeInTheDocument();
            expect(api.db.prepare('SELECT bio FROM dj_profiles WHERE id = ?').pluck().get(user.profile)).toBe(
                'Resident at the Warehouse.'
            );
            expect(writes).toEqual([`PATCH /v4/users/${user.id}/dj-profile/`]);
            await waitFor(() =>
                expect(screen.getByLabelText('DJ profile')).toHaveTextContent('Resident at the Warehouse.')
            );
        },
        SLOW
    );

    it(
        'a user without one says so; curation of the first brand, who may not change it, has no such tab',
        async () => {
            const without = api.db
                .prepare('SELECT id FROM customers WHERE dj_profile_id IS NULL ORDER BY id LIMIT 1')
                .pluck()
                .get() as number;
            await signIn(api, 'support');
            const view = renderAt(`/support/users/${without}/dj-profile`);
            expect(
                await screen.findByText(messages.support.djProfileNone, {}, { timeout: 30_000 })
            ).toBeInTheDocument();
            view.unmount();
            await signIn(api, 'curation');
            renderAt(`/support/users/${owner().id}`);
            expect(await screen.findByRole('tab', { name: 'Summary' }, { timeout: 30_000 })).toBeInTheDocument();
            expect(screen.queryByRole('tab', { name: 'DJ Profile' })).toBeNull();
        },
        SLOW
    );
});
