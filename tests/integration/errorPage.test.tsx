import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ErrorPage from '../../src/components/ErrorPage';

const LOGGED = 'This error has been logged and we are looking into it. Need help? Contact product support.';

describe('error page by status (spec §8)', () => {
    const cases: [number | undefined, string, boolean][] = [
        [400, 'Sorry, we cannot process that request right now.', false],
        [403, "Sorry, you're not authorized to view this page.", false],
        [404, 'Sorry, we could not find the page you wanted.', false],
        [500, 'Something has gone terribly wrong.', false],
        [502, "That's an error.", true],
        [418, "That's an error.", false],
        [undefined, "That's an error.", true],
    ];
    for (const [status, text, logged] of cases) {
        it(`${status ?? 'no status'} → "${text}"${logged ? ' + logged line' : ''}`, () => {
            render(<ErrorPage status={status} />);
            expect(screen.getByRole('heading', { name: text })).toBeInTheDocument();
            if (logged) {
                expect(screen.getByText(LOGGED, { exact: false })).toBeInTheDocument();
                expect(screen.getByRole('link', { name: 'help@store.test' })).toHaveAttribute(
                    'href',
                    'mailto:help@store.test'
                );
            } else {
                expect(screen.queryByText(LOGGED, { exact: false })).toBeNull();
            }
        });
    }

    it('Take Me Back goes back in history, and can be left out', async () => {
        const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
        const { unmount } = render(<ErrorPage status={404} />);
        await userEvent.click(screen.getByRole('button', { name: 'Take Me Back' }));
        expect(back).toHaveBeenCalledTimes(1);
        unmount();
        render(<ErrorPage status={404} showBack={false} />);
        expect(screen.queryByRole('button', { name: 'Take Me Back' })).toBeNull();
    });
});
