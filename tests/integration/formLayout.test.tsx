/**
 * Forms laid out from the model: a resource's groups are titled sections on a grid of two columns
 * on a wide screen and one on a phone; what the user may not change reads as formatted values, not
 * disabled inputs; Save sits only under a tab with something of the form's to save.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatAmount } from '../../resources/format';
import { messages } from '../../resources/messages';
import { renderAt, signIn, useApi } from './harness';
import { ENCODE_STATUS_CHOICES } from '../../resources/catalog/tracks';

/** The first screen of a file loads the whole app: slow when the machine is shared. */
const SLOW = 60_000;
const WAIT = { timeout: 30_000 };

const setupMatchMedia = window.matchMedia;
/** The window as `width` pixels wide, as MUI's media queries ask it. */
function windowWidth(width: number) {
    const matchMedia = (query: string) => {
        const min = /min-width:\s*([\d.]+)px/.exec(query);
        const max = /max-width:\s*([\d.]+)px/.exec(query);
        const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
        return {
            matches,
            media: query,
            onchange: null,
            addListener: () => undefined,
            removeListener: () => undefined,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
            dispatchEvent: () => false,
        };
    };
    // The test setup defines it, not writable: defined again the same way.
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
}

/** The grid of a titled section: its column count as laid out. */
const columnsOf = (section: string) =>
    screen
        .getByRole('heading', { level: 2, name: section })
        .closest('section')
        ?.querySelector('[data-columns]')
        ?.getAttribute('data-columns');

/** Inputs a person cannot use: disabled or read-only form controls in the record's form (not MUI's hidden sizer). */
const unusableInputs = () =>
    [...document.querySelectorAll('form input, form textarea, form [role="combobox"], form [role="switch"]')].filter(
        el =>
            !el.closest('[aria-hidden="true"]') &&
            (el.hasAttribute('disabled') ||
                el.getAttribute('aria-disabled') === 'true' ||
                ((el.hasAttribute('readonly') || el.getAttribute('aria-readonly') === 'true') &&
                    (el as HTMLInputElement).type !== 'password'))
    );

describe('forms laid out from the model', () => {
    const { api } = useApi(20);
    afterEach(() => {
        Object.defineProperty(window, 'matchMedia', { configurable: true, value: setupMatchMedia });
    });

    it(
        'a grouped form shows its section titles on two columns at 1440 px and one at 600 px',
        async () => {
            await signIn(api, 'admin');
            windowWidth(1440);
            const wide = renderAt('/catalog/tracks/1');
            for (const title of ['Title and Release', 'Identifiers', 'Music', 'Rights']) {
                expect(await screen.findByRole('heading', { level: 2, name: title }, WAIT)).toBeInTheDocument();
            }
            expect(columnsOf('Identifiers')).toBe('2');
            wide.unmount();

            windowWidth(600);
            renderAt('/catalog/tracks/1');
            await screen.findByRole('heading', { level: 2, name: 'Identifiers' }, WAIT);
            expect(columnsOf('Identifiers')).toBe('1');
            expect(columnsOf('Music')).toBe('1');
        },
        SLOW
    );

    it(
        'an order (no one changes its summary) is a show view: no disabled inputs, money with its currency, choices by name',
        async () => {
            const order = api.db
                .prepare(
                    "SELECT id, total, status FROM orders WHERE currency = 'EUR' AND total > 0 ORDER BY id LIMIT 1"
                )
                .get() as { id: number; total: number; status: string };
            await signIn(api, 'support');
            windowWidth(1440);
            renderAt(`/support/orders/${order.id}`);
            const total = await screen.findByLabelText('Total', {}, WAIT);
            expect(total).toHaveTextContent(formatAmount(order.total, 'EUR'));
            expect(total.textContent).toMatch(/^€\d/);
            expect(screen.getByLabelText('Currency')).toHaveTextContent('Euro');
            const status = { open: 'Open', complete: 'Complete', deleted: 'Deleted' }[order.status];
            expect(screen.getByLabelText('Status')).toHaveTextContent(status!);
            expect(screen.getByRole('heading', { level: 2, name: 'Totals' })).toBeInTheDocument();
            expect(unusableInputs()).toEqual([]);
            expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
        },
        SLOW
    );

    it(
        'a partner’s track shows what they may not change as values: the release by name as a link, the encode status by name',
        async () => {
            const track = api.db
                .prepare(
                    'SELECT r.id AS release_id, r.name AS release, t.encode_status FROM tracks t JOIN releases r ON r.id = t.release_id WHERE t.id = 1'
                )
                .get() as { release_id: number; release: string; encode_status: string };
            await signIn(api, 'label');
            windowWidth(1440);
            renderAt('/catalog/tracks/1');
            const release = await screen.findByLabelText('Release', {}, WAIT);
            expect(within(release).getByRole('link', { name: track.release })).toHaveAttribute(
                'href',
                `/catalog/releases/${track.release_id}`
            );
            // The stored code (CONVERTED) reads by its choice's name.
            const encodeName = ENCODE_STATUS_CHOICES.find(c => c.id === track.encode_status)!.name;
            expect(screen.getByLabelText('Encode Status')).toHaveTextContent(encodeName);
            expect(unusableInputs()).toEqual([]);
            // What they may change stays an input, with the Save under it.
            expect(screen.getByRole('textbox', { name: /^Title/ })).toBeEnabled();
            expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
        },
        SLOW
    );

    it(
        'no Save under History nor under a list whose rows save themselves; Save under the fields',
        async () => {
            await signIn(api, 'admin');
            windowWidth(1440);
            const fields = renderAt('/catalog/tracks/1/status');
            await screen.findByRole('heading', { level: 2, name: 'Availability' }, WAIT);
            expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
            fields.unmount();

            const history = renderAt('/catalog/tracks/1/history');
            await screen.findByRole('heading', { level: 2, name: messages.history.tab }, WAIT);
            expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
            history.unmount();

            renderAt('/catalog/tracks/1/notes');
            await screen.findByRole('heading', { level: 2, name: 'Notes' }, WAIT);
            await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull());
        },
        SLOW
    );
});
