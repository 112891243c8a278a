import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../resources/messages';
import { renderAt, signIn, useApi } from './harness';

describe('labels', () => {
    const { api, server } = useApi(80);

    it('a supplier lists its own four labels, and never sees the temporary password', async () => {
        await signIn(api, 'supplier');
        const list = renderAt('/catalog/labels');
        const table = await screen.findByRole('table', {}, { timeout: 10_000 });
        expect(within(table).getAllByRole('row')).toHaveLength(5);
        list.unmount();
        renderAt('/catalog/labels/1');
        expect(await screen.findAllByLabelText(/^Name/, {}, { timeout: 10_000 })).not.toHaveLength(0);
        expect(screen.queryByLabelText('Temporary Password')).toBeNull();
        expect(screen.queryByLabelText('Temporary Username')).toBeNull();
    });

    it('staff see the temporary credentials and the CSV download', async () => {
        await signIn(api, 'admin');
        const list = renderAt('/catalog/labels');
        expect(await screen.findByRole('button', { name: 'Download CSV' }, { timeout: 10_000 })).toBeInTheDocument();
        list.unmount();
        renderAt('/catalog/labels/2');
        expect(await screen.findByLabelText('Temporary Password', {}, { timeout: 10_000 })).toHaveValue(
            (
                api.db.prepare('SELECT temporary_password FROM labels WHERE id = 2').get() as {
                    temporary_password: string;
                }
            ).temporary_password
        );
    });

    it('downloads the filtered labels as CSV', async () => {
        await signIn(api, 'supplier');
        const urls: string[] = [];
        server.events.on('request:start', ({ request }) => void urls.push(request.url));
        renderAt('/catalog/labels');
        await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }, { timeout: 10_000 }));
        await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
        expect(urls.some(u => u.includes('/catalog/labels/csv/download/'))).toBe(true);
        const blob = vi.mocked(URL.createObjectURL).mock.calls.at(-1)![0] as Blob;
        const rows = (await blob.text()).trim().split('\r\n');
        expect(rows[0]).toBe('id,name,supplier_id,supplier_name,enabled,hype_status,account_claimed');
        expect(rows).toHaveLength(5);
    });

    it('a label not eligible for hype is given no trial: the dates are refused in words, and nothing is sent', async () => {
        const id = api.db.prepare('SELECT id FROM labels WHERE NOT hype_eligible LIMIT 1').pluck().get() as number;
        api.db.prepare('UPDATE labels SET hype_trial_start = NULL, hype_trial_end = NULL WHERE id = ?').run(id);
        const patches: string[] = [];
        server.events.on('request:start', ({ request }) => {
            if (request.method === 'PATCH') patches.push(request.url);
        });
        await signIn(api, 'label_mgmt');
        renderAt(`/catalog/labels/${id}/hype`);
        const start = await screen.findByLabelText('Hype Trial Start', {}, { timeout: 15_000 });
        expect(screen.getByLabelText('Hype Status')).toHaveTextContent('Ineligible');
        const user = userEvent.setup();
        await user.type(start, '2026-12-01');
        await user.type(screen.getByLabelText('Hype Trial End'), '2026-12-31');
        await user.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findAllByText(messages.support.hypeTrialIneligible)).toHaveLength(2);
        expect(patches).toEqual([]);
        expect(api.db.prepare('SELECT hype_trial_start FROM labels WHERE id = ?').pluck().get(id)).toBeNull();
    });

    it('a label user has no labels menu entry or route', async () => {
        await signIn(api, 'label');
        renderAt('/catalog');
        expect(
            await screen.findByRole('heading', { name: 'Catalog', level: 1 }, { timeout: 10_000 })
        ).toBeInTheDocument();
        expect(screen.queryByRole('menuitem', { name: /Labels/ })).toBeNull();
        expect(screen.getAllByRole('menuitem', { name: /Tracks/ }).length).toBeGreaterThan(0);
    });
});
