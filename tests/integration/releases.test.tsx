import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { API, renderAt, signIn, useApi } from './harness';

describe('releases', () => {
    const { api, server, http, HttpResponse } = useApi(120);

    it('lists releases with the label column; a label user sees only its own', async () => {
        await signIn(api, 'label');
        renderAt('/catalog/releases');
        const table = await screen.findByRole('table', {}, { timeout: 10_000 });
        expect(within(table).getByRole('columnheader', { name: /Label/ })).toBeInTheDocument();
        const own = (api.db.prepare('SELECT name FROM labels WHERE id = 1').get() as { name: string }).name;
        const rows = within(table).getAllByRole('row').slice(1);
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) expect(row).toHaveTextContent(own);
    });

    it('the price-override helper names the currency chosen', async () => {
        await signIn(api, 'admin');
        api.db.prepare('UPDATE releases SET price_override_currency = NULL WHERE id = 1').run();
        renderAt('/catalog/releases/1/pricing');
        expect(
            await screen.findByText(
                'Amount in the currency chosen under Price Override Currency',
                {},
                { timeout: 10_000 }
            )
        ).toBeInTheDocument();
        for (const [name, hint] of [
            ['Euro', 'Amount in Euro (EUR)'],
            ['Pound', 'Amount in Pound (GBP)'],
        ]) {
            await userEvent.click(screen.getByRole('combobox', { name: 'Price Override Currency' }));
            await userEvent.click(await screen.findByRole('option', { name }));
            expect(await screen.findByText(hint)).toBeInTheDocument();
        }
        expect(screen.queryByText('USD')).toBeNull();
    });

    it('hype dates are each required when hype is on', async () => {
        await signIn(api, 'admin');
        const id = (api.db.prepare('SELECT id FROM releases WHERE is_hype = 0 LIMIT 1').get() as { id: number }).id;
        renderAt(`/catalog/releases/${id}/hype`);
        const hype = await screen.findByRole('switch', { name: 'Hype' }, { timeout: 10_000 });
        await userEvent.click(hype);
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('Hype start is required')).toBeInTheDocument();
        expect(screen.getByText('Hype end is required')).toBeInTheDocument();
    });

    it('moving a track renumbers the release, and the order persists', async () => {
        await signIn(api, 'admin');
        const release = (
            api.db.prepare('SELECT release_id FROM tracks GROUP BY release_id HAVING count(*) >= 3 LIMIT 1').get() as {
                release_id: number;
            }
        ).release_id;
        const before = (
            api.db.prepare('SELECT id FROM tracks WHERE release_id = ? ORDER BY track_position').all(release) as {
                id: number;
            }[]
        ).map(r => r.id);
        renderAt(`/catalog/releases/${release}/tracks`);
        const last = before[before.length - 1];
        const input = await screen.findByLabelText(`New position for track ${last}`, {}, { timeout: 10_000 });
        await userEvent.clear(input);
        await userEvent.type(input, '1');
        await userEvent.click(within(input.closest('tr')!).getByRole('button', { name: 'Move' }));
        await waitFor(() => {
            const after = (
                api.db.prepare('SELECT id FROM tracks WHERE release_id = ? ORDER BY track_position').all(release) as {
                    id: number;
                }[]
            ).map(r => r.id);
            expect(after).toEqual([last, ...before.slice(0, -1)]);
        });
        const positions = (
            api.db
                .prepare('SELECT track_position FROM tracks WHERE release_id = ? ORDER BY track_position')
                .all(release) as { track_position: number }[]
        ).map(r => r.track_position);
        expect(positions).toEqual(before.map((_, i) => i + 1));
    });

    it('re-encode asks first (its tracks are hidden meanwhile), then starts a job on the release', async () => {
        await signIn(api, 'content_ops');
        const release = api.db
            .prepare('SELECT release_id FROM tracks WHERE id IN (SELECT track_id FROM audio_files) ORDER BY id LIMIT 1')
            .pluck()
            .get() as number;
        renderAt(`/catalog/releases/${release}`);
        await userEvent.click(await screen.findByRole('button', { name: 'Re-encode' }, { timeout: 10_000 }));
        expect(
            await screen.findByText(
                `Re-encode release ${release}? Its tracks will not be shown to external applications until converted.`
            )
        ).toBeInTheDocument();
        await userEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
        expect(await screen.findByText(/Encode job \d+ started/)).toBeInTheDocument();
        const job = api.db.prepare("SELECT kind, target_id FROM jobs WHERE kind = 'release-reencode'").get();
        expect(job).toEqual({ kind: 'release-reencode', target_id: release });
    });

    it("an action that fails without a detail says 'Action could not be performed' (§8)", async () => {
        server.use(http.post(`${API}/catalog/releases/:id/reencode/`, () => new HttpResponse(null, { status: 500 })));
        await signIn(api, 'admin');
        renderAt('/catalog/releases/2');
        await userEvent.click(await screen.findByRole('button', { name: 'Re-encode' }, { timeout: 10_000 }));
        await userEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
        expect(await screen.findByText('Error during re-encode: Action could not be performed')).toBeInTheDocument();
    });
});
