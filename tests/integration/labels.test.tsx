import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
