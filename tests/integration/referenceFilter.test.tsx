/**
 * A reference filter is found by name as typed, and each option tells records of one name apart
 * with the referenced resource's picker detail, as the form's pickers do (a label by its supplier).
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Admin, memoryStore, Resource } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { P } from '../../resources/permissions';
import { defineResource, filter } from '../../resources/schema';
import { text } from '../../resources/fields';
import SchemaList from '../../src/views/SchemaList';
import { signInWithScope } from './scopeState';
import { ConfirmProvider } from '../../src/components/ConfirmDialog';

const def = defineResource({
    name: 'test/gadgets',
    section: 'test',
    label: 'Gadget |||| Gadgets',
    access: P.ANY_USER,
    fields: { name: text('Name') },
    filters: [filter('label_id', 'reference', 'Label', { reference: 'catalog/labels', alwaysOn: true })],
    columns: ['id', 'name'],
    tabs: [{ id: 'main', label: 'Main', fields: ['name'] }],
});

// Two labels of one name, told apart by their suppliers (catalog/labels' picker detail).
const labels = [
    { id: 7, name: 'Night Shift', supplier: { id: 1, name: 'North Supply' } },
    { id: 8, name: 'Night Shift', supplier: { id: 2, name: 'South Supply' } },
];
const labelQueries: string[] = [];
const server = setupServer(
    http.get('http://api.test/v4/test/gadgets/', () =>
        HttpResponse.json({
            count: 1,
            next: null,
            previous: null,
            page: '1/1',
            per_page: 25,
            results: [{ id: 1, name: 'Widget' }],
        })
    ),
    http.get('http://api.test/v4/catalog/labels/', ({ request }) => {
        const name = new URL(request.url).searchParams.get('name');
        if (name) labelQueries.push(name);
        const results = labels.filter(l => !name || l.name.toLowerCase().includes(name.toLowerCase()));
        return HttpResponse.json({
            count: results.length,
            next: null,
            previous: null,
            page: '1/1',
            per_page: 50,
            results,
        });
    })
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());

describe('a reference filter', () => {
    it('finds records by name and shows each with its picker detail', { timeout: 30_000 }, async () => {
        signInWithScope('app:staff staff:admin');
        const app = (
            <ConfirmProvider>
                <Admin
                    dataProvider={createDataProvider({ apiUrl: 'http://api.test/v4', getAccessToken: () => 't' })}
                    authProvider={createAuthProvider(name => (name === def.name ? def : undefined))}
                    store={memoryStore()}
                >
                    <Resource name={def.name} list={<SchemaList def={def} />} />
                </Admin>
            </ConfirmProvider>
        );
        const router = createMemoryRouter([{ path: '*', element: app }], { initialEntries: ['/test/gadgets'] });
        render(<RouterProvider router={router} />);
        const box = await screen.findByRole('combobox', { name: 'Label' }, { timeout: 10_000 });
        await userEvent.type(box, 'Night');
        // Each option: the name, and under it the id and the supplier (read as "Night Shift, ID 7 · Supplier: North Supply").
        const options = await screen.findAllByRole('option', { name: n => n.startsWith('Night Shift,') });
        expect(options.map(o => o.textContent)).toEqual([
            'Night Shift, ID 7 · Supplier: North Supply',
            'Night Shift, ID 8 · Supplier: South Supply',
        ]);
        // The typed name is searched on the server (after the input's debounce), not only among the first page.
        await waitFor(() => expect(labelQueries).toContain('Night'));
    });
});
