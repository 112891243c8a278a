/**
 * Two people editing one record against an API that keeps no versions (spec §7's: no `version` in
 * records, `If-Match` ignored): the second sees the conflict dialog, and no save sends If-Match.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../resources/messages';
import { API, renderAt, signIn, useApi } from './harness';

const m = messages.conflict;

/** Drops every `version` of an answer, recursively. */
const withoutVersions = (value: unknown): unknown =>
    Array.isArray(value)
        ? value.map(withoutVersions)
        : value && typeof value === 'object'
          ? Object.fromEntries(
                Object.entries(value)
                    .filter(([k]) => k !== 'version')
                    .map(([k, v]) => [k, withoutVersions(v)])
            )
          : value;

describe('conflicts without versions', () => {
    const { api, server, http, HttpResponse } = useApi(40);
    const ifMatchSent: string[] = [];
    beforeEach(() => {
        ifMatchSent.length = 0;
        server.use(
            http.all(`${API}/*`, async ({ request }) => {
                const headers = new Headers(request.headers);
                const ifMatch = headers.get('If-Match');
                if (ifMatch !== null)
                    ifMatchSent.push(`${request.method} ${new URL(request.url).pathname}: ${ifMatch}`);
                headers.delete('If-Match');
                const res = await api.app.fetch(new Request(request, { headers }));
                if (!res.headers.get('Content-Type')?.includes('application/json')) return res;
                return HttpResponse.json(withoutVersions(await res.json()) as never, { status: res.status });
            })
        );
    });
    const track = (id: number) =>
        api.db.prepare('SELECT name, mix_name FROM tracks WHERE id = ?').get(id) as { name: string; mix_name: string };

    it('a field changed by someone else since the form loaded opens the conflict dialog; Overwrite keeps their change', async () => {
        await signIn(api, 'admin');
        renderAt('/catalog/tracks/7');
        const input = await screen.findByLabelText(/^Title/, {}, { timeout: 10_000 });
        const before = track(7);
        await userEvent.clear(input);
        await userEvent.click(input);
        await userEvent.paste('Versionless Title');
        api.db.prepare("UPDATE tracks SET mix_name = 'Their Mix' WHERE id = 7").run();
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        const dialog = await screen.findByRole('dialog', { name: m.title });
        expect(within(dialog).getByRole('list', { name: m.theirs })).toHaveTextContent(
            `Mix Name: ${before.mix_name} → Their Mix`
        );
        expect(track(7).name).toBe(before.name);

        await userEvent.click(within(dialog).getByRole('button', { name: m.overwrite }));
        const ask = await screen.findByRole('dialog', { name: m.overwrite });
        await userEvent.click(within(ask).getByRole('button', { name: messages.confirm.proceed }));
        await waitFor(() => expect(track(7).name).toBe('Versionless Title'));
        expect(track(7).mix_name).toBe('Their Mix');
        expect(ifMatchSent).toEqual([]);
    });

    it('an unchanged record saves at once, without If-Match', async () => {
        await signIn(api, 'admin');
        renderAt('/catalog/tracks/8');
        const input = await screen.findByLabelText(/^Title/, {}, { timeout: 10_000 });
        await userEvent.clear(input);
        await userEvent.click(input);
        await userEvent.paste('Quiet Title');
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(track(8).name).toBe('Quiet Title'));
        expect(screen.queryByRole('dialog', { name: m.title })).toBeNull();
        expect(ifMatchSent).toEqual([]);
    });

    it('a sub-resource row changed meanwhile is refused as stale and asks; reloaded, it saves without If-Match', async () => {
        await signIn(api, 'admin');
        renderAt('/catalog/labels/2/contracts');
        const { id: first, name } = api.db
            .prepare('SELECT id, name FROM label_contracts WHERE label_id = 2 ORDER BY id')
            .get() as { id: number; name: string };
        await screen.findByRole('table', { name: 'Contracts' }, { timeout: 10_000 });
        const edit = async (share: string) => {
            const row = (await screen.findByText(name)).closest('tr')!;
            await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
            const dialog = await screen.findByRole('dialog', { name: 'Edit contract' });
            const input = within(dialog).getByLabelText('Revenue share %');
            await userEvent.clear(input);
            await userEvent.type(input, share);
            return dialog;
        };
        const share = () => api.db.prepare('SELECT revenue_share FROM label_contracts WHERE id = ?').pluck().get(first);

        const dialog = await edit('61');
        api.db.prepare('UPDATE label_contracts SET revenue_share = 33 WHERE id = ?').run(first);
        await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
        // The dialog stays, with the typed value, and asks as the record form does.
        expect(await within(dialog).findByText(m.stale)).toBeInTheDocument();
        expect(within(dialog).getByRole('list', { name: m.theirs })).toHaveTextContent('Revenue share %');
        expect(within(dialog).getByLabelText('Revenue share %')).toHaveValue(61);
        expect(share()).toBe(33);

        await userEvent.click(within(dialog).getByRole('button', { name: m.reload }));
        await waitFor(() => expect(within(dialog).getByLabelText('Revenue share %')).toHaveValue(33));
        const input = within(dialog).getByLabelText('Revenue share %');
        await userEvent.clear(input);
        await userEvent.type(input, '62');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('Contract saved')).toBeInTheDocument();
        expect(share()).toBe(62);
        expect(ifMatchSent).toEqual([]);
    });
});
