/**
 * A delivery's re-ingest: its genre override offers the delivered genre once, as "Keep …" (walk 55:
 * "Keep Ambient" and "Ambient" were both offered, one choice under two names).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt, signIn, useApi } from './harness';

describe('the re-ingest genre override', () => {
    const { api } = useApi(20);

    it('offers the delivered genre once, as Keep, and every other genre as an override', async () => {
        await signIn(api, 'content_ops');
        const delivery = api.db
            .prepare(
                `SELECT d.id, g.name FROM deliveries d JOIN genres g ON g.id = d.genre_id
                 WHERE d.brand = 'download' ORDER BY d.id LIMIT 1`
            )
            .get() as { id: number; name: string };
        const genres = api.db.prepare('SELECT COUNT(*) FROM genres').pluck().get() as number;
        renderAt(`/deliveries?delivery=${delivery.id}`);
        await userEvent.click(await screen.findByRole('combobox', { name: 'Override genre' }, { timeout: 30_000 }));
        const listbox = await screen.findByRole('listbox');
        const offered = () =>
            within(listbox)
                .getAllByRole('option')
                .map(o => o.textContent);
        // Keep, then the other genres (they arrive after the delivery).
        await waitFor(() => expect(offered()).toHaveLength(genres), { timeout: 20_000 });
        expect(offered()[0]).toBe(`Keep ${delivery.name}`);
        expect(offered()).not.toContain(delivery.name);
    }, 60_000);
});
