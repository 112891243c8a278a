/** Revert from history on the History tab (issue 30): a change reverted, a field put back, a conflict asked about. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMPTY_VALUE } from '../../resources/changes';
import { fill, messages } from '../../resources/messages';
import { renderAt, signIn, useApi } from './harness';

const m = messages.history;
const WAIT = { timeout: 30_000 };

describe('revert from the History tab', () => {
    const { api } = useApi(40);
    const row = (id: number) =>
        api.db.prepare('SELECT name, bpm FROM tracks WHERE id = ?').get(id) as { name: string; bpm: number | null };
    const patch = (id: number, json: Record<string, unknown>, who = 'content_ops') =>
        api.as(who, `/v4/catalog/tracks/${id}/`, { method: 'PATCH', json });
    const latestEntry = async () => {
        const table = await screen.findByRole('table', { name: m.tab }, WAIT);
        return within(table).getAllByRole('row')[1];
    };
    const proceed = async () => {
        const dialog = await screen.findByRole('dialog');
        await userEvent.click(within(dialog).getByRole('button', { name: messages.confirm.proceed }));
    };

    it('"Revert this change" puts the title back and the history shows the revert', async () => {
        const old = row(7).name;
        expect((await patch(7, { name: 'Changed Title' })).status).toBe(200);
        await signIn(api, 'admin');
        renderAt('/catalog/tracks/7/history');
        const entry = await latestEntry();
        expect(entry).toHaveTextContent(`Title: ${old} → Changed Title`);
        await userEvent.click(within(entry).getByRole('button', { name: m.revert }));
        // The question says what goes back, by the field's label and the values as the row shows them.
        expect(await screen.findByRole('dialog')).toHaveTextContent(
            fill(m.revertConfirm, {
                changes: fill(m.revertLine, { field: 'Title', after: 'Changed Title', before: old }),
            })
        );
        await proceed();
        await waitFor(() => expect(row(7).name).toBe(old));
        // The revert names the change it undid by who made it and when, not by the entry's number.
        expect(
            await screen.findByText(
                /^Revert of the change by content_ops at \d{4}-\d{2}-\d{2} \d{2}:\d{2} M[SD]T$/,
                {},
                WAIT
            )
        ).toBeInTheDocument();
    }, 60_000);

    it('"Put back" reverts one field alone', async () => {
        const was = row(8);
        await patch(8, { name: 'Kept Title', bpm: 150 });
        await signIn(api, 'admin');
        renderAt('/catalog/tracks/8/history');
        const entry = await latestEntry();
        await userEvent.click(within(entry).getByRole('button', { name: `${m.putBack} BPM` }));
        const dialog = await screen.findByRole('dialog');
        expect(dialog).toHaveTextContent(
            fill(m.putBackConfirm, { field: 'BPM', after: 150, before: was.bpm ?? EMPTY_VALUE })
        );
        await proceed();
        await waitFor(() => expect(row(8)).toEqual({ name: 'Kept Title', bpm: was.bpm }));
        // Put back once: the entry (now under its revert) offers the title still, the BPM no more.
        await waitFor(
            () => expect(screen.getAllByRole('button', { name: `${m.putBack} Title` })).toHaveLength(1),
            WAIT
        );
        expect(screen.queryByRole('button', { name: `${m.putBack} BPM` })).toBeNull();
    }, 60_000);

    it('a revert of a bank account change is sent for approval, as its edit is, and changes nothing yet (walk 52)', async () => {
        const account = api.db
            .prepare('SELECT id, bank_name FROM supplier_banking WHERE supplier_id = 2 ORDER BY id LIMIT 1')
            .get() as { id: number; bank_name: string };
        const edit = await api.as('finance', `/v4/catalog/suppliers/2/banking/${account.id}/`, {
            method: 'PATCH',
            json: { bank_name: 'Held Revert Bank' },
        });
        const { approval } = (await edit.json()) as { approval: { id: number } };
        expect(
            (await api.as('admin', `/v4/approvals/${approval.id}/approve/`, { method: 'POST', json: {} })).status
        ).toBe(200);
        await signIn(api, 'admin');
        renderAt('/catalog/suppliers/2/history');
        await userEvent.click(within(await latestEntry()).getByRole('button', { name: m.revert }));
        await proceed();
        expect(await screen.findByText(messages.approvals.sentForApproval, {}, WAIT)).toBeInTheDocument();
        expect(screen.queryByText(m.reverted)).toBeNull();
        const bank = () =>
            api.db.prepare('SELECT bank_name FROM supplier_banking WHERE id = ?').pluck().get(account.id);
        expect(bank()).toBe('Held Revert Bank');
    }, 60_000);

    it('a change reverted already offers no second revert and says so (walk 52)', async () => {
        await patch(12, { name: 'Reverted Once' });
        await signIn(api, 'admin');
        renderAt('/catalog/tracks/12/history');
        await userEvent.click(within(await latestEntry()).getByRole('button', { name: m.revert }));
        await proceed();
        const table = await screen.findByRole('table', { name: m.tab }, WAIT);
        await waitFor(() => expect(within(table).getAllByRole('row')[2]).toHaveTextContent(m.alreadyReverted), WAIT);
        expect(within(within(table).getAllByRole('row')[2]).queryByRole('button', { name: m.revert })).toBeNull();
    }, 60_000);

    it('an entry of one field offers "Revert this change" alone, not a "Put back" that does the same', async () => {
        await patch(9, { bpm: 151 });
        await signIn(api, 'admin');
        renderAt('/catalog/tracks/9/history');
        const entry = await latestEntry();
        expect(within(entry).getByRole('button', { name: m.revert })).toBeEnabled();
        expect(within(entry).queryByRole('button', { name: `${m.putBack} BPM` })).toBeNull();
    }, 60_000);

    it('a field changed again since is shown and asked about before it is overwritten', async () => {
        await patch(9, { bpm: 111 });
        await signIn(api, 'admin');
        renderAt('/catalog/tracks/9/history');
        const entry = await latestEntry();
        await patch(9, { bpm: 122 }, 'support');
        await userEvent.click(within(entry).getByRole('button', { name: m.revert }));
        await proceed();
        const ask = await screen.findByRole('dialog', { name: m.conflict });
        expect(ask).toHaveTextContent(`BPM: ${m.current} 122`);
        expect(row(9).bpm).toBe(122);
        await userEvent.click(within(ask).getByRole('button', { name: messages.confirm.proceed }));
        await waitFor(() => expect(row(9).bpm).not.toBe(122));
    }, 60_000);

    it('an entry that cannot be reverted whole (an artist’s sync off) offers no revert and says why', async () => {
        const artist = (path = '') => `/v4/catalog/artists/9/${path}`;
        await api.as('admin', artist(), { method: 'PATCH', json: { music_profile_partner_id: 'MP-9' } });
        await api.as('admin', artist('sync/'), { method: 'POST' });
        await api.as('admin', artist('sync/'), { method: 'DELETE' });
        await signIn(api, 'admin');
        renderAt('/catalog/artists/9/history');
        const entry = await latestEntry();
        await within(entry).findByText(fill(m.notRevertible, { fields: 'Sync Enabled' }), {}, WAIT);
        expect(within(entry).queryByRole('button', { name: m.revert })).toBeNull();
        // The partner ID alone is still put back on request: that value is restored exactly.
        expect(within(entry).getByRole('button', { name: `${m.putBack} Music-profile Partner ID` })).toBeEnabled();
    }, 60_000);

    it('an entry of nothing an edit can set back (a DJ edit made) offers no revert and says why', async () => {
        await api.as('admin', '/v4/catalog/tracks/12/dj-edit/', { method: 'POST', json: { mix_name: 'Screen Edit' } });
        await signIn(api, 'admin');
        renderAt('/catalog/tracks/12/history');
        const entry = await latestEntry();
        await within(entry).findByText(m.nothingToRevert, {}, WAIT);
        expect(within(entry).queryByRole('button', { name: m.revert })).toBeNull();
    }, 60_000);

    it('a bulk change is offered "for all records" only to who may bulk-edit, and reverts them all', async () => {
        const ids = [13, 14];
        const before = ids.map(id => row(id).bpm);
        await api.as('admin', '/v4/catalog/tracks/bulk/', { method: 'PATCH', json: ids.map(id => ({ id, bpm: 144 })) });
        const all = fill(m.revertAll, { count: ids.length });
        // Curation may revert this track's entry, not the admin's bulk change for all its records.
        await signIn(api, 'curation');
        const { unmount } = renderAt('/catalog/tracks/13/history');
        const seen = await latestEntry();
        expect(within(seen).getByRole('button', { name: m.revert })).toBeEnabled();
        expect(within(seen).queryByRole('button', { name: all })).toBeNull();
        unmount();
        await signIn(api, 'content_ops');
        renderAt('/catalog/tracks/13/history');
        const entry = await latestEntry();
        await userEvent.click(within(entry).getByRole('button', { name: all }));
        await proceed();
        await waitFor(() => expect(ids.map(id => row(id).bpm)).toEqual(before));
    }, 60_000);
});
