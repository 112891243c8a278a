/**
 * The new-user export's days are Mountain days: late on a Mountain evening (already the next day
 * in UTC) the page offers yesterday and today as Denver has them, and says the days are Mountain time.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../resources/messages';
import { renderAt, signIn, useApi } from './harness';

describe('new-user export', () => {
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
});
