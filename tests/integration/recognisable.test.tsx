/**
 * Every record is recognisable wherever it is chosen or shown (issue 40): of several artists of one
 * name, the chart's picker tells each apart and its history names the one linked; a bulk change of
 * genre with its sub-genre shows each record with its id and the genres by name, and Back (or closing
 * and opening again) keeps the choice; a module's items name each record's detail and id.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill, messages } from '../../resources/messages';
import { renderAt, signIn, useApi } from './harness';

const SLOW = 60_000;
type Row = Record<string, unknown>;

describe('records told apart from their namesakes', () => {
    const { api } = useApi(120);

    it(
        'the chart’s Associated Artist: namesakes told apart, the chosen one said under the input and in History',
        async () => {
            const { name } = api.db
                .prepare('SELECT name FROM artists GROUP BY name HAVING count(*) > 2 ORDER BY name LIMIT 1')
                .get() as { name: string };
            const same = api.db.prepare('SELECT id FROM artists WHERE name = ? ORDER BY id').pluck().all(name);
            const meant = same[1] as number;
            const chart = api.db.prepare('SELECT id, artist_id FROM charts WHERE id = 2').get() as Row;
            await signIn(api, 'admin');
            renderAt('/catalog/charts/2');
            const input = await screen.findByRole('combobox', { name: 'Associated Artist' }, { timeout: 15_000 });
            await userEvent.clear(input);
            await userEvent.type(input, name);
            const options = await waitFor(
                () => {
                    const found = screen.getAllByRole('option', { name: n => n.startsWith(`${name},`) });
                    expect(found).toHaveLength(same.length);
                    return found;
                },
                { timeout: 20_000 }
            );
            // Each option its own: what tells it apart, and its id.
            const texts = options.map(o => o.textContent);
            expect(new Set(texts).size).toBe(same.length);
            const chosen = options.find(o => new RegExp(`, ID ${meant} · `).test(o.textContent ?? ''))!;
            expect(chosen).toHaveTextContent(/ · \d+ tracks?/);
            await userEvent.click(chosen);
            // Under the input, which one was chosen.
            expect(await screen.findByText(new RegExp(`^ID ${meant} · `))).toBeInTheDocument();
            await userEvent.click(screen.getByRole('button', { name: 'Save' }));
            await waitFor(() =>
                expect(api.db.prepare('SELECT artist_id FROM charts WHERE id = 2').pluck().get()).toBe(meant)
            );

            await userEvent.click(screen.getByRole('tab', { name: messages.history.tab }));
            const table = await screen.findByRole('table', { name: messages.history.tab }, { timeout: 10_000 });
            const entry = within(table).getAllByRole('row')[1];
            // Both artists by their description: name, what tells it apart, id — never a bare number.
            await waitFor(() => expect(entry).toHaveTextContent(new RegExp(`→ ${name} \\(ID ${meant} · .+\\)`)), {
                timeout: 10_000,
            });
            expect(entry).toHaveTextContent(`(ID ${String(chart.artist_id)} · `);
        },
        SLOW
    );

    it(
        'a bulk change of genre with its sub-genre: each record with its id, Back and reopening keep the choice',
        async () => {
            const genre = api.db.prepare("SELECT id, name FROM genres WHERE name = 'Trance'").get() as Row;
            const sub = api.db
                .prepare('SELECT id, name FROM sub_genres WHERE genre_id = ? ORDER BY name LIMIT 1')
                .get(genre.id) as Row;
            const other = api.db
                .prepare('SELECT name FROM sub_genres WHERE genre_id != ? ORDER BY name LIMIT 1')
                .pluck()
                .get(genre.id) as string;
            await signIn(api, 'admin');
            renderAt('/catalog/tracks');
            const table = await screen.findByRole('table', {}, { timeout: 15_000 });
            const rows = within(table).getAllByRole('row').slice(1, 3);
            const ids = rows.map(r => Number(within(r).getAllByRole('cell')[1].textContent));
            for (const r of rows) await userEvent.click(within(r).getByRole('checkbox'));
            await userEvent.click(await screen.findByRole('button', { name: 'Bulk Update' }));
            const dialog = await screen.findByRole('dialog', { name: 'Update 2 selected' });
            await userEvent.click(within(dialog).getByRole('combobox', { name: 'Field' }));
            // References are offered: the genre, its sub-genre, the musical key.
            for (const label of ['Sub-genre', 'Musical Key'])
                expect(screen.getByRole('option', { name: label })).toBeInTheDocument();
            await userEvent.click(screen.getByRole('option', { name: 'Genre' }));
            // The genre comes with its sub-genre, which waits for the genre.
            const fields = within(dialog).getAllByRole('combobox', { name: 'Field' });
            expect(fields.map(f => f.textContent)).toEqual(['Genre', 'Sub-genre']);
            expect(within(dialog).getByRole('combobox', { name: 'Sub-genre' })).toBeDisabled();
            await userEvent.type(within(dialog).getByRole('combobox', { name: 'Genre' }), String(genre.name));
            await userEvent.click(
                await screen.findByRole(
                    'option',
                    { name: `${String(genre.name)}, ID ${String(genre.id)}` },
                    { timeout: 10_000 }
                )
            );
            await userEvent.click(within(dialog).getByRole('combobox', { name: 'Sub-genre' }));
            // Only the genre's own sub-genres, each with its genre.
            await screen.findByRole('option', { name: n => n.startsWith(`${String(sub.name)},`) }, { timeout: 10_000 });
            expect(screen.queryByRole('option', { name: n => n.startsWith(`${other},`) })).toBeNull();
            await userEvent.click(
                screen.getByRole('option', {
                    name: `${String(sub.name)}, ID ${String(sub.id)} · ${String(genre.name)}`,
                })
            );

            const preview = async () => {
                await userEvent.click(within(dialog).getByRole('button', { name: messages.bulkEdit.preview }));
                return within(dialog).findByRole('table', { name: messages.bulkEdit.preview }, { timeout: 10_000 });
            };
            const shown = await preview();
            // Each record told apart by its id; the new values by name and id.
            await waitFor(() => {
                for (const id of ids) expect(shown).toHaveTextContent(`ID ${id}`);
                expect(shown).toHaveTextContent(`→ ${String(genre.name)} (ID ${String(genre.id)})`);
                expect(shown).toHaveTextContent(`→ ${String(sub.name)} (ID ${String(sub.id)} · ${String(genre.name)})`);
            });
            // Back: the choice as it was.
            await userEvent.click(within(dialog).getByRole('button', { name: messages.bulkEdit.back }));
            expect(within(dialog).getByRole('combobox', { name: 'Genre' })).toHaveValue(String(genre.name));
            expect(within(dialog).getByRole('combobox', { name: 'Sub-genre' })).toHaveValue(String(sub.name));
            // Closed and opened again: still there.
            await userEvent.click(within(dialog).getByRole('button', { name: messages.confirm.cancel }));
            await waitFor(() => expect(dialog).not.toBeInTheDocument());
            await userEvent.click(screen.getByRole('button', { name: 'Bulk Update' }));
            const again = await screen.findByRole('dialog', { name: 'Update 2 selected' });
            expect(within(again).getByRole('combobox', { name: 'Genre' })).toHaveValue(String(genre.name));
            expect(within(again).getByRole('combobox', { name: 'Sub-genre' })).toHaveValue(String(sub.name));
            await userEvent.click(within(again).getByRole('button', { name: messages.bulkEdit.preview }));
            await userEvent.click(
                await within(again).findByRole(
                    'button',
                    { name: fill(messages.bulkEdit.apply, { count: 2 }) },
                    { timeout: 10_000 }
                )
            );
            await waitFor(() =>
                expect(
                    api.db.prepare(`SELECT genre_id, sub_genre_id FROM tracks WHERE id IN (${ids.join(',')})`).all()
                ).toEqual(ids.map(() => ({ genre_id: genre.id, sub_genre_id: sub.id })))
            );
        },
        SLOW
    );

    it(
        'a module’s items name each record’s detail and id',
        async () => {
            const item = api.db
                .prepare(
                    `SELECT i.page_module_id, i.item_id, t.artist_name, t.mix_name FROM page_module_items i
                     JOIN tracks t ON t.id = i.item_id WHERE i.item_type = 'tracks' ORDER BY i.id LIMIT 1`
                )
                .get() as Row;
            await signIn(api, 'curation');
            renderAt(`/curation/page-modules/${String(item.page_module_id)}/items`);
            const table = await screen.findByRole('table', { name: 'Module items' }, { timeout: 15_000 });
            await waitFor(
                () => expect(table).toHaveTextContent(`${String(item.artist_name)} · ${String(item.mix_name)} · `),
                { timeout: 10_000 }
            );
            expect(table).toHaveTextContent(`ID ${String(item.item_id)} · ${String(item.artist_name)}`);
        },
        SLOW
    );
});
