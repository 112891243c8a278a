/**
 * The Approvals inbox (issue 44): a held bulk change shows to the admin who may approve it, with its
 * diff; approved it applies, rejected it needs a reason; its requester sees no Approve; without the
 * `approvals` capability there is no menu entry and no app-bar count.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMPTY_VALUE } from '../../resources/changes';
import { approvals as words } from '../../resources/messages/approvals';
import { fill } from '../../resources/messages/fill';
import { history } from '../../resources/messages/history';
import { offerOnly } from './capabilitySession';
import { renderAt, signIn, useApi } from './harness';

const SLOW = 60_000;
const bulkBody = (bpm: number, count = 30) => Array.from({ length: count }, (_, i) => ({ id: i + 1, bpm }));
const bpmOf = (api: ReturnType<typeof useApi>['api'], id: number) =>
    api.db.prepare('SELECT bpm FROM tracks WHERE id = ?').pluck().get(id) as number | null;

describe('the Approvals inbox', () => {
    const { api, server } = useApi(40);

    async function holdBulk(bpm: number) {
        // Each test starts with nothing waiting: a second request for the same tracks would be refused (409).
        api.db.prepare("UPDATE approvals SET status = 'withdrawn' WHERE status = 'pending'").run();
        const held = await api.as('content_ops', '/v4/catalog/tracks/bulk/', { method: 'PATCH', json: bulkBody(bpm) });
        expect(held.status).toBe(202);
    }

    const openFirst = async () => {
        const table = await screen.findByRole('table', { name: words.heading.pending }, { timeout: 30_000 });
        const row = within(table).getAllByRole('row')[1];
        expect(row).toHaveTextContent('Bulk change of 30 records');
        expect(row).toHaveTextContent('content_ops');
        await userEvent.click(within(row).getByRole('button', { name: /^Open/ }));
        return screen.findByRole('dialog', {}, { timeout: 15_000 });
    };

    it(
        "the app bar's count and a record's banner share one read of the pending approvals; a second record asks none",
        async () => {
            await holdBulk(139);
            let reads = 0;
            server.events.on('request:start', ({ request }) => {
                if (request.method === 'GET' && new URL(request.url).pathname === '/v4/approvals/') reads++;
            });
            await signIn(api, 'admin');
            const { router } = renderAt('/catalog/tracks/1');
            await screen.findByRole('link', { name: 'Approvals: 1 waiting' }, { timeout: 30_000 });
            expect(await screen.findByText(words.waiting, {}, { timeout: 30_000 })).toBeInTheDocument();
            expect(reads).toBe(1);
            // Track 2 is in the same held bulk change: its banner is read from what the first read kept.
            await router.navigate('/catalog/tracks/2');
            await screen.findByRole('heading', { name: /Track 2\b/ }, { timeout: 30_000 });
            expect(await screen.findByText(words.waiting, {}, { timeout: 30_000 })).toBeInTheDocument();
            expect(reads).toBe(1);
            server.events.removeAllListeners();
        },
        SLOW
    );

    it(
        'an admin sees the count, opens the request with its diff and approves it',
        async () => {
            await holdBulk(133);
            const before = bpmOf(api, 1);
            await signIn(api, 'admin');
            renderAt('/approvals');
            expect(
                await screen.findByRole('link', { name: 'Approvals: 1 waiting' }, { timeout: 30_000 })
            ).toHaveAttribute('href', '/approvals');
            const dialog = await openFirst();
            const diff = await within(dialog).findByRole('table', { name: words.diff }, { timeout: 15_000 });
            // Each field by the model's label, each value by its display (a blank as History shows one).
            expect(diff).toHaveTextContent(fill(words.diffColumn, { before: history.current, after: words.next }));
            expect(diff).toHaveTextContent(`BPM: ${String(before ?? EMPTY_VALUE)} → 133`);
            // Each record named as the console names it (its title, its id), a link to it; never its API path.
            const title = (api.db.prepare('SELECT name FROM tracks WHERE id = 1').get() as { name: string }).name;
            const record = await within(diff).findByRole(
                'link',
                { name: new RegExp(`^${title}.*ID 1\\b`) },
                { timeout: 15_000 }
            );
            expect(record).toHaveAttribute('href', '/catalog/tracks/1');
            expect(diff).not.toHaveTextContent('catalog/tracks/');
            await userEvent.click(within(dialog).getByRole('button', { name: words.approve }));
            await waitFor(() => expect(bpmOf(api, 1)).toBe(133), { timeout: 15_000 });
            await waitFor(() => expect(screen.getByText(words.emptyBy.pending)).toBeInTheDocument(), {
                timeout: 15_000,
            });
        },
        SLOW
    );

    it(
        'an approval refused because the record changed since says so and offers Approve no more',
        async () => {
            await holdBulk(137);
            // Changed meanwhile by someone else: what the requester saw is no longer there.
            api.db.prepare('UPDATE tracks SET bpm = 99 WHERE id = 1').run();
            await signIn(api, 'admin');
            renderAt('/approvals');
            const dialog = await openFirst();
            await within(dialog).findByRole('table', { name: words.diff }, { timeout: 15_000 });
            const approve = within(dialog).getByRole('button', { name: words.approve });
            await userEvent.click(approve);
            expect(await within(dialog).findByText(words.conflict, {}, { timeout: 15_000 })).toBeInTheDocument();
            expect(approve).toBeDisabled();
            expect(within(dialog).getByRole('button', { name: words.reject })).toBeEnabled();
            expect(bpmOf(api, 2)).not.toBe(137);
        },
        SLOW
    );

    it(
        'a rejection asks a reason and sends it',
        async () => {
            await holdBulk(134);
            await signIn(api, 'admin');
            renderAt('/approvals');
            const dialog = await openFirst();
            await userEvent.click(await within(dialog).findByRole('button', { name: words.reject }));
            await userEvent.click(within(dialog).getByRole('button', { name: words.reject }));
            expect(await within(dialog).findByText(words.reasonRequired)).toBeInTheDocument();
            await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Wrong tempo');
            await userEvent.click(within(dialog).getByRole('button', { name: words.reject }));
            await waitFor(
                () =>
                    expect(
                        api.db
                            .prepare("SELECT reason FROM approvals WHERE status = 'rejected' ORDER BY id DESC")
                            .pluck()
                            .get()
                    ).toBe('Wrong tempo'),
                { timeout: 15_000 }
            );
            expect(bpmOf(api, 1)).not.toBe(134);
        },
        SLOW
    );

    it(
        'its requester sees it without Approve or Reject, and may withdraw it',
        async () => {
            await holdBulk(135);
            await signIn(api, 'content_ops');
            renderAt('/approvals');
            const dialog = await openFirst();
            await within(dialog).findByRole('table', { name: words.diff }, { timeout: 15_000 });
            expect(within(dialog).queryByRole('button', { name: words.approve })).toBeNull();
            expect(within(dialog).queryByRole('button', { name: words.reject })).toBeNull();
            // Withdrawing cannot be undone (the change is typed again): asked first, naming the request.
            const pending = () =>
                api.db.prepare("SELECT COUNT(*) FROM approvals WHERE status = 'pending'").pluck().get() as number;
            await userEvent.click(within(dialog).getByRole('button', { name: words.withdraw }));
            const ask = await screen.findByRole('dialog', { name: 'Confirmation Required' });
            // The question names the request as its dialog's title does.
            const summary = within(dialog).getByRole('heading', { hidden: true }).textContent ?? '';
            expect(summary).toMatch(/^Bulk change of 30 records/);
            expect(ask).toHaveTextContent(fill(words.withdrawConfirm, { summary }));
            await userEvent.click(within(ask).getByRole('button', { name: words.withdrawNo }));
            await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirmation Required' })).toBeNull());
            expect(pending()).toBe(1);
            await userEvent.click(within(dialog).getByRole('button', { name: words.withdraw }));
            await userEvent.click(await screen.findByRole('button', { name: words.withdrawYes }));
            expect(await screen.findByText(words.withdrawn)).toBeInTheDocument();
            expect(pending()).toBe(0);
        },
        SLOW
    );

    it(
        'without the approvals capability there is no menu entry and no count',
        async () => {
            await holdBulk(136);
            await signIn(api, 'admin');
            offerOnly([]);
            renderAt('/dashboard');
            await screen.findByRole('menu', { name: 'Main menu' }, { timeout: 30_000 });
            expect(screen.queryByRole('menuitem', { name: /Approvals/ })).toBeNull();
            expect(screen.queryByRole('link', { name: /Approvals/ })).toBeNull();
        },
        SLOW
    );

    it(
        'with it, an approver has the menu entry',
        async () => {
            await signIn(api, 'admin');
            renderAt('/dashboard');
            expect(await screen.findByRole('menuitem', { name: /Approvals/ }, { timeout: 30_000 })).toBeInTheDocument();
        },
        SLOW
    );
});

describe('a record with a change waiting for approval', () => {
    const { api } = useApi(20);

    it(
        'says "1 change waiting for approval" on its edit screen, with a link to the inbox entry',
        async () => {
            const release = api.db.prepare('SELECT id, version FROM releases ORDER BY id LIMIT 1').get() as {
                id: number;
                version: number;
            };
            const held = await api.as('content_ops', `/v4/catalog/releases/${release.id}/`, {
                method: 'PATCH',
                headers: { 'If-Match': `"${release.version}"` },
                json: { takedown: true },
            });
            expect(held.status).toBe(202);
            const { approval } = (await held.json()) as { approval: { id: number } };
            await signIn(api, 'admin');
            renderAt(`/catalog/releases/${release.id}`);
            const notice = await screen.findByText(words.waiting, {}, { timeout: 30_000 });
            const alert = notice.closest('[role="alert"]') as HTMLElement;
            expect(within(alert).getByRole('link', { name: words.seeWaiting })).toHaveAttribute(
                'href',
                `/approvals?id=${approval.id}`
            );
        },
        SLOW
    );

    it(
        'marks the bank account a waiting change touches on the Banking tab, with no Edit offered again',
        async () => {
            const account = api.db
                .prepare('SELECT id, bank_name FROM supplier_banking WHERE supplier_id = 1 LIMIT 1')
                .get() as {
                id: number;
                bank_name: string;
            };
            const held = await api.as('finance', `/v4/catalog/suppliers/1/banking/${account.id}/`, {
                method: 'PATCH',
                json: { bank_name: 'Waiting Bank' },
            });
            expect(held.status).toBe(202);
            await signIn(api, 'admin');
            renderAt('/catalog/suppliers/1/banking');
            const table = await screen.findByRole('table', { name: 'Banking' }, { timeout: 30_000 });
            const row = (await within(table).findByText(account.bank_name, {}, { timeout: 15_000 })).closest('tr')!;
            expect(await within(row).findByText(words.rowWaiting, {}, { timeout: 15_000 })).toBeInTheDocument();
            expect(within(row).queryByRole('button', { name: 'Edit' })).toBeNull();
        },
        SLOW
    );
});
