import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { API, renderAt, signIn, useApi } from './harness';
import { fill, messages } from '../../resources/messages';

describe('tracks', () => {
    const { api, server, http, HttpResponse } = useApi(120);
    const requests: string[] = [];
    server.events.on(
        'request:start',
        ({ request }) => void requests.push(`${request.method} ${decodeURIComponent(request.url)}`)
    );

    it('lists tracks with the fixed columns and filters by title', async () => {
        await signIn(api, 'admin');
        renderAt('/catalog/tracks');
        const table = await screen.findByRole('table', {}, { timeout: 10_000 });
        for (const header of ['ID', 'Title', 'Artists'])
            expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
        const name = (api.db.prepare('SELECT name FROM tracks WHERE id = 5').get() as { name: string }).name;
        const word = name.split(' ')[1];
        await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), word);
        await waitFor(
            () => expect(requests.some(r => r.includes(`/catalog/tracks/?`) && r.includes(`name=${word}`))).toBe(true),
            // Typing, the filter's debounce and the request, on two busy cores (ci2 took over 5 s).
            { timeout: 15_000 }
        );
        await waitFor(() => {
            const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
            expect(rows.length).toBeGreaterThan(0);
            for (const row of rows) expect(row.textContent?.toLowerCase()).toContain(word.toLowerCase());
        });
    });

    it('staff-only filters are offered to staff and not to partners', async () => {
        await signIn(api, 'label');
        renderAt('/catalog/tracks');
        await screen.findByRole('table', {}, { timeout: 10_000 });
        expect(screen.queryByLabelText('Track IDs')).toBeNull();
        await userEvent.click(screen.getByRole('button', { name: /Add filter/i }));
        const menu = await screen.findByRole('menu');
        expect(within(menu).queryByText('GUID')).toBeNull();
        expect(within(menu).getByText('Mix Name')).toBeInTheDocument();
    });

    it('DJ-edit filters are for second-brand staff only; the hype filter for the first brand only', async () => {
        const filterMenu = async () => {
            await screen.findByRole('table', {}, { timeout: 10_000 });
            await userEvent.click(screen.getByRole('button', { name: /Add filter/i }));
            const menu = await screen.findByRole('menu');
            const entries = ['DJ Edits', 'UGC Remixes', 'Hype', 'Mix Name'].filter(label =>
                within(menu).queryByText(label)
            );
            await userEvent.keyboard('{Escape}');
            return entries;
        };
        await signIn(api, 'dj_store_admin');
        const dj = renderAt('/catalog/tracks');
        const djEntries = await filterMenu();
        expect(djEntries).toEqual(expect.arrayContaining(['DJ Edits', 'UGC Remixes']));
        expect(djEntries).not.toContain('Hype');
        dj.unmount();
        await signIn(api, 'admin');
        renderAt('/catalog/tracks');
        const adminEntries = await filterMenu();
        expect(adminEntries).toContain('Hype');
        expect(adminEntries).not.toContain('DJ Edits');
    });

    it('offers the track search filters the API serves; "Search Index" reads Indexed / Not indexed (§4)', async () => {
        await signIn(api, 'admin');
        renderAt('/catalog/tracks');
        await screen.findByRole('table', {}, { timeout: 10_000 });
        await userEvent.click(screen.getByRole('button', { name: /Add filter/i }));
        const menu = await screen.findByRole('menu');
        for (const label of [
            'Release',
            'Key',
            'Sub-genre',
            'Added',
            'Encoded',
            'New Release Date',
            'Pre-order Date',
            'Free Download Start',
            'Free Download End',
            'Available for Hype',
            'Shown to External Applications',
        ])
            expect(within(menu).getByText(label)).toBeInTheDocument();
        await userEvent.click(within(menu).getByText('Search Index'));
        const input = await waitFor(
            () => {
                const field = screen
                    .getAllByText('Search Index')
                    .map(label => label.closest('.MuiFormControl-root'))
                    .find(Boolean) as HTMLElement;
                return within(field).getByRole('combobox');
            },
            { timeout: 5000 }
        );
        await userEvent.click(input);
        await userEvent.click(await screen.findByRole('option', { name: 'Not indexed' }));
        await waitFor(() => expect(requests.some(r => r.includes('is_indexed=false'))).toBe(true), { timeout: 5000 });
        const notIndexed = api.db.prepare('SELECT id FROM tracks WHERE is_indexed = 0').pluck().all() as number[];
        expect(notIndexed.length).toBeGreaterThan(0);
        expect(notIndexed.length).toBeLessThan(25); // one page
        await waitFor(
            () => {
                const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
                const shown = rows.map(row => Number(within(row).getAllByRole('cell')[1]?.textContent));
                expect(shown.sort((a, b) => a - b)).toEqual(notIndexed);
            },
            { timeout: 5000 }
        );
    });

    it('an over-limit title shows the limit and is not sent', async () => {
        await signIn(api, 'admin');
        renderAt('/catalog/tracks/1');
        const title = await screen.findByLabelText(/^Title/, {}, { timeout: 10_000 });
        await userEvent.clear(title);
        await userEvent.click(title);
        await userEvent.paste('x'.repeat(251));
        expect(screen.getByText('251/250')).toBeInTheDocument();
        requests.length = 0;
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('Must be 250 characters or fewer')).toBeInTheDocument();
        expect(requests.some(r => r.startsWith('PATCH'))).toBe(false);
    });

    it('saves a change, and shows the server’s refusal with the spec message, keeping the input', async () => {
        await signIn(api, 'admin');
        renderAt('/catalog/tracks/2');
        const mix = await screen.findByLabelText('Mix Name', {}, { timeout: 10_000 });
        await userEvent.clear(mix);
        await userEvent.type(mix, 'Integration Mix');
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() =>
            expect(
                (api.db.prepare('SELECT mix_name FROM tracks WHERE id = 2').get() as { mix_name: string }).mix_name
            ).toBe('Integration Mix')
        );

        server.use(
            http.patch(`${API}/catalog/tracks/2/`, () =>
                HttpResponse.json({ detail: 'ISRC already in use.' }, { status: 400 })
            )
        );
        const isrc = screen.getByLabelText('ISRC');
        await userEvent.clear(isrc);
        await userEvent.type(isrc, 'USX000000001');
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('Error during track create/update: ISRC already in use.')).toBeInTheDocument();
        expect(screen.getByLabelText('ISRC')).toHaveValue('USX000000001');
    });

    it('the column picker keeps the fixed columns, adds an optional one and keeps the choice', async () => {
        await signIn(api, 'admin');
        renderAt('/catalog/tracks');
        const table = await screen.findByRole('table', {}, { timeout: 10_000 });
        expect(within(table).getByRole('columnheader', { name: /Artists/ })).toBeInTheDocument();
        expect(within(table).queryByRole('columnheader', { name: /BPM/ })).toBeNull();
        await userEvent.click(screen.getByRole('button', { name: /Columns/ }));
        await userEvent.click(await screen.findByRole('switch', { name: 'BPM' }));
        expect(screen.queryByRole('switch', { name: 'Artists' })).toBeNull();
        await userEvent.keyboard('{Escape}');
        await waitFor(() =>
            expect(within(screen.getByRole('table')).getByRole('columnheader', { name: /BPM/ })).toBeInTheDocument()
        );
        expect(within(screen.getByRole('table')).getByRole('columnheader', { name: /Artists/ })).toBeInTheDocument();
        // Every row has a cell under each header, the new column's among them (and no hidden column's).
        const shown = within(screen.getByRole('table'));
        const headers = shown.getAllByRole('columnheader').map(h => h.textContent);
        const bpm = headers.findIndex(h => /BPM/.test(h ?? ''));
        for (const row of shown.getAllByRole('row').slice(1)) {
            const cells = within(row).getAllByRole('cell');
            expect(cells).toHaveLength(headers.length);
            expect(cells[bpm].textContent).toMatch(/^\d+$/);
        }
        const items = JSON.parse(localStorage.getItem('state')!).preferences.items as Record<string, unknown>;
        expect(Object.keys(items).some(k => k.startsWith('catalog/tracks.columns'))).toBe(true);
    });

    it('the column picker is not in the page until it is opened; opened, its search box has the focus', async () => {
        await signIn(api, 'admin');
        renderAt('/catalog/tracks');
        await screen.findByRole('table', {}, { timeout: 10_000 });
        // Its hidden search box, autofocused as the rows came, cost the first rows a layout of the page.
        await new Promise(resolve => setTimeout(resolve, 700)); // past the table's picker's look for its popover
        expect(screen.queryByPlaceholderText('Search columns')).toBeNull();
        await userEvent.click(screen.getByRole('button', { name: /Columns/ }));
        const search = await screen.findByPlaceholderText('Search columns');
        await waitFor(() => expect(search).toHaveFocus());
        await userEvent.type(search, 'bp');
        expect(await screen.findByRole('switch', { name: 'BPM' })).toBeInTheDocument();
        for (const offered of screen.getAllByRole('switch')) expect(offered).toHaveAccessibleName(/bp/i);
        expect(screen.getAllByPlaceholderText('Search columns')).toHaveLength(1);
    });

    it('creates a track on a chosen release', async () => {
        await signIn(api, 'content_ops');
        const { router } = renderAt('/catalog/tracks/create');
        await userEvent.type(
            await screen.findByRole('textbox', { name: /^Title/ }, { timeout: 10_000 }),
            'Brand New Track'
        );
        const release = api.db
            .prepare(
                `SELECT r.id, r.name, r.artist_name, r.catalog_number, l.name AS label
                 FROM releases r JOIN labels l ON l.id = r.label_id WHERE r.id = 3`
            )
            .get() as { id: number; name: string; artist_name: string; catalog_number: string; label: string };
        const releaseInput = screen.getByRole('combobox', { name: /Release/ });
        await userEvent.type(releaseInput, release.name);
        const option = await screen.findByRole(
            'option',
            { name: n => n.startsWith(`${release.name},`) && n.includes(release.label) },
            { timeout: 5000 }
        );
        // The option tells releases of one title apart: artists, label, catalog number.
        expect(option).toHaveTextContent(`${release.artist_name} · ${release.label} · ${release.catalog_number}`);
        await userEvent.click(option);
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/catalog\/tracks\/\d+$/), {
            timeout: 5000,
        });
        const id = Number(router.state.location.pathname.split('/').pop());
        expect(api.db.prepare('SELECT name, release_id FROM tracks WHERE id = ?').get(id)).toEqual({
            name: 'Brand New Track',
            release_id: 3,
        });
    });

    it('bulk update needs a field first', async () => {
        await signIn(api, 'admin');
        renderAt('/catalog/tracks');
        const table = await screen.findByRole('table', {}, { timeout: 10_000 });
        const boxes = within(table).getAllByRole('checkbox');
        await userEvent.click(boxes[1]);
        await userEvent.click(boxes[2]);
        await userEvent.click(await screen.findByRole('button', { name: 'Bulk Update' }));
        await userEvent.click(await screen.findByRole('button', { name: messages.bulkEdit.preview }));
        expect(await screen.findByText('A field must be chosen before a bulk track update')).toBeInTheDocument();
    });

    it('bulk update changes several fields at once, previewed record by record', async () => {
        await signIn(api, 'admin');
        renderAt('/catalog/tracks');
        const table = await screen.findByRole('table', {}, { timeout: 10_000 });
        const boxes = within(table).getAllByRole('checkbox');
        await userEvent.click(boxes[1]);
        await userEvent.click(boxes[2]);
        await userEvent.click(await screen.findByRole('button', { name: 'Bulk Update' }));
        const dialog = await screen.findByRole('dialog');
        await userEvent.click(within(dialog).getByRole('combobox', { name: 'Field' }));
        await userEvent.click(await screen.findByRole('option', { name: 'BPM' }));
        await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'BPM' }), '131');
        await userEvent.click(within(dialog).getByRole('button', { name: messages.bulkEdit.addField }));
        const second = within(dialog).getAllByRole('combobox', { name: 'Field' })[1];
        await userEvent.click(second);
        // A field already chosen is not offered twice.
        expect(screen.queryByRole('option', { name: 'BPM' })).toBeNull();
        await userEvent.click(await screen.findByRole('option', { name: 'Copyright Holder' }));
        await userEvent.type(within(dialog).getByRole('textbox', { name: 'Copyright Holder' }), 'Both At Once');
        await userEvent.click(within(dialog).getByRole('button', { name: messages.bulkEdit.preview }));
        const apply = await within(dialog).findByRole(
            'button',
            { name: fill(messages.bulkEdit.apply, { count: 2 }) },
            { timeout: 10_000 }
        );
        // Each record's row names both changes, before → after.
        expect(within(dialog).getAllByText(/131/).length).toBeGreaterThanOrEqual(2);
        expect(within(dialog).getAllByText(/Both At Once/).length).toBeGreaterThanOrEqual(2);
        await userEvent.click(apply);
        await waitFor(
            () =>
                expect(
                    api.db
                        .prepare("SELECT COUNT(*) FROM tracks WHERE bpm = 131 AND copyright_holder = 'Both At Once'")
                        .pluck()
                        .get()
                ).toBe(2),
            { timeout: 10_000 }
        );
    });

    it('a partner’s track edit shows its references (release, genre, key) without errors', async () => {
        await signIn(api, 'label');
        renderAt('/catalog/tracks/1');
        const row = api.db
            .prepare(
                'SELECT r.name AS release, g.name AS genre, k.name AS key FROM tracks t JOIN releases r ON r.id = t.release_id JOIN genres g ON g.id = t.genre_id JOIN keys k ON k.id = t.key_id WHERE t.id = 1'
            )
            .get() as { release: string; genre: string; key: string };
        await waitFor(() => expect(screen.getByRole('combobox', { name: 'Genre' })).toHaveValue(row.genre), {
            timeout: 10_000,
        });
        expect(screen.getByRole('combobox', { name: 'Musical Key' })).toHaveValue(row.key);
        // The release is the staff's to change: shown by its name, a link to the release, not an input.
        expect(screen.queryByRole('combobox', { name: /Release/ })).toBeNull();
        expect(screen.getByLabelText('Release')).toHaveTextContent(row.release);
        expect(within(screen.getByLabelText('Release')).getByRole('link', { name: row.release })).toHaveAttribute(
            'href',
            expect.stringMatching(/\/catalog\/releases\/\d+$/)
        );
        expect(screen.queryByText('Forbidden')).toBeNull();
    });

    it('a partner without write access to a field sees it read-only', async () => {
        await signIn(api, 'label');
        renderAt('/catalog/tracks/1');
        // Shown as its value (a show view), not as an input at all, disabled or read-only.
        const guid = await screen.findByLabelText('GUID', {}, { timeout: 10_000 });
        expect(guid.tagName).toBe('DD');
        expect(guid).toHaveTextContent(
            String(api.db.prepare('SELECT guid FROM tracks WHERE id = 1').pluck().get() ?? '—')
        );
        expect(screen.queryByRole('textbox', { name: 'GUID' })).toBeNull();
        expect(screen.getByLabelText(/^Title/)).not.toHaveAttribute('readonly');
        expect(screen.getByLabelText(/^Title/)).toBeEnabled();
    });
});
