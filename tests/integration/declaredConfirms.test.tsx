/**
 * Screens that call an operation declaring a `confirm` ask the declaration's own question (filled
 * with what the screen names: an artist, an account, an item) through `useOperation`, and a person
 * who declines sends nothing: no write reaches the API and the data stays as it was.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatAmount } from '../../resources/format';
import { fill, messages } from '../../resources/messages';
import { releaseCountryTimes, removeArtistAssociation } from '../../resources/operations/catalog';
import { confirmText, type AnyOperation, type OperationParams } from '../../resources/operations/define';
import { resetFtpPassword, updateFtpUser } from '../../resources/operations/suppliers';
import { bulkCredit, setOrderDownloads } from '../../resources/operations/support';
import { renderAt, signIn, useApi } from './harness';

const WAIT = { timeout: 30_000 };
const SLOW = 60_000;

describe('a declared confirmation, asked by the screen and declined', () => {
    const { api, server } = useApi(20);
    afterEach(() => server.events.removeAllListeners());
    /** Every write the screen sends from now on (reads load the screen and are not counted). */
    const writes = () => {
        const sent: string[] = [];
        server.events.on('request:start', ({ request }) => {
            // A HEAD is the connection banner's probe of the API (it writes nothing).
            if (!['GET', 'HEAD'].includes(request.method))
                sent.push(`${request.method} ${new URL(request.url).pathname}`);
        });
        return sent;
    };
    /** The declaration's question, as the dialog must show it. */
    const asked = (op: AnyOperation, id: OperationParams, body?: unknown, about?: Record<string, string | number>) =>
        confirmText(op.confirm, id, body, about)!;
    /** Finds the dialog asking `question`, declines it, and waits for it to close. */
    async function decline(question: string, no: string = messages.confirm.cancel) {
        const dialog = await screen.findByRole('dialog', { name: messages.confirm.title }, WAIT);
        expect(dialog).toHaveTextContent(question);
        await userEvent.click(within(dialog).getByRole('button', { name: no }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: messages.confirm.title })).toBeNull());
    }

    it(
        "a DJ profile's artist association: asked by the artist's name; declined, it stays; confirmed, it goes",
        async () => {
            const artist = api.db.prepare('SELECT id, name FROM artists WHERE dj_profile_id = 1').get() as {
                id: number;
                name: string;
            };
            await signIn(api, 'admin');
            renderAt('/catalog/dj-profiles/1/artist');
            const sent = writes();
            await userEvent.click(await screen.findByRole('button', { name: 'Remove association' }, WAIT));
            await decline(asked(removeArtistAssociation, 1, undefined, { name: artist.name }));
            expect(sent).toEqual([]);
            expect(api.db.prepare('SELECT dj_profile_id FROM artists WHERE id = ?').pluck().get(artist.id)).toBe(1);

            await userEvent.click(screen.getByRole('button', { name: 'Remove association' }));
            const dialog = await screen.findByRole('dialog', { name: messages.confirm.title });
            await userEvent.click(within(dialog).getByRole('button', { name: messages.confirm.delete }));
            expect(await screen.findByText(messages.djProfiles.artistRemoved, {}, WAIT)).toBeInTheDocument();
            expect(sent).toEqual(['DELETE /v4/catalog/dj-profiles/1/artist-association/']);
        },
        SLOW
    );

    it(
        "a release's territory times: asked naming the territories; declined, nothing is set",
        async () => {
            const before = api.db.prepare('SELECT count(*) FROM track_territories').pluck().get();
            await signIn(api, 'admin');
            renderAt('/catalog/releases/1/territory-times');
            fireEvent.change(await screen.findByLabelText('Publish time (Mountain time)', {}, WAIT), {
                target: { value: '2027-03-01T09:00' },
            });
            // The hint says what a Set would cover, as territories are chosen (walk 55: it said "None chosen" with two).
            expect(screen.getByText(messages.territories.releaseNoneChosen)).toBeInTheDocument();
            const territories = screen.getByRole('combobox', { name: 'Territories' });
            await userEvent.type(territories, 'Ger');
            await userEvent.click(await screen.findByRole('option', { name: 'Germany' }, WAIT));
            expect(
                screen.getByText(fill(messages.territories.releaseChosen, { territories: '1 territory' }))
            ).toBeInTheDocument();
            await userEvent.click(within(screen.getByRole('button', { name: 'Germany' })).getByTestId('CancelIcon'));
            expect(screen.getByText(messages.territories.releaseNoneChosen)).toBeInTheDocument();
            const sent = writes();
            await userEvent.click(screen.getByRole('button', { name: 'Set times' }));
            const where = messages.territories.releaseEveryTerritory;
            await decline(asked(releaseCountryTimes, 1, undefined, { where }));
            expect(sent).toEqual([]);
            expect(api.db.prepare('SELECT count(*) FROM track_territories').pluck().get()).toBe(before);
            expect(
                api.db
                    .prepare("SELECT count(*) FROM track_territories WHERE publish_time LIKE '2027-03-01%'")
                    .pluck()
                    .get()
            ).toBe(0);
        },
        SLOW
    );

    it(
        "an FTP account's disable and password reset: each asked by the account's name; declined, nothing changes",
        async () => {
            const ftp = api.db
                .prepare(
                    'SELECT id, username, password_hash FROM ftp_users WHERE supplier_id = 1 AND enabled = 1 LIMIT 1'
                )
                .get() as { id: number; username: string; password_hash: string };
            await signIn(api, 'content_ops');
            renderAt('/catalog/suppliers/1/ftp-users');
            const table = await screen.findByRole('table', { name: 'FTP users' }, WAIT);
            const sent = writes();
            const params = { id: 1, ftpId: ftp.id };
            const about = { username: ftp.username };
            await userEvent.click(within(table).getByRole('button', { name: `Disable ${ftp.username}` }));
            await decline(asked(updateFtpUser, params, { enabled: false }, about));
            await userEvent.click(within(table).getByRole('button', { name: `Reset the password of ${ftp.username}` }));
            await decline(asked(resetFtpPassword, params, undefined, about));
            expect(sent).toEqual([]);
            expect(api.db.prepare('SELECT enabled, password_hash FROM ftp_users WHERE id = ?').get(ftp.id)).toEqual({
                enabled: 1,
                password_hash: ftp.password_hash,
            });
        },
        SLOW
    );

    it(
        "an order item's dissociation: asked naming the item and the order; declined, its download stays",
        async () => {
            const item = api.db
                .prepare(
                    `SELECT i.id, i.name, i.order_id FROM order_items i JOIN orders o ON o.id = i.order_id
                     WHERE o.status = 'complete' AND i.refunded = 0 AND i.availability = 1 ORDER BY i.id LIMIT 1`
                )
                .get() as { id: number; name: string; order_id: number };
            await signIn(api, 'admin');
            renderAt(`/support/orders/${item.order_id}/items`);
            const table = await screen.findByRole('table', { name: 'Order items' }, WAIT);
            const sent = writes();
            const row = within(table).getAllByText(item.name)[0].closest('tr')!;
            await userEvent.click(
                within(row).getByRole('button', { name: fill(messages.orders.dissociateItem, { name: item.name }) })
            );
            const body = [{ id: item.id, availability: 2 as const }];
            await decline(asked(setOrderDownloads, item.order_id, body, { name: item.name, order: item.order_id }));
            expect(sent).toEqual([]);
            expect(api.db.prepare('SELECT availability FROM order_items WHERE id = ?').pluck().get(item.id)).toBe(1);
        },
        SLOW
    );

    it(
        'a bulk credit from a CSV: asked with the amount each and in all; declined, nobody is credited',
        async () => {
            const before = api.db.prepare('SELECT count(*) FROM credits').pluck().get();
            await signIn(api, 'support');
            renderAt('/support/credits');
            await userEvent.click(await screen.findByRole('button', { name: messages.support.bulkCredit }, WAIT));
            const form = await screen.findByRole('dialog', { name: messages.support.bulkCredit });
            const input = document.querySelector('input[type="file"]') as HTMLInputElement;
            await userEvent.upload(input, new File(['user_id\n4\n5\n'], 'users.csv', { type: 'text/csv' }));
            await within(form).findByText(fill(messages.support.idsRead, { count: 2, file: 'users.csv' }));
            await userEvent.type(within(form).getByRole('spinbutton', { name: 'Amount' }), '4');
            await userEvent.click(within(form).getByRole('combobox', { name: 'Currency' }));
            await userEvent.click(await screen.findByRole('option', { name: 'GBP' }));
            await userEvent.click(within(form).getByRole('combobox', { name: 'Reason' }));
            await userEvent.click(await screen.findByRole('option', { name: 'Goodwill' }));
            const sent = writes();
            await userEvent.click(within(form).getByRole('button', { name: 'Credit' }));
            const question = asked(bulkCredit, undefined, undefined, {
                amount: formatAmount(4, 'GBP'),
                count: 2,
                total: formatAmount(8, 'GBP'),
            });
            // The declared title is the action's own name: the question is the dialog that says it.
            const dialog = await screen.findByText(question, {}, WAIT);
            await userEvent.click(within(dialog.closest('[role="dialog"]')!).getByRole('button', { name: 'Cancel' }));
            await waitFor(() => expect(screen.queryByText(question)).toBeNull());
            expect(sent).toEqual([]);
            expect(api.db.prepare('SELECT count(*) FROM credits').pluck().get()).toBe(before);
        },
        SLOW
    );
});
