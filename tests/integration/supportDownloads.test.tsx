import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt, signIn, useApi } from './harness';

/** §7 tracks "support-downloads", "PATCH track-file-update" and "file classes" behind one tab. */
describe('a track’s support downloads', () => {
    const { api } = useApi(40);

    it('support sees what a customer could be sent; the catalog’s keepers correct a file’s record', async () => {
        const file = api.db
            .prepare('SELECT guid, file_name FROM audio_files WHERE track_id = 3 ORDER BY id LIMIT 1')
            .get() as {
            guid: string;
            file_name: string;
        };
        await signIn(api, 'support');
        const view = renderAt('/catalog/tracks/3/support-downloads');
        const table = await screen.findByRole('table', { name: 'Support downloads' }, { timeout: 20_000 });
        expect(within(table).getByText(file.file_name)).toBeInTheDocument();
        expect(within(table).getAllByText('Master audio').length).toBeGreaterThan(0); // the class, by name
        // Support reads; correcting a record is content_ops's and admin's.
        expect(within(table).queryByRole('button', { name: `Correct record ${file.file_name}` })).toBeNull();
        view.unmount();

        await signIn(api, 'content_ops');
        renderAt('/catalog/tracks/3/support-downloads');
        const again = await screen.findByRole('table', { name: 'Support downloads' }, { timeout: 20_000 });
        await userEvent.click(within(again).getByRole('button', { name: `Correct record ${file.file_name}` }));
        const dialog = await screen.findByRole('dialog', { name: `Correct the record of ${file.file_name}` });
        const name = within(dialog).getByLabelText('File name');
        await userEvent.clear(name);
        await userEvent.type(name, 'bad/name.wav');
        expect(
            within(dialog).getByText('A file name is letters, digits, spaces, dots, dashes and underscores.')
        ).toBeInTheDocument();
        expect(within(dialog).getByRole('button', { name: 'Save record' })).toBeDisabled();
        await userEvent.clear(name);
        await userEvent.type(name, 'track 3 master.wav');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Save record' }));
        await waitFor(() =>
            expect(api.db.prepare('SELECT file_name FROM audio_files WHERE guid = ?').pluck().get(file.guid)).toBe(
                'track 3 master.wav'
            )
        );
        expect(
            await within(await screen.findByRole('table', { name: 'Support downloads' })).findByText(
                'track 3 master.wav'
            )
        ).toBeInTheDocument();
    }, 120_000); // two sign-ins and two renders of the track's edit view

    it('is not offered to those who may not ask (curation)', async () => {
        await signIn(api, 'curation');
        renderAt('/catalog/tracks/3');
        await screen.findByRole('tab', { name: 'Audio Files' }, { timeout: 10_000 });
        expect(screen.queryByRole('tab', { name: 'Support Downloads' })).toBeNull();
    });
});
