/**
 * A picker whose options depend on another field (spec §4: state options depend on country) is
 * emptied when that field changes (walk 59: the billing form kept Colorado under Canada, and saved it).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../resources/messages';
import { renderAt, signIn, useApi } from './harness';

describe('a picker that depends on another field', () => {
    const { api } = useApi(30);

    it('a supplier changing its billing country has the state emptied, and saves it so', async () => {
        const userId = api.db.prepare("SELECT id FROM users WHERE username = 'supplier'").pluck().get() as number;
        const country = (name: string) =>
            api.db.prepare("SELECT id FROM aux WHERE list = 'countries' AND name = ?").pluck().get(name) as number;
        const colorado = api.db.prepare("SELECT id FROM aux WHERE list = 'states' AND name = 'Colorado'").pluck().get();
        api.db
            .prepare('INSERT OR REPLACE INTO billing (user_id, country_id, state_id, version) VALUES (?, ?, ?, 1)')
            .run(userId, country('United States'), colorado);
        await signIn(api, 'supplier');
        renderAt('/account');
        const state = (await screen.findByRole('combobox', { name: 'State' }, { timeout: 30_000 })) as HTMLInputElement;
        await waitFor(() => expect(state.value).toBe('Colorado'), { timeout: 15_000 });
        const picker = screen.getByRole('combobox', { name: 'Country' }) as HTMLInputElement;
        await waitFor(() => expect(picker.value).toBe('United States'), { timeout: 15_000 });

        const user = userEvent.setup();
        await user.clear(picker);
        await user.type(picker, 'Canada');
        await user.click(await screen.findByRole('option', { name: /^Canada/ }, { timeout: 15_000 }));
        await waitFor(() => expect(picker.value).toBe('Canada'));
        await waitFor(() => expect(state.value).toBe(''));
        // Back to the first country: a state chosen under the other one goes too.
        await user.click(state);
        await user.click(await screen.findByRole('option', { name: 'Ontario' }, { timeout: 15_000 }));
        await waitFor(() => expect(state.value).toBe('Ontario'));
        await user.clear(picker);
        await user.type(picker, 'United States');
        await user.click(await screen.findByRole('option', { name: /^United States/ }, { timeout: 15_000 }));
        await waitFor(() => expect(state.value).toBe(''));
        await user.clear(picker);
        await user.type(picker, 'Canada');
        await user.click(await screen.findByRole('option', { name: /^Canada/ }, { timeout: 15_000 }));
        await waitFor(() => expect(picker.value).toBe('Canada'));

        await user.click(screen.getByRole('button', { name: 'Save billing details' }));
        expect(await screen.findByText(messages.partner.billingSaved, {}, { timeout: 15_000 })).toBeInTheDocument();
        expect(api.db.prepare('SELECT country_id, state_id FROM billing WHERE user_id = ?').get(userId)).toEqual({
            country_id: country('Canada'),
            state_id: null,
        });
    }, 60_000);
});
