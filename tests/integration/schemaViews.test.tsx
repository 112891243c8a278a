/** The generic views on a small test schema: columns, filters by scope, read-only fields. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Admin, memoryStore, Resource } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../authProvider';
import { P } from '../../resources/permissions';
import { createDataProvider } from '../../dataProvider';
import { defineResource, filter } from '../../resources/schema';
import { boolean, datetime, text } from '../../resources/fields';
import { ConfirmProvider } from '../../src/components/ConfirmDialog';
import SchemaEdit from '../../src/views/SchemaEdit';
import SchemaList from '../../src/views/SchemaList';
import { signInWithScope } from './scopeState';

const def = defineResource({
    name: 'test/widgets',
    section: 'test',
    label: 'Widget |||| Widgets',
    access: P.ANY_USER,
    // Writes are denied unless listed.
    writeAccess: P.ANY_USER,
    fields: {
        name: text('Name', { max: 10, required: true }),
        colour: text('Colour'),
        secret: text('Secret Note', { access: P.STAFF }),
        locked: boolean('Locked', { editAccess: P.STAFF }),
        starts: datetime('Starts'),
        notes: text('Notes', { multiline: true }),
    },
    filters: [
        filter('name', 'text', 'Name', { alwaysOn: true }),
        filter('id', 'idList', 'Widget IDs', { access: P.STAFF, alwaysOn: true }),
    ],
    columns: ['id', 'name', 'colour'],
    tabs: [{ id: 'main', label: 'Main', fields: ['name', 'colour', 'secret', 'locked', 'starts'] }],
});

const widgets = [
    { id: 1, name: 'Alpha', colour: 'red', secret: 's1', locked: false, starts: '2026-03-09T18:00:00Z', version: 1 },
    { id: 2, name: 'Beta', colour: 'blue', secret: 's2', locked: true, starts: null, version: 1 },
];
const seen: URL[] = [];
const patches: Record<string, unknown>[] = [];
const server = setupServer(
    http.get('http://api.test/v4/test/widgets/', ({ request }) => {
        seen.push(new URL(request.url));
        return HttpResponse.json({ count: 2, next: null, previous: null, page: '1/1', per_page: 25, results: widgets });
    }),
    http.get('http://api.test/v4/test/widgets/:id/', ({ params }) =>
        HttpResponse.json(widgets.find(w => w.id === Number(params.id)))
    ),
    http.patch('http://api.test/v4/test/widgets/:id/', async ({ params, request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        patches.push(body);
        return HttpResponse.json({ ...widgets.find(w => w.id === Number(params.id)), ...body, version: 2 });
    })
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderAdmin(path: string) {
    const app = (
        <ConfirmProvider>
            <Admin
                dataProvider={createDataProvider({ apiUrl: 'http://api.test/v4', getAccessToken: () => 't' })}
                authProvider={createAuthProvider(name => (name === def.name ? def : undefined))}
                store={memoryStore()}
            >
                <Resource name={def.name} list={<SchemaList def={def} />} edit={<SchemaEdit def={def} />} />
            </Admin>
        </ConfirmProvider>
    );
    const router = createMemoryRouter([{ path: '*', element: app }], { initialEntries: [path] });
    return { router, ...render(<RouterProvider router={router} />) };
}

describe('generic views on a test schema', () => {
    it('shows the fixed columns and the staff-only filter to staff', async () => {
        signInWithScope('app:staff staff:admin');
        const { router } = renderAdmin('/test/widgets');
        const table = await screen.findByRole('table', {}, { timeout: 10_000 });
        expect(
            within(table)
                .getAllByRole('columnheader')
                .map(h => h.textContent?.trim())
                .filter(Boolean)
        ).toEqual(['ID', 'Name', 'Colour']);
        expect(screen.getByRole('textbox', { name: 'Widget IDs' })).toBeInTheDocument();
        await userEvent.type(screen.getByRole('textbox', { name: 'Widget IDs' }), '1 2');
        await waitFor(() => expect(seen.some(u => u.searchParams.get('id') === '1,2')).toBe(true), { timeout: 5000 });
        expect(router.state.location.search).toContain('filter=');
    });

    it('hides the staff-only filter and field from a partner, and makes the staff-edit field read-only', async () => {
        signInWithScope('app:partner user:label');
        const list = renderAdmin('/test/widgets');
        await screen.findByRole('table', {}, { timeout: 10_000 });
        expect(screen.queryByRole('textbox', { name: 'Widget IDs' })).toBeNull();
        list.unmount();
        renderAdmin('/test/widgets/2');
        expect(await screen.findByDisplayValue('Beta', {}, { timeout: 10_000 })).toBeInTheDocument();
        expect(screen.queryByLabelText('Secret Note')).toBeNull();
        // The staff's field reads as its value, not as a disabled switch.
        expect(screen.queryByRole('switch', { name: 'Locked' })).toBeNull();
        expect(screen.getByLabelText('Locked')).toHaveTextContent('Yes');
        expect(screen.getByLabelText('Colour')).not.toHaveAttribute('readonly');
    });
});

describe('the column picker', () => {
    const headers = () =>
        within(screen.getByRole('table'))
            .getAllByRole('columnheader')
            .map(h => h.textContent?.trim())
            .filter(Boolean);

    it('keeps the fixed columns and offers the other list-worthy fields, hidden until switched on', async () => {
        signInWithScope('app:staff staff:admin');
        renderAdmin('/test/widgets');
        await screen.findByRole('table', {}, { timeout: 10_000 });
        await userEvent.click(screen.getByRole('button', { name: /Columns/ }));
        await screen.findByRole('switch', { name: 'Locked' });
        expect(screen.getAllByRole('switch').map(s => (s as HTMLInputElement).checked)).toEqual([false, false, false]);
        expect(screen.getByRole('switch', { name: 'Secret Note' })).toBeInTheDocument();
        expect(screen.getByRole('switch', { name: 'Locked' })).toBeInTheDocument();
        expect(screen.getByRole('switch', { name: 'Starts' })).toBeInTheDocument();
        // Fixed columns cannot be hidden; a multiline text does not fit a list cell.
        for (const name of ['ID', 'Name', 'Colour', 'Notes'])
            expect(screen.queryByRole('switch', { name }), name).toBeNull();
        await userEvent.click(screen.getByRole('switch', { name: 'Locked' }));
        await userEvent.click(screen.getByRole('switch', { name: 'Starts' }));
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(headers()).toEqual(['ID', 'Name', 'Colour', 'Locked', 'Starts']));
        const alpha = within(screen.getByRole('table')).getByText('Alpha').closest('tr')!;
        expect(alpha).toHaveTextContent('No');
        expect(alpha).toHaveTextContent('2026-03-09 12:00 MDT');
    });

    it('offers a partner only the fields a partner may see', async () => {
        signInWithScope('app:partner user:label');
        renderAdmin('/test/widgets');
        await screen.findByRole('table', {}, { timeout: 10_000 });
        await userEvent.click(screen.getByRole('button', { name: /Columns/ }));
        expect(await screen.findByRole('switch', { name: 'Locked' })).toBeInTheDocument();
        expect(screen.queryByRole('switch', { name: 'Secret Note' })).toBeNull();
    });
});

describe('datetime inputs in Mountain time', () => {
    it('shows the wire instant as Denver wall-clock time and saves back ISO UTC', async () => {
        signInWithScope('app:staff staff:admin');
        renderAdmin('/test/widgets/1');
        const input = await screen.findByLabelText('Starts', {}, { timeout: 10_000 });
        expect(input).toHaveValue('2026-03-09T12:00');
        expect(screen.getByText('Mountain time')).toBeInTheDocument();
        await userEvent.clear(input);
        await userEvent.type(input, '2026-03-07T12:00');
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(patches.at(-1)?.starts).toBe('2026-03-07T19:00:00.000Z'), { timeout: 5000 });
    });
});
