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
import { reloadState } from '../../authProvider/state';
import { createDataProvider } from '../../dataProvider';
import { boolean, defineResource, filter, text } from '../../resources/schema';
import { ConfirmProvider } from '../../src/components/ConfirmDialog';
import SchemaEdit from '../../src/views/SchemaEdit';
import SchemaList from '../../src/views/SchemaList';

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
    },
    filters: [
        filter('name', 'text', 'Name', { alwaysOn: true }),
        filter('id', 'idList', 'Widget IDs', { access: P.STAFF, alwaysOn: true }),
    ],
    columns: ['id', 'name', 'colour'],
    tabs: [{ id: 'main', label: 'Main', fields: ['name', 'colour', 'secret', 'locked'] }],
});

const widgets = [
    { id: 1, name: 'Alpha', colour: 'red', secret: 's1', locked: false },
    { id: 2, name: 'Beta', colour: 'blue', secret: 's2', locked: true },
];
const seen: URL[] = [];
const server = setupServer(
    http.get('http://api.test/v4/test/widgets/', ({ request }) => {
        seen.push(new URL(request.url));
        return HttpResponse.json({ count: 2, next: null, previous: null, page: '1/1', per_page: 25, results: widgets });
    }),
    http.get('http://api.test/v4/test/widgets/:id/', ({ params }) =>
        HttpResponse.json(widgets.find(w => w.id === Number(params.id)))
    )
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
    server.resetHandlers();
    reloadState();
});
afterAll(() => server.close());

function signInAs(scope: string) {
    localStorage.setItem(
        'state',
        JSON.stringify({
            auth: { access_token: 't', scope, feature: [], version: 1 },
            drawer: { open: true },
            preferences: { version: 2, user: null, items: {} },
        })
    );
    reloadState();
}

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
        signInAs('app:staff staff:admin');
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
        signInAs('app:partner user:label');
        const list = renderAdmin('/test/widgets');
        await screen.findByRole('table', {}, { timeout: 10_000 });
        expect(screen.queryByRole('textbox', { name: 'Widget IDs' })).toBeNull();
        list.unmount();
        renderAdmin('/test/widgets/2');
        expect(await screen.findByDisplayValue('Beta', {}, { timeout: 10_000 })).toBeInTheDocument();
        expect(screen.queryByLabelText('Secret Note')).toBeNull();
        expect(screen.getByRole('switch', { name: 'Locked' })).toBeDisabled();
        expect(screen.getByLabelText('Colour')).not.toHaveAttribute('readonly');
    });
});
