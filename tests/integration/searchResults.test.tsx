import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt, signIn, useApi } from './harness';

/** Free text sent with Enter from the app bar's box opens the §7 `GET search/` results page. */
describe('search results', () => {
    const { api } = useApi(120);

    it('words with Enter (no code match) list the matches of every type, each a link to its record', async () => {
        const { name } = api.db.prepare('SELECT name FROM tracks WHERE id = 7').get() as { name: string };
        await signIn(api, 'admin');
        renderAt('/catalog/releases');
        // The box's stand-in loads the combobox on focus: type into the combobox once it is there.
        await userEvent.click(await screen.findByRole('combobox', { name: 'Search the catalog' }, { timeout: 10_000 }));
        const box = await waitFor(
            () => {
                const el = screen.getByRole('combobox', { name: 'Search the catalog' });
                expect(el).toHaveAttribute('aria-autocomplete');
                return el;
            },
            { timeout: 10_000 }
        );
        // Typed at once and sent before any suggestion is picked.
        fireEvent.change(box, { target: { value: name } });
        fireEvent.keyDown(box, { key: 'Enter' });
        const results = await screen.findByRole('region', { name: `Results for “${name}”` }, { timeout: 10_000 });
        expect(within(results).getByRole('heading', { name: `Results for “${name}”` })).toBeInTheDocument();
        const links = await within(results).findAllByRole('link', { name: new RegExp(name) });
        expect(links.map(a => a.getAttribute('href'))).toContain('/catalog/tracks/7');
        expect(within(results).getByText('Tracks')).toBeInTheDocument();
    }, 60_000);

    it('words typed into the stand-in before the combobox loaded are offered once it has', async () => {
        const { name } = api.db.prepare('SELECT name FROM tracks WHERE id = 7').get() as { name: string };
        await signIn(api, 'admin');
        // A page without a list (jsdom renders a list's column picker, whose search box takes the focus).
        renderAt('/help');
        const standIn = await screen.findByRole('combobox', { name: 'Search the catalog' }, { timeout: 10_000 });
        // Typed at once, as a quick person on a slow machine does: the combobox is not there yet.
        act(() => standIn.focus());
        fireEvent.change(standIn, { target: { value: name } });
        expect(standIn).not.toHaveAttribute('aria-autocomplete');
        const options = await screen.findAllByRole('option', { name: new RegExp(name) }, { timeout: 10_000 });
        expect(options.map(o => o.textContent).join(' | ')).toMatch(/\b7\b/);
    }, 60_000);

    it('says so when nothing matches', async () => {
        await signIn(api, 'admin');
        renderAt('/search?q=zzqx%20nothing');
        expect(
            await screen.findByText(
                'Nothing matches “zzqx nothing” in what you may search. Try fewer words, or choose a type to filter.',
                {},
                { timeout: 10_000 }
            )
        ).toBeInTheDocument();
    });
});
