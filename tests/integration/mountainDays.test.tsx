/**
 * The console's days are Mountain days and it says so: late on a Mountain evening (already the
 * next day in UTC) the new-user export offers yesterday and today as Denver has them; a list's
 * date filter over instants is labelled MT.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../resources/messages';
import { renderAt, signIn, useApi } from './harness';

describe('Mountain days on the screen', () => {
    const { api } = useApi(60);
    afterEach(() => vi.useRealTimers());

    it('offers yesterday and today in Mountain time and says so', { timeout: 40_000 }, async () => {
        await signIn(api, 'support');
        // 2025-12-04 05:00 UTC is 2025-12-03 22:00 MST.
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(new Date('2025-12-04T05:00:00Z'));
        renderAt('/new-user-export');
        const to = await screen.findByLabelText('Registered to', {}, { timeout: 20_000 });
        expect(to).toHaveValue('2025-12-03');
        expect(screen.getByLabelText('Registered from')).toHaveValue('2025-12-02');
        expect(screen.getAllByText(messages.hints.mountainDays)).toHaveLength(2);
    });

    it('a date filter over instants says its days are Mountain time', async () => {
        await signIn(api, 'support');
        renderAt('/support/orders');
        expect(await screen.findByLabelText('Date Created from (MT)', {}, { timeout: 20_000 })).toBeInTheDocument();
        expect(screen.getByLabelText('Date Created to (MT)')).toBeInTheDocument();
    }, 40_000);
});
