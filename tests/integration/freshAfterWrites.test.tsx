/**
 * Issue 43: lists and records are kept a while (no request on a return within 30 s), a small
 * closed list for the session, and the console's own write makes what it changed read again at
 * once: no screen shows a value older than the person's last write.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Admin, memoryStore, Resource } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { P } from '../../resources/permissions';
import { defineResource } from '../../resources/schema';
import { reference, text } from '../../resources/fields';
import { createSessionQueryClient } from '../../src/accessAnswers';
import { ConfirmProvider } from '../../src/components/ConfirmDialog';
import { keepFresh, reportWrite } from '../../src/freshness';
import SchemaEdit from '../../src/views/SchemaEdit';
import SchemaList from '../../src/views/SchemaList';
import { signInWithScope } from './scopeState';

const API = 'http://api.test/v4';
const GENRES = 'test/genres';
const def = defineResource({
    name: 'test/songs',
    section: 'test',
    label: 'Song |||| Songs',
    access: P.ANY_USER,
    writeAccess: P.ANY_USER,
    fields: { title: text('Title', { required: true }), genre_id: reference('Genre', GENRES) },
    filters: [],
    columns: ['id', 'title'],
    tabs: [{ id: 'main', label: 'Main', fields: ['title', 'genre_id'] }],
});
const genreDef = defineResource({
    name: GENRES,
    section: 'test',
    label: 'Genre |||| Genres',
    access: P.ANY_USER,
    writeAccess: P.ANY_USER,
    fields: { name: text('Name') },
    filters: [],
    columns: ['id', 'name'],
    tabs: [{ id: 'main', label: 'Main', fields: ['name'] }],
});
const findDef = (name: string) => (name === def.name ? def : name === GENRES ? genreDef : undefined);

let songs: { id: number; title: string; genre_id: number; version: number }[] = [];
let genres: { id: number; name: string }[] = [];
const gets: string[] = [];
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, page: '1/1', results });
const server = setupServer(
    http.get(`${API}/test/songs/`, ({ request }) => {
        gets.push(new URL(request.url).pathname);
        return HttpResponse.json(page(songs));
    }),
    http.get(`${API}/test/songs/:id/`, ({ request, params }) => {
        gets.push(new URL(request.url).pathname);
        return HttpResponse.json(songs.find(s => s.id === Number(params.id)));
    }),
    http.patch(`${API}/test/songs/:id/`, async ({ request, params }) => {
        const song = songs.find(s => s.id === Number(params.id))!;
        Object.assign(song, (await request.json()) as object, { version: song.version + 1 });
        return HttpResponse.json(song);
    }),
    http.get(`${API}/test/genres/`, ({ request }) => {
        gets.push(new URL(request.url).pathname);
        const ids = new URL(request.url).searchParams.get('id')?.split(',').map(Number);
        return HttpResponse.json(page(ids ? genres.filter(g => ids.includes(g.id)) : genres));
    }),
    http.post(`${API}/test/genres/`, async ({ request }) => {
        const genre = { id: genres.length + 1, ...((await request.json()) as { name: string }) };
        genres.push(genre);
        return HttpResponse.json(genre, { status: 201 });
    })
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
    songs = [
        { id: 1, title: 'Night Drive', genre_id: 1, version: 1 },
        { id: 2, title: 'Low Tide', genre_id: 2, version: 1 },
    ];
    genres = [
        { id: 1, name: 'House' },
        { id: 2, name: 'Techno' },
    ];
    gets.length = 0;
});

/** The console's wiring: the session's query client, kept fresh by the data provider's writes. */
function renderConsole(path: string) {
    const dataProvider = createDataProvider({ apiUrl: API, getAccessToken: () => 't', onWrite: reportWrite });
    const queryClient = createSessionQueryClient(
        { signedIn: () => true, permissions: () => [], canAccess: () => true },
        new Set([GENRES])
    );
    const stop = keepFresh(queryClient, new Set([GENRES]));
    const app = (
        <ConfirmProvider>
            <Admin
                dataProvider={dataProvider}
                queryClient={queryClient}
                authProvider={createAuthProvider(findDef)}
                store={memoryStore()}
            >
                <Resource name={def.name} list={<SchemaList def={def} />} edit={<SchemaEdit def={def} />} />
                <Resource name={GENRES} recordRepresentation="name" />
            </Admin>
        </ConfirmProvider>
    );
    const router = createMemoryRouter([{ path: '*', element: app }], { initialEntries: [path] });
    const view = render(<RouterProvider router={router} />);
    return { router, dataProvider, stop, ...view };
}

const WAIT = { timeout: 20_000 };
/** The list's rows as they read. */
const rowTexts = () =>
    within(screen.getByRole('table'))
        .getAllByRole('row')
        .slice(1)
        .map(r => r.textContent ?? '');
const showsRow = (text: string) => waitFor(() => expect(rowTexts().some(t => t.includes(text))).toBe(true), WAIT);

describe('reads kept a while, and read again after the console’s own write', () => {
    it('returns to a list within 30 s without asking again, and shows a title just saved at once', async () => {
        signInWithScope('app:staff staff:admin');
        const { router, stop } = renderConsole('/test/songs');
        await showsRow('Night Drive');
        await router.navigate('/test/songs/2');
        await screen.findByDisplayValue('Low Tide', {}, { timeout: 10_000 });
        const listReads = () => gets.filter(p => p === '/v4/test/songs/').length;
        await router.navigate('/test/songs');
        await showsRow('Low Tide');
        expect(listReads()).toBe(1);

        await router.navigate('/test/songs/1');
        const title = await screen.findByDisplayValue('Night Drive', {}, { timeout: 10_000 });
        await userEvent.clear(title);
        await userEvent.type(title, 'Night Drive (Edit)');
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(songs[0].title).toBe('Night Drive (Edit)'), WAIT);
        await router.navigate('/test/songs');
        await showsRow('Night Drive (Edit)');
        // Read again, not only patched in the cache: the server's list is what shows.
        await waitFor(() => expect(listReads()).toBe(2), WAIT);
        stop();
    }, 60_000);

    it('reads a closed list once, and a genre the console created shows in the picker at once', async () => {
        signInWithScope('app:staff staff:admin');
        const { router, dataProvider, stop } = renderConsole('/test/songs/1');
        const picker = await screen.findByRole('combobox', { name: 'Genre' }, { timeout: 10_000 });
        await waitFor(() => expect(picker).toHaveValue('House'), WAIT);
        // The current value came with the choices: no lookup of genre 1 by id.
        expect(gets.filter(p => p === '/v4/test/genres/')).toHaveLength(1);
        await router.navigate('/test/songs/2');
        await screen.findByDisplayValue('Low Tide', {}, WAIT);
        await waitFor(() => expect(screen.getByRole('combobox', { name: 'Genre' })).toHaveValue('Techno'), WAIT);
        expect(gets.filter(p => p === '/v4/test/genres/')).toHaveLength(1);

        await dataProvider.create(GENRES, { data: { name: 'Ambient' } });
        await router.navigate('/test/songs/1');
        await screen.findByDisplayValue('Night Drive', {}, WAIT);
        await userEvent.click(await screen.findByRole('combobox', { name: 'Genre' }, { timeout: 10_000 }));
        expect(await screen.findByRole('option', { name: /Ambient/ }, { timeout: 10_000 })).toBeInTheDocument();
        stop();
    }, 60_000);
});
