import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill, messages } from '../../resources/messages';
import { territoriesCounted } from '../../resources/format';
import { renderAt, signIn, useApi } from './harness';

describe('track tabs and actions', () => {
    const { api, server } = useApi(60);

    it('territories: times entered in Mountain time are stored as instants; rules show their messages', async () => {
        await signIn(api, 'admin');
        renderAt('/catalog/tracks/8/territories');
        const territory = await screen.findByRole('combobox', { name: 'Territory' }, { timeout: 10_000 });
        await userEvent.click(screen.getByRole('button', { name: 'Add' }));
        expect(await screen.findByText('A territory and a valid publish time must be selected')).toBeInTheDocument();

        await userEvent.click(territory);
        await userEvent.click(await screen.findByRole('option', { name: 'Canada' }));
        fireEvent.change(screen.getByLabelText('Publish time (Mountain time)'), {
            target: { value: '2026-07-01T12:00' },
        });
        fireEvent.change(screen.getByLabelText('Takedown time (Mountain time)'), {
            target: { value: '2026-06-01T12:00' },
        });
        await userEvent.click(screen.getByRole('button', { name: 'Add' }));
        expect(await screen.findByText('Takedown time must be after publish time')).toBeInTheDocument();

        fireEvent.change(screen.getByLabelText('Takedown time (Mountain time)'), { target: { value: '' } });
        await userEvent.click(screen.getByRole('button', { name: 'Add' }));
        const table = await screen.findByRole('table', { name: 'Territories' });
        expect(within(table).getByText('Canada')).toBeInTheDocument();
        expect(within(table).getByText('2026-07-01 12:00 MDT')).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: 'Save territories' }));
        await waitFor(() =>
            expect(
                api.db.prepare('SELECT country_id, publish_time FROM track_territories WHERE track_id = 8').all()
            ).toEqual([{ country_id: 2, publish_time: '2026-07-01T18:00:00.000Z' }])
        );
    });

    it('territories: "override all" puts one set of UTC times on every territory at once (countries-times/update)', async () => {
        await signIn(api, 'admin');
        const calls: string[] = [];
        server.events.on('request:start', ({ request }) => {
            if (request.method !== 'GET') calls.push(`${request.method} ${new URL(request.url).pathname}`);
        });
        renderAt('/catalog/tracks/7/territories');
        await screen.findByRole('combobox', { name: 'Territory' }, { timeout: 10_000 });
        await userEvent.click(screen.getByRole('switch', { name: 'Override all territories (UTC)' }));
        fireEvent.change(screen.getByLabelText('Publish time (UTC)'), { target: { value: '2027-03-01T09:30' } });
        await userEvent.click(screen.getByRole('button', { name: 'Apply to all territories' }));
        const dialog = await screen.findByRole('dialog', { name: messages.confirm.title });
        expect(dialog).toHaveTextContent(messages.confirm.applyAllTerritories);
        await userEvent.click(within(dialog).getByRole('button', { name: messages.confirm.proceed }));
        const countries = api.db.prepare("SELECT count(*) FROM aux WHERE list = 'countries'").pluck().get() as number;
        expect(
            await screen.findByText(
                fill(messages.territories.timesSet, { territories: territoriesCounted(countries) }),
                {},
                { timeout: 10_000 }
            )
        ).toBeInTheDocument();
        expect(calls).toEqual(['PUT /v4/catalog/tracks/7/countries-times/update/']);
        expect(
            api.db
                .prepare(
                    'SELECT count(*) FROM track_territories WHERE track_id = 7 AND commercial_model_type = 1 AND publish_time = ?'
                )
                .pluck()
                .get('2027-03-01T09:30:00.000Z')
        ).toBe(countries);
        expect(await screen.findByRole('table', { name: 'Territories' })).toHaveTextContent('2027-03-01');
    }, 60_000);

    it('re-encode asks first, then starts a job; without audio it says why', async () => {
        await signIn(api, 'admin');
        const view = renderAt('/catalog/tracks/9');
        await userEvent.click(await screen.findByRole('button', { name: 'Re-encode' }, { timeout: 10_000 }));
        await userEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
        expect(await screen.findByText(/Encode job \d+ started/)).toBeInTheDocument();
        expect(
            (api.db.prepare('SELECT encode_status FROM tracks WHERE id = 9').get() as { encode_status: string })
                .encode_status
        ).toBe('TRANSCODING');
        view.unmount();

        api.db.prepare('DELETE FROM audio_files WHERE track_id = 10').run();
        renderAt('/catalog/tracks/10');
        await userEvent.click(await screen.findByRole('button', { name: 'Re-encode' }, { timeout: 10_000 }));
        await userEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
        expect(
            await screen.findByText('Error during re-encode: The track has no audio file to encode.')
        ).toBeInTheDocument();
    });

    it('audio upload refuses other file types before sending', async () => {
        await signIn(api, 'admin');
        renderAt('/catalog/tracks/11/audio');
        await screen.findByRole('table', { name: 'Audio files' }, { timeout: 10_000 });
        const input = document.querySelector('input[type="file"]') as HTMLInputElement;
        await userEvent.upload(input, new File(['<script>'], 'evil.html', { type: 'text/html' }), {
            applyAccept: false,
        });
        expect(await screen.findByText('Audio files must be wav, flac or aiff')).toBeInTheDocument();
    });
});
