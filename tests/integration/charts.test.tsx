import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill, messages } from '../../resources/messages';
import { API, renderAt, signIn, useApi } from './harness';

describe('charts', () => {
    const { api, server, http, HttpResponse } = useApi(120);
    const order = (chart: number) =>
        api.db
            .prepare('SELECT track_id FROM chart_tracks WHERE chart_id = ? ORDER BY position')
            .pluck()
            .all(chart) as number[];
    /** Chooses a track by its ID typed into "Track to add" (its option read as "Title, ID n · …"), then Add track. */
    const addTrack = async (id: number) => {
        const box = await screen.findByRole('combobox', { name: 'Track to add' }, { timeout: 10_000 });
        await userEvent.clear(box);
        await userEvent.type(box, String(id));
        await userEvent.click(
            await screen.findByRole('option', { name: new RegExp(`ID ${id}\\b`) }, { timeout: 10_000 })
        );
        await userEvent.click(screen.getByRole('button', { name: 'Add track' }));
    };

    it('moves a track to the top, removes one after asking and adds one chosen by its ID; each saves at once', async () => {
        await signIn(api, 'marketing');
        let searched = 0;
        server.events.on('request:start', ({ request }) => {
            if (new URL(request.url).pathname === '/v4/catalog/tracks/') searched++;
        });
        const before = order(8);
        const last = before[before.length - 1];
        renderAt('/catalog/charts/8/tracks');
        const input = await screen.findByLabelText(`New position for track ${last}`, {}, { timeout: 10_000 });
        await userEvent.clear(input);
        await userEvent.type(input, '1');
        await userEvent.click(within(input.closest('tr')!).getByRole('button', { name: 'Move' }));
        await waitFor(() => expect(order(8)).toEqual([last, ...before.slice(0, -1)]));

        const second = before[0];
        const row = (await screen.findByRole('link', { name: String(second) })).closest('tr')!;
        expect(within(row).getByRole('cell', { name: '2' })).toBeInTheDocument();
        await userEvent.click(within(row).getByRole('button', { name: 'Remove' }));
        const ask = await screen.findByRole('dialog', { name: messages.confirm.title });
        // The question names the track as the list shows it (with its mix name), and the button says Remove.
        expect(ask).toHaveTextContent(/from this chart\? The track stays in the catalogue/);
        await userEvent.click(within(ask).getByRole('button', { name: messages.confirm.remove }));
        await waitFor(() => expect(order(8)).toEqual([last, ...before.slice(1, -1)]));
        // Until its closing transition ends, the dialog still hides the screen behind it.
        await waitFor(() => expect(ask).not.toBeInTheDocument());

        const extra = api.db.prepare('SELECT max(id) FROM tracks WHERE is_dj_edit = 0').pluck().get() as number;
        // The search box, shown since the tab opened, asked for no tracks until it is used (issue 43).
        await screen.findByRole('combobox', { name: 'Track to add' });
        expect(searched).toBe(0);
        await addTrack(extra);
        expect(searched).toBeGreaterThan(0);
        server.events.removeAllListeners();
        await waitFor(() => expect(order(8)).toEqual([last, ...before.slice(1, -1), extra]));
        // Told once the list is read back; a message waits for the one before it to close (a click
        // elsewhere or 4 s), so a person reads it before going on.
        await screen.findByText(`Track ${extra} added`, {}, { timeout: 5_000 });
        // A track already on the chart is not added twice.
        await addTrack(last);
        expect(
            await screen.findByText(`Track ${last} is already on this chart.`, {}, { timeout: 5_000 })
        ).toBeInTheDocument();
        expect(order(8)).toEqual([last, ...before.slice(1, -1), extra]);
        expect(await screen.findByRole('link', { name: String(extra) })).toHaveAttribute(
            'href',
            `/catalog/tracks/${extra}`
        );
    });

    it('a second track added before the first is saved waits for it: both are kept, in the order added', async () => {
        await signIn(api, 'marketing');
        const before = order(11);
        const [one, two] = api.db
            .prepare(
                `SELECT id FROM tracks WHERE is_dj_edit = 0 AND id NOT IN
                 (SELECT track_id FROM chart_tracks WHERE chart_id = 11) ORDER BY id DESC LIMIT 2`
            )
            .pluck()
            .all() as number[];
        // The first save is slow to answer; what each save sends is noted (the handler then lets it through).
        let answer!: () => void;
        const slow = new Promise<void>(r => (answer = r));
        const sent: number[][] = [];
        server.use(
            http.put(`${API}/catalog/charts/11/tracks/`, async ({ request }) => {
                sent.push(((await request.clone().json()) as { id: number }[]).map(e => e.id));
                if (sent.length === 1) await slow;
            })
        );
        renderAt('/catalog/charts/11/tracks');
        await addTrack(one);
        await waitFor(() => expect(sent).toHaveLength(1));
        await addTrack(two);
        // Nothing more is sent while the first save is unanswered.
        expect(sent).toHaveLength(1);
        answer();
        await waitFor(() => expect(order(11)).toEqual([...before, one, two]));
        // Each is told in turn (a notice waits for the one before it to go).
        expect(await screen.findByText(`Track ${one} added`)).toBeInTheDocument();
        expect(await screen.findByText(`Track ${two} added`, {}, { timeout: 10_000 })).toBeInTheDocument();
        expect(sent).toEqual([
            [...before, one],
            [...before, one, two],
        ]);
    });

    it('the title shows its 45-character hint and refuses a 46th character before sending', async () => {
        await signIn(api, 'admin');
        renderAt('/catalog/charts/9');
        const title = await screen.findByLabelText(/^Title/, {}, { timeout: 10_000 });
        const current = api.db.prepare('SELECT title FROM charts WHERE id = 9').pluck().get() as string;
        expect(screen.getByText(`${current.length}/45 · Shown in slideshows and feature slots`)).toBeInTheDocument();
        await userEvent.clear(title);
        await userEvent.type(title, 'x'.repeat(46));
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByText(fill(messages.validation.maxLength, { max: 45 }))).toBeInTheDocument();
        expect(api.db.prepare('SELECT title FROM charts WHERE id = 9').pluck().get()).toBe(current);
    });

    it('a refused save says “Error during chart create/update” with the server’s detail', async () => {
        await signIn(api, 'admin');
        server.use(
            http.patch(`${API}/catalog/charts/10/`, () =>
                HttpResponse.json({ detail: 'The chart is being published.' }, { status: 409 })
            )
        );
        renderAt('/catalog/charts/10');
        const description = await screen.findByLabelText('Description', {}, { timeout: 10_000 });
        await userEvent.type(description, ' More.');
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(
            await screen.findByText(
                fill(messages.errors.createUpdate, { resource: 'chart', error: 'The chart is being published.' })
            )
        ).toBeInTheDocument();
    });

    it('creates a chart owned by a DJ profile found by name, and opens it', async () => {
        await signIn(api, 'curation');
        const { router } = renderAt('/catalog/charts/create');
        await userEvent.type(
            await screen.findByRole('textbox', { name: /^Title/ }, { timeout: 10_000 }),
            'Sunrise Set'
        );
        const owner = api.db.prepare('SELECT id, name FROM dj_profiles WHERE id = 6').get() as {
            id: number;
            name: string;
        };
        await userEvent.type(screen.getByRole('combobox', { name: 'Owner' }), owner.name);
        await userEvent.click(
            (await screen.findAllByRole('option', { name: n => n.startsWith(owner.name) }, { timeout: 5000 }))[0]
        );
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/catalog\/charts\/\d+$/), {
            timeout: 5000,
        });
        const id = Number(router.state.location.pathname.split('/').pop());
        const saved = api.db.prepare('SELECT title, owner_id FROM charts WHERE id = ?').get(id) as {
            title: string;
            owner_id: number;
        };
        expect(saved.title).toBe('Sunrise Set');
        expect(api.db.prepare('SELECT name FROM dj_profiles WHERE id = ?').pluck().get(saved.owner_id)).toBe(
            owner.name
        );
    });

    it('charts are staff only: a supplier is refused the list', async () => {
        await signIn(api, 'supplier');
        renderAt('/catalog/charts');
        // The message is the page's heading and the app bar's title.
        expect(
            await screen.findAllByRole('heading', { name: messages.errors[403] }, { timeout: 10_000 })
        ).not.toHaveLength(0);
        expect(screen.queryByRole('table')).toBeNull();
    });
});
