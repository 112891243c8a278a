/**
 * The dashboard on a server without `GET dashboard/` (the store's §7 API): a card of record counts,
 * each read from its §7 list (`per_page=1`, the answer's `count`); a list that fails is left out.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../resources/format';
import { offerOnly, withoutCalls } from './capabilitySession';
import { renderAt, signIn, useApi } from './harness';

describe('dashboard without its figures call', () => {
    const { api, server } = useApi(30);
    const count = (table: string) => api.db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;

    it('shows the counts of the lists the user may read, without asking for the figures', async () => {
        await signIn(api, 'admin');
        offerOnly([]);
        const asked = withoutCalls(server, ['GET dashboard/', 'GET catalog/labels/']);
        renderAt('/');
        const card = await screen.findByRole('region', { name: 'Records' }, { timeout: 30_000 });
        const row = async (name: string) =>
            (await within(card).findByRole('link', { name }, { timeout: 10_000 })).parentElement!.nextElementSibling!;
        expect(await row('Tracks')).toHaveTextContent(formatNumber(count('tracks')));
        expect(await row('Releases')).toHaveTextContent(formatNumber(count('releases')));
        // The labels list failed (404 here): its line is left out, the others stay.
        expect(within(card).queryByRole('link', { name: 'Labels' })).not.toBeInTheDocument();
        expect(screen.queryByText(/Not found/)).not.toBeInTheDocument();
        expect(asked.filter(a => a.startsWith('GET /v4/dashboard'))).toEqual([]);
    }, 90_000);

    it('with the figures offered, the server’s figures show and no counts are composed', async () => {
        await signIn(api, 'admin');
        renderAt('/');
        expect(await screen.findByText(/^Figures as of/, {}, { timeout: 30_000 })).toBeInTheDocument();
        expect(screen.queryByRole('region', { name: 'Records' })).not.toBeInTheDocument();
    }, 90_000);
});
