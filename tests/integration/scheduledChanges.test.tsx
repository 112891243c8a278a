/**
 * Scheduled changes in the console (issue 44): "Schedule…" beside Save sends the form's changed
 * fields only, for a time typed in the store's zone (shown as MST or MDT by its date); a refusal is
 * said in words; the record says what is scheduled for it; the /scheduled agenda lists changes by
 * Mountain day with Cancel change and Move; without the `scheduled-changes` capability none of it shows.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CAPABILITIES } from '../../resources/capabilities';
import { approvals as approvalWords, scheduled as words } from '../../resources/messages/approvals';
import { confirm } from '../../resources/messages/confirm';
import { fill } from '../../resources/messages/fill';
import { offerOnly, withoutCalls } from './capabilitySession';
import { API, renderAt, signIn, useApi } from './harness';

const SLOW = 60_000;

interface Row {
    id: number;
    at: string;
    status: string;
    changes: string;
    record_id: number;
}

describe('Schedule… on a record', () => {
    const { api, server, http, HttpResponse } = useApi(20);
    const title = (id: number) => api.db.prepare('SELECT name FROM tracks WHERE id = ?').pluck().get(id) as string;
    const scheduledRows = (id: number) =>
        api.db
            .prepare("SELECT * FROM scheduled_changes WHERE resource = 'catalog/tracks' AND record_id = ? ORDER BY id")
            .all(id) as Row[];

    async function typeTitle(id: number, text: string) {
        renderAt(`/catalog/tracks/${id}`);
        const input = await screen.findByRole('textbox', { name: 'Title' }, { timeout: 30_000 });
        await waitFor(() => expect(input).not.toHaveValue(''));
        await userEvent.clear(input);
        await userEvent.click(input);
        await userEvent.paste(text);
    }

    const openDialog = async () => {
        await userEvent.click(screen.getByRole('button', { name: words.schedule }));
        return screen.findByRole('dialog', { name: words.scheduleTitle });
    };
    const setWhen = (dialog: HTMLElement, local: string) =>
        fireEvent.change(within(dialog).getByLabelText(/^When \(/), { target: { value: local } });

    it(
        'sends the changed field only, for a time in the store zone named MST or MDT by its date',
        async () => {
            const before = title(3);
            await signIn(api, 'admin');
            await typeTitle(3, 'Goes Live Later');
            const dialog = await openDialog();
            expect(dialog).toHaveTextContent('Fields it changes: Title');
            setWhen(dialog, '2027-01-15T09:30');
            expect(within(dialog).getByLabelText('When (MST)')).toBeInTheDocument();
            expect(within(dialog).getByRole('status')).toHaveTextContent('Scheduled for 2027-01-15 09:30 MST');
            setWhen(dialog, '2027-07-15T09:30');
            expect(within(dialog).getByLabelText('When (MDT)')).toBeInTheDocument();
            await userEvent.click(within(dialog).getByRole('button', { name: words.confirm }));
            expect(
                await screen.findByText('Change scheduled for 2027-07-15 09:30 MDT', {}, { timeout: 15_000 })
            ).toBeInTheDocument();
            const [row] = scheduledRows(3);
            expect(JSON.parse(row.changes)).toEqual({ name: 'Goes Live Later' });
            // 09:30 MDT is 15:30 UTC.
            expect(row.at).toBe('2027-07-15T15:30:00.000Z');
            expect(title(3)).toBe(before);
            // The record says it, and the form shows the record as it is until then.
            expect(
                await screen.findByText('1 change scheduled for 2027-07-15 09:30 MDT', {}, { timeout: 15_000 })
            ).toBeInTheDocument();
            expect(screen.getByRole('link', { name: words.seeAgenda })).toHaveAttribute(
                'href',
                '/scheduled?resource=catalog%2Ftracks&record=3'
            );
            expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue(before);
        },
        SLOW
    );

    it(
        'a change the server did not apply because a field changed since is said on the record, with the field',
        async () => {
            const res = await api.as('admin', '/v4/catalog/tracks/7/schedule/', {
                method: 'POST',
                json: { at: '2027-05-01T06:00:00.000Z', changes: { name: 'Too Late' } },
            });
            const { id } = (await res.json()) as { id: number };
            // As the server's tick leaves it when the title changed meanwhile (server/areas/scheduled.ts).
            api.db
                .prepare("UPDATE scheduled_changes SET status = 'conflict', detail = ? WHERE id = ?")
                .run(fill(words.conflict, { fields: 'name' }), id);
            await signIn(api, 'admin');
            renderAt('/catalog/tracks/7');
            const alert = (
                await screen.findByText('Not applied: name changed since it was scheduled.', {}, { timeout: 30_000 })
            ).closest('[role="alert"]') as HTMLElement;
            expect(within(alert).getByRole('link', { name: words.seeAgenda })).toHaveAttribute(
                'href',
                '/scheduled?resource=catalog%2Ftracks&record=7&status=conflict'
            );
            expect(screen.queryByText(/change scheduled/)).toBeNull();
        },
        SLOW
    );

    it(
        "a resource's open changes are read once for its records' banners: a second track asks none",
        async () => {
            for (const [id, at] of [
                [8, '2027-05-01T06:00:00.000Z'],
                [9, '2027-05-02T06:00:00.000Z'],
            ] as const)
                await api.as('admin', `/v4/catalog/tracks/${id}/schedule/`, {
                    method: 'POST',
                    json: { at, changes: { bpm: 101 } },
                });
            let reads = 0;
            server.events.on('request:start', ({ request }) => {
                if (request.method === 'GET' && new URL(request.url).pathname === '/v4/scheduled-changes/') reads++;
            });
            await signIn(api, 'admin');
            const { router } = renderAt('/catalog/tracks/8');
            expect(await screen.findByText(/1 change scheduled/, {}, { timeout: 30_000 })).toBeInTheDocument();
            await router.navigate('/catalog/tracks/9');
            await screen.findByRole('heading', { name: /Track 9\b/ }, { timeout: 30_000 });
            expect(await screen.findByText(/1 change scheduled/, {}, { timeout: 30_000 })).toBeInTheDocument();
            expect(reads).toBe(1);
            server.events.removeAllListeners();
        },
        SLOW
    );

    it(
        'with nothing changed, the dialog says why and offers no Schedule',
        async () => {
            await signIn(api, 'admin');
            renderAt('/catalog/tracks/4');
            await screen.findByRole('textbox', { name: 'Title' }, { timeout: 30_000 });
            const dialog = await openDialog();
            expect(dialog).toHaveTextContent(words.noChanges);
            expect(within(dialog).queryByRole('button', { name: words.confirm })).toBeNull();
            await userEvent.keyboard('{Escape}');
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            expect(scheduledRows(4)).toEqual([]);
        },
        SLOW
    );

    it(
        'a time in the past is said before anything is sent, and a refusal of the server in its words',
        async () => {
            await signIn(api, 'admin');
            await typeTitle(5, 'Refused Later');
            let sent = 0;
            server.use(http.post(`${API}/catalog/tracks/5/schedule/`, () => void sent++));
            const dialog = await openDialog();
            setWhen(dialog, '2020-01-15T09:30');
            await userEvent.click(within(dialog).getByRole('button', { name: words.confirm }));
            expect(await within(dialog).findByText(words.atInPast)).toBeInTheDocument();
            expect(sent).toBe(0);
            server.use(
                http.post(`${API}/catalog/tracks/5/schedule/`, () =>
                    HttpResponse.json({ detail: 'You do not have permission to perform this action.' }, { status: 403 })
                )
            );
            setWhen(dialog, '2027-02-01T08:00');
            await userEvent.click(within(dialog).getByRole('button', { name: words.confirm }));
            expect(
                await within(dialog).findByText(
                    'You do not have permission to perform this action.',
                    {},
                    { timeout: 15_000 }
                )
            ).toBeInTheDocument();
            await userEvent.keyboard('{Escape}');
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Refused Later');
        },
        SLOW
    );

    it(
        'a change a policy holds is sent for approval, not scheduled yet',
        async () => {
            const release = api.db.prepare('SELECT id FROM releases ORDER BY id LIMIT 1').pluck().get() as number;
            await signIn(api, 'content_ops');
            renderAt(`/catalog/releases/${release}`);
            const takedown = await screen.findByLabelText('Takedown', {}, { timeout: 30_000 });
            await userEvent.click(takedown);
            const dialog = await openDialog();
            setWhen(dialog, '2027-03-01T00:00');
            await userEvent.click(within(dialog).getByRole('button', { name: words.confirm }));
            // Said with its time: it joins the agenda once approved.
            const said = fill(approvalWords.sentScheduled, { at: '2027-03-01 00:00 MST' });
            expect(await screen.findByText(said, {}, { timeout: 15_000 })).toBeInTheDocument();
            expect(
                api.db.prepare("SELECT COUNT(*) FROM approvals WHERE status = 'pending'").pluck().get()
            ).toBeGreaterThan(0);
            expect(
                api.db
                    .prepare("SELECT COUNT(*) FROM scheduled_changes WHERE resource = 'catalog/releases'")
                    .pluck()
                    .get()
            ).toBe(0);
        },
        SLOW
    );

    it(
        'without the scheduled-changes capability there is no Schedule…, no scheduled line and no menu entry',
        async () => {
            await signIn(api, 'admin');
            offerOnly(CAPABILITIES.filter(c => c !== 'scheduled-changes'));
            const asked = withoutCalls(server, ['ALL scheduled-changes/*', 'POST catalog/tracks/6/schedule/']);
            await typeTitle(6, 'No Schedule Here');
            expect(await screen.findByRole('button', { name: /Save/ })).toBeInTheDocument();
            expect(screen.queryByRole('button', { name: words.schedule })).toBeNull();
            expect(screen.queryByRole('menuitem', { name: new RegExp(words.menu) })).toBeNull();
            expect(screen.getByRole('menuitem', { name: /Approvals/ })).toBeInTheDocument();
            expect(asked).toEqual([]);
        },
        SLOW
    );
});

describe('the /scheduled agenda', () => {
    const { api } = useApi(20);
    const schedule = async (who: string, id: number, at: string, name: string) => {
        const res = await api.as(who, `/v4/catalog/tracks/${id}/schedule/`, {
            method: 'POST',
            json: { at, changes: { name } },
        });
        expect(res.status).toBe(201);
        return ((await res.json()) as { id: number }).id;
    };
    const statusOf = (id: number) =>
        api.db.prepare('SELECT status FROM scheduled_changes WHERE id = ?').pluck().get(id) as string;

    it(
        'lists the changes by Mountain day, with the record, before → after and who scheduled them',
        async () => {
            const first = api.db.prepare('SELECT name FROM tracks WHERE id = 1').pluck().get() as string;
            // 23:30 MST on 2027-01-14 is already the 15th in UTC: it belongs to the 14th.
            await schedule('admin', 1, '2027-01-15T06:30:00.000Z', 'Late Night');
            await schedule('content_ops', 2, '2027-01-15T17:00:00.000Z', 'Morning After');
            await signIn(api, 'admin');
            renderAt('/scheduled');
            const day14 = await screen.findByRole('table', { name: 'Thursday, 2027-01-14' }, { timeout: 30_000 });
            const day15 = screen.getByRole('table', { name: 'Friday, 2027-01-15' });
            const row = within(day14).getAllByRole('row')[1];
            expect(row).toHaveTextContent('23:30 MST');
            expect(row).toHaveTextContent(`Title: ${first} → Late Night`);
            expect(row).toHaveTextContent('admin');
            expect(row).toHaveTextContent(words.status.scheduled);
            await waitFor(() => expect(within(row).getByRole('link')).toHaveTextContent(`${first} (`));
            expect(within(day15).getAllByRole('row')[1]).toHaveTextContent('content_ops');
        },
        SLOW
    );

    it(
        'cancels a change after asking, and moves one to a time in the store zone',
        async () => {
            const gone = await schedule('admin', 3, '2027-02-01T07:00:00.000Z', 'Never Applied');
            const moved = await schedule('admin', 4, '2027-02-02T07:00:00.000Z', 'Applied Later');
            await signIn(api, 'admin');
            renderAt('/scheduled?resource=catalog%2Ftracks');
            const day = await screen.findByRole('table', { name: 'Monday, 2027-02-01' }, { timeout: 30_000 });
            const cancelButton = () => within(day).getByRole('button', { name: new RegExp(`^${words.cancelChange}`) });
            // Kept: asked as declared, and declining sends nothing.
            await userEvent.click(cancelButton());
            await userEvent.click(
                within(await screen.findByRole('dialog')).getByRole('button', { name: words.cancelNo })
            );
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            expect(statusOf(gone)).toBe('scheduled');
            await userEvent.click(cancelButton());
            const asked = await screen.findByRole('dialog');
            // The record named, and buttons that say what they do ("Cancel" would answer both ways).
            expect(asked).toHaveTextContent(/^.*Cancel the change to .+ scheduled for 2027-02-01 00:00 MST\?/);
            expect(within(asked).getByRole('button', { name: words.cancelNo })).toBeInTheDocument();
            expect(within(asked).queryByRole('button', { name: confirm.cancel })).toBeNull();
            await userEvent.click(within(asked).getByRole('button', { name: words.cancelYes }));
            await waitFor(() => expect(statusOf(gone)).toBe('cancelled'), { timeout: 15_000 });
            expect(await screen.findByText(words.cancelled)).toBeInTheDocument();

            const next = await screen.findByRole('table', { name: 'Tuesday, 2027-02-02' });
            await userEvent.click(within(next).getByRole('button', { name: new RegExp(`^${words.move}`) }));
            const dialog = await screen.findByRole('dialog', { name: words.moveTitle });
            // It says what it moves: the record and its change, by the field's label.
            expect(dialog).toHaveTextContent(/\(.+: .+ → .+\): 2027-02-02 00:00 MST/);
            fireEvent.change(within(dialog).getByLabelText('When (MST)'), { target: { value: '2027-07-04T12:00' } });
            expect(within(dialog).getByLabelText('When (MDT)')).toBeInTheDocument();
            await userEvent.click(within(dialog).getByRole('button', { name: words.move }));
            await waitFor(
                () =>
                    expect(api.db.prepare('SELECT at FROM scheduled_changes WHERE id = ?').pluck().get(moved)).toBe(
                        '2027-07-04T18:00:00.000Z'
                    ),
                { timeout: 15_000 }
            );
            expect(await screen.findByRole('table', { name: 'Sunday, 2027-07-04' })).toBeInTheDocument();
            // After the cancel's notice, in turn.
            expect(
                await screen.findByText('Scheduled change moved to 2027-07-04 12:00 MDT', {}, { timeout: 15_000 })
            ).toBeInTheDocument();
        },
        SLOW
    );

    it(
        'keeps its filters in the address: a reload shows the cancelled ones, and only them',
        async () => {
            const gone = await schedule('admin', 5, '2027-03-01T19:00:00.000Z', 'Called Off');
            await schedule('admin', 6, '2027-03-02T19:00:00.000Z', 'Still On');
            expect((await api.as('admin', `/v4/scheduled-changes/${gone}/`, { method: 'DELETE' })).status).toBe(204);
            await signIn(api, 'admin');
            renderAt('/scheduled?status=cancelled&resource=catalog%2Ftracks');
            const table = await screen.findByRole('table', { name: 'Monday, 2027-03-01' }, { timeout: 30_000 });
            expect(within(table).getAllByRole('row')[1]).toHaveTextContent(words.status.cancelled);
            expect(within(table).queryByRole('button', { name: new RegExp(`^${words.cancelChange}`) })).toBeNull();
            expect(screen.queryByRole('table', { name: 'Tuesday, 2027-03-02' })).toBeNull();
        },
        SLOW
    );
});
