/** Support changes a user's email (walk 52): the identity account then shows the new address as not verified. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt, signIn, useApi } from './harness';

const SLOW = 60_000;

describe('a user’s changed email', () => {
    const { api } = useApi(40);

    /** What the identity account says beside a label ("Sign-in email", "Email verified"). */
    const identityValue = async (label: string) => {
        const pairs = await screen.findByLabelText('Identity account', {}, { timeout: 15_000 });
        return within(pairs).getByText(label).nextElementSibling?.textContent;
    };

    it(
        'shows as not verified once saved, as the identity service answers',
        async () => {
            const id = api.db
                .prepare('SELECT id FROM customers WHERE email_verified = 1 ORDER BY id LIMIT 1')
                .pluck()
                .get() as number;
            await signIn(api, 'support');
            renderAt(`/support/users/${id}/identity`);
            await waitFor(async () => expect(await identityValue('Email verified')).toBe('Yes'), { timeout: 30_000 });

            await userEvent.click(screen.getByRole('tab', { name: 'Summary' }));
            const email = await screen.findByRole('textbox', { name: /^Registered Email/ }, { timeout: 15_000 });
            await userEvent.clear(email);
            await userEvent.type(email, 'changed.address@listener.example');
            await userEvent.click(screen.getByRole('button', { name: 'Save' }));
            await waitFor(() =>
                expect(api.db.prepare('SELECT email FROM customers WHERE id = ?').pluck().get(id)).toBe(
                    'changed.address@listener.example'
                )
            );

            await userEvent.click(screen.getByRole('tab', { name: 'Identity' }));
            await waitFor(
                async () => {
                    expect(await identityValue('Sign-in email')).toBe('changed.address@listener.example');
                    expect(await identityValue('Email verified')).toBe('No');
                },
                { timeout: 15_000 }
            );
        },
        SLOW
    );
});
