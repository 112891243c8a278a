/**
 * The coupon editor's user list from a CSV upload, against the real API: a file with a user_id
 * column sets the list and says how many ids it read; one without is refused with 'Invalid CSV';
 * non-ids are refused with their rows and change nothing; clearing makes the coupon global.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill, messages } from '../../resources/messages';
import { isoToLocal } from '../../src/lib/time';
import { renderAt, signIn, useApi } from './harness';

const csv = (text: string, name = 'users.csv') => new File([text], name, { type: 'text/csv' });
const userIds = (api: ReturnType<typeof useApi>['api'], id: number) =>
    JSON.parse(api.db.prepare('SELECT user_ids FROM coupons WHERE id = ?').pluck().get(id) as string) as number[];

describe('coupon editor: user IDs from a CSV', () => {
    const { api } = useApi(60);

    it(
        'reads a user_id column, refuses files without it or with non-ids, and saves the list',
        { timeout: 40_000 },
        async () => {
            await signIn(api, 'support');
            const { container } = renderAt('/support/coupons/1/people');
            expect(
                // The file's first screen: slower on a busy machine.
                await screen.findByText(
                    'No user IDs: the coupon is global (anyone may use it)',
                    {},
                    { timeout: 20_000 }
                )
            ).toBeInTheDocument();
            const input = () => container.querySelector('input[type="file"]') as HTMLInputElement;

            await userEvent.upload(input(), csv('person,email\n4,a@example.com\n'));
            expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
                'Invalid CSV: the first row needs a column headed person_id or user_id'
            );

            await userEvent.upload(input(), csv('\uFEFFuser_id;note\n4;x\nfour;y\n9;z\n'));
            expect(await screen.findByRole('alert')).toHaveTextContent(
                'Not user IDs (whole numbers only), nothing was read: row 3: “four”'
            );
            expect(screen.getByText('No user IDs: the coupon is global (anyone may use it)')).toBeInTheDocument();

            await userEvent.upload(input(), csv('user_id,name\n4,Ana\n9,"Ben\nB."\n12,Chloé\n', 'campaign.csv'));
            expect(
                await screen.findByText('3 user IDs read from campaign.csv', {}, { timeout: 10_000 })
            ).toBeInTheDocument();
            // Not saved yet, and says so: the saved coupon is still global (walk 52).
            expect(screen.getByText(fill(messages.support.idsHeldUnsaved, { count: 3 }))).toBeInTheDocument();
            expect(screen.queryByText('3 user IDs: only these users may use the coupon')).toBeNull();
            expect(screen.getByText('Active')).toBeInTheDocument();
            expect(screen.queryByRole('alert')).toBeNull();
            await userEvent.click(screen.getByRole('button', { name: 'Save' }));
            await waitFor(() => expect(userIds(api, 1)).toEqual([4, 9, 12]), { timeout: 10_000 });
            expect(
                await screen.findByText('3 user IDs: only these users may use the coupon', {}, { timeout: 10_000 })
            ).toBeInTheDocument();
        }
    );

    it('a marketing user clears the list, making the coupon global', { timeout: 40_000 }, async () => {
        api.db.prepare("UPDATE coupons SET user_ids = '[7,8]' WHERE id = 2").run();
        await signIn(api, 'marketing');
        renderAt('/support/coupons/2/people');
        expect(
            await screen.findByText('2 user IDs: only these users may use the coupon', {}, { timeout: 20_000 })
        ).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: 'Clear user IDs' }));
        expect(screen.getByText(messages.support.idsNoneUnsaved)).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(userIds(api, 2)).toEqual([]), { timeout: 10_000 });
    });

    it('a code already used is refused in the spec’s words', { timeout: 40_000 }, async () => {
        await signIn(api, 'support');
        renderAt('/support/coupons/3');
        const code = await screen.findByRole('textbox', { name: 'Code' }, { timeout: 20_000 });
        await waitFor(() => expect(code).toHaveValue('SEED03PCT'));
        await userEvent.clear(code);
        await userEvent.type(code, 'seed01pct');
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(
            await screen.findByText(
                'Error during coupon create/update: This code is already used by coupon 1',
                {},
                { timeout: 10_000 }
            )
        ).toBeInTheDocument();
    });

    it('lists the uploaded ids a page at a time', { timeout: 40_000 }, async () => {
        await signIn(api, 'support');
        const { container } = renderAt('/support/coupons/4/people');
        await screen.findByText('Upload user IDs (CSV)', {}, { timeout: 20_000 });
        const ids = Array.from({ length: 23 }, (_, i) => i + 30);
        const input = container.querySelector('input[type="file"]') as HTMLInputElement;
        await userEvent.upload(input, csv(`user_id\n${ids.join('\n')}\n`));
        const table = await screen.findByRole('table', { name: 'User IDs' }, { timeout: 10_000 });
        const shown = () =>
            within(table)
                .getAllByRole('row')
                .slice(1)
                .map(r => Number(r.textContent));
        expect(shown()).toEqual(ids.slice(0, 10));
        expect(within(table).getByRole('link', { name: '30' })).toHaveAttribute('href', '/support/users/30');
        expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
        expect(shown()).toEqual(ids.slice(10, 20));
        await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
        expect(shown()).toEqual(ids.slice(20));
    });

    it(
        'ids of no user are listed as soon as the file is read, and one is dropped without uploading again',
        { timeout: 40_000 },
        async () => {
            await signIn(api, 'marketing');
            const { container } = renderAt('/support/coupons/7/people');
            await screen.findByText('Upload user IDs (CSV)', {}, { timeout: 20_000 });
            const input = container.querySelector('input[type="file"]') as HTMLInputElement;
            await userEvent.upload(input, csv('user_id\n4\n999991\n9\n999992\n'));
            // Before any save: the two ids of nobody, each with its own Drop.
            const warning = await screen.findByText(
                fill(messages.support.idsUnknown, { count: 2 }),
                {},
                { timeout: 10_000 }
            );
            const alert = warning.closest('[role="alert"]') as HTMLElement;
            expect(
                within(alert)
                    .getAllByRole('button')
                    .map(b => b.textContent)
            ).toEqual(['Drop 999991', 'Drop 999992', 'Drop all 2']);
            await userEvent.click(within(alert).getByRole('button', { name: 'Drop 999991' }));
            expect(screen.getByText(fill(messages.support.idsHeldUnsaved, { count: 3 }))).toBeInTheDocument();
            const listed = () =>
                within(screen.getByRole('table', { name: 'User IDs' }))
                    .getAllByRole('row')
                    .slice(1)
                    .map(r => Number(r.textContent));
            expect(listed()).toEqual([4, 9, 999992]);
            expect(screen.getByText(fill(messages.support.idsUnknown, { count: 1 }))).toBeInTheDocument();
            await userEvent.click(screen.getByRole('button', { name: 'Drop 999992' }));
            expect(listed()).toEqual([4, 9]);
            expect(screen.queryByText(/of these IDs are no user/)).toBeNull();
            await userEvent.click(screen.getByRole('button', { name: 'Save' }));
            await waitFor(() => expect(userIds(api, 7)).toEqual([4, 9]), { timeout: 10_000 });
        }
    );

    it('ids of no user are refused on save, naming them, and nothing is saved', { timeout: 40_000 }, async () => {
        await signIn(api, 'marketing');
        const before = userIds(api, 6);
        const { container } = renderAt('/support/coupons/6/people');
        await screen.findByText('Upload user IDs (CSV)', {}, { timeout: 20_000 });
        const input = container.querySelector('input[type="file"]') as HTMLInputElement;
        await userEvent.upload(input, csv('user_id\n4\n999991\n9\n999992\n'));
        await screen.findByText('4 user IDs read from users.csv', {}, { timeout: 10_000 });
        // Marketing may not open users: the ids are listed without links.
        expect(within(screen.getByRole('table', { name: 'User IDs' })).queryAllByRole('link')).toHaveLength(0);
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(
            (await screen.findAllByText(/No user with ID 999991, 999992/, {}, { timeout: 10_000 })).length
        ).toBeGreaterThan(0);
        expect(userIds(api, 6)).toEqual(before);
    });
});

describe('coupon validity', () => {
    const { api } = useApi(20);

    it(
        'shows start and end with their time in Mountain time, and a status that follows the end instant',
        { timeout: 40_000 },
        async () => {
            // Ended a minute ago: the same day in any zone, yet expired.
            const ended = new Date(Date.now() - 60_000).toISOString();
            const start = '2026-03-08T16:30:00.000Z'; // 10:30 MDT (UTC-6), the first day of daylight time
            api.db
                .prepare('UPDATE coupons SET start_date = ?, end_date = ?, voided = 0 WHERE id = 2')
                .run(start, ended);
            await signIn(api, 'support');
            renderAt('/support/coupons/2');
            const from = await screen.findByLabelText('Start Date', {}, { timeout: 20_000 });
            await waitFor(() => expect(from).toHaveValue('2026-03-08T10:30'));
            expect(screen.getByLabelText('End Date')).toHaveValue(isoToLocal(ended, 'mountain'));
            // Each says its zone.
            expect(screen.getAllByText('Mountain time').length).toBeGreaterThanOrEqual(2);
            expect(await screen.findByText('Expired')).toBeInTheDocument();
        }
    );
});
